import type { Express, RequestHandler } from 'express';
import { requireAdmin } from '../../src/http/require-admin.js';

export interface CatalogRoute {
  method: string;
  /** Full path as registered, e.g. /api/animals/:id. */
  path: string;
  /** Guarded by requireAdmin (every admin API route, /auth/me, /auth/register...). */
  admin: boolean;
  /** The `:name` parameters in the path. */
  params: string[];
}

interface LayerLike {
  rawPath?: unknown;
  handle?: RequestHandler & { stack?: LayerLike[] };
  route?: { path: string; methods: Record<string, boolean>; stack: LayerLike[] };
}

/** Mount prefixes are plain strings in this app; a regexp or array mount would need more here. */
function mountPrefix(layer: LayerLike): string {
  return typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
}

function walk(stack: LayerLike[], prefix: string, routes: CatalogRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`;
      const admin = layer.route.stack.some((inner) => inner.handle === requireAdmin);
      const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path, admin, params });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, `${prefix}${mountPrefix(layer)}`, routes);
    }
  }
}

/**
 * Every route of the real app, public and admin, read from Express's router stack, so a route
 * added later is fuzzed without anyone listing it. HEAD is implied by GET and not listed.
 */
export function catalogRoutes(app: Express): CatalogRoute[] {
  const router = (app as unknown as { router: { stack: LayerLike[] } }).router;
  const routes: CatalogRoute[] = [];
  walk(router.stack, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (route: Pick<CatalogRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
