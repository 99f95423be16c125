import type { Request } from 'express';
import { TWO_FACTOR_PENDING_MINUTES } from '@pets/shared';
import './session-types.js';

/**
 * The half-finished sign-in of an account with two-step sign-in: its password was right, its code
 * is still to come. Kept in the session without a signed-in user, so every admin endpoint answers
 * 401 meanwhile, and only for a few minutes. The final step regenerates the session id (passport's
 * logIn), which also drops this state.
 */
const PENDING_MS = TWO_FACTOR_PENDING_MINUTES * 60_000;

/** A fresh session (any earlier sign-in in this browser ends) that waits for `user`'s code. */
export function startPendingSecondStep(req: Request, user: { id: number; username: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      req.session.pendingSecondStep = { userId: user.id, username: user.username, since: Date.now() };
      resolve();
    });
  });
}

/** Whose code this session waits for, if it still does (an expired wait is forgotten). */
export function readPendingSecondStep(req: Request): { userId: number; username: string } | null {
  const pending = req.session?.pendingSecondStep;
  if (!pending) return null;
  if (Date.now() - pending.since > PENDING_MS) {
    clearPendingSecondStep(req);
    return null;
  }
  return { userId: pending.userId, username: pending.username };
}

export function clearPendingSecondStep(req: Request): void {
  if (req.session) delete req.session.pendingSecondStep;
}
