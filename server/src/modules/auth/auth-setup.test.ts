import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';

/** GET /api/auth/setup: a fresh install's sign-in page learns that no account exists yet. */
describe('GET /api/auth/setup', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('says there is no account on a fresh database, and that there is one once the first is made, to anyone and uncached', async () => {
    const before = await fetch(`${server.baseUrl}/api/auth/setup`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toContain('no-store');
    expect(await readJson(before)).toEqual({ hasAccounts: false });
    await ensureAdmin(db.dataSource, 'pierwsza', 'haslo-pierwszej-osoby-1');
    expect(await readJson(await fetch(`${server.baseUrl}/api/auth/setup`))).toEqual({ hasAccounts: true });
  });
});
