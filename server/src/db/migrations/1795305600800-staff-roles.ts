import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Team roles: every account has one (existing accounts and the first one are administrators), an
 * e-mail address that set-password links and account notices go to (only there), and a flag that
 * a one-time password must be replaced at the next sign-in before anything else works.
 */
export class StaffRoles1795305600800 implements MigrationInterface {
  name = 'StaffRoles1795305600800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE admin_users
        ADD COLUMN role varchar(20) NOT NULL DEFAULT 'administrator',
        ADD COLUMN email varchar(254),
        ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT chk_admin_users_role CHECK (role IN ('administrator', 'koordynator', 'wolontariusz'));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE admin_users
        DROP CONSTRAINT chk_admin_users_role,
        DROP COLUMN must_change_password,
        DROP COLUMN email,
        DROP COLUMN role;
    `);
  }
}
