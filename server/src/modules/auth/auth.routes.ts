import { Router, type Request } from 'express';
import type { PassportStatic } from 'passport';
import type { DataSource } from 'typeorm';
import { AUTH, registerSchema, type AuthMe } from '@pets/shared';
import { queryOne } from '../../db/sql.js';
import { AdminUserError, createAdmin } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import { noStore } from '../../http/no-store.js';
import { failOnHeldBodyError } from '../../http/admin-body.js';
import { requireAdmin, requireRole } from '../../http/require-admin.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
import type { SecretBox } from '../two-factor/secret-box.js';
import type { LoginLimiter } from './login-limiter.js';
import { isHostOnlyCookie, SESSION_COOKIE } from './session.js';
import { mountSignIn } from './sign-in.routes.js';
import './session-types.js';

const me = (user: Express.User): AuthMe => ({
  user: { id: user.id, username: user.username, role: user.role, email: user.email },
  mustChangePassword: user.mustChangePassword,
  twoFactorEnabled: user.twoFactorEnabled,
  twoFactorSetupRequired: user.twoFactorSetupRequired,
});

/** Ends the session: passport forgets the user, then the store forgets the session. */
function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logout((logoutError) => {
      if (logoutError) {
        reject(logoutError as Error);
        return;
      }
      req.session.destroy((destroyError) => (destroyError ? reject(destroyError as Error) : resolve()));
    });
  });
}

/**
 * The session's endpoints (shared AUTH): GET /auth/setup, the sign-in (sign-in.routes.ts),
 * GET /auth/me, POST /auth/refresh, POST /auth/logout, POST /auth/register. Public routes: the
 * ones that need a session carry its guard in front.
 */
export function authRouter(deps: {
  db: DataSource;
  passport: PassportStatic;
  limiter: LoginLimiter;
  /** Opens the accounts' sealed TOTP secrets (two-factor/secret-box.ts). */
  box: SecretBox;
  cookieName?: string;
  /** Told the id of a session ended by logout (its admin event streams close at once). */
  onSessionEnded?: (sessionId: string) => void;
}): Router {
  const { db, passport, limiter, box, cookieName = SESSION_COOKIE, onSessionEnded } = deps;
  const router = Router();
  // These answers set, renew or clear the session cookie: no cache may keep one.
  router.use('/auth', noStore);

  // A fresh install's sign-in page says how to make the first account (README: npm run admin --
  // create); once any exists it says nothing. The same answer for every visitor, no session.
  serveEndpoint(router, AUTH.setup, async () => {
    const row = await queryOne<{ has: boolean }>(db, 'SELECT EXISTS (SELECT 1 FROM admin_users) AS has');
    return { hasAccounts: row.has };
  });

  mountSignIn(router, { db, passport, limiter, box });

  serveEndpoint(router, AUTH.me, async ({ req }) => me(req.user as Express.User), [requireAdmin]);

  // The rolling session cookie is renewed by any authenticated response; this is the explicit call.
  serveEndpoint(
    router,
    AUTH.refresh,
    async ({ req }) => {
      req.session.touch();
      return me(req.user as Express.User);
    },
    [requireAdmin],
  );

  serveEndpoint(router, AUTH.logout, async ({ req, res }) => {
    const sessionId = req.sessionID;
    await endSession(req);
    onSessionEnded?.(sessionId);
    res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHostOnlyCookie(cookieName) });
    return { message: 'Wylogowano.' };
  });

  // Staff-only beside the public routes: its guards are the admin routes' (admin-body.ts holds its body errors).
  serveEndpoint(
    router,
    AUTH.register,
    async ({ req, res, input: read }) => {
      // A body that is not JSON at all is refused as a whole, not field by field (input() reads it as {}).
      const input = req.body === undefined ? parseInput(registerSchema, undefined) : read();
      try {
        const user = req.user as Express.User;
        const created = await createAdmin(db, input.username, input.password, { actor: { id: user.id, username: user.username }, via: 'panel' });
        res.status(201);
        return { message: 'Dodano administratora.', user: created };
      } catch (error) {
        if (error instanceof AdminUserError && error.code === 'exists') {
          throw HttpError.conflict('Administrator o tej nazwie już istnieje.', 'username_taken');
        }
        if (error instanceof AdminUserError) throw HttpError.badRequest(error.message, error.code);
        throw error;
      }
    },
    [requireAdmin, requireRole(['administrator']), failOnHeldBodyError],
  );

  return router;
}
