/** What a signed-in administrator's session and request carry. */
declare module 'express-session' {
  interface SessionData {
    /** When the administrator signed in (ms): the absolute lifetime counts from here. */
    signedInAt?: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: number;
      username: string;
    }
  }
}

export {};
