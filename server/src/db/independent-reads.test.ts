import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { independentReads } from './independent-reads.js';
import { queryRows } from './sql.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

describe('independentReads', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db.drop();
  });

  it('reads on the pool and inside a transaction give the same answers, in order', async () => {
    const reads = (run: { query: (sql: string) => Promise<{ n: number }[]> }) =>
      [() => run.query('SELECT 1 AS n'), () => run.query('SELECT 2 AS n'), () => run.query('SELECT 3 AS n')] as const;
    const onPool = await independentReads(db.dataSource, reads(db.dataSource));
    const inTransaction = await db.dataSource.transaction((manager) => independentReads(manager, reads(manager)));
    expect(onPool.map(([row]) => row?.n)).toEqual([1, 2, 3]);
    expect(inTransaction).toEqual(onPool);
  });

  it('never runs two queries at once on a transaction\'s connection', async () => {
    let running = 0;
    let most = 0;
    await db.dataSource.transaction(async (manager) => {
      const tracked = () => async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await queryRows(manager, 'SELECT pg_sleep(0.01)');
        } finally {
          running -= 1;
        }
      };
      await independentReads(manager, [tracked(), tracked(), tracked()]);
    });
    expect(most).toBe(1);
  });
});
