import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOSTER_MESSAGES as F,
  todayInPoland,
  type AdminAnimalListItem,
  type AnimalPlacements,
  type FosterApplication,
  type FosterHomeDetail,
  type FosterHomeSummary,
  type FosterPhoto,
  type PlacementWarning,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { ingestImage } from '../images/image-pipeline.js';
import { storedImagePlaceholders, storedImageValues, STORED_IMAGE_COLUMNS } from '../images/stored-image-columns.js';
import { resolvePersonalLink } from '../personal-links/personal-links.js';

const DAY = 86_400_000;
const day = (days: number) => todayInPoland(new Date(Date.now() + days * DAY));

describe('foster homes: applications, homes, placements, links and photos (staff)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let volunteer: HttpClient;
  const now = new Date();

  const addAnimal = async (name: string, species = 'Królik') => {
    const response = await admin.post('/api/animals/add', { imie: name, gatunek: species, data_urodzenia: '2024-03-01', plec: 'Samica', stan_zdrowia: 'Zdrowa' });
    expect(response.status).toBe(201);
    return (await readJson<{ id: number }>(response)).id;
  };
  const addApplication = async (overrides: Record<string, unknown> = {}) => {
    const row = { first_name: 'Anna', last_name: 'Kowalska', email: 'anna.dt@example.com', phone: '600100200', postcode: '30-001', city: 'Kraków', species: ['Królik', 'Świnka morska'], capacity: 2, unavailable: 'lipiec', ...overrides };
    return (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_applications (first_name, last_name, email, phone, postcode, city, species, capacity, unavailable, consent_policy_version, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '1', md5(random()::text) || md5(random()::text)) RETURNING id`,
        [row.first_name, row.last_name, row.email, row.phone, row.postcode, row.city, row.species, row.capacity, row.unavailable],
      )
    ).id;
  };
  const acceptNew = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.post(`/api/foster/applications/${await addApplication(overrides)}/accept`, {});
    expect(response.status).toBe(201);
    return (await readJson<{ home: FosterHomeDetail }>(response)).home;
  };
  const place = (animalId: number, body: Record<string, unknown>, client = admin) => client.post(`/api/animals/${animalId}/placement`, body);

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

  it('turns an accepted application into a foster home without retyping, once, and records the decision', async () => {
    const applicationId = await addApplication();
    expect((await readJson<FosterApplication[]>(await admin.get('/api/foster/applications'))).map((a) => a.id)).toContain(applicationId);
    const response = await admin.post(`/api/foster/applications/${applicationId}/accept`, {});
    expect(response.status).toBe(201);
    const { message, home } = await readJson<{ message: string; home: FosterHomeDetail }>(response);
    expect(message).toBe(F.accepted);
    expect(home).toMatchObject({ firstName: 'Anna', lastName: 'Kowalska', email: 'anna.dt@example.com', city: 'Kraków', postcode: '30-001', capacity: 2, active: true, applicationId, animalCount: 0, linkSentAt: null });
    expect(home.species).toEqual(['Królik', 'Świnka morska']);
    expect(home.notes).toBe('Niedostępność podana w zgłoszeniu: lipiec');

    const again = await admin.post(`/api/foster/applications/${applicationId}/accept`, {});
    expect(again.status).toBe(409);
    expect((await readJson<{ error: string }>(again)).error).toBe(F.applicationDecided);
    const [application] = (await readJson<FosterApplication[]>(await admin.get('/api/foster/applications?status=przyjete'))).filter((a) => a.id === applicationId);
    expect(application).toMatchObject({ status: 'przyjete', decidedBy: 'admin', fosterHomeId: home.id });
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM foster_homes WHERE application_id = $1`, [applicationId])).n).toBe(1);
    const history = await queryRows<{ action: string }>(db.dataSource, `SELECT action FROM history WHERE subject_type = 'foster_application' AND subject_id = $1`, [applicationId]);
    expect(history.map((row) => row.action)).toEqual(['foster_application.accepted']);
  });

  it('declines only with a reason, keeps it on the application, and never twice', async () => {
    const applicationId = await addApplication({ email: 'ktos@example.com' });
    const empty = await admin.post(`/api/foster/applications/${applicationId}/decline`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect((await readJson<{ fields: Record<string, string> }>(empty)).fields.reason).toBe(F.declineReasonRequired);
    const response = await admin.post(`/api/foster/applications/${applicationId}/decline`, { reason: 'Mieszka za daleko od lecznicy.' });
    expect(response.status).toBe(200);
    expect((await readJson<{ application: FosterApplication }>(response)).application).toMatchObject({ status: 'odrzucone', declineReason: 'Mieszka za daleko od lecznicy.' });
    expect((await admin.post(`/api/foster/applications/${applicationId}/accept`, {})).status).toBe(409);
    expect((await admin.post('/api/foster/applications/999999/accept', {})).status).toBe(404);
  });

  it('keeps a home: edits with dated unavailable periods, recorded by field name only', async () => {
    const home = await acceptNew({ email: 'edit@example.com' });
    const body = {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'edit@example.com',
      phone: '+48 600 100 200',
      postcode: '30-001',
      city: 'Kraków',
      species: ['Królik'],
      capacity: 3,
      notes: 'Ma transporter',
      active: true,
      unavailable: [{ from: day(20), to: day(30), note: 'urlop' }],
    };
    const bad = await admin.request('PUT', `/api/foster/homes/${home.id}`, { ...body, unavailable: [{ from: day(30), to: day(20) }] });
    expect(bad.status).toBe(400);
    const response = await admin.request('PUT', `/api/foster/homes/${home.id}`, body);
    expect(response.status).toBe(200);
    const saved = (await readJson<{ home: FosterHomeDetail }>(response)).home;
    expect(saved).toMatchObject({ lastName: 'Nowak', phone: '600100200', capacity: 3, notes: 'Ma transporter', species: ['Królik'] });
    expect(saved.unavailable).toMatchObject([{ from: day(20), to: day(30), note: 'urlop' }]);
    const details = await queryOne<{ details: { fields: string[] } }>(db.dataSource, `SELECT details FROM history WHERE action = 'foster_home.updated' AND subject_id = $1`, [home.id]);
    expect(details.details.fields).toEqual(expect.arrayContaining(['last_name', 'capacity', 'notes', 'species', 'unavailable']));
    expect(JSON.stringify(details.details)).not.toContain('Nowak');
    const list = await readJson<FosterHomeSummary[]>(await admin.get('/api/foster/homes'));
    expect(list.find((item) => item.id === home.id)).toMatchObject({ lastName: 'Nowak', capacity: 3 });
  });

  it('moves animals with dated entries, and asks for confirmation over capacity, in an unavailable period or for another species', async () => {
    const home = await acceptNew({ email: 'places@example.com', capacity: 1, species: ['Królik'] });
    await execute(db.dataSource, `INSERT INTO foster_unavailable (foster_home_id, starts_on, ends_on) VALUES ($1, $2, $3)`, [home.id, day(-40), day(-30)]);
    const first = await addAnimal('Marchewka');
    const second = await addAnimal('Rzepka');
    const pig = await addAnimal('Pączek', 'Świnka morska');

    const moved = await place(first, { fosterHomeId: home.id, date: day(-3), note: 'Przewiozła koordynatorka' });
    expect(moved.status).toBe(201);
    const placements = (await readJson<{ placements: AnimalPlacements }>(moved)).placements;
    expect(placements.current).toMatchObject({ fosterHomeId: home.id, fosterHomeName: 'Anna Kowalska (Kraków)', date: day(-3), note: 'Przewiozła koordynatorka', createdBy: 'admin' });

    // Over capacity: refused with the reason, nothing stored; then confirmed.
    const over = await place(second, { fosterHomeId: home.id, date: day(-2) });
    expect(over.status).toBe(409);
    const refusal = await readJson<{ code: string; details: { warnings: PlacementWarning[] } }>(over);
    expect(refusal.code).toBe('placement_needs_confirmation');
    expect(refusal.details.warnings).toEqual([{ code: 'capacity', message: F.warningCapacity(1, 1) }]);
    expect((await readJson<AnimalPlacements>(await admin.get(`/api/animals/${second}/placement`))).current).toBeNull();
    expect((await place(second, { fosterHomeId: home.id, date: day(-2), confirm: true })).status).toBe(201);

    // Another species, on a day the home cannot take animals: both reasons at once.
    const pigMove = await place(pig, { fosterHomeId: home.id, date: day(-35) });
    expect(pigMove.status).toBe(409);
    const codes = (await readJson<{ details: { warnings: PlacementWarning[] } }>(pigMove)).details.warnings.map((w) => w.code);
    expect(codes.sort()).toEqual(['capacity', 'species', 'unavailable']);

    // The list shows where each animal lives; the history has the move with ids only.
    const list = await readJson<AdminAnimalListItem[]>(await admin.get('/api/animals/all'));
    expect(list.find((animal) => animal.id_zwierzaka === first)?.dom_tymczasowy).toEqual({ id: home.id, nazwa: 'Anna Kowalska (Kraków)' });
    expect(list.find((animal) => animal.id_zwierzaka === pig)?.dom_tymczasowy).toBeNull();
    const history = await queryOne<{ details: Record<string, unknown> }>(db.dataSource, `SELECT details FROM history WHERE action = 'animal.placed' AND subject_id = $1`, [second]);
    expect(history.details).toEqual({ fromFosterHomeId: null, toFosterHomeId: home.id, date: day(-2), confirmed: ['capacity'] });

    // Back to the foundation; dates cannot go back before the last move or into the future.
    expect((await place(first, { fosterHomeId: null, date: day(-4) })).status).toBe(400);
    expect((await place(first, { fosterHomeId: null, date: day(2) })).status).toBe(400);
    expect((await place(first, { fosterHomeId: home.id, date: day(-1) })).status).toBe(409);
    const back = await place(first, { fosterHomeId: null, date: day(-1), note: 'Wróciła na leczenie' });
    expect(back.status).toBe(201);
    const after = await readJson<AnimalPlacements>(await admin.get(`/api/animals/${first}/placement`));
    expect(after.current).toMatchObject({ fosterHomeId: null, fosterHomeName: null, date: day(-1) });
    expect(after.history.map((entry) => entry.fosterHomeId)).toEqual([null, home.id]);
    const detail = await readJson<FosterHomeDetail>(await admin.get(`/api/foster/homes/${home.id}`));
    expect(detail.animals.map((animal) => animal.name)).toEqual(['Rzepka']);
  });

  it('counts a home’s places one move after another under parallel requests', async () => {
    const home = await acceptNew({ email: 'parallel@example.com', capacity: 1, species: ['Królik'] });
    const animals = await Promise.all(['A', 'B', 'C', 'D'].map((name) => addAnimal(`Równoległy ${name}`)));
    const statuses = await Promise.all(animals.map((id) => place(id, { fosterHomeId: home.id, date: day(0) }).then((response) => response.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM animals WHERE foster_home_id = $1`, [home.id])).n).toBe(1);
  });

  it('e-mails the carer a new personal link, which replaces the old one; revoking ends it', async () => {
    const home = await acceptNew({ email: 'link@example.com' });
    const tokenOfLastMail = async () => {
      const mail = await queryOne<{ text: string; html: string; subject: string }>(db.dataSource, `SELECT text, html, subject FROM outbox WHERE to_address = 'link@example.com' ORDER BY id DESC LIMIT 1`);
      expect(mail.subject).toContain('Twoja strona domu tymczasowego');
      const match = /\/dt\/([A-Za-z0-9_-]{43})/.exec(mail.text);
      expect(match).not.toBeNull();
      return match![1]!;
    };
    const sent = await admin.post(`/api/foster/homes/${home.id}/link`, {});
    expect(sent.status).toBe(200);
    expect((await readJson<{ home: FosterHomeDetail }>(sent)).home.linkSentAt).not.toBeNull();
    const first = await tokenOfLastMail();
    expect(await resolvePersonalLink(db.dataSource, 'dt', first, () => now)).toMatchObject({ subjectId: home.id });
    // Only the hash is stored.
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM personal_links WHERE token_hash = $1`, [first])).n).toBe(0);

    await admin.post(`/api/foster/homes/${home.id}/link`, {});
    const second = await tokenOfLastMail();
    expect(second).not.toBe(first);
    expect(await resolvePersonalLink(db.dataSource, 'dt', first, () => now)).toBeNull();
    expect(await resolvePersonalLink(db.dataSource, 'dt', second, () => now)).not.toBeNull();
    // 180 days without use: gone.
    expect(await resolvePersonalLink(db.dataSource, 'dt', second, () => new Date(now.getTime() + 181 * DAY))).toBeNull();

    const revoked = await admin.request('DELETE', `/api/foster/homes/${home.id}/link`);
    expect(revoked.status).toBe(200);
    expect((await readJson<{ home: FosterHomeDetail }>(revoked)).home.linkSentAt).toBeNull();
    expect(await resolvePersonalLink(db.dataSource, 'dt', second, () => now)).toBeNull();
  });

  it('moves an approved carer photo into the public gallery and drops a rejected one', async () => {
    const home = await acceptNew({ email: 'photos@example.com' });
    const animalId = await addAnimal('Fotka');
    const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#7a9a6b' } }).png().toBuffer();
    const image = await ingestImage(bytes);
    const insert = async () =>
      (
        await queryOne<{ id: number }>(
          db.dataSource,
          `INSERT INTO foster_photos (foster_home_id, animal_id, ${STORED_IMAGE_COLUMNS}) VALUES ($1, $2, ${storedImagePlaceholders(3)}) RETURNING id`,
          [home.id, animalId, ...storedImageValues(image)],
        )
      ).id;
    const kept = await insert();
    const dropped = await insert();
    const pending = await readJson<FosterPhoto[]>(await admin.get('/api/foster/photos'));
    expect(pending.filter((photo) => photo.animalId === animalId)).toHaveLength(2);
    const file = await admin.get(pending.find((photo) => photo.id === kept)!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');

    expect((await volunteer.post(`/api/foster/photos/${kept}/approve`, {})).status).toBe(403);
    expect((await admin.post(`/api/foster/photos/${kept}/approve`, {})).status).toBe(200);
    expect((await admin.post(`/api/foster/photos/${dropped}/reject`, {})).status).toBe(200);
    expect((await admin.post(`/api/foster/photos/${dropped}/reject`, {})).status).toBe(404);
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM images WHERE animal_id = $1`, [animalId])).n).toBe(1);
    expect((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM foster_photos WHERE animal_id = $1`, [animalId])).n).toBe(0);
    const publicAnimal = await readJson<{ zdjecia?: unknown[]; images?: unknown[] }>(await new HttpClient(server.baseUrl).get(`/api/animals/${animalId}`));
    expect(JSON.stringify(publicAnimal)).toContain(image.filename);
  });

  it('lets every role see where an animal lives, and only coordination move it or read the homes', async () => {
    const animalId = await addAnimal('Widoczna');
    expect((await volunteer.get(`/api/animals/${animalId}/placement`)).status).toBe(200);
    expect((await place(animalId, { fosterHomeId: null, date: day(0) }, volunteer)).status).toBe(403);
    expect((await volunteer.get('/api/foster/homes')).status).toBe(403);
    expect((await volunteer.get('/api/foster/applications')).status).toBe(403);
  });
});
