import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Two-step sign-in of staff accounts (TOTP, RFC 6238): the account's secret sealed with
 * AES-256-GCM under a key derived from the server's session secret (never the base32 secret
 * itself), when it was turned on, and the last time step whose code was accepted (a code works
 * once); ten single-use recovery codes per account, stored as sha256 of 16 random characters; and
 * one row of security settings, where an administrator can require two-step sign-in of everyone.
 */
export class TwoFactor1795305600900 implements MigrationInterface {
  name = 'TwoFactor1795305600900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE admin_users
        ADD COLUMN totp_secret text,
        ADD COLUMN totp_enabled_at timestamptz,
        ADD COLUMN totp_last_step integer,
        ADD CONSTRAINT chk_admin_users_totp CHECK ((totp_secret IS NULL) = (totp_enabled_at IS NULL));

      CREATE TABLE admin_recovery_codes (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        -- sha256 (hex) of the normalised code: a copy of the database cannot sign anyone in.
        code_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set when the code was used: it never works twice.
        used_at timestamptz NULL
      );
      CREATE UNIQUE INDEX uq_admin_recovery_codes_code ON admin_recovery_codes (admin_id, code_hash);

      CREATE TABLE security_settings (
        -- One row: the table holds the settings, not a history of them (that is in history).
        id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT chk_security_settings_one_row CHECK (id = 1),
        require_two_factor boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO security_settings (id) VALUES (1);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE security_settings;
      DROP TABLE admin_recovery_codes;
      ALTER TABLE admin_users
        DROP CONSTRAINT chk_admin_users_totp,
        DROP COLUMN totp_last_step,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_secret;
    `);
  }
}
