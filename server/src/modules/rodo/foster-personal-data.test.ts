import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOSTER_MESSAGES as F, todayInPoland, type FosterDataExport, type PersonalDataExport } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { ERASED_TEXT } from './anonymize.js';
import { runRetention } from './retention.js';
import { issuePersonalLink, resolvePersonalLink } from '../personal-links/personal-links.js';

/** Foster applicants and carers in RODO export, erase and retention (issue 33, item 8). */
describe('foster applicants and carers in RODO export, erase and retention', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let coordinator: HttpClient;
  const now = new Date();

  const application = async (email: string, status = 'nowe', decidedMonthsAgo = 0) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_applications (first_name, last_name, email, phone, postcode, city, species, capacity, experience, consent_policy_version, fingerprint, status, decided_at)
         VALUES ('Ola', 'Wiśniewska', $1, '600300400', '31-000', 'Kraków', '{Królik}', 2, 'Miałam dwa króliki', '1', md5(random()::text) || md5(random()::text), $2::varchar,
                 CASE WHEN $2::varchar = 'nowe' THEN NULL ELSE now() - make_interval(months => $3) END) RETURNING id`,
        [email, status, decidedMonthsAgo],
      )
    ).id;
  const accept = async (applicationId: number) => {
    const response = await admin.post(`/api/foster/applications/${applicationId}/accept`, {});
    expect(response.status).toBe(201);
    return (await readJson<{ home: { id: number } }>(response)).home.id;
  };
  const addAnimal = async (name: string) =>
    (await readJson<{ id: number }>(await admin.post('/api/animals/add', { imie: name, gatunek: 'Królik', data_urodzenia: '2024-03-01', plec: 'Samica', stan_zdrowia: 'Zdrowa' }))).id;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    await ensureAdmin(db.dataSource, 'koordynatorka', 'haslo-koordynatorki-1');
    await execute(db.dataSource, `UPDATE admin_users SET role = 'koordynator' WHERE username = 'koordynatorka'`);
    server = await startTestApp(db.dataSource, {}, { clock: () => now });
    admin = new HttpClient(server.baseUrl);
    coordinator = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    expect((await coordinator.post('/api/auth/login', { username: 'koordynatorka', password: 'haslo-koordynatorki-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('exports a carer’s application, home and reports, and erases them once the animals have moved', async () => {
    const homeId = await accept(await application('ola@example.com'));
    const animalId = await addAnimal('Kluska');
    expect((await admin.post(`/api/animals/${animalId}/placement`, { fosterHomeId: homeId, date: todayInPoland(now) })).status).toBe(201);
    await execute(db.dataSource, `INSERT INTO foster_reports (foster_home_id, animal_id, kind, text) VALUES ($1, $2, 'notatka', 'Kluska je siano, u nas w Krakowie zimno')`, [homeId, animalId]);
    await execute(db.dataSource, `INSERT INTO tasks (title, due, source, animal_id, foster_home_id) VALUES ('Notatka od DT (Ola W.): Kluska je siano', current_date, 'dt', $1, $2)`, [animalId, homeId]);
    const { token } = await db.dataSource.transaction((manager) => issuePersonalLink(manager, { purpose: 'dt', subjectId: homeId, idleDays: 180, clock: () => now }));

    expect((await coordinator.get(`/api/foster/homes/${homeId}/export`)).status).toBe(403);
    const exported = await readJson<FosterDataExport>(await admin.get(`/api/foster/homes/${homeId}/export`));
    expect(exported.foster.applications).toMatchObject([{ firstName: 'Ola', email: 'ola@example.com', experience: 'Miałam dwa króliki', status: 'przyjete' }]);
    expect(exported.foster.homes).toMatchObject([{ lastName: 'Wiśniewska', phone: '600300400', placements: [{ animal: 'Kluska' }], reports: [{ kind: 'notatka', text: 'Kluska je siano, u nas w Krakowie zimno' }] }]);

    const refused = await admin.post(`/api/foster/homes/${homeId}/erase`, {});
    expect(refused.status).toBe(409);
    expect((await readJson<{ error: string }>(refused)).error).toBe(F.eraseAnimalsFirst(1));
    expect((await admin.post(`/api/animals/${animalId}/placement`, { fosterHomeId: null, date: todayInPoland(now) })).status).toBe(201);
    const erased = await admin.post(`/api/foster/homes/${homeId}/erase`, {});
    expect(erased.status).toBe(200);

    const home = await queryOne<{ first_name: string; last_name: string; email: string; phone: string; erased_at: Date | null }>(db.dataSource, `SELECT first_name, last_name, email, phone, erased_at FROM foster_homes WHERE id = $1`, [homeId]);
    expect(home).toMatchObject({ first_name: ERASED_TEXT, last_name: '', phone: '', email: `usunieto-dt-${homeId}@anonim.invalid` });
    expect(home.erased_at).not.toBeNull();
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM foster_applications WHERE lower(email) = 'ola@example.com'`)).n).toBe(0);
    expect((await queryOne<{ text: string }>(db.dataSource, `SELECT text FROM foster_reports WHERE foster_home_id = $1`, [homeId])).text).toBe(ERASED_TEXT);
    expect((await queryOne<{ title: string }>(db.dataSource, `SELECT title FROM tasks WHERE foster_home_id = $1`, [homeId])).title).toBe(ERASED_TEXT);
    expect(await resolvePersonalLink(db.dataSource, 'dt', token, () => now)).toBeNull();
    // The animal's moves stay, naming nobody.
    expect((await queryRows(db.dataSource, `SELECT 1 FROM animal_placements WHERE animal_id = $1`, [animalId])).length).toBe(2);
    expect((await admin.get(`/api/foster/homes/${homeId}`)).status).toBe(404);
  });

  it('includes foster data in an adopter’s export and erase when they are the same person', async () => {
    await application('jan.dt@example.org');
    const adopterId = (
      await queryOne<{ id: number }>(db.dataSource, `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Jan', 'Nowak', 'jan.dt@example.org', '600500600') RETURNING id`)
    ).id;
    const exported = await readJson<PersonalDataExport>(await admin.get(`/api/adopters/${adopterId}/export`));
    expect(exported.foster.applications).toHaveLength(1);
    const text = await (await admin.get(`/api/adopters/${adopterId}/export?format=text`)).text();
    expect(text).toContain('Zgłoszenia na dom tymczasowy');
    expect(text).toContain('Miałam dwa króliki');
    expect((await admin.post(`/api/adopters/${adopterId}/erase`, {})).status).toBe(200);
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM foster_applications WHERE lower(email) = 'jan.dt@example.org'`)).n).toBe(0);
  });

  it('erases an applicant’s application on request', async () => {
    const id = await application('zgloszenie@example.com');
    expect((await readJson<FosterDataExport>(await admin.get(`/api/foster/applications/${id}/export`))).foster.applications).toHaveLength(1);
    expect((await admin.post(`/api/foster/applications/${id}/erase`, {})).status).toBe(200);
    expect((await admin.get(`/api/foster/applications/${id}/export`)).status).toBe(404);
  });

  it('deletes declined applications after 6 months and erases homes ended 24 months ago', async () => {
    const recent = await application('swieze@example.com', 'odrzucone', 5);
    const old = await application('stare@example.com', 'odrzucone', 7);
    const endedHome = await accept(await application('koniec@example.com'));
    const activeHome = await accept(await application('aktywny@example.com'));
    await execute(db.dataSource, `UPDATE foster_homes SET active = false, ended_at = now() - interval '25 months' WHERE id = $1`, [endedHome]);
    await execute(db.dataSource, `DELETE FROM app_settings WHERE key = 'retention_last_run_at'`);
    const outcome = await runRetention(db.dataSource, { surveyMonths: 12, contactMonths: 12, sentMailDays: 365 }, now);
    expect(outcome).toMatchObject({ ran: true, counts: { fosterApplications: 1, fosterHomes: 1 } });
    const left = await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM foster_applications WHERE id = ANY($1::int[])`, [[recent, old]]);
    expect(left.map((row) => row.id)).toEqual([recent]);
    expect((await queryOne<{ erased: boolean }>(db.dataSource, `SELECT erased_at IS NOT NULL AS erased FROM foster_homes WHERE id = $1`, [endedHome])).erased).toBe(true);
    expect((await queryOne<{ erased: boolean }>(db.dataSource, `SELECT erased_at IS NOT NULL AS erased FROM foster_homes WHERE id = $1`, [activeHome])).erased).toBe(false);
  });
});
