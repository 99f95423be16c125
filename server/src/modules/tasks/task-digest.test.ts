import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { TASK_DIGEST_MESSAGES as M, type HistoryPage, type TaskAssignee, type TaskDigestSettings } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp, testAppConfig } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { createOutbox, type Outbox } from '../mail/outbox.js';
import { createTaskDigestJob } from './task-digest-job.js';
import { runTaskDigest } from './task-digest.js';

const ORIGIN = 'http://fundacja.example';
const logger = pino({ level: 'silent' });

/** 12 May 2026 in Poland is summer time (UTC+2): '05:05Z' is 7:05 in Warsaw. */
const at = (day: string, utcTime: string) => new Date(`${day}T${utcTime}:00Z`);

interface QueuedMail {
  to_address: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The daily e-mail of one's tasks against real PostgreSQL, with the injected clock moved: the
 * setting (own account only, an address needed, in the history without personal data), the job
 * (the hour in Poland, one e-mail a day through the outbox, nothing to report: no e-mail, two runs
 * at once: one e-mail), and the list of assignees open to every role.
 */
describe('the daily e-mail of tasks', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let outbox: Outbox;
  let admin: HttpClient;
  let volunteer: HttpClient;
  let noAddress: HttpClient;
  let now = at('2026-05-12', '04:00');
  const ids: Record<string, number> = {};

  const mails = () => queryRows<QueuedMail>(db.dataSource, `SELECT to_address, subject, text, html FROM outbox ORDER BY id`);
  const digest = () => createTaskDigestJob({ db: db.dataSource, outbox, digest: { origin: ORIGIN, foundationName: async () => 'Fundacja Testowa' }, logger, now: () => now });
  const run = async () => {
    const result = await digest().runNow();
    expect(result.ran).toBe(true);
    return result.ran ? result.summary : null;
  };
  const addTask = async (title: string, due: string, assigneeId: number | null) =>
    expect((await admin.post('/api/tasks', { title, due, assigneeId })).status).toBe(201);

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const name of ['admin', 'wolontariuszka', 'bez-adresu', 'wylaczona']) await ensureAdmin(db.dataSource, name, `haslo-konta-${name}-1`);
    await execute(db.dataSource, `UPDATE admin_users SET role = 'wolontariusz' WHERE username IN ('wolontariuszka', 'bez-adresu')`);
    await execute(db.dataSource, `UPDATE admin_users SET email = username || '@fundacja.test' WHERE username <> 'bez-adresu'`);
    for (const row of await queryRows<{ id: number; username: string }>(db.dataSource, `SELECT id, username FROM admin_users`)) ids[row.username] = row.id;
    server = await startTestApp(db.dataSource, {}, { clock: () => now });
    outbox = createOutbox({ db: db.dataSource, config: testAppConfig().mail, logger, send: undefined });
    [admin, volunteer, noAddress] = [new HttpClient(server.baseUrl), new HttpClient(server.baseUrl), new HttpClient(server.baseUrl)];
    for (const [client, name] of [
      [admin, 'admin'],
      [volunteer, 'wolontariuszka'],
      [noAddress, 'bez-adresu'],
    ] as const) {
      expect((await client.post('/api/auth/login', { username: name, password: `haslo-konta-${name}-1` })).status).toBe(200);
    }
    // Turned on, then disabled: never gets one.
    await execute(db.dataSource, `UPDATE admin_users SET task_digest_hour = 0, disabled_at = now() WHERE username = 'wylaczona'`);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lets every account set its own hour, needs an e-mail address to turn it on, and records the change without personal data', async () => {
    expect(await readJson<TaskDigestSettings>(await volunteer.get('/api/account/task-digest'))).toEqual({ hour: null, hasEmail: true });
    const saved = await volunteer.request('PUT', '/api/account/task-digest', { hour: 7 });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toEqual({ message: M.saved(7), settings: { hour: 7, hasEmail: true } });
    expect(await readJson<TaskDigestSettings>(await volunteer.get('/api/account/task-digest'))).toEqual({ hour: 7, hasEmail: true });
    // Someone else's setting is not touched, and no path names another account.
    expect(await readJson<TaskDigestSettings>(await admin.get('/api/account/task-digest'))).toEqual({ hour: null, hasEmail: true });
    expect((await admin.request('PUT', '/api/account/task-digest', { hour: 9 })).status).toBe(200);

