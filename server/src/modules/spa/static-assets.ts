import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The caching of the served files (serve-static's options of the same names). */
export interface StaticCaching {
  maxAge: number | string;
  immutable?: boolean;
}

/**
 * Serves built files, sending the brotli (.br) or gzip (.gz) copy the web build wrote next to a
 * file (apps/web/vite.config.ts) to a client that accepts it, with Content-Encoding and
 * Vary: Accept-Encoding; other clients get the file itself. Brotli first: at quality 11 it is the
 * smaller one. The app's compression middleware leaves such an answer alone (already encoded), so
 * only dynamic answers and files without a compressed copy are compressed on the fly. The copies
 * are found when the server starts (a build under a running server is served uncompressed).
 * Caching stays as the serve-static options say.
 */
export function precompressedStatic(root: string, caching: StaticCaching): RequestHandler {
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { ...caching, index: false } });
  return (req, res, next) => {
    // It answers an undecodable path with its own plain-text 400; no file has such a name, so
    // the request goes on to the pages (404, the not-found page) as it did before.
    try {
      decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    serve(req, res, next);
  };
}
