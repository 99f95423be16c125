import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { allowHistoryErase, recordHistory } from './history.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

describe('history', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('appends rows and refuses to change or delete them', async () => {
    await recordHistory(db.dataSource, { actor: 'system', action: 'test.done', subjectType: 'test', subjectId: 1, details: { a: 1 } });
    const rows = await queryRows<{ actor_name: string; action: string; details: unknown }>(db.dataSource, 'SELECT actor_name, action, details FROM history');
    expect(rows).toEqual([{ actor_name: 'system', action: 'test.done', details: { a: 1 } }]);
    await expect(execute(db.dataSource, `UPDATE history SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(execute(db.dataSource, 'DELETE FROM history')).rejects.toThrow(/append-only/);
    await expect(execute(db.dataSource, 'TRUNCATE history')).rejects.toThrow(/append-only/);
    const { n } = await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM history');
    expect(n).toBe(1);
  });

  it('writes nothing when the transaction of the change fails', async () => {
    const before = Number((await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM history')).n);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await recordHistory(manager, { actor: 'system', action: 'test.failed', subjectType: 'test', subjectId: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(Number((await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM history')).n)).toBe(before);
  });

  it('lets an erase transaction anonymise a row, and only that transaction', async () => {
    await db.dataSource.transaction(async (manager) => {
      await allowHistoryErase(manager);
      await execute(manager, `UPDATE history SET details = '{}'::jsonb`);
    });
    const rows = await queryRows<{ details: unknown }>(db.dataSource, 'SELECT details FROM history');
    expect(rows.every((row) => JSON.stringify(row.details) === '{}')).toBe(true);
    await expect(execute(db.dataSource, `UPDATE history SET details = '{"b":2}'::jsonb`)).rejects.toThrow(/append-only/);
  });
});
