import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The questionnaires' hints give the same care figures as the care facts (shared/src/care): 100 × 50
 * cm for every hamster, one figure (120 × 60 cm) for a pair of guinea pigs, 100 × 50 × 150 cm for
 * chinchillas, 80 × 50 × 100 cm for rats and 100 × 50 cm for gerbils; one name for the chinchilla
 * bath; an open tortoise table rather than a glass terrarium, and only Testudo tortoises hibernate.
 * Stored texts of an existing database are renamed in place (same ids, so submitted answers keep
 * pointing at them); a new database already has these texts from the seed definitions and nothing
 * matches. Pairs of [before, after], frozen here.
 */
export const HINT_RENAMES: readonly (readonly [string, string])[] = [
  [
    'Dla chomika hybrydowego minimum to 80 × 50 cm powierzchni dna – im więcej, tym lepiej.',
    'Dla chomika hybrydowego minimum to 100 × 50 cm powierzchni dna – im więcej, tym lepiej.',
  ],
  [
    'Dla chomika Roborowskiego minimum to 80 × 50 cm powierzchni dna. Te chomiki przeciskają się przez szczeliny – odstęp prętów najwyżej 7 mm albo terrarium.',
    'Dla chomika Roborowskiego minimum to 100 × 50 cm powierzchni dna. Te chomiki przeciskają się przez szczeliny – odstęp prętów najwyżej 7 mm albo terrarium.',
  ],
  [
    'Dla dwóch świnek minimum to 120 × 60 cm, a lepiej zagroda 150 × 70 cm lub większa. Sklepowe klatki „dla świnki” są zwykle za małe.',
    'Dla dwóch świnek minimum to 120 × 60 cm, a im więcej miejsca, tym lepiej. Sklepowe klatki „dla świnki” są zwykle za małe.',
  ],
  [
    'Dla dwóch szczurów minimum to około 80 × 50 × 80 cm, z piętrami i hamakami. Odstęp między prętami najwyżej 1,5 cm (dla młodych szczurów 1 cm).',
    'Dla dwóch szczurów minimum to około 80 × 50 × 100 cm, z piętrami i hamakami. Odstęp między prętami najwyżej 1,5 cm (dla młodych szczurów 1 cm).',
  ],
  [
    'Dla pary minimum to 100 × 40 cm dna. Najlepiej akwarium lub terrarium z wentylowaną pokrywą – klatka z prętami nie utrzyma głębokiej ściółki.',
    'Dla pary minimum to 100 × 50 cm dna. Najlepiej akwarium lub terrarium z wentylowaną pokrywą – klatka z prętami nie utrzyma głębokiej ściółki.',
  ],
  [
    'Szynszyle skaczą w pionie: klatka powinna mieć co najmniej 100 × 50 × 120 cm, drewniane półki na różnych poziomach, bez plastiku i pięter z siatki.',
    'Szynszyle skaczą w pionie: klatka powinna mieć co najmniej 100 × 50 × 150 cm, drewniane półki na różnych poziomach, bez plastiku i pięter z siatki.',
  ],
  ['Szynszyle kąpią się wyłącznie w specjalnym piasku – nigdy w wodzie.', 'Szynszyle kąpią się wyłącznie w piasku/pyle do kąpieli dla szynszyli – nigdy w wodzie.'],
  [
    'Zalecamy terrarium otwarte co najmniej 150 × 60 cm. Szklane akwaria i chodzenie po podłodze sprzyjają chorobom (przeciągi, brak UVB).',
    'Zalecamy otwarty stół dla żółwia co najmniej 150 × 60 cm, a latem wybieg na zewnątrz. Nie polecamy szklanych terrariów ani akwariów (zaduch, brak UVB) ani chodzenia po podłodze (przeciągi).',
  ],
  [
    'Zdrowy żółw stepowy lub grecki powinien zimować 8–12 tygodni, po badaniu u lekarza i stopniowym przygotowaniu.',
    'Zdrowy żółw stepowy lub grecki powinien zimować 8–12 tygodni, po badaniu u lekarza i stopniowym przygotowaniu. Hibernują tylko żółwie z rodzaju Testudo: gatunków tropikalnych, a także chorych i zbyt lekkich żółwi nie wprowadzamy w hibernację.',
  ],
];

export const QUESTION_RENAMES: readonly (readonly [string, string])[] = [
  ['Podaj wymiary terrarium (długość × szerokość w cm).', 'Podaj wymiary stołu dla żółwia lub wybiegu (długość × szerokość w cm).'],
];

export const OPTION_RENAMES: readonly (readonly [string, string])[] = [
  ['Terrarium otwarte (stół terrarystyczny)', 'Otwarty stół dla żółwia (terrarium otwarte)'],
  ['Terrarium zamknięte (szklane)', 'Zamknięte szklane terrarium lub akwarium'],
  ['Latem wybieg w ogrodzie, poza sezonem terrarium', 'Latem wybieg w ogrodzie, poza sezonem stół dla żółwia'],
];

export const GROUP_RENAMES: readonly (readonly [string, string])[] = [['Terrarium i wybieg', 'Stół dla żółwia i wybieg']];

type Column = readonly ['survey_questions' | 'survey_options', 'label' | 'hint' | 'group_label'];

async function rename(queryRunner: QueryRunner, [table, column]: Column, pairs: readonly (readonly [string, string])[]) {
  for (const [from, to] of pairs) await execute(queryRunner, `UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
}

const reversed = (pairs: readonly (readonly [string, string])[]) => pairs.map(([from, to]) => [to, from] as const);

const RENAMES: readonly (readonly [Column, readonly (readonly [string, string])[]])[] = [
  [['survey_questions', 'hint'], HINT_RENAMES],
  [['survey_questions', 'label'], QUESTION_RENAMES],
  [['survey_questions', 'group_label'], GROUP_RENAMES],
  [['survey_options', 'label'], OPTION_RENAMES],
];

export class QuestionnaireCareFigures1795305600510 implements MigrationInterface {
  name = 'QuestionnaireCareFigures1795305600510';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [column, pairs] of RENAMES) await rename(queryRunner, column, pairs);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [column, pairs] of RENAMES) await rename(queryRunner, column, reversed(pairs));
  }
}
