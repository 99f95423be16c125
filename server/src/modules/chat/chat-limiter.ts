import type { Pool } from 'pg';
import { createPointCounter } from '../../http/rate-limit-counter.js';

/** Per visitor IP, kept in PostgreSQL so every instance counts the same messages. */
export const CHAT_LIMITS = {
  perMinute: { points: 15, duration: 60 },
  perDay: { points: 300, duration: 24 * 60 * 60 },
} as const;

export interface ChatLimiter {
  /**
   * Counts one message BEFORE it is answered (atomic, so a parallel burst cannot pass the limit);
   * resolves to the seconds to wait when the IP is over a limit (the message then counts nowhere), else 0.
   */
  consume(ip: string): Promise<number>;
}

export function createChatLimiter(pool: Pool, limits: { perMinute: number; perDay: number } = { perMinute: CHAT_LIMITS.perMinute.points, perDay: CHAT_LIMITS.perDay.points }): ChatLimiter {
  const perMinute = createPointCounter(pool, { keyPrefix: 'chat_ip_min', durationSeconds: CHAT_LIMITS.perMinute.duration, points: limits.perMinute });
  const perDay = createPointCounter(pool, { keyPrefix: 'chat_ip_day', durationSeconds: CHAT_LIMITS.perDay.duration, points: limits.perDay });

  return {
    async consume(ip) {
      const minute = await perMinute.take(ip);
      if (minute.refused) return minute.retryAfterSeconds;
      const day = await perDay.take(ip);
      if (!day.refused) return 0;
      await perMinute.giveBack(ip);
      return day.retryAfterSeconds;
    },
  };
}
