import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * TRUNCATE skips row triggers: without this one, `TRUNCATE history` would empty the append-only
 * history in one statement. A restore pauses the table's triggers before it reloads the table.
 */
export class HistoryNoTruncate1795305600661 implements MigrationInterface {
  name = 'HistoryNoTruncate1795305600661';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TRIGGER trg_history_no_truncate BEFORE TRUNCATE ON history
        FOR EACH STATEMENT EXECUTE FUNCTION history_append_only();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TRIGGER trg_history_no_truncate ON history`);
  }
}
