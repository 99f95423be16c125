import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Which survey was told that an animal it chose found a home, so telling the other applicants
 * twice sends nothing twice: the primary key makes a concurrent second request insert nothing.
 */
export class ApplicantNotices1795305600621 implements MigrationInterface {
  name = 'ApplicantNotices1795305600621';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE survey_applicant_notices (
        survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
        animal_id integer NOT NULL REFERENCES animals (id) ON DELETE CASCADE,
        notified_at timestamptz NOT NULL DEFAULT now(),
        notified_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        outbox_id integer NULL REFERENCES outbox (id) ON DELETE SET NULL,
        CONSTRAINT pk_survey_applicant_notices PRIMARY KEY (animal_id, survey_id)
      );
      CREATE INDEX idx_survey_applicant_notices_survey ON survey_applicant_notices (survey_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE survey_applicant_notices`);
  }
}
