import type { StaffRole } from '@pets/shared';

/** What a signed-in team member's session and request carry. */
declare module 'express-session' {
  interface SessionData {
    /** When the person signed in (ms): the absolute lifetime counts from here. */
    signedInAt?: number;
    /**
     * The password of an account with two-step sign-in was right, its code is still to come: who,
     * and since when (ms). No user is signed in to this session until POST /auth/login/totp.
     */
    pendingSecondStep?: { userId: number; username: string; since: number };
    /** An enrolment started (POST /account/two-factor/setup): the new secret, sealed, until a code confirms it. */
    twoFactorSetup?: { userId: number; sealed: string; since: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: number;
      username: string;
      role: StaffRole;
      email: string | null;
      mustChangePassword: boolean;
      /** Signs in with a code from an authenticator app too. */
      twoFactorEnabled: boolean;
      /** Two-step sign-in is required of everyone and this account has none: only enrolling works. */
      twoFactorSetupRequired: boolean;
    }
  }
}

export {};
