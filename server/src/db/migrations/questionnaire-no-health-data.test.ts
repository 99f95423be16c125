import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIES, type Species, type SurveyQuestion } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { runMigration } from '../../../test/run-migration.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { QuestionnaireNoHealthData1795305600041 } from './1795305600041-questionnaire-no-health-data.js';
import { execute, queryOne, queryRows } from '../sql.js';

const ANIMALS_ALLOWED = 'Czy w miejscu, w którym mieszkasz, można trzymać zwierzęta?';
const HOUSEHOLD_CONTACT = 'Czy wszyscy domownicy mogą mieć kontakt z sianem, sierścią i ściółką?';
const OLD_OWNERSHIP = 'Czy mieszkanie lub dom jest Twoją własnością?';
const OLD_ALLERGY = 'Czy ktoś z domowników ma alergię (np. na sierść, siano lub ściółkę)?';

/** What a visitor reads: label, section, type, options and whether a clarification is asked. */
const shape = (question: SurveyQuestion) => ({
  label: question.etykieta,
  group: question.grupa ?? null,
  type: question.typ,
  required: question.obowiazkowe,
  options: question.opcje.map((option) => `${option.etykieta_opcji}${option.wymaga_dopisku ? ' [dopisek]' : ''}`),
});

/** RODO: the questionnaires ask nothing about health or ownership (issue 17, special-category data). */
describe('questionnaires without health data or property questions', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const questionnaire = async (species: Species) =>
    readJson<SurveyQuestion[]>(await fetch(`${server.baseUrl}/api/survey/questions/${encodeURIComponent(species)}`));
  const migration = new QuestionnaireNoHealthData1795305600041();
  const run = (direction: 'up' | 'down') => runMigration(db.dataSource, migration, direction);

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('a new database: every species asks the two new questions and nothing about allergies or ownership', async () => {
    for (const species of SPECIES) {
      const questions = await questionnaire(species);
      const texts = JSON.stringify(questions.map(shape));
      expect(texts, species).not.toMatch(/alergi|na co\?|własnoś|wynajm/i);
      const byLabel = new Map(questions.map((question) => [question.etykieta, shape(question)]));
      expect(byLabel.get(ANIMALS_ALLOWED), species).toEqual({
        label: ANIMALS_ALLOWED,
        group: 'Ty i Twój dom',
        type: 'radio',
        required: 1,
        options: ['Tak', 'Nie', 'Nie wiem'],
      });
      expect(byLabel.get(HOUSEHOLD_CONTACT), species).toEqual({
        label: HOUSEHOLD_CONTACT,
        group: 'Ty i Twój dom',
        type: 'radio',
        required: 1,
        options: ['Tak', 'Nie'],
      });
    }
  });

  it('an existing database: the migration swaps the two questions in place, keeps the rest and the old answers', async () => {
    // The database as it was before the change: the old questions back in their places.
    await run('down');
    const before = await questionnaire('Królik');
    const oldAllergy = before.find((question) => question.etykieta === OLD_ALLERGY)!;
    const oldOwnership = before.find((question) => question.etykieta === OLD_OWNERSHIP)!;
    expect(oldAllergy.opcje.map((option) => option.etykieta_opcji)).toContain('Tak (na co?)');
    expect(oldOwnership).toBeDefined();

    // A survey answered the allergy question with its clarification.
    const allergyYes = oldAllergy.opcje.find((option) => option.wymaga_dopisku === 1)!;
    const [survey] = await queryRows<{ id: number }>(
      db.dataSource,
      `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at)
       VALUES ('Królik', 'Jan', 'Stary', 'jan.stary@example.org', '+48600100200', '00-001', 'Warszawa', now()) RETURNING id`,
    );
    await execute(
      db.dataSource,
      `INSERT INTO survey_answers (survey_id, question_id, question_label, group_label, position, value) VALUES ($1, $2, $3, 'Ty i Twój dom', 1, $4::jsonb)`,
      [survey!.id, oldAllergy.id_pytania, OLD_ALLERGY, JSON.stringify(allergyYes.etykieta_opcji)],
    );
    await execute(db.dataSource, `INSERT INTO survey_answer_notes (survey_id, option_id, option_label, text) VALUES ($1, $2, $3, 'na siano')`, [
      survey!.id,
      allergyYes.id_opcji,
      allergyYes.etykieta_opcji,
    ]);

    await run('up');
    const after = await questionnaire('Królik');
    // Same length and order; only the two questions changed, each in the old one's place.
    expect(after.map((question) => question.etykieta)).toEqual(
      before.map((question) =>
        question.etykieta === OLD_ALLERGY ? HOUSEHOLD_CONTACT : question.etykieta === OLD_OWNERSHIP ? ANIMALS_ALLOWED : question.etykieta,
      ),
    );
    const unchanged = (questions: SurveyQuestion[]) =>
      questions.filter((question) => ![OLD_ALLERGY, OLD_OWNERSHIP, HOUSEHOLD_CONTACT, ANIMALS_ALLOWED].includes(question.etykieta)).map(shape);
    expect(unchanged(after)).toEqual(unchanged(before));
    expect(JSON.stringify(after.map(shape))).not.toMatch(/alergi|na co\?|własnoś/i);
    for (const species of SPECIES) {
      const labels = (await questionnaire(species)).map((question) => question.etykieta);
      expect(labels.filter((label) => label === HOUSEHOLD_CONTACT || label === ANIMALS_ALLOWED), species).toHaveLength(2);
    }

    // The old answer keeps its copied label and clarification (retention handles it later).
    const answer = await queryOne<{ question_id: number | null; question_label: unknown; value: unknown }>(db.dataSource, `SELECT question_id, question_label, value FROM survey_answers WHERE survey_id = $1`, [survey!.id]);
    expect(answer).toEqual({ question_id: null, question_label: OLD_ALLERGY, value: 'Tak (na co?)' });
    const note = await queryOne<{ option_id: number | null; option_label: unknown; text: unknown }>(db.dataSource, `SELECT option_id, option_label, text FROM survey_answer_notes WHERE survey_id = $1`, [survey!.id]);
    expect(note).toEqual({ option_id: null, option_label: 'Tak (na co?)', text: 'na siano' });

    // Run again on a database that already has the new questions: nothing to replace.
    await run('up');
    expect((await questionnaire('Królik')).map(shape)).toEqual(after.map(shape));
  });
});
