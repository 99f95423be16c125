import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_MESSAGES, MESSAGES, type AdopterAdminProfile, type AdopterListItem, type Paged } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { animalState, insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne } from '../../db/sql.js';

interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

describe('admin adopters API', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  const people: Record<string, number> = {};
  const animals: Record<string, number> = {};

  const list = async (query: Record<string, string | number> = {}) => {
    const response = await admin.get(`/api/adopters?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
    expect(response.status).toBe(200);
    return readJson<Paged<AdopterListItem>>(response);
  };
  const names = async (query: Record<string, string | number> = {}) => (await list({ pageSize: 50, ...query })).items.map((item) => item.adopter.lastName);
  const profile = async (id: number) => {
    const response = await admin.get(`/api/adopters/${id}`);
    expect(response.status).toBe(200);
    return readJson<AdopterAdminProfile>(response);
  };
  const adoptThroughSurvey = async (surveyId: number, animalIds: number[]) => {
    const response = await admin.post(`/api/survey/${surveyId}/adopt-bulk`, { animalIds });
    expect(response.status).toBe(200);
  };
  const adopterIdOf = async (email: string) =>
    Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adopters WHERE lower(email) = lower($1)`, [email])).id);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const d = db.dataSource;
    animals.kulka = await insertAnimal(d, { name: 'Kulka', species: 'Królik' });
    animals.puszek = await insertAnimal(d, { name: 'Puszek', species: 'Królik' });
    animals.gryzek = await insertAnimal(d, { name: 'Gryzek', species: 'Szczur' });
    animals.mysia = await insertAnimal(d, { name: 'Mysia', species: 'Mysz' });
    animals.chomcio = await insertAnimal(d, { name: 'Chomcio', species: 'Chomik syryjski' });
    animals.free = await insertAnimal(d, { name: 'Wolny', species: 'Szynszyla' });

    // Żaneta: three adoptions through two surveys (Królik x2, Szczur), Mysz and Chomik later.
    const zaneta = { firstName: 'Żaneta', lastName: 'Łukasiewicz', email: 'zaneta@example.com', phone: '+48600100200', city: 'Łódź' };
    const s1 = await insertSurvey(d, { ...zaneta, species: 'Królik', animals: [animals.kulka, animals.puszek], createdAt: new Date('2026-01-01T10:00:00Z') });
    const s2 = await insertSurvey(d, { ...zaneta, species: 'Szczur', animals: [animals.gryzek], createdAt: new Date('2026-01-05T10:00:00Z') });
    await adoptThroughSurvey(s1, [animals.kulka, animals.puszek]);
    await adoptThroughSurvey(s2, [animals.gryzek]);
    people.zaneta = await adopterIdOf('zaneta@example.com');
    await insertSurvey(d, { ...zaneta, email: 'ZANETA@example.com', species: 'Mysz', animals: [animals.mysia], createdAt: new Date('2026-01-07T10:00:00Z') });

    const adam = await insertSurvey(d, { firstName: 'Adam', lastName: 'Abacki', email: 'adam@example.com', phone: '+48500300400', species: 'Chomik syryjski', animals: [animals.chomcio] });
    await adoptThroughSurvey(adam, [animals.chomcio]);
    people.adam = await adopterIdOf('adam@example.com');

    // Without any adoption (e.g. recorded at survey time).
    const row = await queryOne<{ id: number }>(
      d,
      `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Celina', 'Cebulska', 'celina@example.com', '+48700800900') RETURNING id`,
    );
    people.celina = row.id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lists adopters with adoption counts, the last adoption and species chips', async () => {
    const page = await list({ sort: 'most' });
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      id: people.zaneta,
      adopter: { firstName: 'Żaneta', lastName: 'Łukasiewicz', email: 'zaneta@example.com', phone: '+48600100200' },
      adoptionCount: 3,
      speciesChips: ['Królik', 'Szczur'],
    });
    expect(page.items[0]?.lastAdoptionAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.items.find((item) => item.id === people.celina)).toMatchObject({ adoptionCount: 0, lastAdoptionAt: null, speciesChips: [] });
  });

  it('sorts by name in Polish order, by count, and by the last adoption', async () => {
    expect(await names({ sort: 'name_az' })).toEqual(['Abacki', 'Cebulska', 'Łukasiewicz']);
    expect(await names({ sort: 'name_za' })).toEqual(['Łukasiewicz', 'Cebulska', 'Abacki']);
    expect((await names({ sort: 'most' }))[0]).toBe('Łukasiewicz');
    const newest = await names({ sort: 'newest' });
    const oldest = await names({ sort: 'oldest' });
    expect(oldest).toEqual([...newest].reverse());
  });

  it.each([
    ['żaneta', 'Łukasiewicz'],
    ['ŁUKASIEWICZ', 'Łukasiewicz'],
    ['żaneta łuk', 'Łukasiewicz'],
    ['ADAM@EXAMPLE', 'Abacki'],
    ['500 300', 'Abacki'],
    ['cebul', 'Cebulska'],
  ])('searches %j across name, e-mail and phone', async (query, lastName) => {
    expect(await names({ query })).toEqual([lastName]);
  });

  it('filters by the species of active adoptions and pages 12 at a time', async () => {
    expect(await names({ species: 'Szczur' })).toEqual(['Łukasiewicz']);
    expect(await names({ species: 'Chomik syryjski,Królik', sort: 'name_az' })).toEqual(['Abacki', 'Łukasiewicz']);
    expect(await names({ species: 'Żółw' })).toEqual([]);
    const d = db.dataSource;
    await execute(
      d,
      `INSERT INTO adopters (first_name, last_name, email) SELECT 'Seria', 'Seryjna' || g, 'seria' || g || '@example.com' FROM generate_series(1, 20) g`,
    );
    const first = await list({ query: 'seryjna' });
    const second = await list({ query: 'seryjna', page: 2 });
    expect([first.items.length, second.items.length, first.total, second.total]).toEqual([12, 8, 20, 20]);
    expect((await list({ query: 'seryjna', page: 5 })).total).toBe(20);
    expect((await admin.get('/api/adopters?sort=losowo')).status).toBe(400);
  });

  it('shows the profile: contact data, active adoptions newest first, surveys with their animals', async () => {
    const body = await profile(people.zaneta!);
    expect(body.adopter).toMatchObject({ firstName: 'Żaneta', lastName: 'Łukasiewicz', email: 'zaneta@example.com', city: 'Łódź' });
    expect(body.adopter.updatedAt).toMatch(/^\d{4}-/);
    expect(body.adoptedAnimals.map((item) => item.animal.name).sort()).toEqual(['Gryzek', 'Kulka', 'Puszek']);
    expect(body.adoptedAnimals[0]).toMatchObject({ adoptionId: expect.any(Number) as unknown, date: expect.stringMatching(/^\d{4}-/) as unknown, animal: { species: expect.any(String) as unknown, cover: expect.any(String) as unknown } });
    // Surveys sent from the same address in any letter case, newest first, with their animals.
    expect(body.surveys.map((survey) => [survey.species, survey.animals.map((animal) => animal.name)])).toEqual([
      ['Mysz', ['Mysia']],
      ['Szczur', ['Gryzek']],
      ['Królik', ['Kulka', 'Puszek']],
    ]);
    const empty = await profile(people.celina!);
    expect(empty.adoptedAnimals).toEqual([]);
    expect(empty.surveys).toEqual([]);
    const missing = await admin.get('/api/adopters/999999');
    expect(missing.status).toBe(404);
    expect((await readJson<ErrorBody>(missing)).error).toBe(ADOPTION_MESSAGES.adopterNotFound);
  });

  it('edits the adopter data, refusing bad input and another adopter’s e-mail', async () => {
    const put = (id: number, body: unknown) => admin.request('PUT', `/api/adopters/${id}`, body);
    const input = { firstName: ' Celina ', lastName: 'Cebulska-Nowak', email: 'celina.nowa@example.com', phone: '0048 600 111 222', zip: '00-002', city: 'Gdańsk' };
    const saved = await put(people.celina!, input);
    expect(saved.status).toBe(200);
    const body = await readJson<{ message: string; profile: AdopterAdminProfile }>(saved);
    expect(body.message).toBe(ADOPTION_MESSAGES.adopterSaved);
    expect(body.profile.adopter).toMatchObject({ firstName: 'Celina', lastName: 'Cebulska-Nowak', email: 'celina.nowa@example.com', phone: '+48600111222', city: 'Gdańsk' });

    const taken = await put(people.celina!, { ...input, email: 'ZANETA@EXAMPLE.COM' });
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorBody>(taken)).error).toBe(ADOPTION_MESSAGES.adopterEmailTakenNamed('ZANETA@EXAMPLE.COM'));

    for (const [patch, field, message] of [
      [{ email: 'zly adres' }, 'email', MESSAGES.compose.invalidRecipient],
      [{ firstName: '  ' }, 'firstName', ADOPTION_MESSAGES.firstNameRequired],
      [{ phone: '12' }, 'phone', MESSAGES.survey.invalidPhone],
    ] as const) {
      const response = await put(people.celina!, { ...input, ...patch });
      expect(response.status).toBe(400);
      const error = await readJson<ErrorBody>(response);
      expect(error.fields?.[field]).toBe(message);
      expect(error.error).toBe(message);
    }
    expect((await profile(people.celina!)).adopter.email).toBe('celina.nowa@example.com');
    expect((await put(999_999, input)).status).toBe(404);
  });

  it('records an adoption without a survey by the same rules, and cancels it', async () => {
    const adopt = (adopterId: number, animalId: number) => admin.post(`/api/adopters/${adopterId}/adoptions`, { animalId });
    const created = await adopt(people.celina!, animals.free!);
    expect(created.status).toBe(201);
    const body = await readJson<{ message: string; profile: AdopterAdminProfile }>(created);
    expect(body.profile.adoptedAnimals).toEqual([expect.objectContaining({ animalId: animals.free, surveyId: null, animal: expect.objectContaining({ name: 'Wolny' }) as unknown }) as unknown]);
    expect(await animalState(db.dataSource, animals.free!)).toMatchObject({ status: 'Adoptowany', adoption_adopter: people.celina, adoption_survey: null });

    // The same animal again, an adopted one, a reserved one, a TM one: refused, nothing changes.
    const again = await adopt(people.adam!, animals.free!);
    expect(again.status).toBe(409);
    expect((await readJson<ErrorBody>(again)).error).toBe(ADOPTION_MESSAGES.adopted);
    const reserved = await insertAnimal(db.dataSource, { name: 'Zaklepany', species: 'Szczur' });
    const survey = await insertSurvey(db.dataSource, { species: 'Szczur' });
    expect((await admin.post(`/api/survey/${survey}/reserve`, { animalId: reserved })).status).toBe(200);
    const refusedReserved = await adopt(people.adam!, reserved);
    expect(refusedReserved.status).toBe(409);
    expect((await readJson<ErrorBody>(refusedReserved)).error).toBe(ADOPTION_MESSAGES.reservedBySurvey(survey));
    const tm = await insertAnimal(db.dataSource, { name: 'Aniołek', tm: true });
    expect((await adopt(people.adam!, tm)).status).toBe(409);
    expect((await adopt(people.adam!, 999_999)).status).toBe(404);
    expect((await adopt(999_999, reserved)).status).toBe(404);
    expect(await animalState(db.dataSource, reserved)).toMatchObject({ status: 'Zarezerwowany', adoptions_active: 0 });

    // Concurrent adoptions of one animal by two adopters: exactly one wins.
    const contested = await insertAnimal(db.dataSource, { name: 'Sporny' });
    const statuses = (await Promise.all([adopt(people.adam!, contested), adopt(people.celina!, contested)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await animalState(db.dataSource, contested)).adoptions_active).toBe(1);

    const adoptionId = body.profile.adoptedAnimals[0]!.adoptionId;
    const cancelled = await admin.post(`/api/adopters/${people.celina}/adoptions/${adoptionId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await animalState(db.dataSource, animals.free!)).toMatchObject({ status: 'Dostępny', adoptions_active: 0 });
    expect((await admin.post(`/api/adopters/${people.celina}/adoptions/${adoptionId}/cancel`, {})).status).toBe(404);
  });
});
