import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * RODO (GDPR): when a person's data was erased (art. 17) or anonymised by the retention rules.
 * The marks make both idempotent (a second erase answers 409; the daily job touches a row once and
 * counts honestly), and tell the panel that a record is what is left after an erase.
 */
export class PersonalDataErasure1795305600050 implements MigrationInterface {
  name = 'PersonalDataErasure1795305600050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE adopters ADD COLUMN erased_at timestamptz NULL;
      ALTER TABLE surveys ADD COLUMN anonymized_at timestamptz NULL;
      ALTER TABLE contact_messages ADD COLUMN anonymized_at timestamptz NULL;
      ALTER TABLE mail_messages ADD COLUMN anonymized_at timestamptz NULL;
      ALTER TABLE outbox ADD COLUMN anonymized_at timestamptz NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE outbox DROP COLUMN anonymized_at;
      ALTER TABLE mail_messages DROP COLUMN anonymized_at;
      ALTER TABLE contact_messages DROP COLUMN anonymized_at;
      ALTER TABLE surveys DROP COLUMN anonymized_at;
      ALTER TABLE adopters DROP COLUMN erased_at;
    `);
  }
}
