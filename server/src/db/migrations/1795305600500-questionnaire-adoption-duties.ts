import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { QuestionDef } from '../seed/questionnaires/builders.js';
import {
  ADULT_QUESTION,
  AFTER_ADOPTION_CONTACT_QUESTION,
  GIFT_QUESTION,
  HAMSTER_CAGES_QUESTION,
  OLD_CONTACT_QUESTION,
  OTHER_TORTOISES_QUESTION,
  SINGLE_SOCIAL_ANIMAL_QUESTION,
} from '../seed/questionnaires/duty-questions.js';
import { execute } from '../sql.js';

/**
 * What a responsible foundation must know (issue 21), added to the stored questionnaires:
 * every species asks whether the applicant is an adult and whether the animal is a gift (first in
 * 'Ty i Twój dom'); hamsters whether each will have its own cage; social species who a single
 * animal will live with and tortoises which tortoises are already at home (after the other
 * animals); and the optional post-adoption contact question becomes the required one the adoption
 * rules call for, in its place. New questions slot in just before their anchor (positions go in
 * tens), so the order is the seed's. A database created after this change already has them
 * (migration 1795305600020 stores the current questionnaires): nothing is added twice.
 */

const SOCIAL = ['Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Myszoskoczek', 'Szynszyla'];
const HAMSTERS = ['Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego'];

/** New questions, in the order they are asked, each before the question labelled `before`. */
const ADDITIONS: { questions: QuestionDef[]; before: string; species: string[] | null }[] = [
  { questions: [ADULT_QUESTION, GIFT_QUESTION], before: 'Gdzie mieszkasz?', species: null },
  {
    questions: [HAMSTER_CAGES_QUESTION],
    before: 'Chomik jest aktywny wieczorem i w nocy. Gdzie stanie klatka?',
    species: HAMSTERS,
  },
  { questions: [SINGLE_SOCIAL_ANIMAL_QUESTION], before: 'Czy wszyscy domownicy mogą mieć kontakt z sianem, sierścią i ściółką?', species: SOCIAL },
  { questions: [OTHER_TORTOISES_QUESTION], before: 'Czy wszyscy domownicy mogą mieć kontakt z sianem, sierścią i ściółką?', species: ['Żółw'] },
];

/** Option positions are numbered 10, 20, 30... like the seed's. */
const POSITION_STEP = 10;
const optionColumns = (question: QuestionDef) => [
  question.options.map((_, index) => (index + 1) * POSITION_STEP),
  question.options.map((option) => option.label),
  question.options.map((option) => option.note),
];

/** Inserts `question` `offset` places before the anchor in every listed species that lacks it. */
async function insertBefore(queryRunner: QueryRunner, question: QuestionDef, before: string, offset: number, species: string[] | null) {
  await execute(
    queryRunner,
    `WITH added AS (
       INSERT INTO survey_questions (species, position, label, type, required, hint, group_label)
       SELECT anchor.species, anchor.position - $9, $2, $3, $4, $5, anchor.group_label
       FROM survey_questions anchor
       WHERE anchor.label = $1 AND ($10::varchar[] IS NULL OR anchor.species = ANY($10))
         AND NOT EXISTS (SELECT 1 FROM survey_questions taken WHERE taken.species = anchor.species AND taken.label = $2)
       RETURNING id
     )
     INSERT INTO survey_options (question_id, position, label, requires_note)
     SELECT added.id, option.position, option.label, option.note
     FROM added CROSS JOIN unnest($6::int[], $7::text[], $8::boolean[]) AS option(position, label, note)`,
    [before, question.label, question.type, question.required, question.hint ?? null, ...optionColumns(question), offset, species],
  );
}

/** Replaces every question labelled `from.label` by `to` at the same species, section and position. */
async function replaceQuestion(queryRunner: QueryRunner, from: QuestionDef, to: QuestionDef) {
  await execute(
    queryRunner,
    `WITH old AS (
       DELETE FROM survey_questions WHERE label = $1 RETURNING species, position, group_label
     ), added AS (
       INSERT INTO survey_questions (species, position, label, type, required, hint, group_label)
       SELECT species, position, $2, $3, $4, $5, group_label FROM old
       RETURNING id
     )
     INSERT INTO survey_options (question_id, position, label, requires_note)
     SELECT added.id, option.position, option.label, option.note
     FROM added CROSS JOIN unnest($6::int[], $7::text[], $8::boolean[]) AS option(position, label, note)`,
    [from.label, to.label, to.type, to.required, to.hint ?? null, ...optionColumns(to)],
  );
}

export class QuestionnaireAdoptionDuties1795305600500 implements MigrationInterface {
  name = 'QuestionnaireAdoptionDuties1795305600500';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { questions, before, species } of ADDITIONS) {
      for (const [index, question] of questions.entries()) await insertBefore(queryRunner, question, before, questions.length - index, species);
    }
    await replaceQuestion(queryRunner, OLD_CONTACT_QUESTION, AFTER_ADOPTION_CONTACT_QUESTION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Submitted answers keep their copied labels (question_id becomes NULL), as in 1795305600041.
    await replaceQuestion(queryRunner, AFTER_ADOPTION_CONTACT_QUESTION, OLD_CONTACT_QUESTION);
    const labels = ADDITIONS.flatMap(({ questions }) => questions.map((question) => question.label));
    await execute(queryRunner, `DELETE FROM survey_questions WHERE label = ANY($1)`, [labels]);
  }
}
