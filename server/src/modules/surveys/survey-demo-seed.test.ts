import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSurveyAnswerProblem, speciesGroupOf, validateSurveyAnswers, type Species, type SurveyQuestion } from '@pets/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { DEMO_SURVEY_COUNT } from '../../db/seed/surveys-seeder.js';
import { findSurveyQuestions } from './survey-questions.js';
import { queryOne, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type SurveyRow = Columns<'surveys', 'id' | 'species' | 'email' | 'phone' | 'adopter_id' | 'created_at' | 'consent_at'>;

describe('demo surveys (surveys-seeder)', () => {
  let db: TestDatabase;
  let surveys: SurveyRow[];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    surveys = await queryRows<SurveyRow>(db.dataSource, 'SELECT id, species, email, phone, adopter_id, created_at, consent_at FROM surveys ORDER BY id');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('adds about a dozen surveys over most species, dated in the past weeks, each with its adopter', () => {
    expect(surveys).toHaveLength(DEMO_SURVEY_COUNT);
    expect(surveys.length).toBeGreaterThanOrEqual(12);
    expect(new Set(surveys.map((survey) => survey.species)).size).toBeGreaterThanOrEqual(8);
    for (const survey of surveys) {
      expect(survey.adopter_id, survey.email).not.toBeNull();
      expect(survey.phone).toMatch(/^\+?\d{9,15}$/);
      expect(survey.created_at.getTime()).toBeLessThan(Date.now());
      expect(survey.created_at.getTime()).toBeGreaterThan(Date.now() - 90 * 24 * 3_600_000);
      expect(survey.consent_at.getTime()).toBe(survey.created_at.getTime());
    }
  });

  it('reuses the demo adopters by e-mail instead of duplicating them', async () => {
    const row = await queryOne<{ n: number; d: number }>(db.dataSource, 'SELECT count(*)::int AS n, count(DISTINCT lower(email))::int AS d FROM adopters');
    expect(row.n).toBe(row.d);
    const anna = await queryOne<{ n: number }>(
      db.dataSource,
      `SELECT count(*)::int AS n FROM surveys s JOIN adopters a ON a.id = s.adopter_id WHERE a.email = 'anna.kowalczyk@example.com'`,
    );
    expect(anna.n).toBe(1);
  });

  it('selects only adoptable animals of the survey species group, in some surveys', async () => {
    const rows = await queryRows<{ survey_id: number; species: Species; animal_species: Species; status: string; rainbow_bridge: boolean }>(
      db.dataSource,
      `SELECT sa.survey_id, s.species, a.species AS animal_species, a.status, a.rainbow_bridge
         FROM survey_animals sa JOIN surveys s ON s.id = sa.survey_id JOIN animals a ON a.id = sa.animal_id`,
    );
    const withAnimals = new Set(rows.map((row) => row.survey_id));
    expect(withAnimals.size).toBeGreaterThanOrEqual(6);
    expect(withAnimals.size).toBeLessThan(surveys.length);
    for (const row of rows) {
      expect(speciesGroupOf(row.species)).toContain(row.animal_species);
      expect(row.status).not.toBe('Adoptowany');
      expect(row.rainbow_bridge).toBe(false);
    }
  });

  it('stores answers that satisfy their questionnaire, with clarifications', async () => {
    const cache = new Map<Species, SurveyQuestion[]>();
    for (const survey of surveys) {
      const questions = cache.get(survey.species) ?? (await findSurveyQuestions(db.dataSource, survey.species));
      cache.set(survey.species, questions);
      const answers = await queryRows<{ question_id: number; value: string | number[] }>(
        db.dataSource,
        'SELECT question_id, value FROM survey_answers WHERE survey_id = $1',
        [survey.id],
      );
      const notes = await queryRows<{ option_id: number; text: string }>(
        db.dataSource,
        'SELECT option_id, text FROM survey_answer_notes WHERE survey_id = $1',
        [survey.id],
      );
      // Back to the wire format: select/radio answers are stored as the option's label.
      const odpowiedzi = Object.fromEntries(
        answers.map((answer) => {
          const question = questions.find((item) => item.id_pytania === answer.question_id)!;
          if (question.typ === 'select' || question.typ === 'radio') {
            const option = question.opcje.find((item) => item.etykieta_opcji === answer.value)!;
            return [String(answer.question_id), String(option.id_opcji)];
          }
          return [String(answer.question_id), answer.value];
        }),
      );
      const dopiski = Object.fromEntries(notes.map((note) => [String(note.option_id), note.text]));
      expect(findSurveyAnswerProblem(questions, odpowiedzi, dopiski), survey.email).toBeNull();
      expect(validateSurveyAnswers(questions, odpowiedzi, dopiski), survey.email).toEqual([]);
    }
    const notes = await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM survey_answer_notes');
    expect(notes.n).toBeGreaterThan(3);
  });
});
