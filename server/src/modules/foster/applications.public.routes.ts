import { Router } from 'express';
import { FOSTER_MESSAGES, FOSTER_PUBLIC } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { createPointCounter } from '../../http/rate-limit-counter.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { poolOf } from '../auth/session.js';
import { applicationIdByKey, submitFosterApplication } from './applications.service.js';
import type { FosterDeps } from './foster-deps.js';

const HOUR_SECONDS = 60 * 60;

/**
 * POST /foster/applications (issue 33, item 1): the public application to become a foster home,
 * with the contact form's protections. The shared schema again (the server never trusts the
 * page: a Polish message per field), a retry of a stored application answered at once, a per-IP
 * limit counted in PostgreSQL, the hidden `website` trap (answered like a success, nothing
 * stored), then the application and its e-mails in one transaction (applications.service.ts,
 * which also holds the per-address limit and recognises a resent form).
 */
export function fosterApplicationsRouter(deps: FosterDeps & { perHour: number }): Router {
  const router = Router();
  const limiter = createPointCounter(poolOf(deps.db), { keyPrefix: 'foster_ip', points: deps.perHour, durationSeconds: HOUR_SECONDS });
  const log = deps.logger.child({ module: 'foster-applications' });
  const sent = { message: FOSTER_MESSAGES.applicationSent };

  serveEndpoint(router, FOSTER_PUBLIC.apply, async ({ req, res, input: read }) => {
    const input = read();
    res.status(201);
    // A retry whose first answer was lost gets that answer, whatever the limits say by now.
    if (input.idempotencyKey && (await applicationIdByKey(deps.db, input.idempotencyKey)) !== null) return sent;

    const ip = req.ip ?? 'unknown';
    // Taken before anything is stored: of a parallel burst at most the limit gets through.
    const taken = await limiter.take(ip);
    if (taken.refused) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', FOSTER_MESSAGES.rateLimited);
    }
    if (input.website && input.website.trim() !== '') {
      log.info('foster application trap field filled: pretended success, nothing stored or sent');
      return sent;
    }
    let created = false;
    try {
      created = (await submitFosterApplication(deps, input)).created;
    } finally {
      // Only a stored application counts against the visitor: a repeat or a refusal gives the point back.
      if (!created) await limiter.giveBack(ip);
    }
    deps.mail.outbox.kick();
    return sent;
  });

  return router;
}
