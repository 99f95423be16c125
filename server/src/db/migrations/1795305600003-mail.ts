import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The mailbox cache (IMAP or local), contact-form submissions and the outgoing-mail outbox
 * (ARCHITECTURE decision 7).
 */
export class Mail1795305600003 implements MigrationInterface {
  name = 'Mail1795305600003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE mail_messages (
        id serial PRIMARY KEY,
        -- 'imap': synchronised from the foundation inbox; 'local': written by this app (contact form).
        source varchar(10) NOT NULL,
        mailbox varchar(200) NOT NULL DEFAULT 'INBOX',
        imap_uid bigint NULL,
        imap_uid_validity bigint NULL,
        -- The Message-ID header, when the message has one.
        message_id text NULL,
        from_name text NOT NULL DEFAULT '',
        from_email text NOT NULL DEFAULT '',
        to_addresses text NOT NULL DEFAULT '',
        subject text NOT NULL DEFAULT '',
        date_received timestamptz NOT NULL DEFAULT now(),
        seen boolean NOT NULL DEFAULT false,
        has_attachments boolean NOT NULL DEFAULT false,
        text_body text NULL,
        html_body text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_mail_messages_source CHECK (source IN ('imap', 'local')),
        -- A resync inserts with ON CONFLICT DO NOTHING: the same IMAP message is stored once.
        CONSTRAINT uq_mail_messages_imap UNIQUE (mailbox, imap_uid_validity, imap_uid)
      );
      -- Also once per Message-ID, so a mailbox whose UIDVALIDITY changed does not duplicate everything.
      CREATE UNIQUE INDEX uq_mail_messages_message_id ON mail_messages (mailbox, message_id) WHERE message_id IS NOT NULL;
      CREATE INDEX idx_mail_messages_date_received ON mail_messages (date_received);
      CREATE INDEX idx_mail_messages_seen_date_received ON mail_messages (seen, date_received);
      -- Search by subject or sender: lower(subject) / lower(from_name) / lower(from_email) LIKE ...
      CREATE INDEX idx_mail_messages_subject_trgm ON mail_messages USING gin (lower(subject) gin_trgm_ops);
      CREATE INDEX idx_mail_messages_from_name_trgm ON mail_messages USING gin (lower(from_name) gin_trgm_ops);
      CREATE INDEX idx_mail_messages_from_email_trgm ON mail_messages USING gin (lower(from_email) gin_trgm_ops);

      CREATE TABLE mail_attachments (
        id serial PRIMARY KEY,
        mail_message_id integer NOT NULL,
        filename text NOT NULL,
        content_type varchar(200) NOT NULL DEFAULT 'application/octet-stream',
        size integer NOT NULL DEFAULT 0,
        -- NULL until downloaded: IMAP attachments may be fetched on demand through imap_part.
        content bytea NULL,
        imap_part varchar(50) NULL,
        CONSTRAINT fk_mail_attachments_message FOREIGN KEY (mail_message_id) REFERENCES mail_messages (id) ON DELETE CASCADE
      );
      CREATE INDEX idx_mail_attachments_message ON mail_attachments (mail_message_id);

      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        full_name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(20) NOT NULL,
        message text NOT NULL,
        -- Its copy in the local mailbox, when no IMAP inbox is configured.
        mail_message_id integer NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_contact_messages_mail_message FOREIGN KEY (mail_message_id) REFERENCES mail_messages (id) ON DELETE SET NULL
      );
      CREATE INDEX idx_contact_messages_created_at ON contact_messages (created_at);

      CREATE TABLE outbox (
        id serial PRIMARY KEY,
        to_address text NOT NULL,
        reply_to text NULL,
        subject text NOT NULL,
        html text NULL,
        text text NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        -- A worker that claimed a row ('sending') and died releases it when this passes.
        locked_until timestamptz NULL,
        last_error text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        -- Makes "send this once" requests idempotent (e.g. 'survey-confirmation:42').
        dedupe_key varchar(200) NULL,
        CONSTRAINT chk_outbox_status CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        CONSTRAINT chk_outbox_body CHECK (html IS NOT NULL OR text IS NOT NULL),
        CONSTRAINT uq_outbox_dedupe_key UNIQUE (dedupe_key)
      );
      -- The worker's query: status IN ('pending', 'sending') AND next_attempt_at <= now().
      CREATE INDEX idx_outbox_due ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE outbox;
      DROP TABLE contact_messages;
      DROP TABLE mail_attachments;
      DROP TABLE mail_messages;
    `);
  }
}
