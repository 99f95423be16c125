import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/** An administrator can be disabled from the command line (npm run admin -- disable <name>). */
export class AdminDisabled1795305600061 implements MigrationInterface {
  name = 'AdminDisabled1795305600061';

  async up(queryRunner: QueryRunner): Promise<void> {
    // NULL: the account may sign in. Set: it may not, and its sessions were ended at that moment.
    await execute(queryRunner, `ALTER TABLE admin_users ADD COLUMN disabled_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `ALTER TABLE admin_users DROP COLUMN disabled_at`);
  }
}
