import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES, type HistoryPage } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { recordHistory } from './history.js';
import { queryOne } from '../../db/sql.js';

/** GET /api/history on a real PostgreSQL, through the real app. */
describe('GET /api/history', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

  const page = async (query: string) => {
    const response = await admin.get(`/api/history?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return readJson<HistoryPage>(response);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'kronikarka', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'kronikarka', password: 'haslo-administratora-1' })).status).toBe(200);
    const { id } = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM admin_users WHERE username = 'kronikarka'`);
    const actor = { id, username: 'kronikarka' };
    for (let n = 1; n <= 5; n += 1) {
      await recordHistory(db.dataSource, { actor, action: 'page.updated', subjectType: 'page', subjectId: 7, details: { n } });
    }
    await recordHistory(db.dataSource, { actor, action: 'page.created', subjectType: 'page', subjectId: 8 });
    await recordHistory(db.dataSource, { actor: 'system', action: 'retention.run', subjectType: 'retention', subjectId: null });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lists one subject newest first, with Polish labels, and pages by the last id seen', async () => {
    const first = await page('subjectType=page&subjectId=7&limit=2');
    expect(first.items.map((item) => item.details)).toEqual([{ n: 5 }, { n: 4 }]);
    expect(first.items[0]).toMatchObject({ actor: 'kronikarka', action: 'page.updated', label: 'Zmieniono stronę', subjectType: 'page', subjectId: 7 });
    expect(first.nextBefore).toBe(first.items[1]!.id);

    // A row appended meanwhile does not shift the next page.
    await recordHistory(db.dataSource, { actor: 'system', action: 'page.updated', subjectType: 'page', subjectId: 7, details: { n: 6 } });
    const second = await page(`subjectType=page&subjectId=7&limit=2&before=${first.nextBefore}`);
    expect(second.items.map((item) => item.details)).toEqual([{ n: 3 }, { n: 2 }]);
    const last = await page(`subjectType=page&subjectId=7&limit=2&before=${second.nextBefore}`);
    expect(last.items.map((item) => item.details)).toEqual([{ n: 1 }]);
    expect(last.nextBefore).toBeNull();
  });

  it('filters by who, by a kind of action and by day', async () => {
    expect((await page('actor=system')).items.map((item) => item.action)).toEqual(['page.updated', 'retention.run']);
    expect((await page('action=page.')).items.every((item) => item.action.startsWith('page.'))).toBe(true);
    expect((await page('action=page.created')).items.map((item) => item.subjectId)).toEqual([8]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}`)).items.length).toBeGreaterThan(0);
    expect((await page('from=2000-01-01&to=2000-01-02')).items).toEqual([]);
  });

  it.each([
    'before=abc',
    'before=-1',
    'subjectId=7',
    'subjectType=survey&subjectId=7997286878284470',
    'from=2026-13-45',
    'from=2026-02-31',
    'to=0000-01-01',
    'before=0',
    'before=1e400',
    'from=2026-02-01&to=2026-01-01',
    'limit=500',
    "action=page'; DROP TABLE history; --",
  ])('refuses %s with a Polish 400', async (query) => {
    const response = await admin.get(`/api/history?${query}`);
    expect(response.status).toBe(400);
    expect((await readJson<{ error: string }>(response)).error).toBe(HISTORY_MESSAGES.invalidQuery);
  });
});
