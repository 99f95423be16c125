import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigration } from '../../../test/run-migration.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { GROUP_RENAMES, HINT_RENAMES, OPTION_RENAMES, QUESTION_RENAMES, QuestionnaireCareFigures1795305600510 } from './1795305600510-questionnaire-care-figures.js';
import { queryRows } from '../sql.js';

/** Every stored questionnaire text, in a stable order, to compare a migrated database with a new one. */
const STORED_TEXTS = `
  SELECT q.species, q.position, q.label, q.hint, q.group_label, coalesce(array_agg(o.label ORDER BY o.position) FILTER (WHERE o.id IS NOT NULL), '{}') AS options
  FROM survey_questions q LEFT JOIN survey_options o ON o.question_id = q.id
  GROUP BY q.id ORDER BY q.species, q.position`;

describe('questionnaire hints with the care figures of the shared facts (issue 21)', () => {
  let db: TestDatabase;
  const migration = new QuestionnaireCareFigures1795305600510();
  const run = (direction: 'up' | 'down') => runMigration(db.dataSource, migration, direction);
  const texts = () => queryRows<Record<string, unknown>>(db.dataSource, STORED_TEXTS);

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a new database holds only the new texts', async () => {
    const stored = new Set((await texts()).flatMap((row) => [row.label, row.hint, row.group_label, ...(row.options as string[])]));
    for (const [before, after] of [...HINT_RENAMES, ...QUESTION_RENAMES, ...OPTION_RENAMES, ...GROUP_RENAMES]) {
      expect(stored.has(before), before).toBe(false);
      expect(stored.has(after), after).toBe(true);
    }
  });

  it('an existing database: down brings back the old texts, up renames them in place to exactly the new database', async () => {
    const fresh = await texts();
    const ids = await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM survey_questions ORDER BY id`);
    await run('down');
    const old = JSON.stringify(await texts());
    expect(old).toContain('80 × 50 cm powierzchni dna');
    expect(old).toContain('Terrarium i wybieg');
    await run('up');
    expect(await texts()).toEqual(fresh);
    expect(await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM survey_questions ORDER BY id`)).toEqual(ids);
  });
});
