import { setTimeout } from 'node:timers/promises';
import { Router, type Request } from 'express';
import type { PassportStatic } from 'passport';
import type { DataSource } from 'typeorm';
import { loginSchema, loginSecondStepSchema, MESSAGES, registerSchema, TWO_FACTOR_MESSAGES, type AuthMe, type AuthSetup, type LoginSecondStepRequired } from '@pets/shared';
import { queryOne } from '../../db/sql.js';
import { AdminUserError, createAdmin } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import { noStore } from '../../http/no-store.js';
import { failOnHeldBodyError } from '../../http/admin-body.js';
import { requireAdmin, requireRole } from '../../http/require-admin.js';
import { parseInput } from '../../http/validate.js';
import { completeSecondStep, pendingSignInGone } from '../two-factor/login-second-step.js';
import type { SecretBox } from '../two-factor/secret-box.js';
import type { LoginLimiter } from './login-limiter.js';
import { loadSignedInUser } from './passport-setup.js';
import { clearPendingSecondStep, readPendingSecondStep, startPendingSecondStep } from './pending-second-step.js';
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

/** What a completed sign-in answers besides its message (unchanged since before two-step sign-in). */
const signedIn = (user: Express.User): Pick<AuthMe, 'user' | 'mustChangePassword'> => ({
  user: { id: user.id, username: user.username, role: user.role, email: user.email },
  mustChangePassword: user.mustChangePassword,
});

const me = (user: Express.User): AuthMe => ({
  ...signedIn(user),
  twoFactorEnabled: user.twoFactorEnabled,
  twoFactorSetupRequired: user.twoFactorSetupRequired,
});

/**
 * POST /auth/login (and /auth/login/totp, its second step for an account with two-step sign-in),
 * GET /auth/me, GET /auth/setup, POST /auth/refresh, POST /auth/logout, POST /auth/register.
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
  router.get('/auth/setup', async (_req, res) => {
    const row = await queryOne<{ has: boolean }>(db, 'SELECT EXISTS (SELECT 1 FROM admin_users) AS has');
    const body: AuthSetup = { hasAccounts: row.has };
    res.json(body);
  });

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
    if (user.twoFactorEnabled) {
      // The password alone signs nobody in: the session only remembers whose code is awaited.
      // The limiter's point stays taken until the code is right, so a known password does not
      // reset the count of wrong codes.
      await startPendingSecondStep(req, user);
      const body: LoginSecondStepRequired = { message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true };
      res.json(body);
      return;
    }
    await limiter.succeeded(ip, credentials.username);
    await logIn(req, user);
    req.session.signedInAt = Date.now();
    await recordSignIn(db, user);
    res.json({ message: MESSAGES.auth.loginSuccess, ...signedIn(user) });
  });

  // The second step: a code from the app, or a recovery code. A wrong one is counted by the
  // login limiter like a wrong password (and recorded as a failed sign-in).
  router.post('/auth/login/totp', async (req, res) => {
    const pending = readPendingSecondStep(req);
    if (!pending) throw pendingSignInGone();
    const input = parseInput(loginSecondStepSchema, req.body ?? {});
    const ip = req.ip ?? 'unknown';
    const attempt = await limiter.begin(ip, pending.username);
    if (attempt.refused) {
      res.setHeader('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
    }
    if (attempt.delayMs > 0) await setTimeout(attempt.delayMs);
    let result: Awaited<ReturnType<typeof completeSecondStep>>;
    try {
      result = await completeSecondStep({ db, box }, pending.userId, input.code !== undefined ? { code: input.code } : { recoveryCode: input.recoveryCode! });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'two_factor_expired') clearPendingSecondStep(req);
      else if (error instanceof HttpError && error.status === 401) await recordFailedSignIn(db, pending.username, 'second_factor');
      throw error;
    }
    const user = await loadSignedInUser(db, pending.userId);
    if (!user) {
      clearPendingSecondStep(req);
      throw pendingSignInGone();
    }
    // Both steps' points: the sign-in as a whole succeeded.
    await limiter.succeeded(ip, pending.username, 2);
    // A new session id (passport), without the pending step.
    await logIn(req, user);
    req.session.signedInAt = Date.now();
    await recordSignIn(db, user, { secondFactor: result.method });
    const message = result.recoveryCodesLeft === null ? MESSAGES.auth.loginSuccess : TWO_FACTOR_MESSAGES.signedInWithRecoveryCode(result.recoveryCodesLeft);
    res.json({ message, ...signedIn(user), ...(result.recoveryCodesLeft === null ? {} : { recoveryCodesLeft: result.recoveryCodesLeft }) });
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

  router.post('/auth/register', requireAdmin, requireRole(['administrator']), failOnHeldBodyError, async (req, res) => {
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
