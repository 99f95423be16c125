import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { allowHistoryErase, recordHistory } from './history.js';
import { execute, queryRows } from '../../db/sql.js';

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
    await expect(db.dataSource.query(`UPDATE history SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(db.dataSource.query('DELETE FROM history')).rejects.toThrow(/append-only/);
    await expect(db.dataSource.query('TRUNCATE history')).rejects.toThrow(/append-only/);
    const [{ n }] = await db.dataSource.query('SELECT count(*)::int AS n FROM history');
    expect(n).toBe(1);
  });

  it('writes nothing when the transaction of the change fails', async () => {
    const before = Number((await db.dataSource.query('SELECT count(*)::int AS n FROM history'))[0].n);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await recordHistory(manager, { actor: 'system', action: 'test.failed', subjectType: 'test', subjectId: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(Number((await db.dataSource.query('SELECT count(*)::int AS n FROM history'))[0].n)).toBe(before);
  });

  it('lets an erase transaction anonymise a row, and only that transaction', async () => {
    await db.dataSource.transaction(async (manager) => {
      await allowHistoryErase(manager);
      await execute(manager, `UPDATE history SET details = '{}'::jsonb`);
    });
    const rows = await queryRows<{ details: unknown }>(db.dataSource, 'SELECT details FROM history');
    expect(rows.every((row) => JSON.stringify(row.details) === '{}')).toBe(true);
    await expect(db.dataSource.query(`UPDATE history SET details = '{"b":2}'::jsonb`)).rejects.toThrow(/append-only/);
  });
});
