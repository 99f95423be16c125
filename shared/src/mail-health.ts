import type { MailStatus } from './schemas/mail.js';

/** Outgoing mail waiting longer than this many minutes means sending is stuck. */
export const MAIL_QUEUE_STALE_MINUTES = 15;
/**
 * Messages the outbox gave up on count as trouble for this many days: long enough to be seen,
 * short enough that one old failure does not keep the warning up for ever.
 */
export const MAIL_FAILED_WINDOW_DAYS = 7;

/**
 * What is wrong with sending, if anything: 'failing' while the newest SMTP attempt failed (or the
 * outbox gave up on a message), 'stuck' while a message has waited over MAIL_QUEUE_STALE_MINUTES,
 * null when mail flows (or is not configured: then nothing is sent on purpose). The mailbox's
 * "Stan poczty" and the dashboard's "Na dziś" judge by this one rule.
 */
export function mailTrouble(smtp: MailStatus['smtp'], now: Date = new Date()): 'failing' | 'stuck' | null {
  if (!smtp.configured) return null;
  const failing = smtp.lastError !== null && (!smtp.lastSuccessAt || Date.parse(smtp.lastError.at) > Date.parse(smtp.lastSuccessAt));
  if (failing || smtp.failed > 0) return 'failing';
  const waitingMs = smtp.oldestQueuedAt ? now.getTime() - Date.parse(smtp.oldestQueuedAt) : 0;
  return waitingMs > MAIL_QUEUE_STALE_MINUTES * 60_000 ? 'stuck' : null;
}
