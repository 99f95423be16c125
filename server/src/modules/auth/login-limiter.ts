import type { Pool } from 'pg';
import { createPointCounter } from '../../http/rate-limit-counter.js';

const WINDOW_SECONDS = 15 * 60;
/** Hard limits: guesses at one account from one address, and at any accounts from one address. */
const PER_USERNAME_AND_IP = { points: 8, duration: WINDOW_SECONDS };
const PER_IP = { points: 30, duration: WINDOW_SECONDS };
/**
 * Failures at one account from all addresses together never block (a stranger must not be able to
 * lock the owner out); past `freeFailures` in the hour (more than one address may try) each attempt
 * waits longer before its password is checked, which slows guessing spread over many addresses.
 */
const PER_USERNAME = { freeFailures: 10, duration: 60 * 60, firstDelayMs: 500, maxDelayMs: 10_000 };

/** Never refused: the per-username counter only measures, it does not block. */
const UNBOUNDED = 1_000_000_000;

export type LoginAttempt = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

export interface LoginLimiter {
  /**
   * Takes the attempt's points BEFORE the password is checked (atomic: of N parallel attempts at
   * most the limit reach argon2). Refused: nothing was counted and nothing may be checked.
   */
  begin(ip: string, username: string): Promise<LoginAttempt>;
  /**
   * The password was right (with two-step sign-in: the code too): the attempt is not a failure,
   * and this address is cleared for this account. `attempts`: how many points the successful
   * sign-in took (2: its password step and its code step).
   */
  succeeded(ip: string, username: string, attempts?: number): Promise<void>;
}

/** The wait before checking a password when the account has had `failures` failures this hour (this attempt included). */
export function loginDelayMs(failures: number): number {
  if (failures <= PER_USERNAME.freeFailures) return 0;
  return Math.min(PER_USERNAME.maxDelayMs, PER_USERNAME.firstDelayMs * 2 ** (failures - PER_USERNAME.freeFailures - 1));
}

/** Limits kept in PostgreSQL, so every instance counts the same attempts. */
export function createLoginLimiter(pool: Pool): LoginLimiter {
  const byUsernameAndIp = createPointCounter(pool, { keyPrefix: 'login_user_ip', points: PER_USERNAME_AND_IP.points, durationSeconds: PER_USERNAME_AND_IP.duration });
  const byIp = createPointCounter(pool, { keyPrefix: 'login_ip', points: PER_IP.points, durationSeconds: PER_IP.duration });
  const byUsername = createPointCounter(pool, { keyPrefix: 'login_user', points: UNBOUNDED, durationSeconds: PER_USERNAME.duration });
  const userKey = (username: string) => username.trim().toLowerCase();
  const pairKey = (ip: string, username: string) => `${ip}|${userKey(username)}`;

  return {
    async begin(ip, username) {
      const pair = await byUsernameAndIp.take(pairKey(ip, username));
      if (pair.refused) return { refused: true, retryAfterSeconds: pair.retryAfterSeconds };
      const address = await byIp.take(ip);
      if (address.refused) {
        await byUsernameAndIp.giveBack(pairKey(ip, username));
        return { refused: true, retryAfterSeconds: address.retryAfterSeconds };
      }
      const account = await byUsername.take(userKey(username));
      return { refused: false, delayMs: loginDelayMs(account.used) };
    },
    async succeeded(ip, username, attempts = 1) {
      await byUsernameAndIp.reset(pairKey(ip, username));
      for (let given = 0; given < attempts; given += 1) await Promise.all([byIp.giveBack(ip), byUsername.giveBack(userKey(username))]);
    },
  };
}

export const LOGIN_LIMITS = {
  perUsernameAndIp: PER_USERNAME_AND_IP.points,
  perIp: PER_IP.points,
  freeFailuresPerUsername: PER_USERNAME.freeFailures,
};
