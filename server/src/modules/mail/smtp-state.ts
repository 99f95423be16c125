import type { DataSource, EntityManager } from 'typeorm';
import { execute } from '../../db/sql.js';

type Db = DataSource | EntityManager;

/**
 * The SMTP channel's row in mail_sync_state (the IMAP synchroniser keys its rows by folder name;
 * no folder is called this). Kept in the database, so every instance reports the same state and
 * it survives a restart.
 */
export const SMTP_STATE_KEY = 'smtp:outgoing';
const MAX_MESSAGE_LENGTH = 300;
const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * An error text fit for the status screen: SMTP and IMAP servers quote addresses in their
 * refusals ("550 <jan@example.pl>: user unknown"), and the status must carry no personal data.
 */
export function redactMailError(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const redacted = oneLine.replace(EMAIL_ADDRESS, '[adres e-mail]');
  return redacted.length > MAX_MESSAGE_LENGTH ? `${redacted.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : redacted;
}

/** The SMTP server accepted a message. The last error stays, so staff can see what happened before. */
export async function recordSmtpSuccess(db: Db): Promise<void> {
  await execute(
    db,
    `INSERT INTO mail_sync_state (mailbox, last_success_at, updated_at) VALUES ($1, now(), now())
     ON CONFLICT (mailbox) DO UPDATE SET last_success_at = now(), updated_at = now()`,
    [SMTP_STATE_KEY],
  );
}

export async function recordSmtpError(db: Db, error: string): Promise<void> {
  await execute(
    db,
    `INSERT INTO mail_sync_state (mailbox, last_error, last_error_at, updated_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (mailbox) DO UPDATE SET last_error = $2, last_error_at = now(), updated_at = now()`,
    [SMTP_STATE_KEY, redactMailError(error)],
  );
}
