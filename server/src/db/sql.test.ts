import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, NoRowError, queryFirst, queryOne, queryRows } from './sql.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

describe('typed SQL helpers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    await db.dataSource.query(`CREATE TABLE sql_helper_items (id serial PRIMARY KEY, name text NOT NULL, born date, n bigint)`);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('queryRows gives the rows of a SELECT, with the types data-source.ts sets up', async () => {
    await execute(db.dataSource, `TRUNCATE sql_helper_items RESTART IDENTITY`);
    await execute(db.dataSource, `INSERT INTO sql_helper_items (name, born, n) VALUES ('a', '2024-02-29', 7), ('b', NULL, NULL)`);
    const rows = await queryRows<{ id: number; name: string; born: string | null; n: number | null }>(
      db.dataSource,
      `SELECT id, name, born, n FROM sql_helper_items ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, name: 'a', born: '2024-02-29', n: 7 },
      { id: 2, name: 'b', born: null, n: null },
    ]);
    expect(await queryRows(db.dataSource, `SELECT 1 FROM sql_helper_items WHERE false`)).toEqual([]);
  });

  it('queryRows gives the rows of UPDATE/DELETE ... RETURNING (not the [rows, count] pair of query())', async () => {
    await execute(db.dataSource, `TRUNCATE sql_helper_items RESTART IDENTITY`);
    await execute(db.dataSource, `INSERT INTO sql_helper_items (name) VALUES ('a'), ('b')`);
    const raw: unknown = await db.dataSource.query(`UPDATE sql_helper_items SET name = name WHERE id = 1 RETURNING id`);
    expect(raw).toEqual([[{ id: 1 }], 1]);
    const updated = await queryRows<{ id: number }>(db.dataSource, `UPDATE sql_helper_items SET name = upper(name) RETURNING id`);
    expect(updated.map((row) => row.id).sort()).toEqual([1, 2]);
    expect(await queryRows<{ name: string }>(db.dataSource, `DELETE FROM sql_helper_items WHERE id = $1 RETURNING name`, [2])).toEqual([{ name: 'B' }]);
    expect(await queryRows<{ id: number }>(db.dataSource, `INSERT INTO sql_helper_items (name) VALUES ($1) RETURNING id`, ['c'])).toEqual([{ id: 3 }]);
  });

  it('queryFirst gives the first row or undefined; queryOne throws a clear error when there is none', async () => {
    await execute(db.dataSource, `TRUNCATE sql_helper_items RESTART IDENTITY`);
    await execute(db.dataSource, `INSERT INTO sql_helper_items (name) VALUES ('a'), ('b')`);
    expect(await queryFirst<{ name: string }>(db.dataSource, `SELECT name FROM sql_helper_items ORDER BY id`)).toEqual({ name: 'a' });
    expect(await queryFirst(db.dataSource, `SELECT name FROM sql_helper_items WHERE id = $1`, [99])).toBeUndefined();
    expect(await queryOne<{ count: number }>(db.dataSource, `SELECT count(*) AS count FROM sql_helper_items`)).toEqual({ count: 2 });
    const missing = queryOne(db.dataSource, `SELECT name FROM sql_helper_items\n  WHERE id = $1`, [99]);
    await expect(missing).rejects.toBeInstanceOf(NoRowError);
    await expect(missing).rejects.toThrow('Expected a row, the query returned none: SELECT name FROM sql_helper_items WHERE id = $1');
  });

  it('execute counts the rows an INSERT/UPDATE/DELETE affected, as the [rows, count] pair of query() did', async () => {
    await execute(db.dataSource, `TRUNCATE sql_helper_items RESTART IDENTITY`);
    expect(await execute(db.dataSource, `INSERT INTO sql_helper_items (name) VALUES ('a'), ('b'), ('c')`)).toBe(3);
    const [, rawCount] = (await db.dataSource.query(`UPDATE sql_helper_items SET name = name WHERE id > $1`, [1])) as [unknown, number];
    expect(await execute(db.dataSource, `UPDATE sql_helper_items SET name = name WHERE id > $1`, [1])).toBe(rawCount);
    expect(rawCount).toBe(2);
    expect(await execute(db.dataSource, `UPDATE sql_helper_items SET name = 'x' WHERE id = 99`)).toBe(0);
    expect(await execute(db.dataSource, `DELETE FROM sql_helper_items WHERE name <> 'a'`)).toBe(2);
    expect(await execute(db.dataSource, `CREATE TEMP TABLE IF NOT EXISTS sql_helper_ddl (x int)`)).toBe(0);
  });

  it('uses the transaction of an EntityManager or a QueryRunner, and a pooled connection for a plain manager', async () => {
    await execute(db.dataSource, `TRUNCATE sql_helper_items RESTART IDENTITY`);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await execute(manager, `INSERT INTO sql_helper_items (name) VALUES ('rolled back')`);
        expect(await queryOne<{ count: number }>(manager, `SELECT count(*) AS count FROM sql_helper_items`)).toEqual({ count: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queryOne<{ count: number }>(db.dataSource.manager, `SELECT count(*) AS count FROM sql_helper_items`)).toEqual({ count: 0 });

    const runner = db.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await execute(runner, `INSERT INTO sql_helper_items (name) VALUES ('in runner')`);
      expect(await queryRows<{ name: string }>(runner, `SELECT name FROM sql_helper_items`)).toEqual([{ name: 'in runner' }]);
      expect(await queryRows(db.dataSource, `SELECT name FROM sql_helper_items`)).toEqual([]);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });

  it('gives back every connection it borrows from the pool', async () => {
    const before = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`);
    await Promise.all(Array.from({ length: 20 }, (_, i) => queryRows(db.dataSource, `SELECT $1::int AS i`, [i])));
    await expect(queryOne(db.dataSource, `SELECT name FROM sql_helper_items WHERE false`)).rejects.toBeInstanceOf(NoRowError);
    const after = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`);
    expect(after.n).toBeLessThanOrEqual(5);
    expect(before.n).toBeGreaterThan(0);
  });
});
