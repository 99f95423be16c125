import { expireIntakeNotes } from './care-personal-data.js';
import { expireFosterData } from './foster-personal-data.js';
import type { DataSource, EntityManager } from 'typeorm';
import { ALERT_PENDING_DAYS } from '@pets/shared';
import type { RetentionPolicy } from '../../config.js';
import { allowHistoryErase, recordHistory } from '../history/history.js';
import { anonymizeAdopters, anonymizeContactMessages, anonymizeMailMessages, anonymizeOutbox, anonymizeSubjectHistory, anonymizeSurveys, ERASED_TEXT } from './anonymize.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/** The advisory lock key of the retention job (one run at a time per database). */
export const RETENTION_LOCK_KEY = 7_310_523;
/** app_settings key of the last completed run: every instance checks hourly, one runs per day. */
const LAST_RUN_KEY = 'retention_last_run_at';
/** A run less than this long ago (by the job's clock) means today's work is done. */
const MIN_RUN_GAP_MS = 23 * 3_600_000;

export interface RetentionCounts {
  surveys: number;
  adopters: number;
  contactMessages: number;
  mailMessages: number;
  sentMail: number;
  /** 'mail.sent' history rows whose recipient, subject and body were wiped with the sent mail. */
  sentMailHistory: number;
  sessions: number;
  rateLimits: number;
  alertSignups: number;
  /** Animals' intake circumstances blanked after the animal left the foundation (care-personal-data.ts). */
  intakeNotes: number;
  /** Declined foster applications (after 6 months) and foster homes ended 24 months ago (foster-personal-data.ts). */
  fosterApplications: number;
  fosterHomes: number;
}

export type RetentionOutcome = { ran: true; counts: RetentionCounts } | { ran: false; reason: 'locked' | 'done_today' };

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * The RODO retention rules, applied as of `now` (an injected clock, so tests can drive it):
 * - surveys that led to no adoption (and hold no reservation) are anonymised after
 *   `surveyMonths`, and so are adopters left with no adoption and no kept survey;
 * - contact-form messages and the mailbox copies are anonymised after `contactMonths`;
 * - mail the foundation sent loses its addresses, subject and body after `sentMailDays`, and so
 *   do the 'mail.sent' rows of the history (which template was used, and when, stays);
 * - expired sessions and expired rate-limit rows (visitor addresses) are deleted;
 * - new-animal alert sign-ups left unconfirmed for ALERT_PENDING_DAYS are deleted (an unconfirmed
 *   species change of a confirmed subscriber is dropped, the confirmed species stay).
 * One transaction under a transaction-scoped advisory lock: of concurrent runs (several
 * instances) one does the work; the others find the lock taken or today's run recorded.
 * The counts go to the history as the 'system' actor (counts only, nothing personal).
 */
