import type { Pool } from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Limits how many NEW surveys one IP address may store (kept in PostgreSQL like the login
 * limiter, so every instance counts the same). Invalid attempts and idempotent retries do not
 * count: a family filling several surveys is fine, a script flooding the admin inbox is not.
 */
export interface SurveySubmitLimiter {
  /** Seconds to wait when the IP is blocked, else 0. */
  blockedFor(ip: string): Promise<number>;
  recordCreated(ip: string): Promise<void>;
}

/** New surveys per IP per hour: far above what a family fills in, low enough to stop a flood. */
export const SURVEY_SUBMIT_LIMIT = { points: 30, duration: 60 * 60 };

export function createSurveySubmitLimiter(pool: Pool, limit = SURVEY_SUBMIT_LIMIT): SurveySubmitLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pg',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'survey_ip',
    ...limit,
  });
  const secondsLeft = (result: RateLimiterRes | null) =>
    !result || result.consumedPoints < limit.points ? 0 : Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return {
    async blockedFor(ip) {
      return secondsLeft(await limiter.get(ip));
    },
    async recordCreated(ip) {
      // consume() rejects once the limit is passed; the next blockedFor() reports it.
      await limiter.consume(ip).catch(() => undefined);
    },
  };
}
