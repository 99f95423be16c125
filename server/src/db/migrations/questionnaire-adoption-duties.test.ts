import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIES, type Species, type SurveyQuestion } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { runMigration } from '../../../test/run-migration.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { QuestionnaireAdoptionDuties1795305600500 } from './1795305600500-questionnaire-adoption-duties.js';

const ADULT = 'Czy masz ukończone 18 lat?';
const GIFT = 'Czy zwierzak ma być prezentem dla kogoś?';
const CONTACT = 'Czy zgadzasz się na kontakt po adopcji (zdjęcia, krótka informacja, ewentualna wizyta)?';
const OLD_CONTACT = 'Czy zgadzasz się na kontakt po adopcji (od czasu do czasu zdjęcie lub krótka wiadomość, co słychać)?';
const HAMSTER_CAGES = 'Jeśli adoptujesz więcej niż jednego chomika: czy każdy dostanie osobną klatkę?';
const SINGLE = /^Jeśli chcesz adoptować jedno zwierzę: z kim będzie mieszkać\?/;
const TORTOISES = 'Czy masz już inne żółwie? Jakie gatunki?';
const SOCIAL: Species[] = ['Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Myszoskoczek', 'Szynszyla'];

const shape = (question: SurveyQuestion) => ({
  label: question.etykieta,
  group: question.grupa ?? null,
  type: question.typ,
  required: question.obowiazkowe,
  options: question.opcje.map((option) => `${option.etykieta_opcji}${option.wymaga_dopisku ? ' [dopisek]' : ''}`),
});

describe('questionnaires ask what a responsible adoption needs (issue 21)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const questionnaire = async (species: Species) =>
    readJson<SurveyQuestion[]>(await fetch(`${server.baseUrl}/api/survey/questions/${encodeURIComponent(species)}`));
  const migration = new QuestionnaireAdoptionDuties1795305600500();
  const run = (direction: 'up' | 'down') => runMigration(db.dataSource, migration, direction);

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('a new database: every species asks about age, gift and contact; hamsters, social species and tortoises their own', async () => {
    for (const species of SPECIES) {
      const questions = (await questionnaire(species)).map(shape);
      const labels = questions.map((question) => question.label);
      expect(labels.slice(0, 3), species).toEqual([ADULT, GIFT, 'Gdzie mieszkasz?']);
      expect(questions.find((question) => question.label === CONTACT), species).toMatchObject({ required: 1, options: ['Tak', 'Nie'] });
      expect(labels, species).not.toContain(OLD_CONTACT);
      expect(labels.includes(HAMSTER_CAGES), species).toBe(species.startsWith('Chomik'));
      expect(labels.some((label) => SINGLE.test(label)), species).toBe(SOCIAL.includes(species));
      expect(labels.includes(TORTOISES), species).toBe(species === 'Żółw');
    }
  });

  it('an existing database: down restores the questionnaires as they were, up brings them to the new ones exactly', async () => {
    const fresh = await Promise.all(SPECIES.map(async (species) => (await questionnaire(species)).map(shape)));
    await run('down');
    for (const species of SPECIES) {
      const questions = (await questionnaire(species)).map(shape);
      const labels = questions.map((question) => question.label);
      expect(labels, species).not.toContain(ADULT);
      expect(labels, species).not.toContain(CONTACT);
      expect(questions.find((question) => question.label === OLD_CONTACT), species).toMatchObject({ required: 0 });
    }
    await run('up');
    const after = await Promise.all(SPECIES.map(async (species) => (await questionnaire(species)).map(shape)));
    expect(after).toEqual(fresh);
    // Run again: nothing is added twice.
    await run('up');
    expect(await Promise.all(SPECIES.map(async (species) => (await questionnaire(species)).map(shape)))).toEqual(fresh);
  });
});
