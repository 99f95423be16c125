import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { HttpError } from '../../http/http-error.js';
import { createPointCounter } from '../../http/rate-limit-counter.js';

/** Requests per visitor (IP) per hour on personal-link pages: a person uses a handful; guessing needs millions. */
export const PERSONAL_LINK_REQUESTS_PER_HOUR = 300;

/**
 * In front of every personal-link endpoint: the page never leaks its address to another site
 * (`Referrer-Policy: no-referrer`) or a cache (`no-store`), and one visitor cannot try tokens at
 * speed (a per-IP limit shared by every instance in PostgreSQL). The per-link limits of writes
 * are the endpoints' own.
 */
export function personalLinkGuard(pool: Pool, message: string, perHour = PERSONAL_LINK_REQUESTS_PER_HOUR): RequestHandler {
  const perVisitor = createPointCounter(pool, { keyPrefix: 'plink_ip', points: perHour, durationSeconds: 60 * 60 });
  return async (req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    const taken = await perVisitor.take(req.ip ?? 'unknown');
    if (taken.refused) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      next(new HttpError(429, 'rate_limited', message));
      return;
    }
    next();
  };
}

/** The one answer to a wrong, revoked or expired link, whatever the reason. */
export function invalidLinkError(message: string): HttpError {
  return new HttpError(404, 'link_invalid', message);
}
