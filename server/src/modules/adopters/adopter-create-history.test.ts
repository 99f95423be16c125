import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_MESSAGES, type AdopterAdminProfile } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { erasedHistoryDetails } from '../rodo/anonymize.js';
import { insertAnimal } from '../surveys/surveys.admin.fixtures.js';
import { queryOne, queryRows } from '../../db/sql.js';

/** "Nowy adoptujący" (POST /adopters) and the history of the adopter profile's own actions. */

interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

const BOGNA = { firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna.nowacka@example.com', phone: '600 700 800', zip: '00-950', city: 'Warszawa' };

describe('new adopters and the adopter profile history', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

  const historyOf = (adopterId: number) =>
    queryRows<{ action: string; actor_name: string; details: Record<string, unknown> }>(db.dataSource, `SELECT action, actor_name, details FROM history WHERE subject_type = 'adopter' AND subject_id = $1 ORDER BY id`, [
      adopterId,
    ]);
  const count = async (table: string) => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`)).n);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('creates an adopter: 201 with the presented profile, recorded in the history', async () => {
    const response = await admin.post('/api/adopters', BOGNA);
    expect(response.status).toBe(201);
    const body = await readJson<{ message: string; profile: AdopterAdminProfile }>(response);
    expect(body.message).toBe(ADOPTION_MESSAGES.adopterCreated);
    expect(body.profile).toMatchObject({
      adopter: { firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna.nowacka@example.com', phone: '600700800', zip: '00-950', city: 'Warszawa' },
      adoptedAnimals: [],
      surveys: [],
      reservedAnimals: [],
      erasedAt: null,
    });
    expect(await historyOf(body.profile.id)).toEqual([
      {
        action: 'adopter.created',
        actor_name: 'admin',
        details: { changes: expect.objectContaining({ firstName: { from: null, to: 'Bogna' }, phone: { from: null, to: '600700800' } }) as unknown },
      },
    ]);
    // The list finds the new person.
    const list = await readJson<{ items: { id: number }[] }>(await admin.get('/api/adopters?query=nowacka'));
    expect(list.items.map((item) => item.id)).toEqual([body.profile.id]);
  });

  it('refuses a taken e-mail address (any letter case) naming it, and bad input; nothing is stored', async () => {
    const adopters = await count('adopters');
    const history = await count('history');
    const taken = await admin.post('/api/adopters', { ...BOGNA, email: 'BOGNA.Nowacka@example.com' });
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorBody>(taken)).error).toBe(ADOPTION_MESSAGES.adopterEmailTakenNamed('BOGNA.Nowacka@example.com'));

    const bad = await admin.post('/api/adopters', { ...BOGNA, email: 'x@y.pl', firstName: ' ', extra: 1 });
    expect(bad.status).toBe(400);
    const missing = await admin.post('/api/adopters', { ...BOGNA, email: 'inny@example.com', lastName: '' });
    expect(missing.status).toBe(400);
    expect((await readJson<ErrorBody>(missing)).fields?.lastName).toBe(ADOPTION_MESSAGES.lastNameRequired);
    expect(await count('adopters')).toBe(adopters);
    expect(await count('history')).toBe(history);
  });

  it('records an edit field by field (before → after); a refused edit records nothing', async () => {
    const created = await readJson<{ profile: AdopterAdminProfile }>(await admin.post('/api/adopters', { ...BOGNA, email: 'cezary@example.com', firstName: 'Cezary' }));
    const id = created.profile.id;
    const input = { firstName: 'Cezary', lastName: 'Nowacki', email: 'cezary@example.com', phone: '600700800', zip: '00-950', city: 'Kraków' };
    expect((await admin.request('PUT', `/api/adopters/${id}`, input)).status).toBe(200);
    expect((await historyOf(id)).at(-1)).toEqual({
      action: 'adopter.updated',
      actor_name: 'admin',
      details: { changes: { lastName: { from: 'Nowacka', to: 'Nowacki' }, city: { from: 'Warszawa', to: 'Kraków' } } },
    });

    const rows = (await historyOf(id)).length;
    // The same data again changes nothing, and is not an action worth a row.
    expect((await admin.request('PUT', `/api/adopters/${id}`, input)).status).toBe(200);
    // Another adopter's address: the UPDATE fails, so the history row (same transaction) is not kept either.
    const taken = await admin.request('PUT', `/api/adopters/${id}`, { ...input, email: BOGNA.email, city: 'Gdańsk' });
    expect(taken.status).toBe(409);
    expect((await historyOf(id)).length).toBe(rows);
    expect((await readJson<AdopterAdminProfile>(await admin.get(`/api/adopters/${id}`))).adopter.city).toBe('Kraków');
  });

  it('the RODO erase blanks the details of the new rows (creation, edits, adoptions without a survey)', async () => {
    const created = await readJson<{ profile: AdopterAdminProfile }>(await admin.post('/api/adopters', { ...BOGNA, email: 'dorota@example.com', firstName: 'Dorota' }));
    const id = created.profile.id;
    expect((await admin.request('PUT', `/api/adopters/${id}`, { ...BOGNA, email: 'dorota@example.com', firstName: 'Dorota', city: 'Sopot' })).status).toBe(200);
    const animal = await insertAnimal(db.dataSource, { name: 'Tosia' });
    const adopted = await readJson<{ profile: AdopterAdminProfile }>(await admin.post(`/api/adopters/${id}/adoptions`, { animalId: animal }));
    const adoptionId = adopted.profile.adoptedAnimals[0]!.adoptionId;
    expect((await admin.post(`/api/adopters/${id}/adoptions/${adoptionId}/cancel`, {})).status).toBe(200);
    expect((await historyOf(id)).map((row) => row.action)).toEqual(['adopter.created', 'adopter.updated', 'adopter.adopted', 'adopter.adoption_cancelled']);

    expect((await admin.post(`/api/adopters/${id}/erase`, {})).status).toBe(200);
    const after = await historyOf(id);
    for (const row of after.filter((row) => row.action !== 'adopter.erased')) expect(row.details).toEqual(erasedHistoryDetails());
    expect(JSON.stringify(after)).not.toContain('Dorota');
    expect(JSON.stringify(after)).not.toContain('Sopot');
    // An erased adopter cannot be given a new reservation or adoption.
    expect((await admin.post(`/api/adopters/${id}/adoptions`, { animalId: animal })).status).toBe(409);
  });
});
