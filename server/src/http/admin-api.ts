import { Router, type RequestHandler } from 'express';
import { BEFORE_PASSWORD_CHANGE, BEFORE_TWO_FACTOR_SETUP, ROUTE_ROLES, routeRoleKey } from './access.js';
import { failOnHeldBodyError } from './admin-body.js';
import { noStore } from './no-store.js';
import { requireAdmin, requireRole } from './require-admin.js';

type Register = (path: string, ...handlers: RequestHandler[]) => void;

/**
 * The only way feature modules register admin endpoints: every method prepends the session
 * guard (and Cache-Control: no-store, also on the 401) and the role guard of the route's entry
 * in access.ts, so an endpoint added later can be reached neither without a session nor by a
 * role it was not given, nor its answer kept in a cache. A route without an entry in that table
 * throws here, at start. Unknown paths still fall through to the JSON 404. Tests enumerate
 * `router`: 401 for each route without a session, and each role's answer.
 */
export interface AdminRoutes {
  get: Register;
  post: Register;
  put: Register;
  patch: Register;
  delete: Register;
}

export class UnlistedAdminRouteError extends Error {}

function guardsFor(method: string, path: string): RequestHandler[] {
  const key = routeRoleKey(method, path);
  const roles = ROUTE_ROLES[key];
  if (!roles) throw new UnlistedAdminRouteError(`${key} has no entry in server/src/http/access.ts (who may call it)`);
  return [
    noStore,
    requireAdmin,
    requireRole(roles, { beforePasswordChange: BEFORE_PASSWORD_CHANGE.has(key), beforeTwoFactorSetup: BEFORE_TWO_FACTOR_SETUP.has(key) }),
    failOnHeldBodyError,
  ];
}

export function createAdminApi(mount: (routes: AdminRoutes) => void): Router {
  const router = Router();
  const routes: AdminRoutes = {
    get: (path, ...handlers) => void router.get(path, ...guardsFor('GET', path), ...handlers),
    post: (path, ...handlers) => void router.post(path, ...guardsFor('POST', path), ...handlers),
    put: (path, ...handlers) => void router.put(path, ...guardsFor('PUT', path), ...handlers),
    patch: (path, ...handlers) => void router.patch(path, ...guardsFor('PATCH', path), ...handlers),
    delete: (path, ...handlers) => void router.delete(path, ...guardsFor('DELETE', path), ...handlers),
  };
  mount(routes);
  return router;
}
