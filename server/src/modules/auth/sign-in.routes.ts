import { setTimeout } from 'node:timers/promises';
import type { Request, Response, Router } from 'express';
import type { PassportStatic } from 'passport';
import type { DataSource } from 'typeorm';
import { AUTH, loginSchema, MESSAGES, TWO_FACTOR_MESSAGES, type LoginSecondStepRequired, type SignedIn } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
import { completeSecondStep, pendingSignInGone } from '../two-factor/login-second-step.js';
import type { SecretBox } from '../two-factor/secret-box.js';
import type { LoginLimiter } from './login-limiter.js';
import { loadSignedInUser } from './passport-setup.js';
import { clearPendingSecondStep, readPendingSecondStep, startPendingSecondStep } from './pending-second-step.js';
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
const signedIn = (user: Express.User): Omit<SignedIn, 'message'> => ({
  user: { id: user.id, username: user.username, role: user.role, email: user.email },
  mustChangePassword: user.mustChangePassword,
});

/** A limiter's point for `username` from this address, taken before any check (a parallel burst cannot outrun it). */
async function takeAttempt(limiter: LoginLimiter, req: Request, res: Response, username: string): Promise<string> {
  const ip = req.ip ?? 'unknown';
  const attempt = await limiter.begin(ip, username);
  if (attempt.refused) {
    res.setHeader('Retry-After', String(attempt.retryAfterSeconds));
    throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
  }
  if (attempt.delayMs > 0) await setTimeout(attempt.delayMs);
  return ip;
}

/**
 * POST /auth/login and its second step POST /auth/login/totp (accounts with two-step sign-in),
 * on the auth router (auth.routes.ts: no-store, no session needed).
 */
export function mountSignIn(router: Router, deps: { db: DataSource; passport: PassportStatic; limiter: LoginLimiter; box: SecretBox }): void {
  const { db, passport, limiter, box } = deps;

  serveEndpoint(router, AUTH.login, async ({ req, res, input }) => {
    // A body that is not JSON at all is refused as a whole, not field by field (input() reads it as {}).
    const credentials = req.body === undefined ? parseInput(loginSchema, undefined) : input();
    const ip = await takeAttempt(limiter, req, res, credentials.username);
    // passport's local strategy reads the normalised username from the body.
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
      const secondStep: LoginSecondStepRequired = { message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true };
      return secondStep;
    }
    await limiter.succeeded(ip, credentials.username);
    await logIn(req, user);
    req.session.signedInAt = Date.now();
    await recordSignIn(db, user);
    return { message: MESSAGES.auth.loginSuccess, ...signedIn(user) };
  });

  // The second step: a code from the app, or a recovery code. A wrong one is counted by the
  // login limiter like a wrong password (and recorded as a failed sign-in).
  serveEndpoint(router, AUTH.loginSecondStep, async ({ req, res, input: read }) => {
    const pending = readPendingSecondStep(req);
    if (!pending) throw pendingSignInGone();
    const input = read();
    const ip = await takeAttempt(limiter, req, res, pending.username);
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
    return { message, ...signedIn(user), ...(result.recoveryCodesLeft === null ? {} : { recoveryCodesLeft: result.recoveryCodesLeft }) };
  });
}
