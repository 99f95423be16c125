import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '../seed/questionnaires.js';
import { runMigration } from '../../../test/run-migration.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { OPTION_RENAMES, QUESTION_RENAMES, QuestionnaireNeutralWording1795305600070 } from './1795305600070-questionnaire-neutral-wording.js';
import { queryRows } from '../sql.js';

/** Forms that pick the applicant's gender ("miałem/am", "gotów/gotowa", "Wolałbym"). */
const GENDERED = /\p{L}+(?:łem|łeś)\/(?:am|aś)|gotów|łbym|mógł\/mogła/u;

/** Every text of the seed's questionnaires: labels, hints and options. */
function seedTexts(): string[] {
  return Object.values(QUESTIONNAIRES).flatMap((sections) =>
    (sections ?? []).flatMap((section) =>
      section.questions.flatMap((question) => [question.label, question.hint ?? '', ...question.options.map((option) => option.label)]),
    ),
  );
}

describe('questionnaires address every applicant the same way, with en dashes in prose', () => {
  it('the seed has no gendered forms, only the new wording', () => {
    const texts = seedTexts();
    expect(texts.filter((text) => GENDERED.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes(' \u2014 '))).toEqual([]);
    for (const [before, after] of [...QUESTION_RENAMES, ...OPTION_RENAMES]) {
      expect(texts).not.toContain(before);
      expect(texts).toContain(after);
    }
  });

  describe('migration 1795305600070 on a database with the old texts', () => {
    let db: TestDatabase;
    const labels = async () => {
      const rows = await queryRows<{ label: string }>(db.dataSource, `SELECT label FROM survey_questions UNION ALL SELECT label FROM survey_options`);
      return rows.map((row) => row.label).sort();
    };
    const run = (direction: 'up' | 'down') => runMigration(db.dataSource, new QuestionnaireNeutralWording1795305600070(), direction);

    beforeAll(async () => {
      db = await createTestDatabase();
      // What a database created before this change holds.
      await run('down');
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('renames the stored questions and options in place, and back on down', async () => {
      const before = await labels();
      expect(before.some((label) => GENDERED.test(label))).toBe(true);
      const ids = await queryRows<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM survey_options`);
      await run('up');
      const after = await labels();
      expect(after.filter((label) => GENDERED.test(label))).toEqual([]);
      expect(before.some((label) => label.includes(' \u2014 '))).toBe(true);
      expect(after.filter((label) => label.includes(' \u2014 '))).toEqual([]);
      expect(after).toHaveLength(before.length);
      expect(await queryRows<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM survey_options`)).toEqual(ids);
      await run('down');
      expect(await labels()).toEqual(before);
      await run('up');
    });
  });
});
