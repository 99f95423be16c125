import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_FOSTER_MESSAGES as M, type AdopterAdminProfile } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

describe('a foster carer adopts their own animal (POST /foster/homes/:id/adopt, issue 33 item 7)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let volunteer: HttpClient;

  const addHome = async (email: string, name: [string, string] = ['Anna', 'Kowalska']) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity)
         VALUES ($1, $2, $3, '600100200', '30-001', 'Kraków', '{Królik}', 3) RETURNING id`,
        [name[0], name[1], email],
      )
    ).id;
  const addAnimal = async (name: string, homeId: number | null) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO animals (name, species, sex, status, foster_home_id) VALUES ($1, 'Królik', 'Samica', 'Dostępny', $2) RETURNING id`,
        [name, homeId],
      )
    ).id;
  const adopt = (homeId: number, animalId: number, client = admin) => client.post(`/api/foster/homes/${homeId}/adopt`, { animalId });
  const history = (subjectType: string, subjectId: number) =>
    queryRows<RecordedHistory>(
      db.dataSource,
      `SELECT actor_name, action, subject_type, subject_id, details FROM history WHERE subject_type = $1 AND subject_id = $2 ORDER BY id`,
      [subjectType, subjectId],
    );
  const adoptions = (animalId: number) =>
    queryRows<{ adopter_id: number; survey_id: number | null }>(db.dataSource, `SELECT adopter_id, survey_id FROM adoptions WHERE animal_id = $1 AND cancelled_at IS NULL`, [animalId]);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    await ensureAdmin(db.dataSource, 'wolontariuszka', 'haslo-wolontariuszki-1');
    await execute(db.dataSource, `UPDATE admin_users SET role = 'wolontariusz' WHERE username = 'wolontariuszka'`);
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    volunteer = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    expect((await volunteer.post('/api/auth/login', { username: 'wolontariuszka', password: 'haslo-wolontariuszki-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it("creates the adopter from the home's data and records the adoption as 'adopcja bez ankiety' does", async () => {
    const home = await addHome('anna.dt@example.com');
    const animal = await addAnimal('Marchewka', home);
    const response = await adopt(home, animal);
    expect(response.status).toBe(201);
    const body = await readJson<{ message: string; adopterId: number }>(response);
    expect(body.message).toBe(M.carerAdopted('Marchewka', 'Anna Kowalska'));

    expect(await queryOne(db.dataSource, `SELECT first_name, last_name, email, phone, zip, city, erased_at FROM adopters WHERE id = $1`, [body.adopterId])).toEqual({
      first_name: 'Anna',
      last_name: 'Kowalska',
      email: 'anna.dt@example.com',
      phone: '600100200',
      zip: '30-001',
      city: 'Kraków',
      erased_at: null,
    });
    expect(await adoptions(animal)).toEqual([{ adopter_id: body.adopterId, survey_id: null }]);
    expect(await queryOne(db.dataSource, `SELECT status FROM animals WHERE id = $1`, [animal])).toEqual({ status: 'Adoptowany' });

    // The history as the adopter profile's adoption writes it, after the new adopter's row.
    expect((await history('adopter', body.adopterId)).map((row) => [row.action, row.details])).toEqual([
      ['adopter.created', { changes: expect.objectContaining({ email: { from: null, to: 'anna.dt@example.com' } }) as unknown }],
      ['adopter.adopted', { animals: [{ id: animal, name: 'Marchewka' }] }],
    ]);
    expect((await history('animal', animal)).map((row) => [row.action, row.details])).toEqual([
      ['adopter.adopted', { adopterId: body.adopterId, changes: { status: { from: 'Dostępny', to: 'Adoptowany' } } }],
    ]);
    // The profile shows the adoption (where its contract is made).
    const profile = await readJson<AdopterAdminProfile>(await admin.get(`/api/adopters/${body.adopterId}`));
    expect(profile.adoptedAnimals.map((item) => item.animal.name)).toEqual(['Marchewka']);
    // No longer living with the home: the home's page lists it no more.
    const page = await readJson<{ animals: { id: number }[] }>(await admin.get(`/api/foster/homes/${home}`));
    expect(page.animals).toEqual([]);
  });

  it('reuses the adopter of the same e-mail address in any letter case, changing none of their data', async () => {
    const existing = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email, phone, zip, city) VALUES ('Beata', 'Nowak-Zając', 'Beata.Nowak@Example.com', '700800900', '00-950', 'Warszawa') RETURNING id`,
    );
    const home = await addHome('beata.nowak@example.com', ['Beata', 'Nowak']);
    const animal = await addAnimal('Pestka', home);
    const adoptersBefore = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM adopters`);

    const response = await adopt(home, animal);
    expect(response.status).toBe(201);
    expect((await readJson<{ adopterId: number }>(response)).adopterId).toBe(existing.id);
    expect(await queryOne(db.dataSource, `SELECT count(*)::int AS n FROM adopters`)).toEqual(adoptersBefore);
    expect(await queryOne(db.dataSource, `SELECT last_name, phone, city FROM adopters WHERE id = $1`, [existing.id])).toEqual({
      last_name: 'Nowak-Zając',
      phone: '700800900',
      city: 'Warszawa',
    });
    expect(await adoptions(animal)).toEqual([{ adopter_id: existing.id, survey_id: null }]);
    expect((await history('adopter', existing.id)).map((row) => row.action)).toEqual(['adopter.adopted']);
  });

  it('does not reuse an erased adopter: a new one is created', async () => {
    // The person's earlier adopter row, erased (RODO): its address became a placeholder.
    const erased = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email) VALUES ('Celina', 'Lis', 'celina.dt@example.com') RETURNING id`,
    );
    await execute(db.dataSource, `UPDATE adopters SET first_name = 'Usunięto', last_name = '', email = 'usunieto-adopter-' || id || '@anonim.invalid', erased_at = now() WHERE id = $1`, [erased.id]);
    const home = await addHome('celina.dt@example.com', ['Celina', 'Lis']);
    const animal = await addAnimal('Kropka', home);
    const body = await readJson<{ adopterId: number }>(await adopt(home, animal));
    expect(body.adopterId).not.toBe(erased.id);
    expect(await queryOne(db.dataSource, `SELECT first_name, email FROM adopters WHERE id = $1`, [body.adopterId])).toEqual({ first_name: 'Celina', email: 'celina.dt@example.com' });
  });

  it('refuses (409, in Polish) an animal that does not live in that home, and changes nothing', async () => {
    const home = await addHome('dorota.dt@example.com', ['Dorota', 'Wójcik']);
    const elsewhere = await addHome('emil.dt@example.com', ['Emil', 'Mazur']);
    const inFoundation = await addAnimal('Fasolka', null);
    const inOtherHome = await addAnimal('Groszek', elsewhere);
    const adoptersBefore = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM adopters`);
    for (const animal of [inFoundation, inOtherHome]) {
      const response = await adopt(home, animal);
      expect(response.status).toBe(409);
      expect(await readJson<{ error: string; code: string }>(response)).toMatchObject({ error: M.carerAnimalNotInHome, code: 'animal_not_in_home' });
      expect(await adoptions(animal)).toEqual([]);
    }
    expect(await queryOne(db.dataSource, `SELECT count(*)::int AS n FROM adopters`)).toEqual(adoptersBefore);
    // Adopted already: it no longer lives there either.
    const adopted = await addAnimal('Rzepka', home);
    expect((await adopt(home, adopted)).status).toBe(201);
    expect((await adopt(home, adopted)).status).toBe(409);
    // A missing home is a 404; volunteers may not do it.
    expect((await adopt(999_999, inFoundation)).status).toBe(404);
    const mine = await addAnimal('Szczypiorek', home);
    expect((await adopt(home, mine, volunteer)).status).toBe(403);
    expect(await adoptions(mine)).toEqual([]);
  });

  it('keeps the adoption rules: an animal reserved through a survey is refused and nobody is created', async () => {
    const home = await addHome('filip.dt@example.com', ['Filip', 'Kaczmarek']);
    const animal = await addAnimal('Koperek', home);
    const survey = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at) VALUES ('Królik', 'Jan', 'Nowy', 'jan.nowy@example.com', '', '', '', now()) RETURNING id`,
    );
    await execute(db.dataSource, `INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)`, [animal, survey.id]);
    await execute(db.dataSource, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [animal]);
    const response = await adopt(home, animal);
    expect(response.status).toBe(409);
    expect(await queryOne(db.dataSource, `SELECT count(*)::int AS n FROM adopters WHERE lower(email) = 'filip.dt@example.com'`)).toEqual({ n: 0 });
  });
});
