import { Router } from 'express';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { CONTACT_MAX_LINKS, countLinks, MAIL_MESSAGES, MESSAGES, PUBLIC_FORMS } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { createPointCounter, type PointCounter } from '../../http/rate-limit-counter.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';
import type { EventBus } from '../events/event-bus.js';
import type { MailModule } from '../mail/mail.module.js';
import { submitContact } from './contact.service.js';

const HOUR_SECONDS = 60 * 60;

/** Contact submissions per IP, counted in PostgreSQL so every instance shares them. */
export function createContactLimiter(pool: Pool, perHour: number): PointCounter {
  return createPointCounter(pool, { keyPrefix: 'contact_ip', points: perHour, durationSeconds: HOUR_SECONDS });
}

/**
 * POST /contact (SPEC sections 5 and 7): the shared schema again (the server never trusts the
 * page), a per-IP limit, spam rejection (the hidden `website` trap answers like a success and
 * does nothing; more than CONTACT_MAX_LINKS links is refused), then the message is stored and its
 * e-mail queued in one transaction.
 */
export function contactRouter(deps: { db: DataSource; mail: MailModule; events: EventBus; logger: Logger; perHour: number }): Router {
  const router = Router();
  const limiter = createContactLimiter(poolOf(deps.db), deps.perHour);
  const log = deps.logger.child({ module: 'contact' });

  serveEndpoint(router, PUBLIC_FORMS.contact, async ({ req, res, input: read }) => {
    const input = read();
    // Taken before anything is stored or sent: of a parallel burst at most the limit gets through.
    const taken = await limiter.take(req.ip ?? 'unknown');
    if (taken.refused) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', MAIL_MESSAGES.contactRateLimited);
    }
    if (input.website && input.website.trim() !== '') {
      log.info({ ip: req.ip }, 'contact trap field filled: pretended success, nothing stored or sent');
      res.status(201);
      return { message: MESSAGES.contact.sent };
    }
    if (countLinks(input.question) + countLinks(input.fullName) > CONTACT_MAX_LINKS) {
      throw HttpError.badRequest(MAIL_MESSAGES.tooManyLinks, 'too_many_links', { question: MAIL_MESSAGES.tooManyLinks });
    }
    await submitContact(deps.db, deps.mail, deps.events, input);
    deps.mail.outbox.kick();
    res.status(201);
    return { message: MESSAGES.contact.sent };
  });

  return router;
}
