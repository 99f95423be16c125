import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

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
  /** Upper bound on the bytes held (bodies and gzip variants); the oldest entries go first. */
  maxBytes?: number;
}

/**
 * A small in-process cache of prepared responses for hot public reads. Under load every request
 * for the same resource shares one query, one serialisation and one gzip; a repeat visit answers
 * 304 from the ETag. Entries live `ttlMs`, so another instance's write shows up within that time;
 * this instance's writes call `clear()`, after which nothing older is ever served. An expired
 * entry is served for at most `staleMs` more while a single refresh runs (stale-while-revalidate),
 * so under load the refresh never makes a queue of requests wait for PostgreSQL; a refresh that
 * fails (e.g. the animal was deleted by another instance) drops the entry, so the error shows.
 *
 * Each request URL an Express route answered from an entry is remembered, so the fast path can
 * answer the same URL again before Express runs (`lookup`). A URL is only remembered after its
 * route validated it, so an unknown or invalid request always reaches Express.
 */
export function createResponseCache({ ttlMs, staleMs = ttlMs, maxEntries = 500, maxBytes = Infinity }: ResponseCacheOptions) {
  const entries = new Map<string, CachedResponse>();
  const pending = new Map<string, Promise<CachedResponse>>();
  const byUrl = new Map<string, CachedResponse>();
  const maxUrls = maxEntries * 4;
  let bytes = 0;
  // Bumped by clear(): a load that started before a write must not store what it read.
  let generation = 0;

  const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzip?.length ?? 0);

  function store(key: string, entry: CachedResponse): void {
    const previous = entries.get(key);
    if (previous) {
      bytes -= sizeOf(previous);
      entries.delete(key);
    }
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + sizeOf(entry) > maxBytes)) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, CachedResponse];
      bytes -= sizeOf(oldest);
      entries.delete(oldestKey);
    }
    entries.set(key, entry);
    bytes += sizeOf(entry);
  }

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  }

  /** Produces the entry under `key` once, however many requests ask for it meanwhile. */
  function refresh(key: string, produce: () => Promise<ProducedResponse>): Promise<CachedResponse> {
    const running = pending.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = produce()
      .then(async ({ body, contentType, cacheControl, etag, compressible }) => {
        // Mostly nothing changed since the last refresh: reuse its compression and validator.
        const previous = entries.get(key);
        const unchanged = previous && previous.body.equals(body) ? previous : undefined;
        const entry: CachedResponse = {
          key,
          body: unchanged?.body ?? body,
          // Off the event loop: a large list takes tens of milliseconds to compress.
          gzip: compressible ? (unchanged?.gzip ?? (await gzipInThreadPool(body))) : undefined,
          etag: etag ?? unchanged?.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`,
          contentType,
          cacheControl,
          expiresAt: Date.now() + ttlMs,
        };
        if (startedIn === generation) store(key, entry);
        return entry;
      })
      .catch((error: unknown) => {
        if (startedIn === generation) drop(key);
        throw error;
      })
      .finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
    pending.set(key, promise);
    return promise;
  }

  /** Whether an expired entry may still be served: its refresh is under way and it is not too old. */
  const servableWhileRefreshing = (entry: CachedResponse, now: number) =>
    entry.expiresAt + staleMs > now && entries.get(entry.key) === entry;

  async function load(key: string, produce: () => Promise<ProducedResponse>): Promise<CachedResponse> {
    const cached = entries.get(key);
    const now = Date.now();
    if (cached && cached.expiresAt > now) return cached;
    if (cached && servableWhileRefreshing(cached, now)) {
      // The request that started the refresh is answered already; a failure drops the entry.
      refresh(key, produce).catch(() => undefined);
      return cached;
    }
    return refresh(key, produce);
  }

  function remember(url: string, entry: CachedResponse): void {
    if (byUrl.get(url) === entry) return;
    byUrl.delete(url);
    if (byUrl.size >= maxUrls) byUrl.delete(byUrl.keys().next().value as string);
    byUrl.set(url, entry);
  }

  return {
    /** Answers from the entry under `key`, producing it on a miss (errors propagate to Express). */
    async send(req: Request, res: Response, key: string, produce: () => Promise<ProducedResponse>): Promise<void> {
      const startedIn = generation;
      const entry = await load(key, produce);
      if (startedIn === generation && entries.get(key) === entry) remember(req.originalUrl, entry);
      const reply = cachedReply(entry, req.headers);
      for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
      res.status(reply.status).end(reply.body);
    },
    /** The entry under `key`, producing it on a miss (to embed the same response elsewhere, e.g. in a page). */
    entry: load,
    /** The live entry an Express route last answered this exact URL (path and query) from. */
    lookup(url: string): CachedResponse | undefined {
      const entry = byUrl.get(url);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.expiresAt > now) return entry;
      // Expired: only Express can start the refresh; once it runs, the stale entry may still answer.
      if (pending.has(entry.key) && servableWhileRefreshing(entry, now)) return entry;
      if (!servableWhileRefreshing(entry, now)) byUrl.delete(url);
      return undefined;
    },
    clear(): void {
      generation += 1;
      entries.clear();
      pending.clear();
      byUrl.clear();
      bytes = 0;
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
