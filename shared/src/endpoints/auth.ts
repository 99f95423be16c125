import type { AuthMe } from '../api-types.js';
import { loginSchema, registerSchema } from '../schemas/auth.js';
import { setPasswordCheckSchema, setPasswordSchema } from '../schemas/team.js';
import { loginSecondStepSchema } from '../schemas/two-factor.js';
import type { AuthSetup, SetPasswordLinkInfo } from '../team.js';
import type { LoginSecondStepRequired } from '../two-factor.js';
import { endpoint } from './endpoint.js';

/** A finished sign-in: its message and who is in (the answer's shape from before two-step sign-in). */
export interface SignedIn extends Pick<AuthMe, 'user' | 'mustChangePassword'> {
  message: string;
}

/** The second step finished; signed in with a recovery code, how many are left. */
export interface SignedInWithSecondStep extends SignedIn {
  recoveryCodesLeft?: number;
}

/**
 * The session's endpoints, under /auth: answered without a session where they start one, and never
 * kept by a cache (the server's /auth routes say no-store). A wrong password, a wrong code or too
 * many attempts are errors (401, 429 with Retry-After), not answers.
 */
export const AUTH = {
  /** Whether any staff account exists yet: the sign-in page of a fresh install says how to make one. */
  setup: endpoint<AuthSetup>()({ method: 'GET', path: '/auth/setup' }),
  /** With two-step sign-in on, the right password only asks for the code (no session yet). */
  login: endpoint<SignedIn | LoginSecondStepRequired>()({ method: 'POST', path: '/auth/login', input: loginSchema }),
  /** The code from the app or a recovery code; 401 `two_factor_expired` when the wait is over. */
  loginSecondStep: endpoint<SignedInWithSecondStep>()({ method: 'POST', path: '/auth/login/totp', input: loginSecondStepSchema }),
  /** Who is signed in (401 without a session). */
  me: endpoint<AuthMe>()({ method: 'GET', path: '/auth/me' }),
  /** Renews the rolling session cookie; the fetch client calls it after a 401 (lib/api.ts). */
  refresh: endpoint<AuthMe>()({ method: 'POST', path: '/auth/refresh' }),
  logout: endpoint<{ message: string }>()({ method: 'POST', path: '/auth/logout' }),
  /** 201; administrators only (the Zespół screen's accounts are team.ts's TEAM.create). */
  register: endpoint<{ message: string; user: { id: number; username: string } }>()({ method: 'POST', path: '/auth/register', input: registerSchema }),
} as const;

/**
 * The page of the set-password e-mail (no session: the link's token is the authority). Under /auth
 * so its answers are never cached. `check` is a POST so the token stays out of addresses and logs.
 */
export const PASSWORD_LINK = {
  check: endpoint<SetPasswordLinkInfo>()({ method: 'POST', path: '/auth/set-password/check', input: setPasswordCheckSchema }),
  setPassword: endpoint<{ message: string }>()({ method: 'POST', path: '/auth/set-password', input: setPasswordSchema }),
} as const;