export function runRetention(db: DataSource, policy: RetentionPolicy, now: Date): Promise<RetentionOutcome> {
  return db.transaction(async (manager): Promise<RetentionOutcome> => {
    const [lock] = await queryRows<{ locked: boolean }>(manager, `SELECT pg_try_advisory_xact_lock($1) AS locked`, [RETENTION_LOCK_KEY]);
    if (!lock?.locked) return { ran: false, reason: 'locked' };
    const [last] = await queryRows<Columns<'app_settings', 'value'>>(manager, `SELECT value FROM app_settings WHERE key = $1`, [LAST_RUN_KEY]);
    const lastRun = last ? Date.parse(last.value) : Number.NaN;
    if (Math.abs(now.getTime() - lastRun) < MIN_RUN_GAP_MS) return { ran: false, reason: 'done_today' };

    const counts = await applyRules(manager, policy, now);
    await execute(
      manager,
      `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [LAST_RUN_KEY, now.toISOString()],
    );
    await recordHistory(manager, { actor: 'system', action: 'retention.run', subjectType: 'retention', subjectId: null, details: { ...counts } });
    return { ran: true, counts };
  });
}

async function applyRules(manager: EntityManager, policy: RetentionPolicy, now: Date): Promise<RetentionCounts> {
  const at = now.toISOString();
  const surveyCutoff = `$1::timestamptz - make_interval(months => ${policy.surveyMonths})`;
  const contactCutoff = `$1::timestamptz - make_interval(months => ${policy.contactMonths})`;
  const sentMailCutoff = `$1::timestamptz - make_interval(days => ${policy.sentMailDays})`;

  const surveys = await queryRows<{ id: number }>(
    manager,
    `SELECT s.id FROM surveys s
     WHERE s.anonymized_at IS NULL AND s.created_at < ${surveyCutoff}
       AND NOT EXISTS (SELECT 1 FROM adoptions x WHERE x.survey_id = s.id AND x.cancelled_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.survey_id = s.id AND r.released_at IS NULL)
     ORDER BY s.id FOR UPDATE OF s`,
    [at],
  );
  const surveyCount = await anonymizeSurveys(manager, ids(surveys));
  // Staff notes on an anonymised survey or adopter go with it (free text about the person).
  await anonymizeSubjectHistory(manager, 'survey', ids(surveys));

  const adopters = await queryRows<{ id: number }>(
    manager,
    `SELECT ad.id FROM adopters ad
     WHERE ad.erased_at IS NULL AND ad.created_at < ${surveyCutoff} AND ad.updated_at < ${surveyCutoff}
       AND NOT EXISTS (SELECT 1 FROM adoptions x WHERE x.adopter_id = ad.id AND x.cancelled_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM surveys s WHERE (s.adopter_id = ad.id OR lower(s.email) = lower(ad.email)) AND s.anonymized_at IS NULL)
     ORDER BY ad.id FOR UPDATE OF ad`,
    [at],
  );
  const adopterCount = await anonymizeAdopters(manager, ids(adopters));
  await anonymizeSubjectHistory(manager, 'adopter', ids(adopters));

  const contacts = await queryRows<{ id: number; mail_message_id: number | null }>(
    manager,
    `SELECT id, mail_message_id FROM contact_messages WHERE anonymized_at IS NULL AND created_at < ${contactCutoff} ORDER BY id FOR UPDATE`,
    [at],
  );
  const contactCount = await anonymizeContactMessages(manager, ids(contacts));
  const mail = await queryRows<{ id: number }>(
    manager,
    `SELECT id FROM mail_messages WHERE anonymized_at IS NULL AND date_received < ${contactCutoff} ORDER BY id FOR UPDATE`,
    [at],
  );
  const copies = contacts.flatMap((row) => (row.mail_message_id === null ? [] : [row.mail_message_id]));
  const mailCount = await anonymizeMailMessages(manager, [...new Set([...ids(mail), ...copies])]);

  const sent = await queryRows<{ id: number }>(
    manager,
    `SELECT id FROM outbox WHERE anonymized_at IS NULL AND status IN ('sent', 'failed') AND coalesce(sent_at, created_at) < ${sentMailCutoff}
     ORDER BY id FOR UPDATE SKIP LOCKED`,
    [at],
  );
  const sentCount = await anonymizeOutbox(manager, ids(sent));
  await allowHistoryErase(manager);
  const sentHistoryCount = await execute(
    manager,
    `UPDATE history SET details = details || jsonb_build_object('to', $2::text, 'subject', $2::text, 'body', $2::text)
     WHERE action = 'mail.sent' AND at < ${sentMailCutoff} AND details ? 'body' AND details->>'body' IS DISTINCT FROM $2::text`,
    [at, ERASED_TEXT],
  );

  // connect-pg-simple's own pruning compares `expire` (timestamp) with to_timestamp(now).
  const sessions = await execute(manager, `DELETE FROM sessions WHERE expire < to_timestamp($1::double precision / 1000)`, [now.getTime()]);
  // rate-limiter-flexible stores `expire` in milliseconds; NULL means a key without expiry (kept).
  const rateLimits = await execute(manager, `DELETE FROM rate_limits WHERE expire < $1`, [now.getTime()]);

  const alertSignups = await expireAlertSignups(manager, now);
  const intakeNotes = await expireIntakeNotes(manager, surveyCutoff, at);
  const foster = await expireFosterData(manager, at);

  return {
    surveys: surveyCount,
    adopters: adopterCount,
    contactMessages: contactCount,
    mailMessages: mailCount,
    sentMail: sentCount,
    sentMailHistory: sentHistoryCount,
    sessions,
    rateLimits,
    alertSignups,
    intakeNotes,
    ...foster,
  };
}

/** Unconfirmed alert sign-ups (and species changes) older than ALERT_PENDING_DAYS as of `now`. */
async function expireAlertSignups(manager: EntityManager, now: Date): Promise<number> {
  const cutoff = `$1::timestamptz - make_interval(days => ${ALERT_PENDING_DAYS})`;
  const deleted = await execute(
    manager,
    `DELETE FROM alert_subscriptions WHERE confirmed_at IS NULL AND pending_at < ${cutoff}`,
    [now.toISOString()],
  );
  const dropped = await execute(
    manager,
    `UPDATE alert_subscriptions SET pending_species = NULL, pending_at = NULL, pending_policy_version = NULL, pending_token_hash = NULL
     WHERE confirmed_at IS NOT NULL AND pending_at < ${cutoff}`,
    [now.toISOString()],
  );
  return deleted + dropped;
}
