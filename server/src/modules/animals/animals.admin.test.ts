import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Animal, type AnimalListItem, type ReservationInfo } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { HTML_AS_PNG, imageFixture, imagesForm, truncatedJpeg } from '../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { STATUS_ONLY_THROUGH_SURVEYS } from './animals.admin.service.js';
import { execute, queryOne } from '../../db/sql.js';

const NEW_ANIMAL = {
  imie: 'Ziutek',
  gatunek: 'Szczur',
  data_urodzenia: '2025-06-01',
  plec: 'Samiec',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Ciekawski szczurek.\n\nLubi towarzystwo.',
  stan_zdrowia: 'Zdrowy',
};

describe('admin animals API', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

  const countRows = async (table: string) => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`)).n);
  const upload = (id: number, files: { name: string; type: string; bytes: Buffer }[]) =>
    fetch(`${server.baseUrl}/api/animals/${id}/images`, {
      method: 'POST',
      body: imagesForm(files),
      headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
    });
  const addAnimal = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.post('/api/animals/add', { ...NEW_ANIMAL, ...overrides });
    expect(response.status).toBe(201);
    return (await readJson<{ id: number }>(response)).id;
  };

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

  it('adds an animal and answers with its id and the spec message', async () => {
    const response = await admin.post('/api/animals/add', NEW_ANIMAL);
    expect(response.status).toBe(201);
    const body = await readJson<{ id: number; message: string }>(response);
    expect(body.message).toBe(MESSAGES.admin.animalAdded);
    const animal = await readJson<Animal>(await admin.get(`/api/animals/${body.id}`));
    expect(animal).toMatchObject({ imie: 'Ziutek', gatunek: 'Szczur', data_urodzenia: '2025-06-01', status: 'Dostępny', TM: 'Nie' });
  });

  it.each([
    [{ imie: '' }, 'imie'],
    [{ gatunek: 'Kot' }, 'gatunek'],
    [{ data_urodzenia: '2025-02-30' }, 'data_urodzenia'],
    [{ data_urodzenia: '2999-01-01' }, 'data_urodzenia'],
    [{ stan_zdrowia: '   ' }, 'stan_zdrowia'],
    [{ status: 'Adoptowany' }, 'status'],
    [{ imie: 'x'.repeat(81) }, 'imie'],
  ])('refuses %j with a field error and stores nothing', async (overrides, field) => {
    const before = await countRows('animals');
    const response = await admin.post('/api/animals/add', { ...NEW_ANIMAL, ...overrides });
    expect(response.status).toBe(400);
    const body = await readJson<{ fields: Record<string, string> }>(response);
    expect(Object.keys(body.fields)).toContain(field);
    expect(await countRows('animals')).toBe(before);
  });

  it('stores injection strings as plain text', async () => {
    const nasty = `Robert'); DROP TABLE animals;-- <script>alert(1)</script>`;
    const id = await addAnimal({ imie: nasty.slice(0, 80), opis: nasty });
    const animal = await readJson<Animal>(await admin.get(`/api/animals/${id}`));
    expect(animal.opis).toBe(nasty);
    expect(await countRows('animals')).toBeGreaterThan(0);
  });

  it('uploads images in order, makes the first the cover and serves its variants', async () => {
    const id = await addAnimal();
    const files = [
      { name: 'a.png', type: 'image/png', bytes: await imageFixture('png', 10) },
      { name: 'b.jpg', type: 'image/jpeg', bytes: await imageFixture('jpeg', 60) },
      { name: 'c.gif', type: 'image/gif', bytes: await imageFixture('gif', 110) },
      { name: 'd.webp', type: 'image/webp', bytes: await imageFixture('webp', 160) },
    ];
    const response = await upload(id, files);
    expect(response.status).toBe(201);
    const body = await readJson<{ images: string[]; rejected: unknown[] }>(response);
    expect(body.images).toHaveLength(4);
    expect(body.images.map((path) => path.split('.').pop())).toEqual(['png', 'jpg', 'gif', 'webp']);
    expect(body.rejected).toEqual([]);
    const animal = await readJson<Animal>(await admin.get(`/api/animals/${id}`));
    expect(animal.cover).toBe(body.images[0]);
    const card = await fetch(`${server.baseUrl}${body.images[1]}?w=card`);
    expect(card.headers.get('content-type')).toBe('image/webp');

    const cover = await admin.request('PUT', `/api/animals/${id}/cover`, { filename: body.images[2]?.split('/').pop() });
    expect(cover.status).toBe(200);
    expect((await readJson<Animal>(await admin.get(`/api/animals/${id}`))).cover).toBe(body.images[2]);
  });

  it('judges files by content: an HTML file named .png and a truncated JPEG are rejected, the good one kept', async () => {
    const id = await addAnimal();
    const response = await upload(id, [
      { name: 'zdjecie.png', type: 'image/png', bytes: HTML_AS_PNG },
      { name: 'ucięte.jpg', type: 'image/jpeg', bytes: await truncatedJpeg() },
      { name: 'dobre.jpg', type: 'image/jpeg', bytes: await imageFixture('jpeg', 200) },
    ]);
    expect(response.status).toBe(201);
    const body = await readJson<{ images: string[]; rejected: { name: string; reason: string }[]; message: string }>(response);
    expect(body.images).toHaveLength(1);
    expect(body.rejected.map((item) => item.reason)).toEqual(['type', 'type']);
    expect(body.message).toBe('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.');
  });

  it('refuses a request where nothing is acceptable and stores nothing', async () => {
    const id = await addAnimal();
    const before = await countRows('images');
    const response = await upload(id, [{ name: 'x.png', type: 'image/png', bytes: HTML_AS_PNG }]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.', code: 'images_rejected' });
    const empty = await upload(id, [{ name: 'pusty.png', type: 'image/png', bytes: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    expect(await countRows('images')).toBe(before);
  });

  it('refuses a file over 5 MB and an 11th file with the spec messages', async () => {
    const id = await addAnimal();
    const big = Buffer.concat([await imageFixture('jpeg'), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(id, [{ name: 'duze.jpg', type: 'image/jpeg', bytes: big }]);
    expect(tooBig.status).toBe(400);
    expect((await readJson(tooBig)).error).toBe('Niektóre pliki odrzucono. Limit rozmiaru: 5 MB.');

    const small = await imageFixture('png', 1);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `${index}.png`, type: 'image/png', bytes: small }));
    const tooMany = await upload(id, eleven);
    expect(tooMany.status).toBe(400);
    expect((await readJson(tooMany)).error).toBe('Niektóre pliki odrzucono. Maksymalnie 10 plików.');
  });

  it('keeps at most 10 images per animal', async () => {
    const id = await addAnimal();
    const batch = async (offset: number, count: number) =>
      Promise.all(Array.from({ length: count }, async (_, index) => ({ name: `${offset + index}.png`, type: 'image/png', bytes: await imageFixture('png', offset + index) })));
    expect((await upload(id, await batch(0, 8))).status).toBe(201);
    const response = await upload(id, await batch(100, 4));
    const body = await readJson<{ images: string[]; rejected: { reason: string }[] }>(response);
    expect(body.images).toHaveLength(10);
    expect(body.rejected.map((item) => item.reason)).toEqual(['count', 'count']);
  });

  it('deletes only an image that belongs to the animal', async () => {
    const first = await addAnimal();
    const second = await addAnimal();
    const [image] = (await readJson<{ images: string[] }>(await upload(first, [{ name: 'a.png', type: 'image/png', bytes: await imageFixture('png', 77) }]))).images;
    const filename = image?.split('/').pop() ?? '';
    expect((await admin.request('DELETE', `/api/animals/${second}/images/${filename}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/animals/${first}/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await admin.request('DELETE', `/api/animals/${first}/images/${filename}`)).status).toBe(204);
    expect(await readJson(await admin.get(`/api/animals/${first}/images`))).toEqual([]);
    expect((await readJson<Animal>(await admin.get(`/api/animals/${first}`))).cover).toBe('/static/default-animal.webp');
  });

  it('saves edits, keeping previous values for empty fields', async () => {
    const id = await addAnimal();
    const response = await admin.request('PUT', `/api/animals/${id}`, { imie: 'Ziutek II', opis: '', stan_zdrowia: '', TM: 'Nie' });
    expect(response.status).toBe(200);
    const body = await readJson<{ message: string; animal: Animal }>(response);
    expect(body.message).toBe(MESSAGES.admin.changesSaved);
    expect(body.animal).toMatchObject({ imie: 'Ziutek II', opis: NEW_ANIMAL.opis, stan_zdrowia: 'Zdrowy' });
  });

  it('toggles only Dostępny and Wstrzymany with the hold switch', async () => {
    const id = await addAnimal();
    const hold = await admin.request('PUT', `/api/animals/${id}`, { status: 'Wstrzymany' });
    expect((await readJson<{ animal: Animal }>(hold)).animal.status).toBe('Wstrzymany');
    const release = await admin.request('PUT', `/api/animals/${id}`, { status: 'Dostępny' });
    expect((await readJson<{ animal: Animal }>(release)).animal.status).toBe('Dostępny');

    const forged = await admin.request('PUT', `/api/animals/${id}`, { status: 'Adoptowany' });
    expect(forged.status).toBe(400);

    // Old data: "Zarezerwowany" without a reservation (an add now requires one).
    const reservedId = await addAnimal();
    await execute(db.dataSource, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [reservedId]);
    const locked = await admin.request('PUT', `/api/animals/${reservedId}`, { status: 'Dostępny' });
    expect(locked.status).toBe(409);
    expect((await readJson(locked)).error).toBe(STATUS_ONLY_THROUGH_SURVEYS);
    expect((await readJson<Animal>(await admin.get(`/api/animals/${reservedId}`))).status).toBe('Zarezerwowany');
  });

  it('refuses unknown fields in an edit', async () => {
    const id = await addAnimal();
    const response = await admin.request('PUT', `/api/animals/${id}`, { imie: 'X', data_dodania: '2000-01-01' });
    expect(response.status).toBe(400);
  });

  it('lists the browse and archive sets', async () => {
    const tm = await addAnimal({ imie: 'Tęczuś' });
    await admin.request('PUT', `/api/animals/${tm}`, { TM: 'Tak' });
    const all = await readJson<AnimalListItem[]>(await admin.get('/api/animals/all'));
    const archive = await readJson<AnimalListItem[]>(await admin.get('/api/animals/archive'));
    expect(all.some((animal) => animal.id_zwierzaka === tm)).toBe(false);
    expect(archive.find((animal) => animal.id_zwierzaka === tm)?.TM).toBe('Tak');
    expect(all[0]).not.toHaveProperty('opis');
  });

  it('shapes reservation info', async () => {
    const id = await addAnimal();
    await execute(db.dataSource, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [id]);
    expect(await readJson<ReservationInfo>(await admin.get(`/api/animals/${id}/reservation`))).toEqual({ active: false, since: null, surveyId: null, adopter: null });
    const survey = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at)
       VALUES ('Szczur', 'Ola', 'Kowalska', 'ola@example.org', '+48600100200', '00-001', 'Warszawa', now()) RETURNING id`,
    );
    await execute(db.dataSource, `INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)`, [id, survey.id]);
    const info = await readJson<ReservationInfo>(await admin.get(`/api/animals/${id}/reservation`));
    expect(info).toMatchObject({ active: true, surveyId: survey.id, adopter: { firstName: 'Ola', lastName: 'Kowalska', email: 'ola@example.org', phone: '+48600100200' } });
    expect(info.since).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
