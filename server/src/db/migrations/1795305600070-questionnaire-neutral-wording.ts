import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Questionnaire texts reworded to address every applicant the same way (no "miałem/am",
 * "gotów/gotowa", masculine-only "Wolałbym") and to fix a wrong collocation ("chorują na układ
 * oddechowy"), with the en dash of the product's prose (" – ", was " — "): the stored questions,
 * hints and options of a database created before are renamed in place (same ids, positions and meaning, so submitted answers keep pointing at them). A database
 * created after this change already has the new texts (migration 1795305600020 stores the current
 * questionnaires) and nothing matches. Pairs of [before, after], frozen here.
 */
export const QUESTION_RENAMES: readonly (readonly [string, string])[] = [
  [
    'Opisz krótko swoje doświadczenie. Jeśli miałeś/aś wcześniej zwierzęta — co się z nimi stało?',
    'Opisz krótko swoje doświadczenie. Jeśli były u Ciebie wcześniej zwierzęta – co się z nimi stało?',
  ],
  ['Skąd dowiedziałeś/aś się o naszej fundacji?', 'Skąd wiesz o naszej fundacji?'],
  ['Czy jesteś gotów/gotowa ponieść koszty leczenia, także nagłego?', 'Czy możesz ponieść koszty leczenia, także nagłego?'],
  [
    'Szynszyla żyje 15–20 lat i jest aktywna wieczorem i w nocy. Czy jesteś na to gotów/gotowa?',
    'Szynszyla żyje 15–20 lat i jest aktywna wieczorem i w nocy. Czy to Ci odpowiada?',
  ],
  [
    'Żółwie lądowe żyją kilkadziesiąt lat. Czy wiesz, kto zaopiekuje się żółwiem, jeśli Ty nie będziesz mógł/mogła?',
    'Żółwie lądowe żyją kilkadziesiąt lat. Czy wiesz, kto zaopiekuje się żółwiem, gdy Ty nie będziesz w stanie?',
  ],
  [
    'Szczury często chorują na układ oddechowy i mają skłonność do guzów. Czy zapewnisz im leczenie, także operacje?',
    'Szczury często mają choroby układu oddechowego i skłonność do guzów. Czy zapewnisz im leczenie, także operacje?',
  ],
];

export const OPTION_RENAMES: readonly (readonly [string, string])[] = [
  ['Tak — miałem/am je w przeszłości', 'Tak – w przeszłości'],
  ['Nie, ale opiekowałem/am się innymi małymi zwierzętami', 'Nie, ale mam doświadczenie z innymi małymi zwierzętami'],
  ['Nie wiedziałem/am', 'Nie, to dla mnie nowość'],
  ['Słyszałem/am, ale chętnie dowiem się więcej', 'Coś o tym wiem, ale chętnie dowiem się więcej'],
  ['Wolałbym/wolałabym zwierzaka do przytulania', 'Wolę zwierzaka do przytulania'],
  ['Jeszcze się nad tym nie zastanawiałem/am', 'Jeszcze nie wiem'],
];

async function rename(queryRunner: QueryRunner, table: 'survey_questions' | 'survey_options', pairs: readonly (readonly [string, string])[]) {
  for (const [from, to] of pairs) await execute(queryRunner, `UPDATE ${table} SET label = $2 WHERE label = $1`, [from, to]);
}

/** Prose dashes: the old questionnaires had only em dashes, so the way back is exact. */
async function replaceDashes(queryRunner: QueryRunner, from: string, to: string) {
  await execute(queryRunner, `UPDATE survey_questions SET label = replace(label, $1, $2), hint = replace(hint, $1, $2)`, [from, to]);
  await execute(queryRunner, `UPDATE survey_options SET label = replace(label, $1, $2)`, [from, to]);
}

const EM_DASH = ' \u2014 ';
const EN_DASH = ' \u2013 ';

const reversed = (pairs: readonly (readonly [string, string])[]) => pairs.map(([from, to]) => [to, from] as const);

export class QuestionnaireNeutralWording1795305600070 implements MigrationInterface {
  name = 'QuestionnaireNeutralWording1795305600070';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rename(queryRunner, 'survey_questions', QUESTION_RENAMES);
    await rename(queryRunner, 'survey_options', OPTION_RENAMES);
    await replaceDashes(queryRunner, EM_DASH, EN_DASH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rename(queryRunner, 'survey_questions', reversed(QUESTION_RENAMES));
    await rename(queryRunner, 'survey_options', reversed(OPTION_RENAMES));
    await replaceDashes(queryRunner, EN_DASH, EM_DASH);
  }
}
