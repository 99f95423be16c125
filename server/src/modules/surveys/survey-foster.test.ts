import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_FOSTER_MESSAGES as M, type PersonalDataExport, type SurveyActionResponse, type SurveyAdminDetail } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { execute, queryOne } from '../../db/sql.js';
import { anonymizeSurveys } from '../rodo/anonymize.js';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit } from './survey-test-kit.js';

describe('foster homes in the survey (issue 33, item 7): the carer notes and "opinia DT"', () => {
  let kit: AdminKit;
  let volunteer: HttpClient;
  const db = () => kit.db.dataSource;

  const addHome = async (firstName: string, lastName: string, city: string) =>
    (
      await queryOne<{ id: number }>(
        db(),
        `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity)
         VALUES ($1, $2, $3, '600100200', '30-001', $4, '{Królik}', 3) RETURNING id`,
        [firstName, lastName, `${lastName.toLowerCase()}.dt@example.com`, city],
      )
    ).id;
  const placeIn = (animalId: number, homeId: number) => execute(db(), `UPDATE animals SET foster_home_id = $2 WHERE id = $1`, [animalId, homeId]);
  const report = (homeId: number, animalId: number, kind: string, text: string, minutesAgo: number) =>
    execute(
      db(),
      `INSERT INTO foster_reports (foster_home_id, animal_id, kind, text, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
      [homeId, animalId, kind, text, minutesAgo],
    );
  const putOpinion = (surveyId: number, body: unknown, client?: HttpClient) => (client ?? kit.admin).request('PUT', `/api/survey/${surveyId}/foster-opinion`, body);

  beforeAll(async () => {
    kit = await startAdminKit();
    await ensureAdmin(db(), 'wolontariuszka', 'haslo-wolontariuszki-1');
    await execute(db(), `UPDATE admin_users SET role = 'wolontariusz' WHERE username = 'wolontariuszka'`);
    volunteer = new HttpClient(kit.server.baseUrl);
    expect((await volunteer.post('/api/auth/login', { username: 'wolontariuszka', password: 'haslo-wolontariuszki-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("shows, for each chosen animal in a foster home, the home and the carer's 3 latest notes and problems about it", async () => {
    const home = await addHome('Anna', 'Kowalska', 'Kraków');
    const otherHome = await addHome('Piotr', 'Zieliński', 'Łódź');
    const marchewka = await insertAnimal(db(), { name: 'Marchewka' });
    const inFoundation = await insertAnimal(db(), { name: 'Kulka' });
    await placeIn(marchewka, home);
    await report(home, marchewka, 'notatka', 'Najstarsza notatka.', 50);
    await report(home, marchewka, 'notatka', 'Je siano i marchewkę.', 40);
    await report(home, marchewka, 'waga', '', 30);
    await report(home, marchewka, 'problem', 'Kicha od rana.', 20);
    await report(home, marchewka, 'zdjecie', '', 15);
    await report(home, marchewka, 'notatka', 'Lubi głaskanie.', 10);
    // What an earlier home wrote is not this carer's word.
    await report(otherHome, marchewka, 'notatka', 'Z poprzedniego domu.', 5);
    const survey = await insertSurvey(db(), { animals: [marchewka, inFoundation] });

    const detail = await kit.detail(survey);
    const byName = new Map(detail.animals.map((animal) => [animal.name, animal]));
    expect(byName.get('Kulka')?.foster).toBeNull();
    expect(byName.get('Marchewka')?.foster).toEqual({
      fosterHome: { id: home, name: 'Anna Kowalska (Kraków)' },
      notes: [
        { kind: 'notatka', text: 'Lubi głaskanie.', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown },
        { kind: 'problem', text: 'Kicha od rana.', createdAt: expect.any(String) as unknown },
        { kind: 'notatka', text: 'Je siano i marchewkę.', createdAt: expect.any(String) as unknown },
      ],
    });

    // Volunteers: the notes about the animal, never the carer's name.
    const response = await volunteer.get(`/api/survey/details/${survey}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('Kowalska');
    const seen = JSON.parse(text) as SurveyAdminDetail;
    const foster = seen.animals.find((animal) => animal.id === marchewka)?.foster;
    expect(foster?.fosterHome).toEqual({ id: home });
    expect(foster?.notes.map((note) => note.text)).toEqual(['Lubi głaskanie.', 'Kicha od rana.', 'Je siano i marchewkę.']);
  });

  it('leaves out an animal that was adopted or moved back to the foundation', async () => {
    const home = await addHome('Ewa', 'Nowak', 'Gdańsk');
    const animal = await insertAnimal(db(), { name: 'Pestka' });
    await placeIn(animal, home);
    await report(home, animal, 'notatka', 'Wszystko dobrze.', 1);
    const survey = await insertSurvey(db(), { animals: [animal] });
    expect((await kit.detail(survey)).animals[0]?.foster?.fosterHome.id).toBe(home);
    // Adopted: it no longer lives with the home (placements.ts LIVING_WITH_HOME).
    await execute(db(), `UPDATE animals SET status = 'Adoptowany' WHERE id = $1`, [animal]);
    expect((await kit.detail(survey)).animals[0]?.foster).toBeNull();
    await execute(db(), `UPDATE animals SET status = 'Dostępny', foster_home_id = NULL WHERE id = $1`, [animal]);
    expect((await kit.detail(survey)).animals[0]?.foster).toBeNull();
  });

  it('records "opinia DT" with who and when, shows it on the card, and keeps the value in the history, never the note', async () => {
    const survey = await insertSurvey(db());
    const adopterId = await kit.linkAdopter(survey);
    const note = 'Opiekunka poznała rodzinę na spacerze; dzieci spokojne.';

    const response = await putOpinion(survey, { opinion: 'zastrzezenia', note: `  ${note}  ` });
    expect(response.status).toBe(200);
    const body = await readJson<SurveyActionResponse>(response);
    expect(body.message).toBe(M.opinionSaved);
    expect(body.survey.fosterOpinion).toEqual({ opinion: 'zastrzezenia', note, at: expect.stringMatching(/^\d{4}-/) as unknown, by: 'admin' });
    expect((await kit.detail(survey)).fosterOpinion?.opinion).toBe('zastrzezenia');
    expect((await kit.list('new')).find((item) => item.id === survey)?.fosterOpinion).toBe('zastrzezenia');

    // Volunteers read the opinion without its note.
    const seen = await readJson<SurveyAdminDetail>(await volunteer.get(`/api/survey/details/${survey}`));
    expect(seen.fosterOpinion).toMatchObject({ opinion: 'zastrzezenia', note: '' });
    // And may not set it.
    expect((await putOpinion(survey, { opinion: 'pozytywna', note: '' }, volunteer)).status).toBe(403);

    // Only the note changes: recorded as a changed field, without its words.
    expect((await putOpinion(survey, { opinion: 'zastrzezenia', note: 'Druga wersja notatki.' })).status).toBe(200);
    // Nothing changes: nothing recorded.
    expect((await putOpinion(survey, { opinion: 'zastrzezenia', note: 'Druga wersja notatki.' })).status).toBe(200);
    const cleared = await readJson<SurveyActionResponse>(await putOpinion(survey, { opinion: null, note: '' }));
    expect(cleared.message).toBe(M.opinionCleared);
    expect(cleared.survey.fosterOpinion).toBeNull();
    expect(await queryOne(db(), `SELECT foster_opinion, foster_opinion_note, foster_opinion_at, foster_opinion_by FROM surveys WHERE id = $1`, [survey])).toEqual({
      foster_opinion: null,
      foster_opinion_note: '',
      foster_opinion_at: null,
      foster_opinion_by: null,
    });

    const history = await kit.history('survey', survey);
    expect(history.map((row) => [row.action, row.details])).toEqual([
      ['survey.foster_opinion_set', { opinion: 'zastrzezenia', changes: { fosterOpinion: { from: null, to: 'z zastrzeżeniami' } }, fields: ['fosterOpinionNote'] }],
      ['survey.foster_opinion_set', { opinion: 'zastrzezenia', fields: ['fosterOpinionNote'] }],
      ['survey.foster_opinion_set', { opinion: null, changes: { fosterOpinion: { from: 'z zastrzeżeniami', to: null } } }],
    ]);
    expect((await kit.history('adopter', adopterId)).map((row) => row.action)).toEqual(['survey.foster_opinion_set', 'survey.foster_opinion_set', 'survey.foster_opinion_set']);
    const everything = JSON.stringify(await kit.history());
    expect(everything).not.toContain('spacerze');
    expect(everything).not.toContain('Druga wersja');
  });

  it('refuses a wrong opinion, a long note, or a note without an opinion, in Polish, storing nothing', async () => {
    const survey = await insertSurvey(db());
    const before = await kit.historyCount();
    const cases: [unknown, string, string][] = [
      [{ opinion: 'swietna', note: '' }, 'opinion', M.opinionInvalid],
      [{ opinion: 'pozytywna', note: 'x'.repeat(501) }, 'note', M.opinionNoteTooLong],
      [{ opinion: null, note: 'Bez opinii.' }, 'note', M.opinionNoteWithoutOpinion],
    ];
    for (const [body, field, message] of cases) {
      const response = await putOpinion(survey, body);
      expect(response.status).toBe(400);
      expect((await readJson<{ fields: Record<string, string> }>(response)).fields[field]).toBe(message);
    }
    expect(await queryOne(db(), `SELECT foster_opinion FROM surveys WHERE id = $1`, [survey])).toEqual({ foster_opinion: null });
    expect(await kit.historyCount()).toBe(before);
    expect((await putOpinion(999_999, { opinion: 'pozytywna', note: '' })).status).toBe(404);
  });

  it('puts the note in the RODO export and blanks it when the survey is erased (the value stays)', async () => {
    const survey = await insertSurvey(db(), { email: 'rodo.dt@example.com' });
    const adopterId = await kit.linkAdopter(survey, 'rodo.dt@example.com');
    expect((await putOpinion(survey, { opinion: 'negatywna', note: 'Pani mówiła, że królik zamieszka na balkonie.' })).status).toBe(200);

    const exported = await readJson<PersonalDataExport>(await kit.admin.get(`/api/adopters/${adopterId}/export`));
    expect(exported.surveys.find((item) => item.id === survey)?.fosterOpinion).toEqual({
      opinion: 'negatywna',
      note: 'Pani mówiła, że królik zamieszka na balkonie.',
      at: expect.any(String) as unknown,
    });
    const text = await (await kit.admin.get(`/api/adopters/${adopterId}/export?format=text`)).text();
    expect(text).toContain('Opinia domu tymczasowego: negatywna');
    expect(text).toContain('zamieszka na balkonie');

    await kit.db.dataSource.transaction((manager) => anonymizeSurveys(manager, [survey]));
    expect(await queryOne(db(), `SELECT foster_opinion, foster_opinion_note FROM surveys WHERE id = $1`, [survey])).toEqual({
      foster_opinion: 'negatywna',
      foster_opinion_note: '',
    });
    // An erased survey takes no new note.
    const refused = await putOpinion(survey, { opinion: 'pozytywna', note: 'Nowa notatka.' });
    expect(refused.status).toBe(409);
    expect((await readJson<{ error: string }>(refused)).error).toBe(M.opinionErased);
  });
});
