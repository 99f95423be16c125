import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRejectionMessage, MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { HTML_AS_PNG, imageFixture, imagesForm } from '../image-fixtures.js';
import { readJson, type RunningServer } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import {
  EXECUTABLE_BYTES,
  gifWithScriptComment,
  jpegHtmlPolyglot,
  jpegWithTrailingScript,
  PDF_BYTES,
  pngClaimingHugeCanvas,
  pngDecompressionBomb,
  pngWithTrailingZip,
  SVG_WITH_SCRIPT,
} from './hostile-images.js';
import { queryOne } from '../../src/db/sql.js';

const TYPE_REJECTED = imageRejectionMessage({ type: true });

/** Image uploads of files that only pretend to be images: each refused with the spec's message, nothing stored. */
describe('hostile image uploads', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let animalId: number;

  const imageCount = async () => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM images`)).n);
  const upload = (files: { name: string; type: string; bytes: Buffer }[]) =>
    fetch(`${server.baseUrl}/api/animals/${animalId}/images`, {
      method: 'POST',
      body: imagesForm(files),
      headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const added = await admin.post('/api/animals/add', { imie: 'Pimpek', gatunek: 'Mysz', data_urodzenia: '2025-01-01', stan_zdrowia: 'Zdrowy' });
    animalId = (await readJson<{ id: number }>(added)).id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const hostileFiles: [string, () => Promise<{ name: string; type: string; bytes: Buffer }>][] = [
    ['a JPEG that is also an HTML page with a script', async () => ({ name: 'kot.jpg', type: 'image/jpeg', bytes: await jpegHtmlPolyglot() })],
    ['a JPEG with a script after its end', async () => ({ name: 'kot.jpg', type: 'image/jpeg', bytes: await jpegWithTrailingScript() })],
    ['a PNG with a zip archive after its end', async () => ({ name: 'mysz.png', type: 'image/png', bytes: await pngWithTrailingZip() })],
    ['a GIF with a script in a comment', async () => ({ name: 'ruch.gif', type: 'image/gif', bytes: await gifWithScriptComment() })],
    ['a decompression bomb (valid 400-megapixel PNG of ~50 kB)', async () => ({ name: 'bomba.png', type: 'image/png', bytes: pngDecompressionBomb() })],
    ['a PNG header claiming a 65535 × 65535 canvas', async () => ({ name: 'duzy.png', type: 'image/png', bytes: await pngClaimingHugeCanvas() })],
    ['a 0-byte file', async () => ({ name: 'pusty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) })],
    ['HTML named .png (wrong magic bytes)', async () => ({ name: 'strona.png', type: 'image/png', bytes: HTML_AS_PNG })],
    ['an SVG with a script named .png', async () => ({ name: 'wektor.png', type: 'image/png', bytes: SVG_WITH_SCRIPT })],
    ['a PDF named .jpg', async () => ({ name: 'dokument.jpg', type: 'image/jpeg', bytes: PDF_BYTES })],
    ['a Windows executable named .gif', async () => ({ name: 'program.gif', type: 'image/gif', bytes: EXECUTABLE_BYTES })],
  ];

  for (const [what, make] of hostileFiles) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = await imageCount();
      const response = await upload([await make()]);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: TYPE_REJECTED, code: 'images_rejected' });
      expect(await imageCount()).toBe(before);
    });
  }

  it('refuses a hostile file next to a good one: the good one is kept, the message names the type rule', async () => {
    const before = await imageCount();
    const response = await upload([
      { name: 'dobre.png', type: 'image/png', bytes: await imageFixture('png', 90) },
      { name: 'kot.jpg', type: 'image/jpeg', bytes: await jpegHtmlPolyglot() },
    ]);
    expect(response.status).toBe(201);
    const body = await readJson<{ images: string[]; rejected: { name: string; reason: string }[]; message: string }>(response);
    expect(body.rejected).toEqual([{ name: 'kot.jpg', reason: 'type' }]);
    expect(body.message).toBe(TYPE_REJECTED);
    expect(await imageCount()).toBe(before + 1);
  });

  it('decides by content, not by name or declared type: a real PNG sent as photo.jpg is stored as a .png', async () => {
    const response = await upload([{ name: 'zdjecie.jpg', type: 'image/jpeg', bytes: await imageFixture('png', 200) }]);
    expect(response.status).toBe(201);
    const body = await readJson<{ images: string[] }>(response);
    expect(body.images.at(-1)).toMatch(/\.png$/);
    const row = await queryOne<{ content_type: unknown }>(db.dataSource, `SELECT content_type FROM images ORDER BY id DESC LIMIT 1`);
    expect(row.content_type).toBe('image/png');
  });

  it('refuses a file over 5 MB with the size message before decoding it', async () => {
    const before = await imageCount();
    const response = await upload([{ name: 'duzy.jpg', type: 'image/jpeg', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) }]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: imageRejectionMessage({ size: true }), code: 'images_rejected' });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a multipart body that is not one', async () => {
    const response = await fetch(`${server.baseUrl}/api/animals/${animalId}/images`, {
      method: 'POST',
      headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nniedokonczone',
    });
    expect(response.status).toBe(400);
    expect((await readJson<{ error: string }>(response)).error.startsWith(MESSAGES.images.rejected)).toBe(true);
  });
});
