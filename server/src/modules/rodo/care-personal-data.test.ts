import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';
import { ERASED_TEXT } from './anonymize.js';
import { runRetention } from './retention.js';

/** The animals' intake circumstances are personal data (issue 32): export, erase, retention. */
describe('intake circumstances in RODO export, erase and retention', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let adopterId: number;

  const animal = async (name: string, note: string, extra = '') =>
    (await queryOne<{ id: number }>(db.dataSource, `INSERT INTO animals (name, species, sex, intake_note${extra ? ', status' : ''}) VALUES ($1, 'Królik', 'Samica', $2${extra ? ', $3' : ''}) RETURNING id`, [
      name,
      note,
      ...(extra ? [extra] : []),
    ])).id;
  const noteOf = async (id: number) => (await queryOne<{ intake_note: string }>(db.dataSource, `SELECT intake_note FROM animals WHERE id = $1`, [id])).intake_note;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    adopterId = (
      await queryOne<{ id: number }>(db.dataSource, `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Jan', 'Kowalski', 'jan.k@example.org', '600100200') RETURNING id`)
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('exports the circumstances that mention the person, erases them, and leaves the others', async () => {
    const theirs = await animal('Kulka', 'Oddana przez Jana Kowalskiego, tel. 600100200, przeprowadzka.');
    const other = await animal('Fafik', 'Znaleziony w parku.');
    const task = (
      await queryOne<{ id: number }>(db.dataSource, `INSERT INTO tasks (title, due, adopter_id) VALUES ('Zadzwonić do pana Kowalskiego', current_date, $1) RETURNING id`, [adopterId])
    ).id;
    const exported = await readJson<PersonalDataExport>(await admin.get(`/api/adopters/${adopterId}/export`));
    expect(exported.animalIntakes).toEqual([{ animal: 'Kulka', intakeDate: expect.any(String) as string, circumstances: 'Oddana przez Jana Kowalskiego, tel. 600100200, przeprowadzka.' }]);
    const text = await (await admin.get(`/api/adopters/${adopterId}/export?format=text`)).text();
    expect(text).toContain('== Przyjęcia zwierząt do fundacji ==');
    expect(text).toContain('Oddana przez Jana Kowalskiego');

    expect((await admin.post(`/api/adopters/${adopterId}/erase`, {})).status).toBeLessThan(300);
    expect(await noteOf(theirs)).toBe(ERASED_TEXT);
    expect(await noteOf(other)).toBe('Znaleziony w parku.');
    expect((await queryOne<{ title: string }>(db.dataSource, `SELECT title FROM tasks WHERE id = $1`, [task])).title).toBe(ERASED_TEXT);
  });

  it('blanks the circumstances of animals that left the foundation longer ago than surveys are kept', async () => {
    const adopted = await animal('Stary', 'Od pani Zofii z Krakowa.', 'Adoptowany');
    const recent = await animal('Nowy', 'Od pana Piotra z Łodzi.', 'Adoptowany');
    const waiting = await animal('Czeka', 'Od pani Ewy.');
    await execute(db.dataSource, `INSERT INTO adoptions (animal_id, adopter_id, adopted_at) VALUES ($1, $3, now() - interval '40 months'), ($2, $3, now() - interval '1 month')`, [
      adopted,
      recent,
      adopterId,
    ]);
    const outcome = await runRetention(db.dataSource, { surveyMonths: 36, contactMonths: 12, sentMailDays: 365 }, new Date());
    expect(outcome).toMatchObject({ ran: true, counts: { intakeNotes: 1 } });
    expect(await noteOf(adopted)).toBe('');
    expect(await noteOf(recent)).toBe('Od pana Piotra z Łodzi.');
    expect(await noteOf(waiting)).toBe('Od pani Ewy.');
  });
});
