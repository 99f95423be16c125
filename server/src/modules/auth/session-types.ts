import type { StaffRole } from '@pets/shared';

/** What a signed-in team member's session and request carry. */
declare module 'express-session' {
  interface SessionData {
    /** When the person signed in (ms): the absolute lifetime counts from here. */
    signedInAt?: number;
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
    }
  }
}

export {};
