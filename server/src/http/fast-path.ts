import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.js';
import { cachedReply, replyIsFinal, type ResponseCache } from './cached-json.js';
import { redactQuery } from './log-redaction.js';

/**
 * The headers a header-only middleware (helmet) sets, captured once by running it on a stand-in
 * response. The fast path sends these, the app keeps using the same middleware instance, so
 * their security headers cannot drift apart (fast-path.test.ts compares real responses).
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), { name, value: Array.isArray(value) ? value.join(', ') : String(value) });
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.value,
  };
  let finished = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as Request, response as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('headersSetBy: the middleware did not finish synchronously');
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

export interface FastPath {
  /** Answers the request if a cache holds its exact response; false means "let Express answer". */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export interface FastPathOptions {
  caches: readonly Pick<ResponseCache, 'lookup'>[];
  /** Headers every Express response carries (headersSetBy(helmet)). */
  commonHeaders: Record<string, string>;
  logger: Logger;
}

/**
 * Hot public GETs answered before Express: only URLs an Express route already answered from a
 * live cache entry (so validation, 400 and 404 stay Express's job), only when Express would send
 * the cached bytes unchanged, and with the same one-line request log as pino-http writes.
 * It saves Express's per-request work (router walk, request/response decoration, middleware
 * chain), which dominates small cached responses.
 */
export function createFastPath({ caches, commonHeaders, logger }: FastPathOptions): FastPath {
  let requestCount = 0;
  return {
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      for (const cache of caches) {
        const entry = cache.lookup(url);
        if (!entry) continue;
        if (!replyIsFinal(entry, req.headers)) return false;
        const started = performance.now();
        const reply = cachedReply(entry, req.headers);
        const headers: OutgoingHttpHeaders = { ...commonHeaders, ...reply.headers };
        res.writeHead(reply.status, headers).end(reply.body);
        if (logger.isLevelEnabled('info')) {
          requestCount += 1;
          logger.info(
            { req: { id: `fast-${requestCount}`, method: req.method, url: redactQuery(url) }, res: { statusCode: reply.status }, responseTime: Math.round(performance.now() - started) },
            'request completed',
          );
        }
        return true;
      }
      return false;
    },
  };
}

/**
 * Everything Express runs before the cached public routes, in order, and what a fast answer does
 * instead. The fast path answers before all of it, so a middleware added there later must be
 * listed here with a decision: fast-path.test.ts compares this list with the app's real stack.
 */
export const FAST_PATH_SKIPS: readonly (readonly [middleware: string, onTheFastPath: string])[] = [
  ['<anonymous>', 'security headers (helmet): the same headers, captured once by headersSetBy'],
  ['compression', 'not needed: only replies Express would send unchanged are answered (replyIsFinal)'],
  ['api:result', 'request log (pino-http): one line of the same shape'],
  ['api:router /health', 'not needed: the health check is never cached'],
];

/** The public routes whose answers the fast path repeats. */
const CACHED_ROUTE_PATHS = ['/animals/available', '/images/:filename'];

interface StackLayer {
  name: string;
  handle: { stack?: StackLayer[] };
  route?: { path: string };
}

const routePaths = (layer: StackLayer) => (layer.handle.stack ?? []).flatMap((inner) => (inner.route ? [inner.route.path] : []));

/**
 * The middleware a request for a cached public route passes through before its router (the
 * app's, then the /api router's), read from Express's router stacks; a router is named by its first route.
 */
export function middlewareBeforeCachedRoutes(app: Express): string[] {
  const names: string[] = [];
  for (const layer of (app as unknown as { router: { stack: StackLayer[] } }).router.stack) {
    if (!layer.handle.stack) {
      names.push(layer.name);
      continue;
    }
    for (const apiLayer of layer.handle.stack) {
      const paths = routePaths(apiLayer);
      if (paths.some((path) => CACHED_ROUTE_PATHS.includes(path))) return names;
      names.push(paths[0] === undefined ? `api:${apiLayer.name}` : `api:${apiLayer.name} ${paths[0]}`);
    }
  }
  throw new Error('middlewareBeforeCachedRoutes: no cached public route found');
}

const FAST_PATH = Symbol('fastPath');

/** Lets createApp hand its fast path to whoever creates the HTTP server. */
export function attachFastPath(app: Express, fastPath: FastPath): void {
  (app as unknown as Record<symbol, FastPath>)[FAST_PATH] = fastPath;
}

/** The request listener for http.createServer: the app's fast path first, then the app itself. */
export function withFastPath(app: Express): RequestListener {
  const fastPath = (app as unknown as Record<symbol, FastPath | undefined>)[FAST_PATH];
  if (!fastPath) return app;
  return (req, res) => {
    if (!fastPath.handle(req, res)) void app(req, res);
  };
}
