import type { DataSource, EntityManager } from 'typeorm';
import type { MailListQuery } from '@pets/shared';
import type { ParsedMessage } from './mail-parse.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/** Queries of the mailbox cache (mail_messages, mail_attachments), for IMAP and local mail alike. */

type Db = DataSource | EntityManager;

export type MailRow = Columns<'mail_messages', 'id' | 'source' | 'mailbox' | 'imap_uid' | 'imap_uid_validity' | 'from_name' | 'from_email' | 'subject' | 'date_received' | 'seen' | 'has_attachments'> &
  /** Only when the body was asked for (findMessage with withBody). */
  Partial<Columns<'mail_messages', 'text_body' | 'html_body'>>;

export type AttachmentRow = Columns<'mail_attachments', 'id' | 'mail_message_id' | 'filename' | 'content_type' | 'size' | 'imap_part'> &
  /** Only when read for download (findAttachment). */
  Partial<Columns<'mail_attachments', 'content'>>;

const LIST_COLUMNS = `id, source, mailbox, imap_uid, imap_uid_validity, from_name, from_email, subject, date_received, seen, has_attachments`;

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newest first; `seen` filters read/unread; `q` searches the subject and the sender's name and address, ignoring case and diacritics. */
export async function listMessages(db: Db, query: MailListQuery): Promise<{ rows: MailRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.seen !== undefined) {
    params.push(query.seen === '1');
    conditions.push(`seen = $${params.length}`);
  }
  if (query.q) {
    params.push(containsPattern(query.q));
    const p = `$${params.length}`;
    // fold_search (migration 1795305600622): case and diacritics ignored, "lecki" finds "Łęcki"; trigram-indexed.
    const folded = `fold_search(${p})`;
    conditions.push(`(fold_search(subject) LIKE ${folded} OR fold_search(from_name) LIKE ${folded} OR fold_search(from_email) LIKE ${folded})`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [rows, [count]] = await Promise.all([
    queryRows<MailRow>(
      db,
      `SELECT ${LIST_COLUMNS} FROM mail_messages ${where}
       ORDER BY date_received DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM mail_messages ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findMessage(db: Db, id: number, withBody: boolean): Promise<MailRow | undefined> {
  const rows = await queryRows<MailRow>(
    db,
    `SELECT ${LIST_COLUMNS}${withBody ? ', text_body, html_body' : ''} FROM mail_messages WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export function listAttachments(db: Db, messageId: number): Promise<AttachmentRow[]> {
  return queryRows<AttachmentRow>(
    db,
    `SELECT id, mail_message_id, filename, content_type, size, imap_part FROM mail_attachments
     WHERE mail_message_id = $1 ORDER BY id`,
    [messageId],
  );
}

export async function findAttachment(db: Db, messageId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
  const rows = await queryRows<AttachmentRow>(
    db,
    `SELECT id, mail_message_id, filename, content_type, size, imap_part, content FROM mail_attachments
     WHERE id = $1 AND mail_message_id = $2`,
    [attachmentId, messageId],
  );
  return rows[0];
}

export async function cacheAttachmentContent(db: Db, attachmentId: number, content: Buffer): Promise<void> {
  await execute(db, `UPDATE mail_attachments SET content = $2, size = $3 WHERE id = $1`, [attachmentId, content, content.length]);
}

/** Marks a message seen; returns the row as it was before (undefined when it does not exist). */
export async function markSeen(db: Db, id: number): Promise<MailRow | undefined> {
  // TypeORM answers UPDATE … RETURNING with [rows, affected].
  const rows = await queryRows<MailRow>(
    db,
    `UPDATE mail_messages m SET seen = true FROM (SELECT id, seen FROM mail_messages WHERE id = $1 FOR UPDATE) old
     WHERE m.id = old.id
     RETURNING m.id, m.source, m.mailbox, m.imap_uid, m.imap_uid_validity, m.from_name, m.from_email, m.subject,
               m.date_received, old.seen, m.has_attachments`,
    [id],
  );
  return rows[0];
}

export interface LocalMessage {
  messageId: string | null;
  fromName: string;
  fromEmail: string;
  toAddresses: string;
  subject: string;
  text: string;
}

/** A message of the local mailbox (a contact form when no IMAP inbox is configured). */
export async function insertLocalMessage(db: Db, message: LocalMessage): Promise<{ id: number; dateReceived: Date }> {
  const row = await queryOne<Columns<'mail_messages', 'id' | 'date_received'>>(
    db,
    `INSERT INTO mail_messages (source, mailbox, message_id, from_name, from_email, to_addresses, subject, text_body)
     VALUES ('local', 'INBOX', $1, $2, $3, $4, $5, $6)
     RETURNING id, date_received`,
    [message.messageId, message.fromName, message.fromEmail, message.toAddresses, message.subject, message.text],
  );
  return { id: row.id, dateReceived: row.date_received };
}

export interface ImapLocation {
  mailbox: string;
  uidValidity: number;
  uid: number;
}

/**
 * Stores a message synchronised from IMAP with its attachments. The same Message-ID in the same
 * mailbox is one message: a duplicate delivery, a local copy or the same mail after a
 * UIDVALIDITY change only moves the existing row to the new location.
 */
export async function upsertImapMessage(
  manager: EntityManager,
  location: ImapLocation,
  message: ParsedMessage,
  meta: { seen: boolean; internalDate: Date | null },
): Promise<{ id: number; inserted: boolean; duplicate: boolean }> {
  const received = meta.internalDate ?? message.date ?? new Date();
  const values = [
    location.mailbox,
    location.uid,
    location.uidValidity,
    message.messageId,
    message.fromName,
    message.fromEmail,
    message.toAddresses,
    message.subject,
    received,
    meta.seen,
    message.attachments.length > 0,
    message.text,
    message.html,
    message.references,
  ];
  const insert = `INSERT INTO mail_messages (source, mailbox, imap_uid, imap_uid_validity, message_id, from_name, from_email,
       to_addresses, subject, date_received, seen, has_attachments, text_body, html_body, references_header)
     VALUES ('imap', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`;
  let rows: { id: number; inserted: boolean }[];
  if (message.messageId) {
    rows = await queryRows<{ id: number; inserted: boolean }>(
      manager,
      `${insert}
       ON CONFLICT (mailbox, message_id) WHERE message_id IS NOT NULL DO UPDATE
         SET source = 'imap', imap_uid = EXCLUDED.imap_uid, imap_uid_validity = EXCLUDED.imap_uid_validity,
             seen = mail_messages.seen OR EXCLUDED.seen
         WHERE mail_messages.source = 'local' OR mail_messages.imap_uid_validity IS DISTINCT FROM EXCLUDED.imap_uid_validity
       RETURNING id, (xmax = 0) AS inserted`,
      values,
    );
    // A second copy of a message already stored at another UID of this mailbox: kept once.
    if (rows.length === 0) return { id: 0, inserted: false, duplicate: true };
  } else {
    rows = await queryRows<{ id: number; inserted: boolean }>(manager, `${insert} ON CONFLICT ON CONSTRAINT uq_mail_messages_imap DO NOTHING RETURNING id, true AS inserted`, values);
    if (rows.length === 0) {
      rows = await queryRows<{ id: number; inserted: boolean }>(
        manager,
        `SELECT id, false AS inserted FROM mail_messages WHERE mailbox = $1 AND imap_uid_validity = $2 AND imap_uid = $3`,
        [location.mailbox, location.uidValidity, location.uid],
      );
    }
  }
  const row = rows[0];
  if (!row) throw new Error('mail message upsert returned no row');
  const hasAttachmentRows = !row.inserted && (await queryRows<unknown>(manager, `SELECT 1 FROM mail_attachments WHERE mail_message_id = $1 LIMIT 1`, [row.id])).length > 0;
  if (!hasAttachmentRows) {
    for (const attachment of message.attachments) {
      await execute(
        manager,
        `INSERT INTO mail_attachments (mail_message_id, filename, content_type, size, content, imap_part) VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, attachment.filename, attachment.contentType, attachment.size, attachment.content, attachment.partId],
      );
    }
    if (!row.inserted && message.attachments.length > 0) {
      await execute(manager, `UPDATE mail_messages SET has_attachments = true WHERE id = $1`, [row.id]);
    }
  }
  return { id: row.id, inserted: row.inserted, duplicate: false };
}

export interface SyncState {
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export async function readSyncState(db: Db, mailbox: string): Promise<SyncState | null> {
  const rows = await queryRows<Columns<'mail_sync_state', 'last_success_at' | 'last_error' | 'last_error_at'>>(
    db,
    `SELECT last_success_at, last_error, last_error_at FROM mail_sync_state WHERE mailbox = $1`,
    [mailbox],
  );
  const row = rows[0];
  return row ? { lastSuccessAt: row.last_success_at, lastError: row.last_error, lastErrorAt: row.last_error_at } : null;
}

export async function recordSyncSuccess(db: Db, mailbox: string): Promise<void> {
  await execute(
    db,
    `INSERT INTO mail_sync_state (mailbox, last_success_at, last_error, last_error_at, updated_at) VALUES ($1, now(), NULL, NULL, now())
     ON CONFLICT (mailbox) DO UPDATE SET last_success_at = now(), last_error = NULL, last_error_at = NULL, updated_at = now()`,
    [mailbox],
  );
}

export async function recordSyncError(db: Db, mailbox: string, error: string): Promise<void> {
  await execute(
    db,
    `INSERT INTO mail_sync_state (mailbox, last_error, last_error_at, updated_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (mailbox) DO UPDATE SET last_error = $2, last_error_at = now(), updated_at = now()`,
    [mailbox, error.slice(0, 1000)],
  );
}
