import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SPECIES } from '@pets/shared';
import { insertQuestionnaires } from '../seed/questionnaires.js';
import { execute, queryRows } from '../sql.js';

/**
 * The adoption questionnaires of the ten species (product content: present whatever SEED_DEMO
 * says), and the fingerprint of a submitted survey's body, so a retry with the same idempotency
 * key but a different body is refused instead of silently answered with the first survey.
 */
export class SurveyQuestionnaires1795305600020 implements MigrationInterface {
  name = 'SurveyQuestionnaires1795305600020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `ALTER TABLE surveys ADD COLUMN request_hash varchar(64) NULL`);
    await insertQuestionnaires((sql, parameters) => queryRows(queryRunner, sql, parameters));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Answers keep their copied labels (question_id becomes NULL).
    await execute(queryRunner, `DELETE FROM survey_questions WHERE species = ANY($1)`, [[...SPECIES]]);
    await execute(queryRunner, `ALTER TABLE surveys DROP COLUMN request_hash`);
  }
}
