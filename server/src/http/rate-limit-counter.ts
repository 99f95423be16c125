import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** The outcome of taking one point: how many are used in the window now, and whether that is too many. */
export interface TakenPoint {
  /** True when the point was over the limit (it has already been given back). */
  refused: boolean;
  /** Points used in the current window, this one included when it was not refused. */
  used: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key in the `rate_limits` table (rate-limiter-flexible's schema),
 * shared by every instance. A point is TAKEN BEFORE the work it guards: the upsert is atomic, so
 * of N parallel requests at most `points` get through, where "check, work, then record" let them
 * all pass. A point is given back when the request turned out not to count (invalid input, a
 * retry, a successful login), and a refused point is given back at once, so the count is exactly
 * the work that was done.
 */
export interface PointCounter {
  readonly points: number;
  take(key: string): Promise<TakenPoint>;
  giveBack(key: string): Promise<void>;
  /** Forgets the key's window (e.g. a successful login clears that address's failures). */
  reset(key: string): Promise<void>;
}

export function createPointCounter(pool: Pool, options: { keyPrefix: string; points: number; durationSeconds: number }): PointCounter {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pg',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  const seconds = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

  const giveBack = async (key: string) => {
    // Only within a live window and never below zero: a late give-back must not grant extra points next window.
    await pool.query(`UPDATE rate_limits SET points = points - 1 WHERE key = $1 AND points > 0 AND expire > $2`, [limiter.getKey(key), Date.now()]);
  };

  return {
    points: options.points,
    async take(key) {
      try {
        const result = await limiter.consume(key);
        return { refused: false, used: result.consumedPoints, retryAfterSeconds: seconds(result) };
      } catch (rejection) {
        // consume() rejects with a RateLimiterRes when over the limit; anything else is a store error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        await giveBack(key);
        return { refused: true, used: options.points, retryAfterSeconds: seconds(rejection) };
      }
    },
    giveBack,
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
