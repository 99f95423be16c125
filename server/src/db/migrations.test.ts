import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createDataSource, MIGRATIONS_TABLE } from './data-source.js';
import { revertAllMigrations, runMigrations } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { queryRows } from './sql.js';

/** The tables of the initial data model; later migrations may add more. */
const TABLES = [
  'animals',
  'images',
  'survey_questions',
  'survey_options',
  'adopters',
  'surveys',
  'survey_answers',
  'survey_answer_notes',
  'survey_animals',
  'reservations',
  'adoptions',
  'admin_users',
  'sessions',
  'contact_messages',
  'mail_messages',
  'mail_attachments',
  'outbox',
  'social_posts',
];

async function tableNames(db: TestDatabase): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db.dataSource,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> $1 ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  let tablesAfterUp: string[] = [];

  it('apply to an empty database and create the whole data model', async () => {
    const applied = await runMigrations(db.dataSource);
    expect(applied).toEqual(MIGRATIONS.map((Migration) => new Migration().name));
    tablesAfterUp = await tableNames(db);
    expect(tablesAfterUp).toEqual(expect.arrayContaining(TABLES));
  });

  it('leave nothing to do when run again', async () => {
    expect(await runMigrations(db.dataSource)).toEqual([]);
  });

  it('go all the way down cleanly and up again', async () => {
    const reverted = await revertAllMigrations(db.dataSource);
    expect(reverted).toBe(MIGRATIONS.length);
    expect(await tableNames(db)).toEqual([]);
    const functions = await queryRows<unknown>(db.dataSource, `SELECT 1 FROM pg_proc WHERE proname = 'touch_updated_at'`);
    expect(functions).toHaveLength(0);

    expect(await runMigrations(db.dataSource)).toHaveLength(MIGRATIONS.length);
    expect(await tableNames(db)).toEqual(tablesAfterUp);
  });

  it('serialise concurrent runners with the advisory lock', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const second = createDataSource(fresh.url);
      await second.initialize();
      try {
        const [a, b] = await Promise.all([runMigrations(fresh.dataSource), runMigrations(second)]);
        expect([...a, ...b]).toHaveLength(MIGRATIONS.length);
      } finally {
        await second.destroy();
      }
    } finally {
      await fresh.drop();
    }
  });
});
