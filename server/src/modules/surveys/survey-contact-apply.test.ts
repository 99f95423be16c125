import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADOPTION_MESSAGES,
  SURVEY_CONTACT_MESSAGES,
  type AdopterAdminProfile,
  type SurveyActionResponse,
  type SurveyAdminDetail,
  type SurveyQuestion,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

const SPECIES = 'Królik';

type AdopterRow = Columns<'adopters', 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city'>;

describe('a public survey never changes a stored adopter; staff apply its data with one click', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let questions: SurveyQuestion[];
  let keys = 0;

  /** Every question answered with its first option that needs no clarification, or a short text. */
  function answers(): Record<string, string | number[]> {
    const result: Record<string, string | number[]> = {};
    for (const question of questions) {
      const plain = question.opcje.filter((option) => option.wymaga_dopisku === 0);
      if (question.typ === 'tekst' || question.typ === 'textarea') result[String(question.id_pytania)] = 'Odpowiedź.';
      else if (question.typ === 'checkbox') result[String(question.id_pytania)] = [plain[0]!.id_opcji];
      else result[String(question.id_pytania)] = String(plain[0]!.id_opcji);
    }
    return result;
  }

  const submit = async (contact: Record<string, string>) => {
    const response = await fetch(`${server.baseUrl}/api/survey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        gatunek: SPECIES,
        zwierzaki: [],
        odpowiedzi: answers(),
        dopiski: {},
        zgoda: true,
        idempotencyKey: `contact-apply-test-${process.pid}-${(keys += 1)}`,
        ...contact,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<{ id: number }>(response)).id;
  };
  const adopterRow = async (id: number): Promise<AdopterRow> =>
    queryOne<AdopterRow>(db.dataSource, `SELECT first_name, last_name, email, phone, zip, city FROM adopters WHERE id = $1`, [id]);
  const historyRows = async (): Promise<RecordedHistory[]> =>
    queryRows<RecordedHistory>(db.dataSource, `SELECT actor_name, action, subject_type, subject_id, details FROM history WHERE action = 'adopter.contact_applied' ORDER BY id`);

  /** A stored adopter with one adoption (recorded by staff, without a survey). */
  async function storedAdopter(email: string): Promise<number> {
    const [adopter] = await queryRows<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email, phone, zip, city) VALUES ('Marta', 'Kowalska', $1, '+48600100200', '30-001', 'Kraków') RETURNING id`,
      [email],
    );
    const animal = await insertAnimal(db.dataSource, { name: `Adoptowany ${email}`, status: 'Adoptowany' });
    await execute(db.dataSource, `INSERT INTO adoptions (animal_id, adopter_id) VALUES ($1, $2)`, [animal, adopter!.id]);
    return adopter!.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    questions = await readJson<SurveyQuestion[]>(await fetch(`${server.baseUrl}/api/survey/questions/${encodeURIComponent(SPECIES)}`));
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('links a survey sent from a stored e-mail in another letter case without changing the adopter; staff apply it', async () => {
    const adopterId = await storedAdopter('marta.kowalska@example.org');
    const before = await adopterRow(adopterId);
    const surveyId = await submit({
      imie: 'Marianna',
      nazwisko: 'Nowicka',
      email: 'Marta.Kowalska@Example.org',
      telefon: '+48 511 222 333',
      adres_kod: '30-001',
      adres_miasto: 'Wieliczka',
    });

    // The adopter row is untouched; the survey is linked to it and keeps the data it was sent with.
    expect(await adopterRow(adopterId)).toEqual(before);
    expect(Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*) AS n FROM adopters`)).n)).toBe(1);
    const survey = await queryOne<{ adopter_id: number | null; first_name: unknown; last_name: unknown; email: unknown; phone: unknown; city: unknown }>(db.dataSource, `SELECT adopter_id, first_name, last_name, email, phone, city FROM surveys WHERE id = $1`, [surveyId]);
    expect(survey).toEqual({
      adopter_id: adopterId,
      first_name: 'Marianna',
      last_name: 'Nowicka',
      email: 'Marta.Kowalska@Example.org',
      phone: '+48511222333',
      city: 'Wieliczka',
    });

    // The past adoption still shows under the adopter's own name.
    const profile = await readJson<AdopterAdminProfile>(await admin.get(`/api/adopters/${adopterId}`));
    expect(profile.adopter).toMatchObject({ firstName: 'Marta', lastName: 'Kowalska', email: 'marta.kowalska@example.org', city: 'Kraków' });
    expect(profile.adoptedAnimals).toHaveLength(1);

    // The survey detail lists each differing field, survey value against the adopter's.
    const detail = await readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${surveyId}`));
    expect(detail.adopterId).toBe(adopterId);
    expect(detail.contactDifferences).toEqual([
      { field: 'firstName', surveyValue: 'Marianna', adopterValue: 'Marta' },
      { field: 'lastName', surveyValue: 'Nowicka', adopterValue: 'Kowalska' },
      { field: 'email', surveyValue: 'Marta.Kowalska@Example.org', adopterValue: 'marta.kowalska@example.org' },
      { field: 'phone', surveyValue: '+48511222333', adopterValue: '+48600100200' },
      { field: 'city', surveyValue: 'Wieliczka', adopterValue: 'Kraków' },
    ]);

    // Without a session: 401 and nothing changes.
    const anonymous = await fetch(`${server.baseUrl}/api/survey/${surveyId}/apply-contact`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await adopterRow(adopterId)).toEqual(before);
    expect(await historyRows()).toEqual([]);

    const applied = await admin.post(`/api/survey/${surveyId}/apply-contact`);
    expect(applied.status).toBe(200);
    const body = await readJson<SurveyActionResponse>(applied);
    expect(body.message).toBe('Zapisano dane z ankiety u adoptującego.');
    expect(body.survey.contactDifferences).toEqual([]);
    expect(await adopterRow(adopterId)).toEqual({
      first_name: 'Marianna',
      last_name: 'Nowicka',
      email: 'Marta.Kowalska@Example.org',
      phone: '+48511222333',
      zip: '30-001',
      city: 'Wieliczka',
    });

    // One history row per subject (the adopter, the survey): who, which adopter and survey, the field names; never the values.
    const history = await historyRows();
    expect(history).toEqual([
      {
        actor_name: 'admin',
        action: 'adopter.contact_applied',
        subject_type: 'adopter',
        subject_id: adopterId,
        details: { surveyId, fields: ['firstName', 'lastName', 'email', 'phone', 'city'] },
      },
      {
        actor_name: 'admin',
        action: 'adopter.contact_applied',
        subject_type: 'survey',
        subject_id: surveyId,
        details: { adopterId, fields: ['firstName', 'lastName', 'email', 'phone', 'city'] },
      },
    ]);
    expect(JSON.stringify(history)).not.toMatch(/Marianna|Nowicka|Wieliczka|511222333/);

    // Nothing left to apply: a clear Polish 409, no further history rows.
    const again = await admin.post(`/api/survey/${surveyId}/apply-contact`);
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ error: SURVEY_CONTACT_MESSAGES.noDifference, code: 'no_contact_difference' });
    expect(await historyRows()).toHaveLength(2);
  });

  it('a new e-mail address creates the adopter from the survey; adopting through it changes no stored adopter', async () => {
    const surveyId = await submit({
      imie: 'Zofia',
      nazwisko: 'Nowa',
      email: 'zofia.nowa@example.org',
      telefon: '600700800',
      adres_kod: '00-001',
      adres_miasto: 'Warszawa',
    });
    const { adopter_id: adopterId } = await queryOne<{ adopter_id: number }>(db.dataSource, `SELECT adopter_id FROM surveys WHERE id = $1`, [surveyId]);
    expect(await adopterRow(adopterId)).toEqual({
      first_name: 'Zofia',
      last_name: 'Nowa',
      email: 'zofia.nowa@example.org',
      phone: '600700800',
      zip: '00-001',
      city: 'Warszawa',
    });
    const detail = await readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${surveyId}`));
    expect(detail.contactDifferences).toEqual([]);

    // Staff correct the adopter's name; a later adoption through the old survey keeps the correction.
    await execute(db.dataSource, `UPDATE adopters SET last_name = 'Nowa-Kowalska' WHERE id = $1`, [adopterId]);
    const animal = await insertAnimal(db.dataSource, { name: 'Kicia' });
    expect((await admin.post(`/api/survey/${surveyId}/selected-animals`, { animals: [animal] })).status).toBe(200);
    const adopted = await admin.post(`/api/survey/${surveyId}/adopt-bulk`, { animalIds: [animal] });
    expect(adopted.status).toBe(200);
    expect((await adopterRow(adopterId)).last_name).toBe('Nowa-Kowalska');
    const survey = (await readJson<SurveyActionResponse>(adopted)).survey;
    expect(survey.contactDifferences).toEqual([{ field: 'lastName', surveyValue: 'Nowa', adopterValue: 'Nowa-Kowalska' }]);
  });

  it('refuses to apply a survey without an adopter or with an erased one (409), or an unknown survey (404), in Polish', async () => {
    const orphan = await insertSurvey(db.dataSource);
    const detail = await readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${orphan}`));
    expect({ adopterId: detail.adopterId, differences: detail.contactDifferences }).toEqual({ adopterId: null, differences: [] });
    const refused = await admin.post(`/api/survey/${orphan}/apply-contact`);
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toMatchObject({ error: 'Ta ankieta nie jest powiązana z żadnym adoptującym.', code: 'survey_without_adopter' });

    // An erased adopter (RODO) is never filled back in from a survey.
    const erasedId = await storedAdopter('usuniety@example.org');
    const fromErased = await submit({
      imie: 'Inne',
      nazwisko: 'Dane',
      email: 'usuniety@example.org',
      telefon: '+48600100200',
      adres_kod: '30-001',
      adres_miasto: 'Kraków',
    });
    await execute(db.dataSource, `UPDATE adopters SET erased_at = now() WHERE id = $1`, [erasedId]);
    const erasedDetail = await readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${fromErased}`));
    expect({ adopterId: erasedDetail.adopterId, differences: erasedDetail.contactDifferences }).toEqual({ adopterId: null, differences: [] });
    expect((await admin.post(`/api/survey/${fromErased}/apply-contact`)).status).toBe(409);
    expect((await adopterRow(erasedId)).first_name).toBe('Marta');

    const missing = await admin.post(`/api/survey/999999/apply-contact`);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toMatchObject({ error: ADOPTION_MESSAGES.surveyNotFound });
  });

  it('refuses with 409 when another adopter already has the survey e-mail address', async () => {
    const first = await storedAdopter('pierwsza@example.org');
    const surveyId = await submit({
      imie: 'Marta',
      nazwisko: 'Kowalska',
      email: 'pierwsza@example.org',
      telefon: '+48600100200',
      adres_kod: '30-001',
      adres_miasto: 'Kraków',
    });
    // Staff moved the adopter to a new address; someone else took the old one meanwhile.
    await execute(db.dataSource, `UPDATE adopters SET email = 'nowy.adres@example.org' WHERE id = $1`, [first]);
    await execute(db.dataSource, `INSERT INTO adopters (first_name, last_name, email) VALUES ('Inna', 'Osoba', 'PIERWSZA@example.org')`);
    const refused = await admin.post(`/api/survey/${surveyId}/apply-contact`);
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toMatchObject({ error: ADOPTION_MESSAGES.adopterEmailTaken });
    expect((await adopterRow(first)).email).toBe('nowy.adres@example.org');
    expect(await historyRows()).toHaveLength(2);
  });
});
