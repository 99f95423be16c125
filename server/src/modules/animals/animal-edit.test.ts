import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANIMAL_EDIT_MESSAGES, imageRejectionMessage, MESSAGES, RESERVATION_MESSAGES, type Animal, type AnimalEditInput } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { changedTables, createDbFingerprinter } from '../../../test/fuzz/db-fingerprint.js';
import { HttpClient } from '../../../test/http-client.js';
import { HTML_AS_PNG, imageFixture, imagesForm } from '../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { queryRows } from '../../db/sql.js';

type UploadFile = { name: string; type: string; bytes: Buffer };

const NEW_ANIMAL = {
  imie: 'Pestka',
  gatunek: 'Szczur',
  data_urodzenia: '2025-03-01',
  plec: 'Samica',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Spokojna szczurzyca.',
  stan_zdrowia: 'Zdrowa',
};

/** Stored names are the content's hash (image-pipeline.ts). */
const storedName = (file: UploadFile) => `${createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)}.png`;
const filenameOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

/** POST /animals/:id/edit: the saves of the edit modal, in one call and one transaction. */
describe('one-call animal edit', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let made = 0;

  // Every picture distinct (stored names are content hashes): colour and size vary together.
  const png = async (name = `nowe-${made}.png`): Promise<UploadFile> => {
    made += 1;
    return { name, type: 'image/png', bytes: await imageFixture('png', (made * 7) % 250, 32 + (made % 50)) };
  };
  const sendEdit = (id: number, data: AnimalEditInput | string | null, files: UploadFile[] = []) => {
    const form = imagesForm(files);
    if (data !== null) form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
    return fetch(`${server.baseUrl}/api/animals/${id}/edit`, { method: 'POST', body: form, headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` } });
  };
  const images = async (id: number) => (await readJson<string[]>(await admin.get(`/api/animals/${id}/images`))).map(filenameOf);
  const animal = (id: number) => admin.get(`/api/animals/${id}`).then((response) => readJson<Animal>(response));
  const history = (id: number): Promise<{ action: string; details: Record<string, unknown>; at: string; actor_name: string }[]> =>
    queryRows<{ action: string; details: Record<string, unknown>; at: string; actor_name: string }>(db.dataSource, `SELECT action, details, at::text AS at, actor_name FROM history WHERE subject_type = 'animal' AND subject_id = $1 ORDER BY id`, [id]);

  /** An animal with `count` images, ready to edit. */
  async function animalWithImages(count: number, overrides: Record<string, unknown> = {}): Promise<{ id: number; files: string[] }> {
    const added = await admin.post('/api/animals/add', { ...NEW_ANIMAL, ...overrides });
    expect(added.status).toBe(201);
    const { id } = await readJson<{ id: number }>(added);
    if (count > 0) {
      const files = await Promise.all(Array.from({ length: count }, () => png()));
      const upload = await fetch(`${server.baseUrl}/api/animals/${id}/images`, {
        method: 'POST',
        body: imagesForm(files),
        headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
      });
      expect(upload.status).toBe(201);
    }
    return { id, files: await images(id) };
  }

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

  it('saves the fields, the hold, removed and new images and a new image as the cover at once, with history rows of one transaction', async () => {
    const { id, files } = await animalWithImages(3);
    const [first, second, third] = files as [string, string, string];
    const before = (await history(id)).length;
    const added = [await png('pierwsze.png'), await png('drugie.png')];
    const response = await sendEdit(id, { imie: 'Pestka Druga', status: 'Wstrzymany', removedImages: [second], cover: { newIndex: 1 } }, added);
    expect(response.status).toBe(200);
    const body = await readJson<{ message: string; animal: Animal; images: string[] }>(response);
    expect(body.message).toBe(MESSAGES.admin.changesSaved);
    expect(body.animal).toMatchObject({ imie: 'Pestka Druga', status: 'Wstrzymany' });

    const stored = await images(id);
    expect(stored).toHaveLength(4);
    expect(body.images.map(filenameOf)).toEqual(stored);
    const [newFirst, newSecond] = added.map(storedName);
    expect(stored).not.toContain(second);
    // The second new image is the cover: listed first, and the animal's cover everywhere.
    expect(stored[0]).toBe(newSecond);
    expect(stored.slice(1)).toEqual([first, third, newFirst]);
    expect(filenameOf((await animal(id)).cover ?? '')).toBe(newSecond);

    const rows = (await history(id)).slice(before);
    expect(rows.map((row) => row.action)).toEqual(['animal.held', 'animal.image_removed', 'animal.images_added', 'animal.cover_set']);
    expect(rows[0]!.details).toEqual({ changes: { imie: { from: 'Pestka', to: 'Pestka Druga' }, status: { from: 'Dostępny', to: 'Wstrzymany' } } });
    expect(rows[1]!.details).toEqual({ file: second });
    expect(rows[2]!.details).toEqual({ count: 2, files: [newFirst, newSecond] });
    expect(rows[3]!.details).toEqual({ file: newSecond });
    // now() is the transaction's start: one timestamp for every row means one transaction.
    expect(new Set(rows.map((row) => row.at)).size).toBe(1);
    expect(new Set(rows.map((row) => row.actor_name))).toEqual(new Set(['admin']));
  });

  it('makes a kept image the cover and writes no history for what did not change', async () => {
    const { id, files } = await animalWithImages(2);
    const before = (await history(id)).length;
    const same = await sendEdit(id, { imie: NEW_ANIMAL.imie, removedImages: [], cover: { existing: files[0]! } });
    expect(same.status).toBe(200);
    expect((await history(id)).length).toBe(before);

    const response = await sendEdit(id, { cover: { existing: files[1]! } });
    expect(response.status).toBe(200);
    expect(await images(id)).toEqual([files[1], files[0]]);
    expect((await history(id)).slice(before).map((row) => row.action)).toEqual(['animal.cover_set']);
  });

  it('keeps a cover among the remaining images when the cover itself is removed', async () => {
    const { id, files } = await animalWithImages(2);
    const response = await sendEdit(id, { removedImages: [files[0]!] });
    expect(response.status).toBe(200);
    expect(await images(id)).toEqual([files[1]]);
    expect(filenameOf((await animal(id)).cover ?? '')).toBe(files[1]);
  });

  describe('refusals change nothing', () => {
    /** Each refused edit also asks for a field change, a removal and a new image: none of them may stay. */
    async function expectRefused(
      setup: { images?: number; overrides?: Record<string, unknown> },
      edit: (files: string[]) => { data: AnimalEditInput | string | null; files?: UploadFile[] },
      expected: { status: number; error: string; fields?: string[] },
    ) {
      const { id, files } = await animalWithImages(setup.images ?? 2, setup.overrides);
      const fingerprint = await createDbFingerprinter(db.dataSource);
      const before = await fingerprint();
      const request = edit(files);
      const response = await sendEdit(id, request.data, request.files ?? [await png()]);
      expect(response.status).toBe(expected.status);
      const body = await readJson<{ error: string; fields?: Record<string, string> }>(response);
      expect(body.error).toBe(expected.error);
      if (expected.fields) expect(Object.keys(body.fields ?? {})).toEqual(expected.fields);
      expect(changedTables(before, await fingerprint())).toEqual([]);
      expect(await images(id)).toEqual(files);
    }

    it('a bad field', async () => {
      await expectRefused(
        {},
        (files) => ({ data: { imie: 'Inna', data_urodzenia: '2999-01-01', removedImages: [files[0]!] } }),
        { status: 400, error: MESSAGES.server.invalidValue, fields: ['data_urodzenia'] },
      );
    });

    it('an unknown key in the data', async () => {
      await expectRefused({}, () => ({ data: JSON.stringify({ imie: 'Inna', kolor: 'biały' }) }), { status: 400, error: MESSAGES.server.validationFailed });
    });

    it('no data part, or data that is not JSON', async () => {
      await expectRefused({}, () => ({ data: null }), { status: 400, error: ANIMAL_EDIT_MESSAGES.invalidForm });
      await expectRefused({}, () => ({ data: '{"imie":' }), { status: 400, error: ANIMAL_EDIT_MESSAGES.invalidForm });
    });

    it('one image too many after the removals', async () => {
      const extra = await Promise.all(Array.from({ length: 8 }, () => png()));
      await expectRefused(
        { images: 4 },
        (files) => ({ data: { imie: 'Inna', removedImages: [files[0]!] }, files: extra }),
        { status: 400, error: imageRejectionMessage({ count: true }) },
      );
    });

    it('an image that is not one (HTML named .png), even beside a good one', async () => {
      const good = await png();
      await expectRefused(
        {},
        (files) => ({ data: { imie: 'Inna', removedImages: [files[0]!] }, files: [good, { name: 'zdjecie.png', type: 'image/png', bytes: HTML_AS_PNG }] }),
        { status: 400, error: imageRejectionMessage({ type: true }) },
      );
    });

    it('a cover that is removed, unknown, or a new image that was not sent', async () => {
      await expectRefused({}, (files) => ({ data: { imie: 'Inna', removedImages: [files[0]!], cover: { existing: files[0]! } } }), {
        status: 400,
        error: ANIMAL_EDIT_MESSAGES.coverNotAmongImages,
      });
      await expectRefused({}, () => ({ data: { imie: 'Inna', cover: { existing: `${'0'.repeat(32)}.png` } } }), {
        status: 400,
        error: ANIMAL_EDIT_MESSAGES.coverNotAmongImages,
      });
      await expectRefused({}, () => ({ data: { imie: 'Inna', cover: { newIndex: 1 } } }), { status: 400, error: ANIMAL_EDIT_MESSAGES.coverNotAmongImages });
    });

    it('a removed image that is not the animal’s', async () => {
      const other = await animalWithImages(1);
      await expectRefused({}, () => ({ data: { imie: 'Inna', removedImages: [other.files[0]!] } }), { status: 404, error: 'Nie znaleziono zdjęcia.' });
    });

    it('the status rules: a TM animal never becomes available', async () => {
      await expectRefused(
        { overrides: { status: 'Wstrzymany', TM: 'Tak' } },
        (files) => ({ data: { imie: 'Inna', status: 'Dostępny', removedImages: [files[0]!] } }),
        { status: 409, error: RESERVATION_MESSAGES.tmNotAvailable },
      );
    });

    it('an animal that does not exist', async () => {
      const response = await sendEdit(99_999_999, { imie: 'Inna' });
      expect(response.status).toBe(404);
    });
  });
});
