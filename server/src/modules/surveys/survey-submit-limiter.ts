import type { Pool } from 'pg';
import { createPointCounter } from '../../http/rate-limit-counter.js';

/**
 * Limits how many NEW surveys one IP address may store (kept in PostgreSQL like the login
 * limiter, so every instance counts the same). Invalid attempts and idempotent retries do not
 * count: a family filling several surveys is fine, a script flooding the admin inbox is not.
 */
export interface SurveySubmitLimiter {
  /**
   * Takes one of the address's points BEFORE the survey is stored (atomic, so parallel requests
   * cannot all pass): seconds to wait when none is left, else 0.
   */
  take(ip: string): Promise<number>;
  /** Gives the point back: the submission stored nothing new (invalid, or a retry). */
  giveBack(ip: string): Promise<void>;
}

/** New surveys per IP per hour: far above what a family fills in, low enough to stop a flood. */
export const SURVEY_SUBMIT_LIMIT = { points: 30, duration: 60 * 60 };

export function createSurveySubmitLimiter(pool: Pool, limit = SURVEY_SUBMIT_LIMIT): SurveySubmitLimiter {
  const counter = createPointCounter(pool, { keyPrefix: 'survey_ip', points: limit.points, durationSeconds: limit.duration });
  return {
    async take(ip) {
      const taken = await counter.take(ip);
      return taken.refused ? taken.retryAfterSeconds : 0;
    },
    giveBack: (ip) => counter.giveBack(ip),
  };
}
