import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The foundation's data, edited by administrators in the panel instead of `.env`: one row
 * (id = 1), numbers as digits, '' for a field not filled in yet. The row is written at the first
 * start after this migration, from the FOUNDATION_* variables (placeholders left out), by the
 * foundation store (server/src/modules/foundation).
 */
export class FoundationSettings1795305600950 implements MigrationInterface {
  name = 'FoundationSettings1795305600950';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE foundation_settings (
        id smallint PRIMARY KEY DEFAULT 1,
        name varchar(200) NOT NULL,
        address text NOT NULL DEFAULT '',
        email varchar(254) NOT NULL DEFAULT '',
        krs varchar(10) NOT NULL DEFAULT '',
        nip varchar(10) NOT NULL DEFAULT '',
        regon varchar(14) NOT NULL DEFAULT '',
        bank_account varchar(26) NOT NULL DEFAULT '',
        facebook_url varchar(500) NOT NULL DEFAULT '',
        instagram_url varchar(500) NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer NULL,
        CONSTRAINT fk_foundation_settings_updated_by FOREIGN KEY (updated_by) REFERENCES admin_users (id) ON DELETE SET NULL,
        CONSTRAINT chk_foundation_settings_single_row CHECK (id = 1),
        CONSTRAINT chk_foundation_settings_numbers CHECK (
          krs ~ '^([0-9]{10})?$' AND nip ~ '^([0-9]{10})?$' AND regon ~ '^([0-9]{9}|[0-9]{14})?$' AND bank_account ~ '^([0-9]{26})?$'
        )
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE foundation_settings;`);
  }
}
