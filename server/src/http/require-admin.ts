import type { RequestHandler } from 'express';
import '../modules/auth/session-types.js';
import { HttpError } from './http-error.js';

/** The one guard in front of every admin endpoint: a signed-in administrator or 401. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated?.() && req.user) {
    next();
    return;
  }
  next(HttpError.unauthorized());
};
