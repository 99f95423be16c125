import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRejectionMessage, LIMITS } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { imageFixture, imagesForm } from '../image-fixtures.js';
import { readJson, type RunningServer } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { queryOne, queryRows } from '../../src/db/sql.js';

/**
 * The limit of images per animal holds under parallel uploads: the count is taken under a lock on
 * the animal in the transaction that inserts (the attack stored 12 of 12 parallel single-image
 * uploads against a limit of 10).
 */
describe('images per animal under parallel uploads', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

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

  it(`stores at most ${LIMITS.images.maxFiles} of 12 parallel single-image uploads to one animal`, async () => {
    const animal = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, neutered, status, rainbow_bridge, health, description)
       VALUES ('Pimpek', 'Chomik syryjski', 'Samiec', false, 'Dostępny', false, 'Zdrowy', 'Opis') RETURNING id`,
    );
    const pictures = await Promise.all(Array.from({ length: 12 }, (_, index) => imageFixture('png', 10 + index * 25)));
    const responses = await Promise.all(
      pictures.map((bytes, index) =>
        fetch(`${server.baseUrl}/api/animals/${animal.id}/images`, {
          method: 'POST',
          body: imagesForm([{ name: `zdjecie-${index}.png`, type: 'image/png', bytes }]),
          headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(LIMITS.images.maxFiles).fill(201), 400, 400]);
    const { stored } = await queryOne<{ stored: number }>(db.dataSource, `SELECT count(*)::int AS stored FROM images WHERE animal_id = $1`, [animal.id]);
    expect(stored).toBe(LIMITS.images.maxFiles);
    for (const response of responses.filter((item) => item.status === 400)) {
      expect(await readJson(response)).toEqual({ error: imageRejectionMessage({ count: true }), code: 'images_rejected' });
    }
    // Positions stay a clean sequence and the animal has a cover.
    const positions = (await queryRows<{ position: number }>(db.dataSource, `SELECT position FROM images WHERE animal_id = $1 ORDER BY position`, [animal.id])).map((row: { position: number }) => row.position);
    expect(positions).toEqual(Array.from({ length: LIMITS.images.maxFiles }, (_, index) => index));
    const { cover_image_id: cover } = await queryOne<{ cover_image_id: number | null }>(db.dataSource, `SELECT cover_image_id FROM animals WHERE id = $1`, [animal.id]);
    expect(cover).not.toBeNull();
  }, 60_000);
});
