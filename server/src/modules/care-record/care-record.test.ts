import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARE_RECORD_MESSAGES as M,
  ROLE_MESSAGES,
  todayInPoland,
  type AdminAnimal,
  type AdminAnimalListItem,
  type Animal,
  type AnimalWeights,
  type HealthEntry,
  type HistoryPage,
  type StaffTask,
  type TasksToday,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { createMissingHealthTasks } from '../tasks/health-tasks.js';

const DAY = 86_400_000;
/** A date `days` from today in Poland (negative: before). */
const day = (days: number) => todayInPoland(new Date(Date.now() + days * DAY));

describe('the care record: intake, health card, weights, tasks', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let volunteer: HttpClient;
  // The injected clock: tests move it instead of waiting.
  let now = new Date();

  const count = async (table: string) => (await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`)).n;
  const addRabbit = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await admin.post('/api/animals/add', {
      imie: name,
      gatunek: 'Królik',
      data_urodzenia: '2024-03-01',
      plec: 'Samiec',
      stan_zdrowia: 'Zdrowy',
      ...extra,
    });
    expect(response.status).toBe(201);
    return (await readJson<{ id: number }>(response)).id;
  };
  const addEntry = (client: HttpClient, animalId: number, body: Record<string, unknown>) => client.post(`/api/animals/${animalId}/health`, body);
  const today = async (client = admin) => readJson<TasksToday>(await client.get('/api/tasks?due=today'));

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    await ensureAdmin(db.dataSource, 'wolontariuszka', 'haslo-wolontariuszki-1');
    await execute(db.dataSource, `UPDATE admin_users SET role = 'wolontariusz' WHERE username = 'wolontariuszka'`);
    server = await startTestApp(db.dataSource, {}, { clock: () => now });
    admin = new HttpClient(server.baseUrl);
    volunteer = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    expect((await volunteer.post('/api/auth/login', { username: 'wolontariuszka', password: 'haslo-wolontariuszki-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('records the intake beside the spec fields, shows it to staff only and keeps the circumstances out of the history', async () => {
    const id = await addRabbit('Kicek', {
      data_przyjecia: day(-40),
      zrodlo_przyjecia: 'zrzeczenie',
      okolicznosci_przyjecia: 'Oddany przez Jana Kowalskiego, przeprowadzka',
      identyfikator: '616093900012345',
      data_urodzenia_dokladnosc: 'szacunkowa',
    });
    const record = await readJson<AdminAnimal>(await admin.get(`/api/animals/${id}/record`));
    expect(record).toMatchObject({
      data_przyjecia: day(-40),
      zrodlo_przyjecia: 'zrzeczenie',
      okolicznosci_przyjecia: 'Oddany przez Jana Kowalskiego, przeprowadzka',
      identyfikator: '616093900012345',
      data_urodzenia_dokladnosc: 'szacunkowa',
    });
    const list = await readJson<AdminAnimalListItem[]>(await admin.get('/api/animals/all'));
    expect(list.find((animal) => animal.id_zwierzaka === id)).toMatchObject({ data_przyjecia: day(-40), zrodlo_przyjecia: 'zrzeczenie' });
    // The public record has none of it.
    const publicAnimal = await readJson<Record<string, unknown>>(await admin.get(`/api/animals/${id}`));
    expect(publicAnimal).not.toHaveProperty('okolicznosci_przyjecia');
    expect(publicAnimal).not.toHaveProperty('data_przyjecia');
    // An estimated birth date: the site says "ok." before the age.
    expect(publicAnimal.data_urodzenia_przyblizona).toBe(true);

    const edited = await admin.request('PUT', `/api/animals/${id}`, { zrodlo_przyjecia: 'interwencja', okolicznosci_przyjecia: 'Interwencja u Anny Nowak' });
    expect(edited.status).toBe(200);
    expect((await readJson<{ animal: AdminAnimal }>(edited)).animal).toMatchObject({ zrodlo_przyjecia: 'interwencja', imie: 'Kicek' });
    const history = await readJson<HistoryPage>(await admin.get(`/api/history?subjectType=animal&subjectId=${id}`));
    const text = JSON.stringify(history.items);
    expect(text).toContain('interwencja');
    expect(text).not.toContain('Nowak');
    expect(text).not.toContain('Kowalski');

    const bad = await admin.request('PUT', `/api/animals/${id}`, { zrodlo_przyjecia: 'kupiony', data_przyjecia: day(3) });
    expect(bad.status).toBe(400);
    const body = await readJson<{ fields: Record<string, string> }>(bad);
    expect(body.fields).toMatchObject({ zrodlo_przyjecia: M.intakeSourceInvalid, data_przyjecia: M.intakeDateInvalid });
  });

  it('takes an intake date of today when the spec form sends none', async () => {
    const id = await addRabbit('Bez daty');
    expect((await readJson<AdminAnimal>(await admin.get(`/api/animals/${id}/record`))).data_przyjecia).toBe(todayInPoland());
  });

  it('refuses bad health entries with a Polish message naming the field, saving nothing', async () => {
    const id = await addRabbit('Bruno');
    const before = await count('health_entries');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'szczepienie', date: day(2), description: 'RHD1 i RHD2' }, 'date', M.entryDateFuture],
      [{ type: 'szczepienie', date: day(-2), description: 'RHD1 i RHD2', nextDue: day(-3) }, 'nextDue', M.nextDueBeforeEntry],
      [{ type: 'wizyta', date: day(-2), description: 'Kontrola', costGrosze: 85.505 }, 'costGrosze', M.costInvalid],
      [{ type: 'wizyta', date: day(-2), description: 'Kontrola', costGrosze: -100 }, 'costGrosze', M.costInvalid],
      [{ type: 'szczepionka', date: day(-2), description: 'x' }, 'type', M.entryTypeInvalid],
      [{ type: 'wizyta', date: day(-2), description: '   ' }, 'description', M.descriptionRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await addEntry(admin, id, body);
      expect(response.status).toBe(400);
      expect((await readJson<{ fields: Record<string, string> }>(response)).fields[field]).toBe(message);
    }
    const unknownClinic = await addEntry(admin, id, { type: 'wizyta', date: day(-2), description: 'Kontrola', clinicId: 999 });
    expect(unknownClinic.status).toBe(400);
    expect((await readJson<{ error: string }>(unknownClinic)).error).toBe(M.clinicUnknown);
    expect(await count('health_entries')).toBe(before);
  });

  it('keeps costs for coordination: a volunteer adds entries without seeing or sending a cost', async () => {
    const id = await addRabbit('Puszek');
    const clinic = await admin.post('/api/clinics', { name: 'Lecznica Egzotyczna Zwierzyniec' });
    expect(clinic.status).toBe(201);
    const clinicId = (await readJson<{ clinic: { id: number } }>(clinic)).clinic.id;
    expect((await admin.post('/api/clinics', { name: 'lecznica egzotyczna zwierzyniec' })).status).toBe(409);
    expect((await volunteer.post('/api/clinics', { name: 'Inna' })).status).toBe(403);

    const added = await addEntry(admin, id, { type: 'wizyta', date: day(-5), description: 'Kontrola zębów', costGrosze: 8550, clinicId });
    expect(added.status).toBe(201);
    const entry = (await readJson<{ entry: HealthEntry }>(added)).entry;
    expect(entry).toMatchObject({ costGrosze: 8550, clinicName: 'Lecznica Egzotyczna Zwierzyniec', version: 1, createdBy: 'admin' });

    const seenByVolunteer = await readJson<HealthEntry[]>(await volunteer.get(`/api/animals/${id}/health`));
    expect(seenByVolunteer[0]).not.toHaveProperty('costGrosze');
    const refused = await addEntry(volunteer, id, { type: 'wizyta', date: day(-1), description: 'Kontrola', costGrosze: 100 });
    expect(refused.status).toBe(403);
    expect((await readJson<{ error: string }>(refused)).error).toBe(M.costHidden);
    expect((await addEntry(volunteer, id, { type: 'odrobaczanie', date: day(-1), description: 'Pasta' })).status).toBe(201);
    // A volunteer's correction leaves the cost it cannot see as it was.
    const corrected = await volunteer.request('PUT', `/api/animals/${id}/health/${entry.id}`, {
      type: 'wizyta',
      date: day(-5),
      description: 'Kontrola zębów i pazurów',
      clinicId,
      version: 1,
    });
    expect(corrected.status).toBe(200);
    expect((await queryOne<{ cost_grosze: number }>(db.dataSource, `SELECT cost_grosze FROM health_entries WHERE id = $1`, [entry.id])).cost_grosze).toBe(8550);
  });

  it('attaches an invoice (a PDF checked by its structure) or a photo of a result, refuses anything else, and gives them to coordination only', async () => {
    const id = await addRabbit('Faktura');
    const entry = (await readJson<{ entry: HealthEntry }>(await addEntry(admin, id, { type: 'wizyta', date: day(-3), description: 'Kontrola', costGrosze: 9000 }))).entry;
    const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
    const pdf = Buffer.from(`${head}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`, 'latin1');
    const upload = (client: HttpClient, name: string, type: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('plik', new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${server.baseUrl}/api/animals/${id}/health/${entry.id}/attachments`, { method: 'POST', body: form, headers: { cookie: `pets.sid=${client.cookie('pets.sid')}` } });
    };
    const saved = await upload(admin, 'Faktura nr 12-2026 – Łódź.pdf', 'application/pdf', pdf);
    expect(saved.status).toBe(201);
    const [file] = (await readJson<{ attachments: { id: number; name: string; contentType: string }[] }>(saved)).attachments;
    expect(file).toMatchObject({ name: 'Faktura-nr-12-2026-Lodz.pdf', contentType: 'application/pdf' });

    const refused = await upload(admin, 'wynik.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'));
    expect(refused.status).toBe(400);
    expect((await readJson<{ error: string }>(refused)).error).toBe(M.attachmentRejected);
    expect((await upload(volunteer, 'x.pdf', 'application/pdf', pdf)).status).toBe(403);

    const download = await admin.get(`/api/animals/${id}/health/${entry.id}/attachments/${file!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Faktura-nr-12-2026-Lodz.pdf"');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await volunteer.get(`/api/animals/${id}/health/${entry.id}/attachments/${file!.id}`)).status).toBe(403);
    expect((await admin.get(`/api/animals/${id}/health/${entry.id}/attachments/999999`)).status).toBe(404);

    const [listed] = await readJson<HealthEntry[]>(await admin.get(`/api/animals/${id}/health`));
    expect(listed?.attachments).toHaveLength(1);
    const [seen] = await readJson<HealthEntry[]>(await volunteer.get(`/api/animals/${id}/health`));
    expect(seen).not.toHaveProperty('attachments');
    // Five at most, also when sent at once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(admin, 'f.pdf', 'application/pdf', pdf)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM health_attachments WHERE entry_id = $1`, [entry.id])).n).toBe(5);
  });

  it('keeps the list of clinics: renamed with the history, removed only while no entry names it', async () => {
    const named = (await readJson<{ clinic: { id: number } }>(await admin.post('/api/clinics', { name: 'Gabinet Pod Lipą' }))).clinic.id;
    const spare = (await readJson<{ clinic: { id: number } }>(await admin.post('/api/clinics', { name: 'Gabinet Zapasowy' }))).clinic.id;
    const id = await addRabbit('Lecznicowy');
    await addEntry(admin, id, { type: 'wizyta', date: day(-1), description: 'Kontrola', clinicId: named });

    const renamed = await admin.request('PUT', `/api/clinics/${named}`, { name: 'Gabinet Weterynaryjny Pod Lipą' });
    expect(renamed.status).toBe(200);
    expect((await readJson<{ clinic: unknown }>(renamed)).clinic).toEqual({ id: named, name: 'Gabinet Weterynaryjny Pod Lipą', entries: 1 });
    expect((await readJson<HealthEntry[]>(await admin.get(`/api/animals/${id}/health`)))[0]?.clinicName).toBe('Gabinet Weterynaryjny Pod Lipą');
    expect((await admin.request('PUT', `/api/clinics/${named}`, { name: 'gabinet zapasowy' })).status).toBe(409);

    const inUse = await admin.request('DELETE', `/api/clinics/${named}`);
    expect(inUse.status).toBe(409);
    expect((await readJson<{ error: string }>(inUse)).error).toBe(M.clinicInUse(1));
    expect((await volunteer.request('DELETE', `/api/clinics/${spare}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/clinics/${spare}`)).status).toBe(200);
    expect((await readJson<{ id: number }[]>(await admin.get('/api/clinics'))).map((clinic) => clinic.id)).not.toContain(spare);
    expect((await admin.request('DELETE', `/api/clinics/${spare}`)).status).toBe(404);
  });

  it('corrects an entry with the history showing before → after, and one of two editors wins', async () => {
    const id = await addRabbit('Tofik');
    const entry = (await readJson<{ entry: HealthEntry }>(await addEntry(admin, id, { type: 'badanie', date: day(-10), description: 'Morfologia' }))).entry;
    const first = await admin.request('PUT', `/api/animals/${id}/health/${entry.id}`, { type: 'badanie', date: day(-9), description: 'Morfologia i biochemia', version: 1 });
    expect(first.status).toBe(200);
    expect((await readJson<{ entry: HealthEntry }>(first)).entry).toMatchObject({ date: day(-9), version: 2 });
    // The second editor started from version 1: refused, nothing overwritten.
    const second = await volunteer.request('PUT', `/api/animals/${id}/health/${entry.id}`, { type: 'badanie', date: day(-10), description: 'Inne', version: 1 });
    expect(second.status).toBe(409);
    expect((await readJson<{ error: string }>(second)).error).toBe(M.entryChanged);
    const [stored] = await readJson<HealthEntry[]>(await admin.get(`/api/animals/${id}/health`));
    expect(stored).toMatchObject({ description: 'Morfologia i biochemia', version: 2 });

    const history = await readJson<HistoryPage>(await admin.get(`/api/history?subjectType=animal&subjectId=${id}`));
    const correction = history.items.find((item) => item.action === 'animal.health_corrected');
    expect(correction?.details).toMatchObject({
      changes: { data: { from: day(-10), to: day(-9) }, opis_wpisu: { from: 'Morfologia', to: 'Morfologia i biochemia' } },
    });
    expect((await admin.request('PUT', `/api/animals/${id}/health/999999`, { type: 'badanie', date: day(-9), description: 'x' })).status).toBe(404);
  });

  it('turns a next-due date into a task that is ahead within a week, due on its day, overdue after, and done by the next vaccination', async () => {
    const id = await addRabbit('Rudy');
    const added = await addEntry(admin, id, { type: 'szczepienie', date: day(-360), description: 'RHD1 i RHD2', nextDue: day(5) });
    const entry = (await readJson<{ entry: HealthEntry }>(added)).entry;

    now = new Date();
    let view = await today();
    expect(view.tasks.find((task) => task.animal?.id === id)).toBeUndefined();
    expect(view.upcomingHealth).toContainEqual(expect.objectContaining({ entryId: entry.id, animal: { id, name: 'Rudy' }, nextDue: day(5) }));

    now = new Date(Date.now() + 5 * DAY);
    view = await today();
    expect(view.today).toBe(day(5));
    const due = view.tasks.find((task) => task.animal?.id === id);
    expect(due).toMatchObject({ title: 'Szczepienie: RHD1 i RHD2', due: day(5), overdue: false, source: 'zdrowie' });

    now = new Date(Date.now() + 9 * DAY);
    view = await today(volunteer);
    expect(view.tasks.find((task) => task.animal?.id === id)).toMatchObject({ overdue: true });
    const list = await readJson<AdminAnimalListItem[]>(await admin.get('/api/animals/all'));
    expect(list.find((animal) => animal.id_zwierzaka === id)?.szczepienie_po_terminie).toBe(true);

    // This year's vaccination fulfils last year's task and makes next year's.
    expect((await addEntry(admin, id, { type: 'szczepienie', date: day(0), description: 'rhd1 i rhd2', nextDue: day(365) })).status).toBe(201);
    view = await today();
    expect(view.tasks.find((task) => task.animal?.id === id)).toBeUndefined();
    const after = await readJson<AdminAnimalListItem[]>(await admin.get('/api/animals/all'));
    expect(after.find((animal) => animal.id_zwierzaka === id)?.szczepienie_po_terminie).toBe(false);
    now = new Date();
  });

  it('turns a medication course into a task for each day of dosing, and moves them with a correction', async () => {
    const id = await addRabbit('Kuracja');
    const added = await addEntry(admin, id, { type: 'lek', date: day(-1), description: 'Metacam 0,3 ml', doseEveryHours: 12, courseUntil: day(2) });
    expect(added.status).toBe(201);
    const entry = (await readJson<{ entry: HealthEntry }>(added)).entry;
    expect(entry).toMatchObject({ doseEveryHours: 12, courseUntil: day(2) });
    const courseTasks = async () =>
      (
        await queryRows<{ due: string; title: string; done: boolean }>(
          db.dataSource,
          `SELECT to_char(due, 'YYYY-MM-DD') AS due, title, done_at IS NOT NULL AS done FROM tasks WHERE health_entry_id = $1 ORDER BY due`,
          [entry.id],
        )
      );
    expect((await courseTasks()).map((task) => task.due)).toEqual([day(-1), day(0), day(1), day(2)]);
    expect((await courseTasks())[0]?.title).toBe('Podać: Metacam 0,3 ml (2 razy dziennie)');
    now = new Date();
    expect((await today()).tasks.filter((task) => task.animal?.id === id).map((task) => task.due)).toEqual([day(-1), day(0)]);

    // Yesterday's dose was given; the course is cut short to today: tomorrow's go, the done one stays.
    const yesterday = (await today()).tasks.find((task) => task.animal?.id === id && task.due === day(-1))!;
    await admin.post(`/api/tasks/${yesterday.id}/done`, {});
    const corrected = await admin.request('PUT', `/api/animals/${id}/health/${entry.id}`, {
      type: 'lek',
      date: day(-1),
      description: 'Metacam 0,3 ml',
      doseEveryHours: 48,
      courseUntil: day(0),
      version: 1,
    });
    expect(corrected.status).toBe(200);
    expect(await courseTasks()).toEqual([{ due: day(-1), title: 'Podać: Metacam 0,3 ml (2 razy dziennie)', done: true }]);

    for (const body of [
      { type: 'lek', date: day(-1), description: 'x', doseEveryHours: 12 },
      { type: 'lek', date: day(-1), description: 'x', doseEveryHours: 0, courseUntil: day(1) },
      { type: 'lek', date: day(-1), description: 'x', doseEveryHours: 12, courseUntil: day(100) },
    ]) {
      expect((await addEntry(admin, id, body)).status).toBe(400);
    }
  });

  it('adds manual tasks, marks them done and undone once each in the history', async () => {
    const animalId = await addRabbit('Zadaniowy');
    const response = await volunteer.post('/api/tasks', { title: 'Kupić siano', due: day(0), animalId });
    expect(response.status).toBe(201);
    const task = (await readJson<{ task: StaffTask }>(response)).task;
    expect(task).toMatchObject({ title: 'Kupić siano', done: false, animal: { id: animalId, name: 'Zadaniowy' }, source: 'reczne' });
    expect((await today()).tasks.map((item) => item.id)).toContain(task.id);

    expect((await admin.post(`/api/tasks/${task.id}/done`, {})).status).toBe(200);
    expect((await admin.post(`/api/tasks/${task.id}/done`, {})).status).toBe(200);
    expect((await today()).tasks.map((item) => item.id)).not.toContain(task.id);
    const undone = await admin.post(`/api/tasks/${task.id}/done`, { done: false });
    expect((await readJson<{ task: StaffTask }>(undone)).task.done).toBe(false);
    const rows = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM history WHERE subject_type = 'task' AND subject_id = $1`, [task.id]);
    expect(rows.n).toBe(3);

    const bad = await admin.post('/api/tasks', { title: '', due: '2026-02-30', assigneeId: 9999 });
    expect(bad.status).toBe(400);
    expect((await readJson<{ fields: Record<string, string> }>(bad)).fields).toMatchObject({ title: M.taskTitleRequired, due: M.taskDueInvalid });
    const unknownAssignee = await admin.post('/api/tasks', { title: 'Zadzwonić', due: day(1), assigneeId: 9999 });
    expect((await readJson<{ error: string }>(unknownAssignee)).error).toBe(M.taskAssigneeUnknown);
    expect((await admin.post('/api/tasks/999999/done', {})).status).toBe(404);
  });

  it('records weights in grams and warns of a fall of 10 % within 14 days', async () => {
    const id = await addRabbit('Waga');
    for (const [days, grams] of [[-20, 2000], [-13, 2100], [-6, 2050]] as const) {
      expect((await admin.post(`/api/animals/${id}/weights`, { date: day(days), grams })).status).toBe(201);
    }
    let weights = await readJson<AnimalWeights>(await admin.get(`/api/animals/${id}/weights`));
    expect(weights.weights.map((weight) => weight.grams)).toEqual([2000, 2100, 2050]);
    expect(weights.drop).toBeNull();

    const fell = await volunteer.post(`/api/animals/${id}/weights`, { date: day(0), grams: 1880 });
    weights = await readJson<AnimalWeights>(fell);
    expect(weights.drop).toEqual({ fromGrams: 2100, toGrams: 1880, fromDate: day(-13), toDate: day(0), percent: 10 });
    const list = await readJson<AdminAnimalListItem[]>(await admin.get('/api/animals/all'));
    expect(list.find((animal) => animal.id_zwierzaka === id)?.spadek_wagi).toMatchObject({ percent: 10 });
    expect((await today()).weightDrops).toContainEqual({ animal: { id, name: 'Waga' }, percent: 10, toDate: day(0) });
    // A new weighing back up clears the warning everywhere.
    await admin.post(`/api/animals/${id}/weights`, { date: day(0), grams: 2040 });
    expect((await today()).weightDrops?.some((notice) => notice.animal.id === id)).toBe(false);

    for (const body of [{ date: day(0), grams: 20_001 }, { date: day(0), grams: -5 }, { date: day(0), grams: 12.5 }, { date: day(2), grams: 100 }]) {
      const response = await admin.post(`/api/animals/${id}/weights`, body);
      expect(response.status).toBe(400);
    }
    expect((await readJson<{ error: string }>(await admin.post(`/api/animals/${id}/weights`, { date: day(0), grams: 20_001 }))).error).toBe(M.gramsInvalid);
  });

  it('shows visitors a short health summary from the card, never costs or clinics', async () => {
    const id = await addRabbit('Summary', { plec: 'Samica', wykastrowany: 'Tak' });
    let animal = await readJson<Animal>(await admin.get(`/api/animals/${id}`));
    expect(animal.zdrowie).toBe('wysterylizowana');
    await addEntry(admin, id, { type: 'szczepienie', date: '2026-11-03', description: 'RHD1 i RHD2', costGrosze: 12000 });
    await addEntry(admin, id, { type: 'szczepienie', date: '2026-05-10', description: 'Myksomatoza' });
    animal = await readJson<Animal>(await admin.get(`/api/animals/${id}`));
    expect(animal.zdrowie).toBe('zaszczepiona przeciw RHD1 i RHD2 (listopad 2026), zaszczepiona przeciw myksomatozie (maj 2026), wysterylizowana');
    expect(JSON.stringify(animal)).not.toContain('12000');
  });

  it('lets the daily job make the tasks missing for next-due dates written another way', async () => {
    const id = await addRabbit('Import');
    await execute(db.dataSource, `INSERT INTO health_entries (animal_id, type, date, description, next_due) VALUES ($1, 'szczepienie', $2, 'Myksomatoza', $3)`, [
      id,
      day(-100),
      day(-1),
    ]);
    expect(await createMissingHealthTasks(db.dataSource)).toBe(1);
    expect(await createMissingHealthTasks(db.dataSource)).toBe(0);
    expect((await today()).tasks.find((task) => task.animal?.id === id)).toMatchObject({ title: 'Szczepienie: Myksomatoza', overdue: true });
  });

  it('answers the role message to a volunteer adding a clinic, and 401 without a session', async () => {
    expect(await readJson(await volunteer.post('/api/clinics', { name: 'X' }))).toEqual({ error: ROLE_MESSAGES.forbidden, code: 'forbidden_role' });
    expect((await new HttpClient(server.baseUrl).get('/api/tasks')).status).toBe(401);
  });
});
