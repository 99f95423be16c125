import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { startTestApp } from '../app-harness.js';
import { changedTables, createDbFingerprinter } from '../fuzz/db-fingerprint.js';
import { catalogRoutes, routeKey, type CatalogRoute } from '../fuzz/route-catalog.js';
import { readJson } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';

/**
 * Every route behind requireAdmin anywhere in the app (the admin API and the guarded /auth
 * routes), found in the real router: 401 with the Polish message without a session, with a
 * forged cookie, and whatever the parameters and body, and nothing written.
 */
describe('admin routes without a session', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let guarded: CatalogRoute[];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    server = await startTestApp(db.dataSource);
    guarded = catalogRoutes(server.app).filter((route) => route.admin);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('finds every route of the admin API and the guarded /auth routes', () => {
    const adminApi = (server.app.locals.adminApi as Router).stack.filter((layer) => layer.route).length;
    expect(guarded.filter((route) => !route.path.startsWith('/api/auth/')).length).toBeGreaterThanOrEqual(adminApi);
    expect(guarded.map(routeKey)).toEqual(expect.arrayContaining(['GET /api/auth/me', 'POST /api/auth/refresh', 'POST /api/auth/register']));
    // The Treści screen's endpoints (pages module) are among them.
    expect(guarded.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/content/pages',
        'POST /api/content/pages',
        'GET /api/content/pages/:id',
        'PUT /api/content/pages/:id',
        'DELETE /api/content/pages/:id',
        'POST /api/content/pages/:id/cover',
        'DELETE /api/content/pages/:id/cover',
        'POST /api/content/pages/:id/images',
        'POST /api/content/preview',
      ]),
    );
  });

  it('answers 401 to every one of them, for any parameters, body or forged cookie, and changes nothing', async () => {
    const fingerprint = await createDbFingerprinter(db.dataSource);
    const before = await fingerprint();
    const cookies = [undefined, 'pets.sid=s%3Aforged.signature', 'pets.sid=', 'pets.sid=s%3A' + 'a'.repeat(4000)];
    for (const route of guarded) {
      for (const [index, value] of ['1', '99999999999999999999', 'abc', '%00'].entries()) {
        const url = `${server.baseUrl}${route.path.replace(/:\w+/g, value)}`;
        const cookie = cookies[index];
        const response = await fetch(url, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: route.method === 'GET' ? undefined : JSON.stringify({ animalId: 1, animals: [1], username: 'x', password: 'y'.repeat(12) }),
        });
        expect({ route: routeKey(route), value, status: response.status }).toEqual({ route: routeKey(route), value, status: 401 });
        expect(await readJson(response)).toEqual({ error: MESSAGES.auth.unauthorized, code: 'unauthorized' });
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
