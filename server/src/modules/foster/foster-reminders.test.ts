import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPoland } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp, testAppConfig } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { createOutbox, type Outbox } from '../mail/outbox.js';
import { resolvePersonalLink } from '../personal-links/personal-links.js';
import { createFosterRemindersJob } from './foster-reminders-job.js';
import { dayAfter } from './foster-reminders.js';

const logger = pino({ level: 'silent' });
const ORIGIN = 'http://fundacja.example';

/**
 * Reminders to foster carers with the injected clock moved: tomorrow's health items of the animals
 * in a home, one e-mail per home and day with a working link, never twice (two runs at once),
 * nothing for staff's own tasks, another home's animals or an inactive home; the home shows what was sent.
 */
describe('reminders to foster carers', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let outbox: Outbox;
  let admin: HttpClient;
  let now = new Date('2026-12-07T10:00:00Z');
  const today = () => todayInPoland(now);

  const job = () => createFosterRemindersJob({ db: db.dataSource, outbox, reminders: { origin: ORIGIN, foundationName: async () => 'Fundacja Testowa' }, logger, now: () => now });
  const mailsTo = (to: string) => queryRows<{ subject: string; text: string }>(db.dataSource, `SELECT subject, text FROM outbox WHERE to_address = $1 ORDER BY id`, [to]);
  const addHome = async (email: string, active = true) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity, active)
         VALUES ('Ewa', 'Nowak', $1, '600100200', '00-001', 'Warszawa', '{Królik}', 3, $2) RETURNING id`,
        [email, active],
      )
    ).id;
  const addAnimal = async (name: string, homeId: number | null) => {
    const response = await admin.post('/api/animals/add', { imie: name, gatunek: 'Królik', data_urodzenia: '2024-03-01', plec: 'Samica', stan_zdrowia: 'Zdrowa' });
    const { id } = await readJson<{ id: number }>(response);
    if (homeId !== null) {
      expect((await admin.post(`/api/animals/${id}/placement`, { fosterHomeId: homeId, date: today() })).status).toBe(201);
    }
    return id;
  };
  const vaccinationDue = async (animalId: number, nextDue: string) =>
    expect((await admin.post(`/api/animals/${animalId}/health`, { type: 'szczepienie', date: today(), description: 'RHD1 i RHD2', nextDue })).status).toBe(201);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource, {}, { clock: () => now });
    outbox = createOutbox({ db: db.dataSource, config: testAppConfig().mail, logger, send: undefined });
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('e-mails each carer tomorrow’s health items once, with a link that opens their page', async () => {
    const home = await addHome('ewa@example.com');
    const other = await addHome('inny@example.com');
    const inactive = await addHome('nieaktywny@example.com', false);
    const marchewka = await addAnimal('Marchewka', home);
    const rzepka = await addAnimal('Rzepka', home);
    const elsewhere = await addAnimal('Obcy', other);
    const atFoundation = await addAnimal('Fundacyjny', null);
    await execute(db.dataSource, `UPDATE foster_homes SET active = true WHERE id = $1`, [inactive]);
    const sleeper = await addAnimal('Śpioch', inactive);
    await execute(db.dataSource, `UPDATE foster_homes SET active = false WHERE id = $1`, [inactive]);
    const tomorrow = dayAfter(today());
    await vaccinationDue(marchewka, tomorrow);
    await vaccinationDue(rzepka, tomorrow);
    await vaccinationDue(elsewhere, dayAfter(tomorrow));
    await vaccinationDue(atFoundation, tomorrow);
    await vaccinationDue(sleeper, tomorrow);
    // Staff's own task about the animal is for the team only.
    expect((await admin.post('/api/tasks', { title: 'Zadzwonić do DT w sprawie kosztów', due: tomorrow, animalId: marchewka })).status).toBe(201);

    const [first, second] = await Promise.all([job().runNow(), job().runNow()]);
    const summaries = [first, second].filter((run) => run.ran).map((run) => (run.ran ? run.summary : null));
    expect(summaries.reduce((sum, summary) => sum + Number(summary?.sent ?? 0), 0)).toBe(1);
    await job().runNow();

    const mails = await mailsTo('ewa@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Przypomnienie na jutro');
    expect(mails[0]!.text).toContain('Marchewka: Szczepienie');
    expect(mails[0]!.text).toContain('Rzepka: Szczepienie');
    expect(mails[0]!.text).not.toContain('Zadzwonić');
    expect(await mailsTo('inny@example.com')).toHaveLength(0);
    expect(await mailsTo('nieaktywny@example.com')).toHaveLength(0);
    const token = /\/dt\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)![1]!;
    expect(await resolvePersonalLink(db.dataSource, 'dt', token, () => now)).toMatchObject({ subjectId: home });

    const detail = await readJson<{ reminders: { animalName: string; due: string }[] }>(await admin.get(`/api/foster/homes/${home}`));
    expect(detail.reminders.map((reminder) => reminder.animalName).sort()).toEqual(['Marchewka', 'Rzepka']);
    expect(detail.reminders.every((reminder) => reminder.due === tomorrow)).toBe(true);

    // The next day, the other home's item is due tomorrow.
    now = new Date(now.getTime() + 86_400_000);
    await job().runNow();
    expect(await mailsTo('inny@example.com')).toHaveLength(1);
    expect(await mailsTo('ewa@example.com')).toHaveLength(1);
  });
});
