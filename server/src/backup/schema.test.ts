import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { withClient } from '../db/pg-admin.js';
import { listTables, orderedSelect } from './schema.js';

/**
 * A backup's rows come in the order of their primary key's bytes, whatever the server's collation
 * (the embedded cluster sorts text by ICU pl-PL, a managed one often by C.UTF-8): the restore's
 * check compares bytes, so a backup of one must verify on the other.
 */
describe('backup row order', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('orders text keys by their bytes and numbers as numbers, on any collation', async () => {
    const keys = ['b', 'A', 'a', 'B', 'ą', 'Z', 'ż', '_x', '10', '9'];
    await withClient(db.url, async (client) => {
      await client.query(`CREATE TABLE mixed_case (sid text PRIMARY KEY, n int)`);
      await client.query(`CREATE TABLE numbered (id int PRIMARY KEY, label text)`);
      for (const [index, key] of keys.entries()) await client.query(`INSERT INTO mixed_case VALUES ($1, $2)`, [key, index]);
      for (const id of [10, 9, 100, 1]) await client.query(`INSERT INTO numbered VALUES ($1, 'x')`, [id]);
      const tables = await listTables(client);
      const byName = (name: string) => tables.find((table) => table.name === name)!;
      const text = await client.query<{ sid: string }>(orderedSelect(client, byName('mixed_case')));
      expect(text.rows.map((row) => row.sid)).toEqual([...keys].sort((left, right) => Buffer.compare(Buffer.from(left), Buffer.from(right))));
      const numbers = await client.query<{ id: number }>(orderedSelect(client, byName('numbered')));
      expect(numbers.rows.map((row) => row.id)).toEqual([1, 9, 10, 100]);
    });
  });
});
