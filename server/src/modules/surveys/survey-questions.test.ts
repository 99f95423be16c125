import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SPECIES, SURVEY_QUESTION_TYPES, type SurveyQuestion } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertQuestionnaires, QUESTIONNAIRES } from '../../db/seed/questionnaires.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

const OPTIONAL_HINT_TYPES = new Set(['radio', 'checkbox']);

describe('adoption questionnaires (migration content, GET /api/survey/questions/:species)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const bySpecies = new Map<string, SurveyQuestion[]>();

  beforeAll(async () => {
    // Migrated only, no demo seed: the same as SEED_DEMO=0.
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource);
    for (const species of SPECIES) {
      const response = await fetch(`${server.baseUrl}/api/survey/questions/${encodeURIComponent(species)}`);
      expect(response.status, species).toBe(200);
      bySpecies.set(species, await readJson<SurveyQuestion[]>(response));
    }
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('exists for all ten species without the demo seed', () => {
    for (const species of SPECIES) expect(bySpecies.get(species)?.length ?? 0, species).toBeGreaterThanOrEqual(15);
  });

  it.each(SPECIES)('%s: satisfies its own schema', (species) => {
    const questions = bySpecies.get(species)!;
    // At least one required question (the species modal only lists species with a survey).
    expect(questions.some((question) => question.obowiazkowe === 1)).toBe(true);
    expect(questions.some((question) => question.obowiazkowe === 0)).toBe(true);
    expect(new Set(questions.map((question) => question.typ))).toEqual(new Set(SURVEY_QUESTION_TYPES));
    expect(new Set(questions.map((question) => question.id_pytania)).size).toBe(questions.length);
    expect(new Set(questions.map((question) => question.etykieta)).size, 'question labels are unique').toBe(questions.length);
    for (const question of questions) {
      expect(question.etykieta.trim().length, question.etykieta).toBeGreaterThan(5);
      expect([0, 1]).toContain(question.obowiazkowe);
      expect(typeof question.grupa).toBe('string');
      if (question.typ === 'tekst' || question.typ === 'textarea') {
        expect(question.opcje, question.etykieta).toEqual([]);
      } else {
        expect(question.opcje.length, question.etykieta).toBeGreaterThanOrEqual(2);
        const labels = question.opcje.map((option) => option.etykieta_opcji);
        expect(new Set(labels).size, `options of "${question.etykieta}" are unique`).toBe(labels.length);
        for (const option of question.opcje) expect([0, 1]).toContain(option.wymaga_dopisku);
      }
    }
    // Optional radio/checkbox questions (they get the 'optional' hint) and options that need a clarification.
    expect(questions.some((question) => question.obowiazkowe === 0 && OPTIONAL_HINT_TYPES.has(question.typ))).toBe(true);
    expect(questions.some((question) => question.opcje.some((option) => option.wymaga_dopisku === 1))).toBe(true);
    // Sections are consecutive: a heading never comes back after another one.
    const groups = questions.map((question) => question.grupa);
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      if (index > 0 && group !== groups[index - 1]) {
        expect(seen.has(group!), `section "${group}" is split`).toBe(false);
      }
      seen.add(group!);
    });
  });

  it('asks what a careful foundation asks of each species', () => {
    const text = (species: (typeof SPECIES)[number]) =>
      bySpecies
        .get(species)!
        .map((question) => `${question.etykieta} ${question.podpowiedz ?? ''} ${question.opcje.map((option) => option.etykieta_opcji).join(' ')}`)
        .join(' ');
    for (const species of SPECIES) {
      expect(text(species), species).toMatch(/wymiary/i);
      expect(text(species), species).toMatch(/wizytę przedadopcyjną/);
      expect(text(species), species).toMatch(/lekarza weterynarii/);
      expect(text(species), species).toMatch(/urlopu/);
    }
    for (const hamster of ['Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego'] as const) {
      expect(text(hamster)).toMatch(/samotnikami/);
    }
    expect(text('Chomik syryjski')).toMatch(/28–30 cm/);
    expect(text('Chomik hybryda')).toMatch(/cukrzyc/);
    expect(text('Świnka morska')).toMatch(/stadnymi.*witaminy C/s);
    expect(text('Szczur')).toMatch(/co najmniej w parze/);
    expect(text('Królik')).toMatch(/kastracji.*towarzysza|towarzysza.*kastracji/s);
    expect(text('Szynszyla')).toMatch(/25°C.*piasku/s);
    expect(text('Myszoskoczek')).toMatch(/parach.*ściółki/s);
    expect(text('Mysz')).toMatch(/stadnymi/);
    expect(text('Żółw')).toMatch(/UVB.*hibernację|hibernację.*UVB/s);
  });

  it('returns the questions in order with their options in order', async () => {
    const rows = await queryRows<{ id: number }>(
      db.dataSource,
      `SELECT id FROM survey_questions WHERE species = 'Królik' ORDER BY position, id`,
    );
    expect(bySpecies.get('Królik')!.map((question) => question.id_pytania)).toEqual(rows.map((row) => row.id));
    const first = bySpecies.get('Królik')!.find((question) => question.opcje.length > 2)!;
    const options = await queryRows<{ id: number }>(
      db.dataSource,
      'SELECT id FROM survey_options WHERE question_id = $1 ORDER BY position, id',
      [first.id_pytania],
    );
    expect(first.opcje.map((option) => option.id_opcji)).toEqual(options.map((row) => row.id));
  });

  it('matches the content files exactly', () => {
    for (const species of SPECIES) {
      const expected = QUESTIONNAIRES[species].flatMap((section) => section.questions.map((question) => question.label));
      expect(bySpecies.get(species)!.map((question) => question.etykieta), species).toEqual(expected);
    }
  });

  it('answers 404 with a Polish message for a name that is not a species', async () => {
    for (const name of ['Pies', 'chomik%20syryjski', '%E2%80%8B', 'x'.repeat(300)]) {
      const response = await fetch(`${server.baseUrl}/api/survey/questions/${name}`);
      expect(response.status, name).toBe(404);
      expect(await readJson(response)).toEqual({ error: MESSAGES.survey.noQuestionnaire, code: 'no_questionnaire' });
    }
  });

  it('answers [] for a species whose questionnaire was removed', async () => {
    const fresh = await createTestDatabase();
    const app = await startTestApp(fresh.dataSource);
    try {
      await execute(fresh.dataSource, `DELETE FROM survey_questions WHERE species = 'Żółw'`);
      const response = await fetch(`${app.baseUrl}/api/survey/questions/%C5%BB%C3%B3%C5%82w`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });

  it('stores nothing twice when the questionnaires are inserted again, and only what is missing', async () => {
    const query = (sql: string, parameters?: unknown[]) => queryRows(db.dataSource, sql, parameters);
    const count = async () => (await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM survey_questions')).n as number;
    const before = await count();
    expect(await insertQuestionnaires(query)).toEqual([]);
    expect(await count()).toBe(before);

    const tortoise = bySpecies.get('Żółw')!.length;
    await execute(db.dataSource, `DELETE FROM survey_questions WHERE species = 'Żółw'`);
    expect(await insertQuestionnaires(query)).toEqual(['Żółw']);
    expect(await count()).toBe(before);
    const row = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM survey_questions WHERE species = 'Żółw'`);
    expect(row.n).toBe(tortoise);
  });
});
