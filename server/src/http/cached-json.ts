import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Entry {
  json: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * A small in-process cache of serialised, pre-compressed JSON responses for hot public reads.
 * Under load every request for the same list shares one query, one serialisation and one gzip;
 * a repeat visit answers 304 from the ETag. Entries live `ttlMs`, so another instance's write
 * shows up within that time; this instance's writes call `clear()`.
 */
export function createJsonCache(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  async function load(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const running = pending.get(key);
    if (running) return running;
    const promise = produce()
      .then((value) => {
        const json = Buffer.from(JSON.stringify(value));
        const entry: Entry = {
          json,
          gzip: gzipSync(json),
          etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
          expiresAt: Date.now() + ttlMs,
        };
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
        return entry;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  return {
    async send(req: Request, res: Response, key: string, produce: () => Promise<unknown>): Promise<void> {
      const entry = await load(key, produce);
      res.setHeader('ETag', entry.etag);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === entry.etag) {
        res.status(304).end();
        return;
      }
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      // A set Content-Encoding makes the compression middleware leave the body alone.
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      const body = gzip ? entry.gzip : entry.json;
      res.setHeader('Content-Length', String(body.length));
      res.status(200).end(body);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
