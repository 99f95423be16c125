import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MESSAGES } from '@pets/shared';
// layer: this test drives the admin guard through the composed app, as a request meets it.
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { createEventBus, type EventBus } from '../modules/events/event-bus.js';
import { listen, readJson, type RunningServer } from '../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { queryRows } from '../db/sql.js';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every admin route registered on the admin router (so routes added later are covered too). */
function adminRoutes(router: Router): { method: string; path: string }[] {
  return (router.stack as RouteLayer[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })) : [],
  );
}

describe('admin guard', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let routes: { method: string; path: string }[];
  let events: EventBus;

  beforeAll(async () => {
    db = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    events = createEventBus(db.dataSource, logger);
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      logger,
      dataSource: db.dataSource,
      sessionSecret: 'guard-test-secret',
      events,
    });
    routes = adminRoutes(app.locals.adminApi as Router);
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    await events?.close();
    await db?.drop();
  });

  it('finds the admin routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it('answers every admin route with 401 without a session, and changes nothing', async () => {
    const before = await queryRows<{ n: number }>(db.dataSource, `SELECT (SELECT count(*) FROM animals) + (SELECT count(*) FROM images) AS n`);
    for (const { method, path } of [...routes, { method: 'GET', path: '/auth/me' }, { method: 'POST', path: '/auth/refresh' }, { method: 'POST', path: '/auth/register' }]) {
      const url = `${server.baseUrl}/api${path.replace(/:[a-zA-Z]+/g, '1')}`;
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(await readJson(response)).toEqual({ error: MESSAGES.auth.unauthorized, code: 'unauthorized' });
    }
    const after = await queryRows<{ n: number }>(db.dataSource, `SELECT (SELECT count(*) FROM animals) + (SELECT count(*) FROM images) AS n`);
    expect(after).toEqual(before);
  });
});
