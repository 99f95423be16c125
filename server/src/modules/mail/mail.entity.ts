import { EntitySchema } from 'typeorm';
import { bool, bytea, int, serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';

/** A message of the admin mailbox: synchronised from IMAP, or written locally (contact form). */
export interface MailMessageRecord {
  id: number;
  source: 'imap' | 'local';
  mailbox: string;
  imapUid: number | null;
  imapUidValidity: number | null;
  /** The Message-ID header. */
  messageId: string | null;
  /** The References header (message ids joined by spaces), so a reply continues the thread. */
  referencesHeader: string | null;
  fromName: string;
  fromEmail: string;
  toAddresses: string;
  subject: string;
  dateReceived: Date;
  seen: boolean;
  hasAttachments: boolean;
  textBody: string | null;
  htmlBody: string | null;
  createdAt: Date;
  /** Set when an erase or the retention rules replaced the sender, subject and body. */
  anonymizedAt: Date | null;
}

export const MailMessageEntity = new EntitySchema<MailMessageRecord>({
  name: 'MailMessage',
  tableName: 'mail_messages',
  columns: {
    id: serialId,
    source: varchar('source', 10),
    mailbox: varchar('mailbox', 200, { default: 'INBOX' }),
    imapUid: { type: 'bigint', name: 'imap_uid', nullable: true },
    imapUidValidity: { type: 'bigint', name: 'imap_uid_validity', nullable: true },
    messageId: text('message_id', { nullable: true }),
    referencesHeader: text('references_header', { nullable: true }),
    fromName: text('from_name', { default: '' }),
    fromEmail: text('from_email', { default: '' }),
    toAddresses: text('to_addresses', { default: '' }),
    subject: text('subject', { default: '' }),
    dateReceived: timestamptz('date_received', { defaultNow: true }),
    seen: bool('seen'),
    hasAttachments: bool('has_attachments'),
    textBody: text('text_body', { nullable: true }),
    htmlBody: text('html_body', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    anonymizedAt: timestamptz('anonymized_at', { nullable: true }),
  },
  checks: [{ name: 'chk_mail_messages_source', expression: "source IN ('imap', 'local')" }],
  uniques: [{ name: 'uq_mail_messages_imap', columns: ['mailbox', 'imapUidValidity', 'imapUid'] }],
  indices: [
    { name: 'uq_mail_messages_message_id', synchronize: false },
    { name: 'idx_mail_messages_date_received', columns: ['dateReceived'] },
    { name: 'idx_mail_messages_seen_date_received', columns: ['seen', 'dateReceived'] },
    // Trigram expression indexes on fold_search(subject), fold_search(from_name), fold_search(from_email).
    { name: 'idx_mail_messages_subject_trgm', synchronize: false },
    { name: 'idx_mail_messages_from_name_trgm', synchronize: false },
    { name: 'idx_mail_messages_from_email_trgm', synchronize: false },
  ],
});

export interface MailAttachmentRecord {
  id: number;
  mailMessageId: number;
  filename: string;
  contentType: string;
  size: number;
  /** Not selected by default; NULL until fetched from IMAP. */
  content?: Buffer | null;
  /** IMAP body part to fetch the content on demand. */
  imapPart: string | null;
}

export const MailAttachmentEntity = new EntitySchema<MailAttachmentRecord>({
  name: 'MailAttachment',
  tableName: 'mail_attachments',
  columns: {
    id: serialId,
    mailMessageId: int('mail_message_id'),
    filename: text('filename'),
    contentType: varchar('content_type', 200, { default: 'application/octet-stream' }),
    size: int('size', { default: 0 }),
    content: bytea('content', { nullable: true }),
    imapPart: varchar('imap_part', 50, { nullable: true }),
  },
  indices: [{ name: 'idx_mail_attachments_message', columns: ['mailMessageId'] }],
  foreignKeys: [
    { name: 'fk_mail_attachments_message', target: 'MailMessage', columnNames: ['mailMessageId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
  ],
});

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Outgoing mail, retried until sent (ARCHITECTURE decision 7). */
export interface OutboxRecord {
  id: number;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string | null;
  text: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  dedupeKey: string | null;
  /** Display name of From (the address is MAIL_FROM's). */
  fromName: string | null;
  replyToName: string | null;
  /** Fixed when queued, so every attempt sends the same Message-ID. */
  messageId: string | null;
  /** Extra headers, e.g. the contact-form marker. */
  headers: Record<string, string> | null;
  /** Set when an erase or the retention rules replaced the body (the fact of sending stays). */
  anonymizedAt: Date | null;
}

export const OutboxEntity = new EntitySchema<OutboxRecord>({
  name: 'Outbox',
  tableName: 'outbox',
  columns: {
    id: serialId,
    toAddress: text('to_address'),
    replyTo: text('reply_to', { nullable: true }),
    subject: text('subject'),
    html: text('html', { nullable: true }),
    text: text('text', { nullable: true }),
    status: varchar('status', 10, { default: 'pending' }),
    attempts: int('attempts', { default: 0 }),
    nextAttemptAt: timestamptz('next_attempt_at', { defaultNow: true }),
    lockedUntil: timestamptz('locked_until', { nullable: true }),
    lastError: text('last_error', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    sentAt: timestamptz('sent_at', { nullable: true }),
    dedupeKey: varchar('dedupe_key', 200, { nullable: true }),
    fromName: text('from_name', { nullable: true }),
    replyToName: text('reply_to_name', { nullable: true }),
    messageId: text('message_id', { nullable: true }),
    headers: { type: 'jsonb', name: 'headers', nullable: true },
    anonymizedAt: timestamptz('anonymized_at', { nullable: true }),
  },
  checks: [
    { name: 'chk_outbox_status', expression: "status IN ('pending', 'sending', 'sent', 'failed')" },
    { name: 'chk_outbox_body', expression: 'html IS NOT NULL OR text IS NOT NULL' },
  ],
  uniques: [{ name: 'uq_outbox_dedupe_key', columns: ['dedupeKey'] }],
  indices: [{ name: 'idx_outbox_due', synchronize: false }],
});
