import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { HTML_AS_PNG, imageFixture, imagesForm } from '../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

type Row = RecordedHistory;

const NEW_ANIMAL = {
  imie: 'Pimpuś',
  gatunek: 'Szczur',
  data_urodzenia: '2025-06-01',
  plec: 'Samiec',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Ciekawski szczurek.',
  stan_zdrowia: 'Zdrowy',
};

/**
 * Admin actions of the animals, images, exports, RODO export and page areas leave one history row
 * each, with who did it and what changed, written in the change's own transaction: a refused
 * request leaves none.
 */
describe('actions recorded in the history', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

  /** Rows appended while `act` runs. */
  async function recorded(act: () => Promise<unknown>): Promise<Row[]> {
    const { last } = await queryOne<{ last: number }>(db.dataSource, `SELECT coalesce(max(id), 0) AS last FROM history`);
    await act();
    return queryRows<Row>(db.dataSource, `SELECT actor_name, action, subject_type, subject_id, details FROM history WHERE id > $1 ORDER BY id`, [last]);
  }
  const upload = (id: number, files: { name: string; type: string; bytes: Buffer }[]) =>
    fetch(`${server.baseUrl}/api/animals/${id}/images`, { method: 'POST', body: imagesForm(files), headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` } });
  const addAnimal = async () => readJson<{ id: number }>(await admin.post('/api/animals/add', NEW_ANIMAL));

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    await ensureAdmin(db.dataSource, 'kasia', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'kasia', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('records adding an animal, and nothing for a refused one', async () => {
    let id = 0;
    const rows = await recorded(async () => {
      id = (await addAnimal()).id;
    });
    expect(rows).toEqual([
      { actor_name: 'kasia', action: 'animal.created', subject_type: 'animal', subject_id: id, details: { name: 'Pimpuś', species: 'Szczur', status: 'Dostępny' } },
    ]);
    expect(await recorded(() => admin.post('/api/animals/add', { ...NEW_ANIMAL, imie: '' }))).toEqual([]);
  });

  it('records an edit with each changed field from and to, the hold switch by its name, and nothing for a save without changes', async () => {
    const { id } = await addAnimal();
    const edit = await recorded(() => admin.request('PUT', `/api/animals/${id}`, { imie: 'Pimpek', wykastrowany: 'Tak', stan_zdrowia: 'Zdrowy' }));
    expect(edit).toEqual([
      {
        actor_name: 'kasia',
        action: 'animal.updated',
        subject_type: 'animal',
        subject_id: id,
        details: { changes: { imie: { from: 'Pimpuś', to: 'Pimpek' }, wykastrowany: { from: 'Nie', to: 'Tak' } } },
      },
    ]);
    const held = await recorded(() => admin.request('PUT', `/api/animals/${id}`, { status: 'Wstrzymany' }));
    expect(held.map((row) => [row.action, row.details])).toEqual([['animal.held', { changes: { status: { from: 'Dostępny', to: 'Wstrzymany' } } }]]);
    const released = await recorded(() => admin.request('PUT', `/api/animals/${id}`, { status: 'Dostępny' }));
    expect(released.map((row) => row.action)).toEqual(['animal.hold_released']);
    expect(await recorded(() => admin.request('PUT', `/api/animals/${id}`, { imie: 'Pimpek' }))).toEqual([]);
    // Refused: a bad value, and a status only surveys may set.
    expect(await recorded(() => admin.request('PUT', `/api/animals/${id}`, { gatunek: 'Kot' }))).toEqual([]);
    await execute(db.dataSource, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [id]);
    const locked = await recorded(async () => expect((await admin.request('PUT', `/api/animals/${id}`, { status: 'Wstrzymany', imie: 'Inny' })).status).toBe(409));
    expect(locked).toEqual([]);
  });

  it('records photos added, the cover chosen and a photo removed, and nothing when every file is refused', async () => {
    const { id } = await addAnimal();
    let images: string[] = [];
    const added = await recorded(async () => {
      const response = await upload(id, [
        { name: 'a.png', type: 'image/png', bytes: await imageFixture('png', 10) },
        { name: 'b.jpg', type: 'image/jpeg', bytes: await imageFixture('jpeg', 60) },
      ]);
      images = (await readJson<{ images: string[] }>(response)).images;
    });
    const files = images.map((path) => path.split('/').pop());
    expect(added).toEqual([{ actor_name: 'kasia', action: 'animal.images_added', subject_type: 'animal', subject_id: id, details: { count: 2, files } }]);
    expect(await recorded(() => upload(id, [{ name: 'x.png', type: 'image/png', bytes: HTML_AS_PNG }]))).toEqual([]);

    const cover = await recorded(() => admin.request('PUT', `/api/animals/${id}/cover`, { filename: files[1] }));
    expect(cover.map((row) => [row.action, row.details])).toEqual([['animal.cover_set', { file: files[1] }]]);
    expect(await recorded(() => admin.request('PUT', `/api/animals/${id}/cover`, { filename: 'deadbeefdeadbeefdeadbeefdeadbeef.png' }))).toEqual([]);

    const removed = await recorded(() => admin.request('DELETE', `/api/animals/${id}/images/${files[0]}`));
    expect(removed.map((row) => [row.action, row.details])).toEqual([['animal.image_removed', { file: files[0] }]]);
    expect(await recorded(() => admin.request('DELETE', `/api/animals/${id}/images/${files[0]}`))).toEqual([]);
  });

  it('records a data export (what and which range, nothing of its content), and nothing for a bad range', async () => {
    const rows = await recorded(async () => {
      const response = await admin.get('/api/exports/surveys.csv?from=2025-01-01&to=2026-12-31');
      expect(response.status).toBe(200);
      await response.text();
    });
    expect(rows).toEqual([
      { actor_name: 'kasia', action: 'export.downloaded', subject_type: 'export', subject_id: null, details: { dataset: 'surveys', format: 'csv', from: '2025-01-01', to: '2026-12-31' } },
    ]);
    expect(await recorded(async () => expect((await admin.get('/api/exports/surveys.csv?from=2030-01-01&to=2020-12-31')).status).toBe(400))).toEqual([]);
  });

  it('records a RODO export in the adopter’s timeline without any of their data, and nothing for an unknown adopter', async () => {
    const adopter = await queryOne<{ id: number; email: unknown; last_name: unknown }>(db.dataSource, `SELECT id, email, last_name FROM adopters ORDER BY id LIMIT 1`);
    const rows = await recorded(async () => {
      const response = await admin.get(`/api/adopters/${adopter.id}/export?format=text`);
      expect(response.status).toBe(200);
      await response.text();
    });
    expect(rows).toEqual([{ actor_name: 'kasia', action: 'adopter.data_exported', subject_type: 'adopter', subject_id: adopter.id, details: { format: 'text' } }]);
    expect(JSON.stringify(rows)).not.toContain(adopter.email);
    expect(await recorded(async () => expect((await admin.get('/api/adopters/999999/export')).status).toBe(404))).toEqual([]);
    expect(await recorded(async () => expect((await admin.get(`/api/adopters/${adopter.id}/export?format=xml`)).status).toBe(400))).toEqual([]);
  });

  it('records a picture uploaded for a page body', async () => {
    const created = await admin.post('/api/content/pages', { title: 'Poradnik', slug: 'poradnik-historia', summary: '', species: null, body: 'Treść.', published: false });
    expect(created.status).toBe(201);
    const { page } = await readJson<{ page: { id: number } }>(created);
    const form = imagesForm([{ name: 'a.png', type: 'image/png', bytes: await imageFixture('png', 30) }]);
    const rows = await recorded(() => fetch(`${server.baseUrl}/api/content/pages/${page.id}/images`, { method: 'POST', body: form, headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` } }));
    expect(rows.map((row) => [row.action, row.subject_id])).toEqual([['page.image_uploaded', page.id]]);
  });
});
