import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Outgoing mail keeps what it needs to be sent identically on every attempt: the display names of
 * From and Reply-To, a Message-ID fixed when the mail is queued (so a rare second delivery after a
 * crash is recognisable as the same message, and the mailbox stores it once) and extra headers.
 * mail_sync_state keeps the outcome of the last IMAP synchronisation.
 */
export class MailOutbox1795305600010 implements MigrationInterface {
  name = 'MailOutbox1795305600010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE outbox
        ADD COLUMN from_name text NULL,
        ADD COLUMN reply_to_name text NULL,
        ADD COLUMN message_id text NULL,
        ADD COLUMN headers jsonb NULL;

      -- The IMAP synchroniser's last outcome, so every instance (not only the one holding the
      -- sync lock) can tell the mailbox screen whether the inbox is reachable.
      CREATE TABLE mail_sync_state (
        mailbox varchar(200) PRIMARY KEY,
        last_success_at timestamptz NULL,
        last_error text NULL,
        last_error_at timestamptz NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE mail_sync_state;
      ALTER TABLE outbox
        DROP COLUMN headers,
        DROP COLUMN message_id,
        DROP COLUMN reply_to_name,
        DROP COLUMN from_name;
    `);
  }
}
