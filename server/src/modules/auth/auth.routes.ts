import { setTimeout } from 'node:timers/promises';
import { Router, type Request } from 'express';
import type { PassportStatic } from 'passport';
import type { DataSource } from 'typeorm';
import { loginSchema, MESSAGES, registerSchema, type AuthMe } from '@pets/shared';
import { AdminUserError, createAdmin } from '../../db/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import { noStore } from '../../http/no-store.js';
import { requireAdmin, requireRole } from '../../http/require-admin.js';
import { parseInput } from '../../http/validate.js';
import type { LoginLimiter } from './login-limiter.js';
import { isHostOnlyCookie, SESSION_COOKIE } from './session.js';
import { recordFailedSignIn, recordSignIn } from './sign-in-history.js';
import './session-types.js';

function authenticate(passport: PassportStatic, req: Request): Promise<Express.User | false> {
  return new Promise((resolve, reject) => {
    // @types/passport types the middleware authenticate() returns as any.
    const middleware = passport.authenticate('local', { session: false }, (error: unknown, user: Express.User | false) => {
      if (error) reject(error);
      else resolve(user);
    }) as (req: Request, res: never, next: (error: unknown) => void) => void;
    middleware(req, {} as never, reject);
  });
}

/** passport's login regenerates the session id (no fixation) before storing the user. */
function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
}

const me = (user: Express.User): AuthMe => ({
  user: { id: user.id, username: user.username, role: user.role, email: user.email },
  mustChangePassword: user.mustChangePassword,
});

/** POST /auth/login, GET /auth/me, POST /auth/refresh, POST /auth/logout, POST /auth/register. */
export function authRouter(deps: {
  db: DataSource;
  passport: PassportStatic;
  limiter: LoginLimiter;
  cookieName?: string;
  /** Told the id of a session ended by logout (its admin event streams close at once). */
  onSessionEnded?: (sessionId: string) => void;
}): Router {
  const { db, passport, limiter, cookieName = SESSION_COOKIE, onSessionEnded } = deps;
  const router = Router();
  // These answers set, renew or clear the session cookie: no cache may keep one.
  router.use('/auth', noStore);

  router.post('/auth/login', async (req, res) => {
    const credentials = parseInput(loginSchema, req.body);
    const ip = req.ip ?? 'unknown';
    // Counted before the password is checked, so a parallel burst cannot outrun the limits.
    const attempt = await limiter.begin(ip, credentials.username);
    if (attempt.refused) {
      res.setHeader('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
    }
    if (attempt.delayMs > 0) await setTimeout(attempt.delayMs);
    req.body = credentials;
    const user = await authenticate(passport, req);
    if (!user) {
      await recordFailedSignIn(db, credentials.username);
      throw new HttpError(401, 'invalid_credentials', MESSAGES.auth.invalidCredentials);
    }
    await limiter.succeeded(ip, credentials.username);
    await logIn(req, user);
    req.session.signedInAt = Date.now();
    await recordSignIn(db, user);
    res.json({ message: MESSAGES.auth.loginSuccess, ...me(user) });
  });

  router.get('/auth/me', requireAdmin, (req, res) => {
    res.setHeader('Cache-Control', 'no-store').json(me(req.user as Express.User));
  });

  // The rolling session cookie is renewed by any authenticated response; this is the explicit call.
  router.post('/auth/refresh', requireAdmin, (req, res) => {
    req.session.touch();
    res.json(me(req.user as Express.User));
  });

  router.post('/auth/logout', (req, res, next) => {
    const sessionId = req.sessionID;
    req.logout((logoutError) => {
      if (logoutError) {
        next(logoutError);
        return;
      }
      req.session.destroy((destroyError) => {
        if (destroyError) {
          next(destroyError);
          return;
        }
        onSessionEnded?.(sessionId);
        res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHostOnlyCookie(cookieName) });
        res.json({ message: 'Wylogowano.' });
      });
    });
  });

  router.post('/auth/register', requireAdmin, requireRole(['administrator']), async (req, res) => {
    const input = parseInput(registerSchema, req.body);
    try {
      const user = req.user as Express.User;
      const created = await createAdmin(db, input.username, input.password, { actor: { id: user.id, username: user.username }, via: 'panel' });
      res.status(201).json({ message: 'Dodano administratora.', user: created });
    } catch (error) {
      if (error instanceof AdminUserError && error.code === 'exists') {
        throw HttpError.conflict('Administrator o tej nazwie już istnieje.', 'username_taken');
      }
      if (error instanceof AdminUserError) throw HttpError.badRequest(error.message, error.code);
      throw error;
    }
  });

  return router;
}
