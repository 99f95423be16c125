import { Router, type RequestHandler } from 'express';
import { noStore } from './no-store.js';
import { requireAdmin } from './require-admin.js';

type Register = (path: string, ...handlers: RequestHandler[]) => void;

/**
 * The only way feature modules register admin endpoints: every method prepends the session
 * guard (and Cache-Control: no-store, also on the 401), so an endpoint added later cannot be
 * reached without a session nor its answer kept in a cache. Unknown paths still
 * fall through to the JSON 404. A test enumerates `router` and asserts 401 for each route.
 */
export interface AdminRoutes {
  get: Register;
  post: Register;
  put: Register;
  patch: Register;
  delete: Register;
}

export function createAdminApi(mount: (routes: AdminRoutes) => void): Router {
  const router = Router();
  const routes: AdminRoutes = {
    get: (path, ...handlers) => void router.get(path, noStore, requireAdmin, ...handlers),
    post: (path, ...handlers) => void router.post(path, noStore, requireAdmin, ...handlers),
    put: (path, ...handlers) => void router.put(path, noStore, requireAdmin, ...handlers),
    patch: (path, ...handlers) => void router.patch(path, noStore, requireAdmin, ...handlers),
    delete: (path, ...handlers) => void router.delete(path, noStore, requireAdmin, ...handlers),
  };
  mount(routes);
  return router;
}
