import type { Pool } from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

/** Limits kept in PostgreSQL, so every instance counts the same attempts. */
const PER_IP = { points: 30, duration: 15 * 60 };
const PER_USERNAME = { points: 8, duration: 15 * 60 };

export interface LoginLimiter {
  /** Seconds to wait when the IP or the username is blocked, else 0. */
  blockedFor(ip: string, username: string): Promise<number>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
}

function secondsLeft(result: RateLimiterRes | null, points: number): number {
  if (!result || result.consumedPoints < points) return 0;
  return Math.ceil(result.msBeforeNext / 1000);
}

export function createLoginLimiter(pool: Pool): LoginLimiter {
  const common = { storeClient: pool, storeType: 'pg', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false } as const;
  const byIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login_ip', ...PER_IP });
  const byUsername = new RateLimiterPostgres({ ...common, keyPrefix: 'login_user', ...PER_USERNAME });
  const userKey = (username: string) => username.trim().toLowerCase();

  return {
    async blockedFor(ip, username) {
      const [ipState, userState] = await Promise.all([byIp.get(ip), byUsername.get(userKey(username))]);
      return Math.max(secondsLeft(ipState, PER_IP.points), secondsLeft(userState, PER_USERNAME.points));
    },
    async recordFailure(ip, username) {
      // consume() rejects once the limit is passed; the rejection is the signal, not an error.
      await Promise.all([byIp.consume(ip).catch(() => undefined), byUsername.consume(userKey(username)).catch(() => undefined)]);
    },
    async recordSuccess(username) {
      await byUsername.delete(userKey(username));
    },
  };
}

export const LOGIN_LIMITS = { perIp: PER_IP.points, perUsername: PER_USERNAME.points };
