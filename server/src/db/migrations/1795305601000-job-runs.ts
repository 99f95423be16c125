import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * One row per background job (server/src/modules/jobs): the lease that lets one server at a time
 * run it, and what the "Zadania w tle" screen shows of its last run. Counts and error texts
 * only: no personal data.
 */
export class JobRuns1795305601000 implements MigrationInterface {
  name = 'JobRuns1795305601000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE job_runs (
        name varchar(40) PRIMARY KEY,
        lease_owner varchar(80) NULL,
        lease_until timestamptz NULL,
        last_started_at timestamptz NULL,
        last_finished_at timestamptz NULL,
        last_success_at timestamptz NULL,
        last_summary jsonb NULL,
        last_error text NULL,
        last_error_at timestamptz NULL,
        failures integer NOT NULL DEFAULT 0,
        next_run_at timestamptz NULL,
        CONSTRAINT chk_job_runs_failures CHECK (failures >= 0)
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE job_runs;`);
  }
}
