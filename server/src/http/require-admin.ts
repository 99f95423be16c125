import type { RequestHandler } from 'express';
import { ROLE_MESSAGES, type StaffRole } from '@pets/shared';
import '../modules/auth/session-types.js';
import { HttpError } from './http-error.js';

/** The guard in front of every admin endpoint: a signed-in member of the team or 401. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated?.() && req.user) {
    next();
    return;
  }
  next(HttpError.unauthorized());
};

/**
 * After requireAdmin: the person's role must be among `roles` (403 otherwise, before any input
 * is read), and a one-time password must be replaced first unless the route is that change.
 * The role comes from the database on every request (passport-setup.ts), so a change applies at once.
 */
export function requireRole(roles: readonly StaffRole[], allowedBeforePasswordChange = false): RequestHandler {
  return (req, _res, next) => {
    const user = req.user;
    if (!user) {
      next(HttpError.unauthorized());
      return;
    }
    if (user.mustChangePassword && !allowedBeforePasswordChange) {
      next(HttpError.forbidden(ROLE_MESSAGES.mustChangePassword, 'password_change_required'));
      return;
    }
    if (!roles.includes(user.role)) {
      next(HttpError.forbidden(ROLE_MESSAGES.forbidden, 'forbidden_role'));
      return;
    }
    next();
  };
}
