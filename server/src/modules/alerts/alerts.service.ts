import type { DataSource } from 'typeorm';
import { ALERT_PENDING_DAYS, consentPolicyVersion, type Species } from '@pets/shared';
import type { MailModule } from '../mail/mail.module.js';
import { confirmationMail } from './alert-mail.js';
import { ALERT_CONFIRM_PATH, alertLink, hashAlertToken, newAlertToken } from './alert-tokens.js';
import { queryRows } from '../../db/sql.js';

export interface AlertSubscription {
  email: string;
  species: Species[];
  policyVersion?: string | undefined;
}

/**
 * A sign-up (double opt-in): the species wait as `pending_*` with a fresh confirmation token, and
 * the confirmation e-mail is queued in the same transaction. Nothing else is ever sent to an
 * address before its link is opened. A second sign-up for the same address (any letter case)
 * replaces the pending species and the token (the older link stops working); species already
 * confirmed keep their alerts until the new choice is confirmed, because whoever typed the
 * address may not own it. At most one confirmation e-mail per address per day: a sign-up while
 * an earlier one waits younger than that changes and sends nothing (the answer is the same), so
 * nobody can fill a stranger's mailbox from many addresses. The row lock of the upsert decides
 * it, also for sign-ups sent at once.
 */
/** How long after a confirmation e-mail the same address gets no other. */
export const ALERT_CONFIRMATION_INTERVAL_HOURS = 24;

/** Answers whether a confirmation e-mail was queued. */
export async function subscribeToAlerts(db: DataSource, mail: MailModule, origin: string, input: AlertSubscription): Promise<boolean> {
  const { token, hash } = newAlertToken();
  const queued = await db.transaction(async (manager) => {
    const [row] = await queryRows<{ id: number; email: string }>(
      manager,
      `INSERT INTO alert_subscriptions (email, species, pending_species, pending_at, pending_policy_version, pending_token_hash)
       VALUES ($1, '{}', $2::varchar[], now(), $3, $4)
       ON CONFLICT ((lower(email))) DO UPDATE
         SET pending_species = EXCLUDED.pending_species, pending_at = EXCLUDED.pending_at,
             pending_policy_version = EXCLUDED.pending_policy_version, pending_token_hash = EXCLUDED.pending_token_hash
         WHERE alert_subscriptions.pending_at IS NULL OR alert_subscriptions.pending_at < now() - make_interval(hours => $5)
       RETURNING id, email`,
      [input.email, input.species, consentPolicyVersion(input.policyVersion), hash, ALERT_CONFIRMATION_INTERVAL_HOURS],
    );
    // A confirmation went to this address less than a day ago: nothing more is sent.
    if (!row) return false;
    await mail.outbox.enqueue(
      manager,
      confirmationMail({ to: row.email, species: input.species, confirmUrl: alertLink(origin, ALERT_CONFIRM_PATH, token), foundationName: await mail.foundationName() }),
    );
    return true;
  });
  if (queued) mail.outbox.kick();
  return queued;
}

/**
 * Opens a confirmation link: the pending species become the subscription's, with the consent's
 * moment and policy version. Works once and within ALERT_PENDING_DAYS; a first confirmation starts
 * the alerts from now (animals that became available earlier are not sent). False: nothing changed.
 */
export async function confirmAlerts(db: DataSource, token: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    `UPDATE alert_subscriptions
     SET species = pending_species, consent_at = pending_at, consent_policy_version = pending_policy_version,
         last_event_id = CASE WHEN confirmed_at IS NULL THEN (SELECT coalesce(max(id), 0) FROM animal_available_events) ELSE last_event_id END,
         confirmed_at = now(),
         pending_species = NULL, pending_at = NULL, pending_policy_version = NULL, pending_token_hash = NULL
     WHERE pending_token_hash = $1 AND pending_at > now() - make_interval(days => $2)
     RETURNING id`,
    [hashAlertToken(token), ALERT_PENDING_DAYS],
  );
  return rows.length > 0;
}

/**
 * An unsubscribe link (from any digest): the whole subscription goes, pending changes and other
 * links included (nothing about the address is kept). False: the link was unknown or already used.
 */
export async function unsubscribeFromAlerts(db: DataSource, token: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    `DELETE FROM alert_subscriptions WHERE id = (SELECT subscription_id FROM alert_unsubscribe_tokens WHERE token_hash = $1) RETURNING id`,
    [hashAlertToken(token)],
  );
  return rows.length > 0;
}
