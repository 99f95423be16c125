import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ANIMALS_ALLOWED_QUESTION, HOUSEHOLD_CONTACT_QUESTION } from '../seed/questionnaires/common.js';
import type { QuestionDef } from '../seed/questionnaires/builders.js';
import { ask, withNote } from '../seed/questionnaires/builders.js';
import { queryRows } from '../sql.js';

/**
 * RODO: no special-category data by accident, nothing intrusive. In every species' questionnaire
 * - the allergy question, whose "Tak (na co?)" clarification collected health data about household
 *   members (art. 9), becomes a yes/no question whether everyone at home can be in contact with hay,
 *   fur and bedding;
 * - "Czy mieszkanie lub dom jest Twoją własnością?" becomes whether animals are allowed where the
 *   applicant lives.
 * Each new question takes the old one's place (species, section, position). The old rows are
 * deleted: submitted answers keep their copied labels (their question_id and option_id become
 * NULL), so old surveys read the same until the retention rules anonymise them.
 *
 * A database created after this change already has the new questions (migration 1795305600020
 * stores the current questionnaires); there is nothing to replace then.
 */

/** The questions as they were before (literal: `down` restores them, and the seed no longer has them). */
const OLD_OWNERSHIP = ask.select('Czy mieszkanie lub dom jest Twoją własnością?', [
  'Tak, moją lub mojej rodziny',
  'Wynajmuję — właściciel zgadza się na zwierzęta',
  'Wynajmuję — muszę jeszcze zapytać właściciela',
  'Mieszkam w akademiku lub internacie',
  withNote('Inna sytuacja (jaka?)'),
]);
const OLD_ALLERGY = ask.radio('Czy ktoś z domowników ma alergię (np. na sierść, siano lub ściółkę)?', [
  'Nie',
  withNote('Tak (na co?)'),
  'Nie wiem — nie sprawdzaliśmy',
]);

const REPLACEMENTS: [QuestionDef, QuestionDef][] = [
  [OLD_OWNERSHIP, ANIMALS_ALLOWED_QUESTION],
  [OLD_ALLERGY, HOUSEHOLD_CONTACT_QUESTION],
];

/** Option positions are numbered 10, 20, 30... like the seed's. */
const POSITION_STEP = 10;

/**
 * Replaces every question labelled `from.label` (one per species) by `to` at the same species,
 * section and position, with its options, in one statement. Returns how many were replaced.
 */
async function replaceQuestion(queryRunner: QueryRunner, from: QuestionDef, to: QuestionDef): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    queryRunner,
    `WITH old AS (
       DELETE FROM survey_questions WHERE label = $1 RETURNING species, position, group_label
     ), added AS (
       INSERT INTO survey_questions (species, position, label, type, required, hint, group_label)
       SELECT species, position, $2, $3, $4, $5, group_label FROM old
       RETURNING id
     ), options AS (
       INSERT INTO survey_options (question_id, position, label, requires_note)
       SELECT added.id, option.position, option.label, option.note
       FROM added CROSS JOIN unnest($6::int[], $7::text[], $8::boolean[]) AS option(position, label, note)
     )
     SELECT id FROM added`,
    [
      from.label,
      to.label,
      to.type,
      to.required,
      to.hint ?? null,
      to.options.map((_, index) => (index + 1) * POSITION_STEP),
      to.options.map((option) => option.label),
      to.options.map((option) => option.note),
    ],
  );
  return rows.length;
}

export class QuestionnaireNoHealthData1795305600041 implements MigrationInterface {
  name = 'QuestionnaireNoHealthData1795305600041';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [from, to] of REPLACEMENTS) await replaceQuestion(queryRunner, from, to);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [from, to] of REPLACEMENTS) await replaceQuestion(queryRunner, to, from);
  }
}
