import type { RequestHandler } from 'express';
import { ROLE_MESSAGES, TWO_FACTOR_MESSAGES, type StaffRole } from '@pets/shared';
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

/** What a route lets through before the account is fully set up (http/access.ts). */
export interface GateExceptions {
  /** Callable with a one-time password that is not replaced yet. */
  beforePasswordChange?: boolean;
  /** Callable while two-step sign-in is required and the account has none yet. */
  beforeTwoFactorSetup?: boolean;
}

/**
 * After requireAdmin: a one-time password must be replaced first, then (when the foundation
 * requires two-step sign-in of everyone) a second factor enrolled, unless the route is that step;
 * and the person's role must be among `roles`. 403 otherwise, before any input is read. The role,
 * the password flag and the second factor come from the database on every request
 * (passport-setup.ts), so a change applies at once.
 */
export function requireRole(roles: readonly StaffRole[], exceptions: GateExceptions = {}): RequestHandler {
  return (req, _res, next) => {
    const user = req.user;
    if (!user) {
      next(HttpError.unauthorized());
      return;
    }
    if (user.mustChangePassword && !exceptions.beforePasswordChange) {
      next(HttpError.forbidden(ROLE_MESSAGES.mustChangePassword, 'password_change_required'));
      return;
    }
    if (user.twoFactorSetupRequired && !exceptions.beforeTwoFactorSetup) {
      next(HttpError.forbidden(TWO_FACTOR_MESSAGES.setupRequired, 'two_factor_setup_required'));
      return;
    }
    if (!roles.includes(user.role)) {
      next(HttpError.forbidden(ROLE_MESSAGES.forbidden, 'forbidden_role'));
      return;
    }
    next();
  };
}
