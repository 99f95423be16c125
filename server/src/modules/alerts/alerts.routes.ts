import { Router } from 'express';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { ALERT_MESSAGES, alertTokenBodySchema, alertTokenQuerySchema, PUBLIC_FORMS } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { createPointCounter, type PointCounter } from '../../http/rate-limit-counter.js';
import { parseInput } from '../../http/validate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';
import type { MailModule } from '../mail/mail.module.js';
import { confirmAlerts, subscribeToAlerts, unsubscribeFromAlerts } from './alerts.service.js';

const HOUR_SECONDS = 60 * 60;

/** Alert sign-ups per IP, counted in PostgreSQL so every instance shares them. */
export function createAlertsLimiter(pool: Pool, perHour: number): PointCounter {
  return createPointCounter(pool, { keyPrefix: 'alerts_ip', points: perHour, durationSeconds: HOUR_SECONDS });
}

const invalidToken = (message: string) => new HttpError(400, 'invalid_token', message);

/**
 * The public alert endpoints (issue 21):
 * - POST /alerts/subscribe: the shared schema, a per-IP limit taken before any work, the honeypot
 *   (answers like a success, does nothing), then the pending sign-up and its confirmation e-mail.
 *   The answer is the same whether the address was known, so it tells nobody who subscribed.
 * - POST /alerts/confirm {token}: the confirmation page's call.
 * - POST /alerts/unsubscribe: {token} from the unsubscribe page, or ?token= with the RFC 8058
 *   one-click body (List-Unsubscribe=One-Click) from a mail client, without session or Origin.
 */
export function alertsRouter(deps: { db: DataSource; mail: MailModule; logger: Logger; origin: string; perHour: number }): Router {
  const router = Router();
  const limiter = createAlertsLimiter(poolOf(deps.db), deps.perHour);
  const log = deps.logger.child({ module: 'alerts' });

  serveEndpoint(router, PUBLIC_FORMS.alertSubscribe, async ({ req, res, input: read }) => {
    const input = read();
    // Taken before anything is stored or sent: of a parallel burst at most the limit gets through.
    const taken = await limiter.take(req.ip ?? 'unknown');
    if (taken.refused) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', ALERT_MESSAGES.rateLimited);
    }
    if (input.website && input.website.trim() !== '') {
      log.info('alerts trap field filled: pretended success, nothing stored or sent');
      res.status(202);
      return { message: ALERT_MESSAGES.subscribed };
    }
    await subscribeToAlerts(deps.db, deps.mail, deps.origin, input);
    res.status(202);
    return { message: ALERT_MESSAGES.subscribed };
  });

  router.post('/alerts/confirm', async (req, res) => {
    const { token } = parseInput(alertTokenBodySchema, req.body ?? {});
    if (!(await confirmAlerts(deps.db, token))) throw invalidToken(ALERT_MESSAGES.invalidToken);
    res.json({ message: ALERT_MESSAGES.confirmed });
  });

  router.post('/alerts/unsubscribe', async (req, res) => {
    const fromQuery = parseInput(alertTokenQuerySchema, { token: req.query.token }).token;
    const token = fromQuery ?? parseInput(alertTokenBodySchema, req.body ?? {}).token;
    if (!(await unsubscribeFromAlerts(deps.db, token))) throw invalidToken(ALERT_MESSAGES.unsubscribeInvalid);
    res.json({ message: ALERT_MESSAGES.unsubscribed });
  });

  return router;
}
