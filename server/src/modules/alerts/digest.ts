import type { DataSource } from 'typeorm';
import { imageVariantUrl, type Species } from '@pets/shared';
import { imagePath } from '../images/image-paths.js';
import type { Outbox } from '../mail/outbox.js';
import { FOUNDATION_TIME_ZONE } from '../stats/range-sql.js';
import { digestMail, type DigestAnimal } from './alert-mail.js';
import { ALERT_ONE_CLICK_PATH, ALERT_UNSUBSCRIBE_PAGE_PATH, alertLink, newAlertToken } from './alert-tokens.js';
import { execute, queryRows } from '../../db/sql.js';

/** The advisory lock key of the digest run (one instance sends at a time). */
export const ALERT_DIGEST_LOCK_KEY = 7_310_524;

export interface DigestOptions {
  origin: string;
  /** The foundation's name as saved in the panel, read once per run. */
  foundationName: () => Promise<string>;
  /** The digest of a day goes out from this hour on (Europe/Warsaw). */
  digestHour: number;
  /**
   * Events younger than this wait for a later run: staff add an animal and then upload its photos in
   * a second request, and an alert sent in between would show no photo. Default 0 (tests).
   */
  settleSeconds?: number;
}

export type DigestOutcome = { ran: true; sent: number } | { ran: false; reason: 'locked' | 'too_early' };

/** The hour of `now` on the foundation's clock (Europe/Warsaw, summer time included). */
export function foundationHour(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: FOUNDATION_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

interface DueSubscriber {
  id: number;
  email: string;
  species: Species[];
  last_event_id: number;
}

/**
 * Sends the day's new-animal digests as of `now` (an injected clock, so tests can drive it):
 * from `digestHour` on, every confirmed subscriber who has had no digest this calendar day (in
 * Poland) and for whom animals of their species became available since their last digest gets one
 * e-mail listing those still available, with photos and links, through the outbox. At most one a
 * day per subscriber: `last_digest_at` is checked and set in the same transaction, under a
 * transaction-scoped advisory lock, so concurrent runs (several instances) never send twice.
 */
export function runAlertDigest(db: DataSource, outbox: Outbox, options: DigestOptions, now: Date): Promise<DigestOutcome> {
  if (foundationHour(now) < options.digestHour) return Promise.resolve({ ran: false, reason: 'too_early' });
  return db.transaction(async (manager): Promise<DigestOutcome> => {
    const foundationName = await options.foundationName();
    const [lock] = await queryRows<{ locked: boolean }>(manager, `SELECT pg_try_advisory_xact_lock($1) AS locked`, [ALERT_DIGEST_LOCK_KEY]);
    if (!lock?.locked) return { ran: false, reason: 'locked' };
    const [latest] = await queryRows<{ max_id: number }>(
      manager,
      `SELECT coalesce(max(id), 0) AS max_id FROM animal_available_events WHERE created_at <= $1::timestamptz - make_interval(secs => $2)`,
      [now.toISOString(), options.settleSeconds ?? 0],
    );
    const maxEventId = latest?.max_id ?? 0;
    const due = await queryRows<DueSubscriber>(
      manager,
      `SELECT s.id, s.email, s.species, s.last_event_id FROM alert_subscriptions s
       WHERE s.confirmed_at IS NOT NULL AND s.last_event_id < $2
         AND (s.last_digest_at IS NULL
              OR (s.last_digest_at AT TIME ZONE $3)::date < ($1::timestamptz AT TIME ZONE $3)::date)
       ORDER BY s.id FOR UPDATE OF s SKIP LOCKED`,
      [now.toISOString(), maxEventId, FOUNDATION_TIME_ZONE],
    );
    let sent = 0;
    for (const subscriber of due) {
      const animals = await queryRows<{ id: number; name: string; species: Species; cover_filename: string | null }>(
        manager,
        `SELECT a.id, a.name, a.species, i.filename AS cover_filename
         FROM animals a LEFT JOIN images i ON i.id = a.cover_image_id
         WHERE a.id IN (SELECT e.animal_id FROM animal_available_events e WHERE e.id > $1 AND e.id <= $2 AND e.species = ANY($3::varchar[]))
           AND a.status = 'Dostępny' AND NOT a.rainbow_bridge AND a.species = ANY($3::varchar[])
         ORDER BY a.id`,
        [subscriber.last_event_id, maxEventId, subscriber.species],
      );
      // The events up to now are covered either way: an animal already gone again is not sent later.
      if (animals.length === 0) {
        await execute(manager, `UPDATE alert_subscriptions SET last_event_id = $2 WHERE id = $1`, [subscriber.id, maxEventId]);
        continue;
      }
      const unsubscribe = newAlertToken();
      await execute(manager, `INSERT INTO alert_unsubscribe_tokens (token_hash, subscription_id) VALUES ($1, $2)`, [unsubscribe.hash, subscriber.id]);
      await outbox.enqueue(
        manager,
        digestMail({
          to: subscriber.email,
          animals: animals.map((animal) => presentDigestAnimal(options.origin, animal)),
          unsubscribePageUrl: alertLink(options.origin, ALERT_UNSUBSCRIBE_PAGE_PATH, unsubscribe.token),
          oneClickUrl: alertLink(options.origin, ALERT_ONE_CLICK_PATH, unsubscribe.token),
          adoptUrl: `${options.origin}/adoptuje`,
          foundationName,
        }),
      );
      await execute(manager, `UPDATE alert_subscriptions SET last_event_id = $2, last_digest_at = $3 WHERE id = $1`, [subscriber.id, maxEventId, now.toISOString()]);
      sent += 1;
    }
    return { ran: true, sent };
  });
}

function presentDigestAnimal(origin: string, animal: { id: number; name: string; species: Species; cover_filename: string | null }): DigestAnimal {
  return {
    id: animal.id,
    name: animal.name,
    species: animal.species,
    imageUrl: animal.cover_filename ? `${origin}${imageVariantUrl(imagePath(animal.cover_filename), 'card')}` : null,
    pageUrl: `${origin}/zwierzak/${animal.id}`,
  };
}
