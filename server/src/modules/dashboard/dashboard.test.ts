import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_STALE_DAYS, type DashboardResponse, type Paged, type SurveyAdminListItem } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { HttpClient } from '../../../test/http-client.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit } from '../surveys/survey-test-kit.js';
import { loadDashboard } from './dashboard.queries.js';
import { execute } from '../../db/sql.js';

/** GET /api/dashboard ("Na dziś") and the survey list filters its links open, on real PostgreSQL. */
describe('admin dashboard API', () => {
  let kit: AdminKit;
  const dashboard = async () => {
    const response = await kit.admin.get('/api/dashboard');
    expect(response.status).toBe(200);
    return readJson<DashboardResponse>(response);
  };
  const listIds = async (query: string) => {
    const response = await kit.admin.get(`/api/survey/surveys?pageSize=50&${query}`);
    expect(response.status).toBe(200);
    return (await readJson<Paged<SurveyAdminListItem>>(response)).items.map((item) => item.id);
  };
  const reserve = async (surveyId: number, animalId: number, ageMs: number) => {
    await kit.ok(await kit.action(surveyId, 'reserve', { animalId }));
    await execute(kit.db.dataSource, `UPDATE reservations SET created_at = now() - make_interval(secs => $2) WHERE survey_id = $1 AND animal_id = $3`, [
      surveyId,
      ageMs / 1000,
      animalId,
    ]);
  };
  const DAY = 24 * 60 * 60 * 1000;
  const MINUTE = 60 * 1000;

  beforeAll(async () => {
    kit = await startAdminKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('answers 401 without a session', async () => {
    const anonymous = new HttpClient(kit.server.baseUrl);
    expect((await anonymous.get('/api/dashboard')).status).toBe(401);
  });

  it('is empty on an empty database, with the default threshold', async () => {
    const body = await dashboard();
    expect(body).toEqual({
      staleDays: DEFAULT_RESERVATION_STALE_DAYS,
      newSurveys: { count: 0, items: [] },
      staleReservations: { count: 0, items: [] },
      unreadMail: { count: 0, items: [] },
      animalsElsewhere: { count: 0, items: [] },
      // Mail here is local only (no SMTP): nothing is sent on purpose, so nothing is in trouble.
      mailTrouble: null,
      // The test app's foundation data is complete.
      foundationMissing: [],
      // No background job has failed.
      failingJobs: [],
    });
  });

  it('counts new surveys, stale reservations (strictly older than the threshold), unread mail and animals gone elsewhere', async () => {
    const d = kit.db.dataSource;
    const burek = await insertAnimal(d, { name: 'Burek' });
    const kropka = await insertAnimal(d, { name: 'Kropka' });
    const misia = await insertAnimal(d, { name: 'Misia' });
    const fela = await insertAnimal(d, { name: 'Fela' });
    // Four new surveys; the newest three are listed.
    const older = await insertSurvey(d, { firstName: 'Olga', lastName: 'Stara', animals: [burek], createdAt: new Date(Date.now() - 5 * DAY) });
    const justFresh = await insertSurvey(d, { firstName: 'Jan', lastName: 'Świeży', animals: [kropka], createdAt: new Date(Date.now() - 4 * DAY) });
    const staleOne = await insertSurvey(d, { firstName: 'Zofia', lastName: 'Kowalska-Nowak', animals: [misia], createdAt: new Date(Date.now() - 30 * DAY) });
    const chooser = await insertSurvey(d, { firstName: 'Ala', lastName: 'Wybierająca', animals: [misia, fela], createdAt: new Date(Date.now() - 2 * DAY) });
    const plain = await insertSurvey(d, { firstName: 'Ewa', lastName: 'Nowa', createdAt: new Date(Date.now() - DAY) });

    // Boundary: a day-minute short of the threshold is not stale, a minute past it is.
    await reserve(justFresh, kropka, DEFAULT_RESERVATION_STALE_DAYS * DAY - MINUTE);
    await reserve(staleOne, misia, DEFAULT_RESERVATION_STALE_DAYS * DAY + MINUTE);
    await execute(
      d,
      `INSERT INTO mail_messages (source, from_name, from_email, subject, text_body, date_received, seen) VALUES
       ('local', 'Ola', 'ola@example.org', 'Pytanie o Burka', 'Treść', now() - interval '1 hour', false),
       ('local', '', 'piotr@example.org', 'Wizyta', 'Treść', now(), false),
       ('local', 'Ktoś', 'ktos@example.org', 'Przeczytana', 'Treść', now(), true)`,
    );

    const body = await dashboard();
    expect(body.newSurveys.count).toBe(3);
    expect(body.newSurveys.items.map((item) => item.id)).toEqual([plain, chooser, older]);
    expect(body.newSurveys.items[1]).toMatchObject({ person: 'Ala Wybierająca', species: 'Królik' });

    expect(body.staleReservations.count).toBe(1);
    expect(body.staleReservations.items).toEqual([{ surveyId: staleOne, person: 'Zofia Kowalska-Nowak', animalName: 'Misia', since: expect.any(String) as unknown }]);

    expect(body.unreadMail.count).toBe(2);
    expect(body.unreadMail.items.map((item) => [item.subject, item.from])).toEqual([
      ['Wizyta', 'piotr@example.org'],
      ['Pytanie o Burka', 'Ola'],
    ]);

    // The threshold is the configured one: at 13 days both reservations are stale.
    expect((await loadDashboard(d, DEFAULT_RESERVATION_STALE_DAYS - 1)).staleReservations.items.map((item) => item.surveyId)).toEqual([staleOne, justFresh]);

    // Misia is reserved through another survey: Ala's open survey needs a word.
    expect(body.animalsElsewhere.count).toBe(1);
    expect(body.animalsElsewhere.items.map((item) => item.id)).toEqual([chooser]);

    // Each link's list shows exactly the surveys counted.
    expect(await listIds('bucket=reserved&stale=1')).toEqual([staleOne]);
    expect(await listIds('bucket=reserved')).toEqual(expect.arrayContaining([staleOne, justFresh]));
    expect([...(await listIds('bucket=new&elsewhere=1')), ...(await listIds('bucket=reserved&elsewhere=1'))]).toEqual([chooser]);
    expect(await listIds('bucket=new')).toHaveLength(body.newSurveys.count);

    // An adoption elsewhere counts too; a closed survey does not.
    await kit.ok(await kit.action(older, 'adopt-bulk', { animalIds: [burek] }));
    const another = await insertSurvey(d, { firstName: 'Piotr', lastName: 'Spóźniony', animals: [burek] });
    expect((await dashboard()).animalsElsewhere.items.map((item) => item.id)).toEqual([another, chooser]);
    await kit.ok(await kit.action(another, 'close', { reason: 'wycofana' }));
    expect((await dashboard()).animalsElsewhere.items.map((item) => item.id)).toEqual([chooser]);
  });

  it('the survey cards say since when a survey holds its reservation', async () => {
    const d = kit.db.dataSource;
    const animal = await insertAnimal(d, { name: 'Kicia' });
    const survey = await insertSurvey(d, { animals: [animal] });
    await reserve(survey, animal, 3 * DAY);
    const response = await kit.admin.get(`/api/survey/surveys?bucket=reserved&pageSize=50`);
    const item = (await readJson<Paged<SurveyAdminListItem>>(response)).items.find((entry) => entry.id === survey);
    const since = Date.parse(item?.animals[0]?.reservedSince ?? '');
    expect(Math.round((Date.now() - since) / DAY)).toBe(3);
  });

  it('refuses a bad filter value with a Polish 400', async () => {
    const response = await kit.admin.get('/api/survey/surveys?stale=tak');
    expect(response.status).toBe(400);
    expect((await readJson<{ error: string }>(response)).error).toMatch(/[ąćęłńóśźż]|nieprawidłow/i);
  });
});

describe('RESERVATION_STALE_DAYS', () => {
  it('is read from the environment with a default of 14 and refuses nonsense', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(loadConfig({ NODE_ENV: 'test' }).dashboard.reservationStaleDays).toBe(14);
    expect(loadConfig({ NODE_ENV: 'test', RESERVATION_STALE_DAYS: '3' }).dashboard.reservationStaleDays).toBe(3);
    expect(() => loadConfig({ NODE_ENV: 'test', RESERVATION_STALE_DAYS: '0' })).toThrow();
  });
});
