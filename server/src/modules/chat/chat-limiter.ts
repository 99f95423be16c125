import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Per visitor IP, kept in PostgreSQL so every instance counts the same messages. */
export const CHAT_LIMITS = {
  perMinute: { points: 15, duration: 60 },
  perDay: { points: 300, duration: 24 * 60 * 60 },
} as const;

export interface ChatLimiter {
  /** Counts one message; resolves to the seconds to wait when the IP is over a limit, else 0. */
  consume(ip: string): Promise<number>;
}

export function createChatLimiter(pool: Pool, limits: { perMinute: number; perDay: number } = { perMinute: CHAT_LIMITS.perMinute.points, perDay: CHAT_LIMITS.perDay.points }): ChatLimiter {
  const common = { storeClient: pool, storeType: 'pg', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false } as const;
  const perMinute = new RateLimiterPostgres({ ...common, keyPrefix: 'chat_ip_min', duration: CHAT_LIMITS.perMinute.duration, points: limits.perMinute });
  const perDay = new RateLimiterPostgres({ ...common, keyPrefix: 'chat_ip_day', duration: CHAT_LIMITS.perDay.duration, points: limits.perDay });

  const waitFor = async (limiter: RateLimiterPostgres, ip: string): Promise<number> => {
    try {
      await limiter.consume(ip);
      return 0;
    } catch (rejection) {
      // consume() rejects with a RateLimiterRes when the limit is passed; anything else is a store error.
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  };

  return {
    async consume(ip) {
      const minute = await waitFor(perMinute, ip);
      if (minute > 0) return minute;
      return waitFor(perDay, ip);
    },
  };
}