    const refused = await noAddress.request('PUT', '/api/account/task-digest', { hour: 7 });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: M.noEmail, fields: { hour: M.noEmail } });
    expect(await readJson<TaskDigestSettings>(await noAddress.get('/api/account/task-digest'))).toEqual({ hour: null, hasEmail: false });
    // Off is always allowed.
    expect((await noAddress.request('PUT', '/api/account/task-digest', { hour: null })).status).toBe(200);

    for (const hour of [24, -1, 7.5, '7']) {
      const bad = await volunteer.request('PUT', '/api/account/task-digest', { hour });
      expect(bad.status).toBe(400);
      expect(await readJson(bad)).toMatchObject({ fields: { hour: M.hourInvalid } });
    }
    expect((await volunteer.request('PUT', '/api/account/task-digest', { hour: 7, email: 'inny@example.com' })).status).toBe(400);

    const history = await readJson<HistoryPage>(await admin.get(`/api/history?subjectType=admin_user&subjectId=${ids['wolontariuszka']}`));
    const changes = history.items.filter((item) => item.action === 'admin.task_digest_changed');
    expect(changes).toHaveLength(1);
    expect(JSON.stringify(changes)).toContain('7:00');
    expect(JSON.stringify(history.items)).not.toContain('@fundacja.test');
  });

  it('lists the active accounts, ids and usernames only, to every role', async () => {
    const list = await readJson<TaskAssignee[]>(await volunteer.get('/api/tasks/assignees'));
    expect(list).toEqual(
      ['admin', 'bez-adresu', 'wolontariuszka'].map((username) => ({ id: ids[username], username })),
    );
    for (const account of list) expect(Object.keys(account).sort()).toEqual(['id', 'username']);
    // A volunteer may now give a task to a colleague.
    expect((await volunteer.post('/api/tasks', { title: 'Umyć miski', due: '2026-05-20', assigneeId: ids['admin'] })).status).toBe(201);
  });

  it('sends nothing before the hour, one e-mail when it comes, none again that day, and one again the next day', async () => {
    await addTask('Kupić siano', '2026-05-11', null);
    await addTask('Zważyć Tofika', '2026-05-12', ids['wolontariuszka']!);
    await addTask('Sprawdzić klatki', '2026-05-12', ids['admin']!);
    await addTask('Zamówić karmę', '2026-05-13', ids['wolontariuszka']!);
    const animal = await admin.post('/api/animals/add', { imie: 'Tofik', gatunek: 'Królik', data_urodzenia: '2024-03-01', plec: 'Samiec', stan_zdrowia: 'Zdrowy' });
    expect(animal.status).toBe(201);
    const animalId = (await readJson<{ id: number }>(animal)).id;
    const entry = await admin.post(`/api/animals/${animalId}/health`, { type: 'szczepienie', date: '2026-05-01', description: 'RHD1 i RHD2', nextDue: '2026-05-15' });
    expect(entry.status).toBe(201);

    now = at('2026-05-12', '04:55'); // 6:55 in Warsaw: the volunteer's 7:00 has not come
    expect(await run()).toEqual({ sent: 0, nothingDue: 0 });
    expect(await mails()).toEqual([]);

    now = at('2026-05-12', '05:05'); // 7:05
    expect(await run()).toEqual({ sent: 1, nothingDue: 0 });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.to_address).toBe('wolontariuszka@fundacja.test');
    expect(mail!.subject).toBe('Zadania na dziś, 12.05.2026');
    expect(mail!.text).toContain('Po terminie:\n- Kupić siano (termin: 11.05.2026) [nieprzypisane]');
    expect(mail!.text).toContain('Na dziś:\n- Zważyć Tofika');
    expect(mail!.text).toContain('Terminy z kart zdrowia w najbliższych 7 dniach:\n- 15.05.2026: Szczepienie (RHD1 i RHD2) – Tofik');
    expect(mail!.text).toContain(`${ORIGIN}/admin/zadania`);
    expect(mail!.html).toContain(`href="${ORIGIN}/admin/zadania"`);
    // Someone else's task and tomorrow's are not in it.
    expect(mail!.text).not.toContain('Sprawdzić klatki');
    expect(mail!.text).not.toContain('Zamówić karmę');

    now = at('2026-05-12', '05:15');
    expect(await run()).toEqual({ sent: 0, nothingDue: 0 });
    now = at('2026-05-12', '07:05'); // 9:05: the administrator's hour
    expect(await run()).toEqual({ sent: 1, nothingDue: 0 });
    const adminMail = (await mails()).at(-1)!;
    expect(adminMail.to_address).toBe('admin@fundacja.test');
    expect(adminMail.text).toContain('Sprawdzić klatki');
    expect(adminMail.text).toContain('Kupić siano');
    expect(adminMail.text).not.toContain('Zważyć Tofika');
    now = at('2026-05-12', '21:55'); // 23:55
    expect(await run()).toEqual({ sent: 0, nothingDue: 0 });
    expect(await mails()).toHaveLength(2);

    now = at('2026-05-13', '04:30'); // the next day, 6:30
    expect(await run()).toEqual({ sent: 0, nothingDue: 0 });
    now = at('2026-05-13', '05:00'); // 7:00
    expect(await run()).toEqual({ sent: 1, nothingDue: 0 });
    const next = (await mails()).at(-1)!;
    expect(next.subject).toBe('Zadania na dziś, 13.05.2026');
    expect(next.text).toContain('Zamówić karmę');
    expect(next.text).toContain('Zważyć Tofika (termin: 12.05.2026)');
    // Nothing personal in the summary the job keeps: counts only.
    const [status] = await queryRows<{ last_summary: unknown }>(db.dataSource, `SELECT last_summary FROM job_runs WHERE name = 'task-digest'`);
    expect(status!.last_summary).toEqual({ sent: 1, nothingDue: 0 });
  });

  it('marks the day without an e-mail when there is nothing to report', async () => {
    await execute(db.dataSource, `UPDATE tasks SET done_at = now()`);
    now = at('2026-05-14', '08:00'); // 10:00: both hours have come
    const before = (await mails()).length;
    expect(await run()).toEqual({ sent: 0, nothingDue: 2 });
    expect(await mails()).toHaveLength(before);
    const marked = await queryRows<{ username: string; sent_on: string }>(
      db.dataSource,
      `SELECT username, to_char(task_digest_sent_on, 'YYYY-MM-DD') AS sent_on FROM admin_users WHERE task_digest_hour IS NOT NULL AND disabled_at IS NULL ORDER BY username`,
    );
    expect(marked).toEqual([
      { username: 'admin', sent_on: '2026-05-14' },
      { username: 'wolontariuszka', sent_on: '2026-05-14' },
    ]);
  });

  it('queues one e-mail when two servers run at once, or two runs pass the lease', async () => {
    await addTask('Odrobaczyć króliki', '2026-05-15', null);
    now = at('2026-05-15', '10:00');
    const before = (await mails()).length;
    const servers = ['server-a', 'server-b'].map((instanceId) =>
      createTaskDigestJob({ db: db.dataSource, outbox, digest: { origin: ORIGIN, foundationName: async () => 'Fundacja Testowa' }, logger, now: () => now, instanceId }),
    );
    const results = await Promise.all(servers.map((job) => job.runNow()));
    const sent = results.reduce((total, result) => total + (result.ran ? Number(result.summary.sent) : 0), 0);
    expect(sent).toBe(2);
    expect(await mails()).toHaveLength(before + 2);

    // Past the lease (a retry beside a run): the row lock and the day's mark still give one each.
    await addTask('Wyczyścić wybieg', '2026-05-16', null);
    now = at('2026-05-16', '10:00');
    const outcomes = await Promise.all([1, 2, 3].map(() => runTaskDigest(db.dataSource, outbox, { origin: ORIGIN, foundationName: async () => 'F' }, now)));
    expect(outcomes.reduce((total, outcome) => total + outcome.sent, 0)).toBe(2);
    const queued = await queryRows<{ to_address: string }>(db.dataSource, `SELECT to_address FROM outbox WHERE subject = 'Zadania na dziś, 16.05.2026' ORDER BY to_address`);
    expect(queued.map((row) => row.to_address)).toEqual(['admin@fundacja.test', 'wolontariuszka@fundacja.test']);
    // The disabled account and the one without an address never got any.
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM outbox WHERE to_address LIKE 'wylaczona%'`)).n).toBe(0);
  });
});
