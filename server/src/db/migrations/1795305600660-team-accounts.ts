import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Staff accounts managed in the panel ("Zespół"): single-use links that let a person set their
 * own password, sent by e-mail when an account is added or its password reset.
 */
export class TeamAccounts1795305600660 implements MigrationInterface {
  name = 'TeamAccounts1795305600660';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE admin_password_links (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        -- sha256 (hex) of the link's token: a copy of the database cannot set anyone's password.
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        -- Set when the link was used: it never works twice.
        used_at timestamptz NULL
      );
      CREATE UNIQUE INDEX uq_admin_password_links_token ON admin_password_links (token_hash);
      CREATE INDEX idx_admin_password_links_admin ON admin_password_links (admin_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE admin_password_links`);
  }
}
