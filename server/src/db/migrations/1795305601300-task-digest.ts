import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The daily e-mail of one's tasks (issue 32): each account may choose an hour (Europe/Warsaw) at
 * which the `task-digest` job sends it its open tasks due today or overdue and the health dates of
 * the coming week. NULL: off. `task_digest_sent_on` is the Polish day of the last one, set in the
 * transaction that queues it, so a day gets one mail however many servers run the job.
 */
export class TaskDigest1795305601300 implements MigrationInterface {
  name = 'TaskDigest1795305601300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE admin_users
        ADD COLUMN task_digest_hour smallint NULL,
        ADD COLUMN task_digest_sent_on date NULL,
        ADD CONSTRAINT chk_admin_users_task_digest_hour CHECK (task_digest_hour BETWEEN 0 AND 23);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE admin_users
        DROP CONSTRAINT chk_admin_users_task_digest_hour,
        DROP COLUMN task_digest_sent_on,
        DROP COLUMN task_digest_hour;
    `);
  }
}
