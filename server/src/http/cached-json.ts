import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** One prepared response: the bytes, a pre-compressed variant when worth it, and its validators. */
export interface CachedResponse {
  /** The cache key it is stored under. */
  key: string;
  body: Buffer;
  /** Set for compressible bodies; then the response varies on Accept-Encoding. */
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  expiresAt: number;
}

/** What to produce on a miss; the cache adds the gzip variant and (unless given) the ETag. */
export interface ProducedResponse {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag?: string;
  compressible: boolean;
}

export interface CachedReply {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

export const acceptsGzip = (headers: IncomingHttpHeaders): boolean => /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));

/**
 * Status, headers and body for a cached response. Both the Express route and the fast path
 * (fast-path.ts) write exactly this, so the two cannot answer the same request differently.
 */
export function cachedReply(entry: CachedResponse, requestHeaders: IncomingHttpHeaders): CachedReply {
  const headers: Record<string, string> = { ETag: entry.etag, 'Cache-Control': entry.cacheControl };
  if (entry.gzip) headers.Vary = 'Accept-Encoding';
  if (requestHeaders['if-none-match'] === entry.etag) return { status: 304, headers };
  const gzipped = entry.gzip && acceptsGzip(requestHeaders) ? entry.gzip : undefined;
  headers['Content-Type'] = entry.contentType;
  // A set Content-Encoding makes the compression middleware leave the body alone.
  if (gzipped) headers['Content-Encoding'] = 'gzip';
  const body = gzipped ?? entry.body;
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body };
}

/**
 * Whether the Express stack would send `cachedReply` unchanged: an identity body of a
 * compressible type is left to the compression middleware (br, deflate), so only Express answers it.
 */
export const replyIsFinal = (entry: CachedResponse, requestHeaders: IncomingHttpHeaders): boolean =>
  !entry.gzip || requestHeaders['if-none-match'] === entry.etag || acceptsGzip(requestHeaders);

const gzipInThreadPool = promisify(gzip);

export interface ResponseCacheOptions {
  ttlMs: number;
  /**
   * How long after `ttlMs` an entry may still be served while one refresh runs (default `ttlMs`),
   * so no request waits for the database on expiry; later than that, requests wait for it.
   */
  staleMs?: number;
  maxEntries?: number;
  /** Upper bound on the bytes held (bodies and gzip variants); the least recently used go first. */
  maxBytes?: number;
}

type Produce = () => Promise<ProducedResponse>;

/** How many running loads one reader joins before it reads for itself (writes may keep aborting them). */
const JOIN_ATTEMPTS = 3;

/** What one `fetch` hands its fetchMethod: the producer, and back the entry it built (see `load`). */
interface FetchContext {
  produce: Produce;
  built?: Promise<CachedResponse>;
}

