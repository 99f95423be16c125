import type { ErrorRequestHandler, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import { ROUTE_ROLES } from './access.js';

/**
 * The admin routes of the table of roles, and the staff-only route the auth router keeps beside
 * them (POST /auth/register, administrators), as matchers of the paths Express will route.
 */
const ADMIN_ROUTES = [...Object.keys(ROUTE_ROLES), 'POST /auth/register'].map((key) => {
  const [method = '', path = ''] = key.split(' ');
  // Matched as sent: decoding would throw on a malformed escape, which the router answers itself.
  return { method, matches: match(path, { decode: false }) };
});

const isAdminRoute = (method: string, path: string) => ADMIN_ROUTES.some((route) => route.method === method && route.matches(path) !== false);

/**
 * Authorization before validation, whatever is sent: a body the JSON parser refused (malformed,
 * too large) on an admin route is held back until the session and role guards have run, so a
 * role that may not call the route gets 403, not 400 or 413. Elsewhere the parser's error goes on
 * to the error handler at once. Mounted right after express.json().
 */
export const holdBodyErrorsForAdminRoutes: ErrorRequestHandler = (error, req, res, next) => {
  if (!isAdminRoute(req.method, req.path)) {
    next(error);
    return;
  }
  res.locals.bodyError = error as unknown;
  req.body = undefined;
  next();
};

/** The last guard of every admin route (admin-api.ts, /auth/register): the held-back parser error, if any, now. */
export const failOnHeldBodyError: RequestHandler = (_req, res, next) => {
  next(res.locals.bodyError as unknown);
};
