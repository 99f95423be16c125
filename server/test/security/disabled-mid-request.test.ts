import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { imageFixture, imagesForm } from '../image-fixtures.js';
import { readJson, type RunningServer } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { execute, queryOne } from '../../src/db/sql.js';

/**
 * An account disabled while its request is under way writes nothing (the attack: a photo upload
 * started by an account that was disabled meanwhile still landed 10 s later). Every staff write
 * records its history in its own transaction, under a share lock on the active account.
 */
describe('writes of an account disabled mid-request', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let colleague: HttpClient;
  let colleagueId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    colleagueId = (await ensureAdmin(db.dataSource, 'kolezanka', 'haslo-kolezanki-123')).id;
    await execute(db.dataSource, `UPDATE admin_users SET role = 'koordynator' WHERE id = $1`, [colleagueId]);
    server = await startTestApp(db.dataSource);
    colleague = new HttpClient(server.baseUrl);
    expect((await colleague.post('/api/auth/login', { username: 'kolezanka', password: 'haslo-kolezanki-123' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('refuses a photo upload whose account is disabled before it is stored, and stores none of it', async () => {
    const animal = await queryOne<{ id: number }>(db.dataSource, `INSERT INTO animals (name, species, sex) VALUES ('Pimpek', 'Chomik syryjski', 'Samiec') RETURNING id`);
    const bytes = await imageFixture('png', 120, 640);
    // An administrator disabling the account holds its row, as the team screen's disable does
    // in its transaction, while the upload is being processed.
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`SELECT id FROM admin_users WHERE id = $1 FOR UPDATE`, [colleagueId]);
      const upload = fetch(`${server.baseUrl}/api/animals/${animal.id}/images`, {
        method: 'POST',
        body: imagesForm([{ name: 'zdjecie.png', type: 'image/png', bytes }]),
        headers: { cookie: `pets.sid=${colleague.cookie('pets.sid')}` },
      });
      // The upload is processed and waits on the account row; then the disable commits.
      for (let waited = 0; waited < 10_000; waited += 50) {
        const waiting = await queryOne<{ count: number }>(db.dataSource, `SELECT count(*)::int AS count FROM pg_locks WHERE NOT granted AND locktype IN ('tuple', 'transactionid')`);
        if (waiting.count > 0) break;
        await sleep(50);
      }
      await runner.query(`UPDATE admin_users SET disabled_at = now() WHERE id = $1`, [colleagueId]);
      await runner.commitTransaction();
      const response = await upload;
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ error: MESSAGES.auth.accountDisabledMeanwhile, code: 'account_disabled' });
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await queryOne<{ count: number }>(db.dataSource, `SELECT count(*)::int AS count FROM images WHERE animal_id = $1`, [animal.id])).toEqual({ count: 0 });
    expect(await queryOne<{ count: number }>(db.dataSource, `SELECT count(*)::int AS count FROM history WHERE actor_id = $1 AND action = 'animal.images_added'`, [colleagueId])).toEqual({ count: 0 });
    // And the next request of that session is not let in at all.
    expect((await colleague.get('/api/animals/all')).status).toBe(401);
  });
});