/** A produced response with its gzip variant and validator, reusing the previous ones when nothing changed. */
async function prepare(key: string, produced: ProducedResponse, previous: CachedResponse | undefined, ttlMs: number): Promise<CachedResponse> {
  const { body, contentType, cacheControl, etag, compressible } = produced;
  const unchanged = previous && previous.body.equals(body) ? previous : undefined;
  return {
    key,
    body: unchanged?.body ?? body,
    // Off the event loop: a large list takes tens of milliseconds to compress.
    gzip: compressible ? (unchanged?.gzip ?? (await gzipInThreadPool(body))) : undefined,
    etag: etag ?? unchanged?.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`,
    contentType,
    cacheControl,
    expiresAt: Date.now() + ttlMs,
  };
}

/**
 * A small in-process cache of prepared responses for hot public reads, on lru-cache. Under load
 * every request for the same resource shares one query, one serialisation and one gzip
 * (`fetch` coalesces them); a repeat visit answers 304 from the ETag. Entries live `ttlMs`, so
 * another instance's write shows up within that time; this instance's writes call `clear()`,
 * which aborts running loads so nothing read before the write is stored. An expired entry is
 * served for at most `staleMs` more while one refresh runs (`allowStale`); a refresh that fails
 * (e.g. the animal was deleted by another instance) drops the entry, so the error shows.
 *
 * Each request URL an Express route answered from an entry is remembered, so the fast path can
 * answer the same URL again before Express runs (`lookup`), while the entry is fresh. A URL is
 * only remembered after its route validated it, so an unknown or invalid request always reaches Express.
 */
export function createResponseCache({ ttlMs, staleMs = ttlMs, maxEntries = 500, maxBytes = Infinity }: ResponseCacheOptions) {
  const cache = new LRUCache<string, CachedResponse, FetchContext>({
    max: maxEntries,
    ...(Number.isFinite(maxBytes) ? { maxSize: maxBytes, sizeCalculation: (entry: CachedResponse) => entry.body.length + (entry.gzip?.length ?? 0) || 1 } : {}),
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: (key, previous, { context }) => {
      context.built = context.produce().then((produced) => prepare(key, produced, previous, ttlMs));
      return context.built;
    },
  });
  const keyByUrl = new LRUCache<string, string>({ max: maxEntries * 4 });

  async function load(key: string, produce: Produce): Promise<CachedResponse> {
    // Too old to show even while refreshing: wait for the fresh entry.
    const allowStale = cache.getRemainingTTL(key) > -staleMs;
    // An attempt either starts the load (then `context.built` is its own) or joins one running.
    // clear() aborts running loads: their starter still gets what it read (not stored), and a
    // reader who only joined tries again, reading whatever a newer load stored or starting one.
    for (let attempt = 1; attempt <= JOIN_ATTEMPTS; attempt += 1) {
      const context: FetchContext = { produce };
      try {
        const entry = await cache.fetch(key, { context, allowStale });
        if (entry) return entry;
      } catch {
        // Its own load's error (not an abort) comes back through `built`.
        if (context.built) return context.built;
        continue;
      }
      if (context.built) return context.built;
    }
    // Writes kept aborting the loads this reader joined: it reads for itself, without storing.
    return prepare(key, await produce(), undefined, ttlMs);
  }

  return {
    /** Answers from the entry under `key`, producing it on a miss (errors propagate to Express). */
    async send(req: Request, res: Response, key: string, produce: Produce): Promise<void> {
      const entry = await load(key, produce);
      if (cache.peek(key, { allowStale: true }) === entry) keyByUrl.set(req.originalUrl, key);
      const reply = cachedReply(entry, req.headers);
      for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
      res.status(reply.status).end(reply.body);
    },
    /** The entry under `key`, producing it on a miss (to embed the same response elsewhere, e.g. in a page). */
    entry: load,
    /** The fresh entry an Express route last answered this exact URL (path and query) from; expired ones are Express's to refresh. */
    lookup(url: string): CachedResponse | undefined {
      const key = keyByUrl.get(url);
      return key === undefined ? undefined : cache.peek(key);
    },
    clear(): void {
      cache.clear();
      keyByUrl.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** A response cache of JSON values, served with `Cache-Control: no-cache` and revalidated by ETag. */
export function createJsonCache(ttlMs: number, maxEntries = 500) {
  const cache = createResponseCache({ ttlMs, maxEntries });
  const asResponse = (produce: () => Promise<unknown>) => async (): Promise<ProducedResponse> => ({
    body: Buffer.from(JSON.stringify(await produce())),
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
    compressible: true,
  });
  return {
    ...cache,
    send(req: Request, res: Response, key: string, produce: () => Promise<unknown>): Promise<void> {
      return cache.send(req, res, key, asResponse(produce));
    },
    /** The serialised JSON under `key` (the same bytes the API sends), producing it on a miss. */
    async json(key: string, produce: () => Promise<unknown>): Promise<Buffer> {
      return (await cache.entry(key, asResponse(produce))).body;
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
