import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing mail keeps what it needs to be sent identically on every attempt: the display names of
 * From and Reply-To, a Message-ID fixed when the mail is queued (so a rare second delivery after a
 * crash is recognisable as the same message, and the mailbox stores it once) and extra headers.
 */
export class MailOutboxHeaders1795305600010 implements MigrationInterface {
  name = 'MailOutboxHeaders1795305600010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbox
        ADD COLUMN from_name text NULL,
        ADD COLUMN reply_to_name text NULL,
        ADD COLUMN message_id text NULL,
        ADD COLUMN headers jsonb NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbox
        DROP COLUMN headers,
        DROP COLUMN message_id,
        DROP COLUMN reply_to_name,
        DROP COLUMN from_name;
    `);
  }
}
