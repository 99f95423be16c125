import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOSTER_MESSAGES as F, FOSTER_PORTAL_MESSAGES as P, todayInPoland, type FosterPortalView } from '@pets/shared';
import { startTestApp } from '../../../../test/app-harness.js';
import { HTML_AS_PNG, imageFixture, imagesForm } from '../../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../../db/sql.js';
import { ingestImage } from '../../images/image-pipeline.js';
import { STORED_IMAGE_COLUMNS, storedImagePlaceholders, storedImageValues } from '../../images/stored-image-columns.js';
import { issuePersonalLink } from '../../personal-links/personal-links.js';
import { syncHealthTask } from '../../tasks/health-tasks.js';
import { listTasks } from '../../tasks/tasks.store.js';
import { PORTAL_WRITES_PER_HOUR } from './portal.routes.js';

const DAY = 86_400_000;

describe("the foster carer's page (/api/foster/portal/:token)", () => {
  let db: TestDatabase;
  let server: RunningServer;
  // The injected clock: the link lifecycle moves it instead of waiting 180 days.
  let now = new Date();
  const clock = () => now;
  /** A date `days` from the real today in Poland (the weight schema refuses future dates by the real clock). */
  const day = (days: number) => todayInPoland(new Date(Date.now() + days * DAY));

  let annaHome: number;
  let bartekHome: number;
  let marchewka: number;
  let pieprz: number;
  let adopted: number;
  let bob: number;
  let annaToken: string;

  const url = (token: string, rest = '') => `${server.baseUrl}/api/foster/portal/${encodeURIComponent(token)}${rest}`;
  const get = (token: string) => fetch(url(token));
  const post = (token: string, rest: string, body: unknown) =>
    fetch(url(token, rest), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const postPhotos = (token: string, animalId: number, files: { name: string; type: string; bytes: Buffer }[]) => {
    const form = imagesForm(files);
    form.append('animalId', String(animalId));
    return fetch(url(token, '/photos'), { method: 'POST', body: form });
  };
  const count = async (sql: string, params: unknown[] = []) => (await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${sql}`, params)).n;

  const addHome = async (first: string, last: string, email: string) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity)
         VALUES ($1, $2, $3, '600700800', '30-001', 'Kraków', ARRAY['Królik', 'Świnka morska'], 3) RETURNING id`,
        [first, last, email],
      )
    ).id;
  const addAnimal = async (name: string, homeId: number | null, extra: { status?: string; species?: string } = {}) => {
    const { id } = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, status, foster_home_id, intake_date) VALUES ($1, $2, 'Samica', $3, $4, $5) RETURNING id`,
      [name, extra.species ?? 'Królik', extra.status ?? 'Dostępny', homeId, day(-60)],
    );
    if (homeId !== null) {
      await execute(db.dataSource, `INSERT INTO animal_placements (animal_id, foster_home_id, starts_on) VALUES ($1, NULL, $2), ($1, $3, $4)`, [id, day(-60), homeId, day(-30)]);
    }
    return id;
  };
  const issue = async (homeId: number) =>
    (await db.dataSource.transaction((manager) => issuePersonalLink(manager, { purpose: 'dt', subjectId: homeId, idleDays: 180, clock }))).token;
  const view = async (token: string) => {
    const response = await get(token);
    expect(response.status).toBe(200);
    return readJson<FosterPortalView>(response);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource, {}, { clock });
    annaHome = await addHome('Anna', 'Kowalska', 'anna.kowalska@example.com');
    bartekHome = await addHome('Bartek', 'Nowak', 'bartek@example.com');
    marchewka = await addAnimal('Marchewka', annaHome);
    pieprz = await addAnimal('Pieprz', annaHome, { species: 'Świnka morska' });
    adopted = await addAnimal('Kluska', annaHome, { status: 'Adoptowany' });
    bob = await addAnimal('Bob', bartekHome);
    // Marchewka's cover photo and an earlier weighing.
    const image = await ingestImage(await imageFixture('png', 40));
    await execute(db.dataSource, `INSERT INTO images (animal_id, position, ${STORED_IMAGE_COLUMNS}) VALUES ($1, 0, ${storedImagePlaceholders(2)})`, [marchewka, ...storedImageValues(image)]);
    await execute(db.dataSource, `INSERT INTO weights (animal_id, date, grams) VALUES ($1, $2, 2000)`, [marchewka, day(-8)]);
    // The health card: a vaccination due in 5 days, a worming overdue since yesterday (both with their tasks),
    // an entry due in 40 days (too far ahead); costs, clinic and notes never reach the carer.
    await execute(db.dataSource, `INSERT INTO clinics (name) VALUES ('Lecznica Tajna')`);
    const entries = await queryRows<{ id: number }>(
      db.dataSource,
      `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, clinic_id, next_due, note) VALUES
         ($1, 'szczepienie', $2, 'RHD1 i RHD2', 12000, (SELECT id FROM clinics LIMIT 1), $3, 'Notatka lekarza: zapłacono gotówką'),
         ($1, 'odrobaczanie', $4, 'Panacur', NULL, NULL, $5, ''),
         ($1, 'badanie', $4, 'Kontrola zębów', NULL, NULL, $6, '')
       RETURNING id`,
      [marchewka, day(-300), day(5), day(-20), day(-1), day(40)],
    );
    await db.dataSource.transaction(async (manager) => {
      for (const entry of entries) await syncHealthTask(manager, entry.id);
    });
    // Staff's own task about the animal and a health task of another home's animal: neither is the carer's.
    await execute(db.dataSource, `INSERT INTO tasks (title, due, animal_id) VALUES ('Zadzwonić do Kowalskiej w sprawie kosztów', $1, $2)`, [day(1), marchewka]);
    await execute(db.dataSource, `INSERT INTO health_entries (animal_id, type, date, description, next_due) VALUES ($1, 'lek', $2, 'Lek Boba', $3)`, [bob, day(-3), day(2)]);
    annaToken = await issue(annaHome);
    await issue(bartekHome);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it("shows the carer's first name and only the animals living with them now, with nothing else", async () => {
    const response = await get(annaToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await readJson<FosterPortalView>(response);
    expect(page).toEqual({
      carerFirstName: 'Anna',
      foundationEmail: 'kontakt@malelapki.example',
      foundationPhone: '',
      animals: [
        {
          id: marchewka,
          name: 'Marchewka',
          species: 'Królik',
          sex: 'Samica',
          photo: expect.stringMatching(/^\/api\/images\/[a-f0-9]+\.png\?w=card$/) as unknown,
          since: day(-30),
          nextCare: [
            { date: day(-1), label: 'Odrobaczanie / odpchlenie: Panacur', overdue: true },
            { date: day(5), label: 'Szczepienie: RHD1 i RHD2', overdue: false },
          ],
          lastWeight: { date: day(-8), grams: 2000 },
          pendingPhotos: 0,
        },
        { id: pieprz, name: 'Pieprz', species: 'Świnka morska', sex: 'Samica', photo: null, since: day(-30), nextCare: [], lastWeight: null, pendingPhotos: 0 },
      ],
    });
    const text = JSON.stringify(page);
    for (const absent of ['Kowalska', 'anna.kowalska', '600700800', 'Kluska', 'Bob', 'Lecznica', 'Notatka lekarza', '12000', 'Zadzwonić', 'Kontrola zębów', 'Lek Boba']) {
      expect(text).not.toContain(absent);
    }
    expect(await count(`foster_homes WHERE id = $1 AND last_activity_at > now() - interval '1 minute'`, [annaHome])).toBe(1);
  });

  it("stores a weight through the care record: one per day, the weight fall, a report and the animal's history", async () => {
    const response = await post(annaToken, '/weights', { animalId: marchewka, date: day(0), grams: 1750 });
    expect(response.status).toBe(201);
    const body = await readJson<{ message: string; view: FosterPortalView }>(response);
    expect(body.message).toBe(F.weightSaved);
    expect(body.view.animals.find((animal) => animal.id === marchewka)?.lastWeight).toEqual({ date: day(0), grams: 1750 });
    // The same day again corrects the first.
    expect((await post(annaToken, '/weights', { animalId: marchewka, date: day(0), grams: 1700 })).status).toBe(201);
    expect(await queryRows(db.dataSource, `SELECT grams, created_by FROM weights WHERE animal_id = $1 AND date = $2`, [marchewka, day(0)])).toEqual([{ grams: 1700, created_by: null }]);
    const { weight_drop } = await queryOne<{ weight_drop: unknown }>(db.dataSource, `SELECT weight_drop FROM animals WHERE id = $1`, [marchewka]);
    expect(weight_drop).toEqual({ fromGrams: 2000, toGrams: 1700, fromDate: day(-8), toDate: day(0) });
    expect(await queryRows(db.dataSource, `SELECT kind, text FROM foster_reports WHERE animal_id = $1 AND kind = 'waga' ORDER BY id`, [marchewka])).toEqual([
      { kind: 'waga', text: '1750 g' },
      { kind: 'waga', text: '1700 g' },
    ]);
    const history = await queryRows<{ actor_id: number | null; actor_name: string; details: Record<string, unknown> }>(
      db.dataSource,
      `SELECT actor_id, actor_name, details FROM history WHERE subject_type = 'animal' AND subject_id = $1 AND action = 'animal.foster_weight' ORDER BY id`,
      [marchewka],
    );
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ actor_id: null, actor_name: 'DT: Anna K.', details: { date: day(0), grams: 1750, fosterHomeId: annaHome } });
    expect(history[1]!.details).toMatchObject({ changes: { waga_g: { from: '1750', to: '1700' } } });
  });

  it("refuses a weight, a note or photos for an animal that is not the carer's, storing nothing", async () => {
    const before = await Promise.all([count('weights'), count('foster_reports'), count('tasks'), count('foster_photos')]);
    for (const animalId of [bob, adopted, 999_999]) {
      const weight = await post(annaToken, '/weights', { animalId, date: day(0), grams: 900 });
      expect(weight.status).toBe(403);
      expect(await readJson(weight)).toMatchObject({ error: F.animalNotYours, code: 'animal_not_yours' });
      expect((await post(annaToken, '/notes', { animalId, text: 'Cześć', problem: false })).status).toBe(403);
      expect((await postPhotos(annaToken, animalId, [{ name: 'a.png', type: 'image/png', bytes: await imageFixture('png') }])).status).toBe(403);
    }
    expect(await Promise.all([count('weights'), count('foster_reports'), count('tasks'), count('foster_photos')])).toEqual(before);
  });

  it('refuses bad input with a Polish message per field', async () => {
    const empty = await post(annaToken, '/notes', { animalId: marchewka, text: '   ', problem: false });
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toMatchObject({ fields: { text: F.noteRequired } });
    const heavy = await post(annaToken, '/weights', { animalId: marchewka, date: day(0), grams: 0 });
    expect(heavy.status).toBe(400);
    expect((await readJson<{ fields: Record<string, string> }>(heavy)).fields.grams).toBeTruthy();
  });

  it("makes a note and a health problem tasks for today's list and entries in the animal's history", async () => {
    const note = await post(annaToken, '/notes', { animalId: pieprz, text: 'Pieprz je siano jak szalony i zaczął popcornować.', problem: false });
    expect(note.status).toBe(201);
    expect(await readJson(note)).toEqual({ message: F.noteSaved });
    const longText = `Od rana nie je i siedzi skulony w kącie. ${'Bardzo się martwię. '.repeat(10)}`;
    const problem = await post(annaToken, '/notes', { animalId: marchewka, text: longText, problem: true });
    expect(problem.status).toBe(201);
    expect(await readJson(problem)).toEqual({ message: F.problemSaved });

    const today = todayInPoland(now);
    const tasks = (await listTasks(db.dataSource, 'today', today)).filter((task) => task.source === 'dt');
    expect(tasks.map((task) => ({ title: task.title, due: task.due, animal: task.animal?.name, assignee: task.assignee }))).toEqual([
      { title: 'Notatka od DT (Anna K.) o zwierzaku Pieprz: Pieprz je siano jak szalony i zaczął popcornować.', due: today, animal: 'Pieprz', assignee: null },
      { title: expect.stringMatching(/^Problem ze zdrowiem: Marchewka – zgłasza DT \(Anna K\.\): Od rana nie je i siedzi skulony w kącie\. .{60,}…$/) as unknown, due: today, animal: 'Marchewka', assignee: null },
    ]);
    expect(await count(`tasks WHERE source = 'dt' AND foster_home_id = $1`, [annaHome])).toBe(2);
    expect(await queryRows(db.dataSource, `SELECT kind, text FROM foster_reports WHERE kind IN ('notatka', 'problem') ORDER BY id`)).toEqual([
      { kind: 'notatka', text: 'Pieprz je siano jak szalony i zaczął popcornować.' },
      { kind: 'problem', text: longText.trim() },
    ]);
    expect(
      await queryRows(db.dataSource, `SELECT action, actor_name, subject_id, details->>'text' AS text FROM history WHERE action IN ('animal.foster_note', 'animal.foster_problem') ORDER BY id`),
    ).toEqual([
      { action: 'animal.foster_note', actor_name: 'DT: Anna K.', subject_id: pieprz, text: 'Pieprz je siano jak szalony i zaczął popcornować.' },
      { action: 'animal.foster_problem', actor_name: 'DT: Anna K.', subject_id: marchewka, text: longText.trim() },
    ]);
  });

  it('keeps photos waiting for staff, refuses a file that is not an image, and never lets more than 5 wait, even in parallel', async () => {
    const notImage = await postPhotos(annaToken, pieprz, [
      { name: 'ok.png', type: 'image/png', bytes: await imageFixture('png', 10) },
      { name: 'strona.png', type: 'image/png', bytes: HTML_AS_PNG },
    ]);
    expect(notImage.status).toBe(400);
    expect((await readJson<{ error: string }>(notImage)).error).toBe(`Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.${P.photosNothingSent}`);
    expect(await count('foster_photos')).toBe(0);

    const first = await postPhotos(annaToken, pieprz, [
      { name: 'a.png', type: 'image/png', bytes: await imageFixture('png', 20) },
      { name: 'b.jpg', type: 'image/jpeg', bytes: await imageFixture('jpeg', 30) },
    ]);
    expect(first.status).toBe(201);
    const body = await readJson<{ message: string; view: FosterPortalView }>(first);
    expect(body.message).toBe(F.photosSaved(2));
    expect(body.view.animals.find((animal) => animal.id === pieprz)?.pendingPhotos).toBe(2);
    expect(await queryRows(db.dataSource, `SELECT kind, text FROM foster_reports WHERE kind = 'zdjecie'`)).toEqual([{ kind: 'zdjecie', text: '2 zdjęcia do zatwierdzenia' }]);
    expect(await count(`history WHERE action = 'animal.foster_photo' AND subject_id = $1`, [pieprz])).toBe(1);
    // Nothing of it is public: the public image route does not know the files.
    expect(await count(`images WHERE animal_id = $1`, [pieprz])).toBe(0);

    const parallel = await Promise.all(
      [50, 60, 70, 80, 90].map(async (hue) => (await postPhotos(annaToken, pieprz, [{ name: `${hue}.png`, type: 'image/png', bytes: await imageFixture('png', hue) }])).status),
    );
    expect(parallel.filter((status) => status === 201)).toHaveLength(3);
    expect(parallel.filter((status) => status === 400)).toHaveLength(2);
    expect(await count(`foster_photos WHERE animal_id = $1`, [pieprz])).toBe(5);

    const full = await postPhotos(annaToken, pieprz, [{ name: 'x.png', type: 'image/png', bytes: await imageFixture('png', 99) }]);
    expect(full.status).toBe(400);
    expect((await readJson<{ error: string }>(full)).error).toBe(P.photosFull);
    const six = await Promise.all(Array.from({ length: 6 }, async (_, index) => ({ name: `${index}.png`, type: 'image/png', bytes: await imageFixture('png', 100 + index) })));
    const over = await postPhotos(annaToken, marchewka, six);
    expect(over.status).toBe(400);
    expect((await readJson<{ error: string }>(over)).error).toBe(P.photosOverLimit(5));
    expect(await count(`foster_photos WHERE animal_id = $1`, [marchewka])).toBe(0);
    expect((await view(annaToken)).animals.find((animal) => animal.id === pieprz)?.pendingPhotos).toBe(5);
  });

  it('limits writes per link', async () => {
    const home = await addHome('Celina', 'Wiśniewska', 'celina@example.com');
    const token = await issue(home);
    const statuses: number[] = [];
    // Bad bodies count too: the limit is taken before the body is read.
    for (let index = 0; index < PORTAL_WRITES_PER_HOUR + 1; index += 1) statuses.push((await post(token, '/notes', {})).status);
    expect(statuses.slice(0, PORTAL_WRITES_PER_HOUR).every((status) => status === 400)).toBe(true);
    const refused = await post(token, '/notes', {});
    expect(refused.status).toBe(429);
    expect(await readJson(refused)).toMatchObject({ error: F.portalRateLimited });
    // Reading is not a write.
    expect((await get(token)).status).toBe(200);
  });

  it('gives every wrong, revoked, expired or inactive link the same 404, and extends a link with each use', async () => {
    const invalid = async (token: string) => {
      const response = await get(token);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      return { status: response.status, body: await response.text() };
    };
    const expected = { status: 404, body: JSON.stringify({ error: F.linkInvalid, code: 'link_invalid' }) };
    const answers: Record<string, { status: number; body: string }> = {};

    answers.wrong = await invalid('to-nie-jest-prawdziwy-token-0123456789abcdefghijk');
    expect(answers.wrong.body).toContain(F.linkInvalid);

    // A newer link revokes the older one.
    const home = await addHome('Dorota', 'Zielińska', 'dorota@example.com');
    await addAnimal('Fasolka', home);
    const old = await issue(home);
    const fresh = await issue(home);
    answers.revoked = await invalid(old);
    expect((await view(fresh)).carerFirstName).toBe('Dorota');
    // A write with a revoked link stores nothing either.
    expect((await post(old, '/notes', { animalId: 1, text: 'x', problem: false })).status).toBe(404);

    // 179 days without use: still valid, and the use starts the 180 days again.
    const start = now;
    now = new Date(start.getTime() + 179 * DAY);
    expect((await view(fresh)).carerFirstName).toBe('Dorota');
    now = new Date(start.getTime() + 358 * DAY);
    expect((await view(fresh)).carerFirstName).toBe('Dorota');
    // 181 days after the last use: expired.
    now = new Date(start.getTime() + (358 + 181) * DAY);
    answers.expired = await invalid(fresh);

    // A home no longer active (or erased): its live link opens nothing.
    const inactive = await issue(home);
    expect((await view(inactive)).carerFirstName).toBe('Dorota');
    await execute(db.dataSource, `UPDATE foster_homes SET active = false WHERE id = $1`, [home]);
    answers.inactive = await invalid(inactive);
    await execute(db.dataSource, `UPDATE foster_homes SET active = true, erased_at = now() WHERE id = $1`, [home]);
    answers.erased = await invalid(inactive);

    expect(answers).toEqual({ wrong: expected, revoked: expected, expired: expected, inactive: expected, erased: expected });
    now = new Date();
  });
});
