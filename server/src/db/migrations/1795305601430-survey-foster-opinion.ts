import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * "Opinia DT" on a survey (issue 33, item 7): what the foster home caring for the chosen animal
 * thinks of the applicant, as staff record it. One current opinion per survey (the history keeps
 * each change, with the value only); the note is the person's data and is blanked by the RODO
 * erase and the retention like the survey's other free text.
 */
export class SurveyFosterOpinion1795305601430 implements MigrationInterface {
  name = 'SurveyFosterOpinion1795305601430';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE surveys
        ADD COLUMN foster_opinion varchar(12) NULL,
        ADD COLUMN foster_opinion_note text NOT NULL DEFAULT '',
        ADD COLUMN foster_opinion_at timestamptz NULL,
        ADD COLUMN foster_opinion_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        ADD CONSTRAINT chk_surveys_foster_opinion CHECK (foster_opinion IS NULL OR foster_opinion IN ('pozytywna', 'zastrzezenia', 'negatywna'));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE surveys
        DROP CONSTRAINT chk_surveys_foster_opinion,
        DROP COLUMN foster_opinion_by,
        DROP COLUMN foster_opinion_at,
        DROP COLUMN foster_opinion_note,
        DROP COLUMN foster_opinion;
    `);
  }
}
