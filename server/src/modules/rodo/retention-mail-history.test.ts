import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionPolicy } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { ERASED_TEXT } from './anonymize.js';
import { runRetention } from './retention.js';
import { queryOne, queryRows } from '../../db/sql.js';

const POLICY: RetentionPolicy = { surveyMonths: 12, contactMonths: 24, sentMailDays: 30 };
const NOW = new Date('2027-06-15T03:00:00Z');

/** The message history follows the sent mail: after RETENTION_SENT_MAIL_DAYS its text goes. */
describe('retention of the message history', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("wipes the recipient, subject and body of 'mail.sent' rows older than the sent-mail period, keeping the template", async () => {
    const insert = (when: string, body: string) =>
      queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO history (at, actor_name, action, subject_type, subject_id, details)
         VALUES ('${NOW.toISOString()}'::timestamptz - interval '${when}', 'admin', 'mail.sent', 'survey', 1, $1::jsonb) RETURNING id`,
        [JSON.stringify({ to: 'ola@example.org', subject: 'Zaproszenie', body, template: 'invitation', outboxId: 1 })],
      );
    const [old, young] = [await insert('31 days', 'Stara treść'), await insert('29 days', 'Nowa treść')];
    const outcome = await runRetention(db.dataSource, POLICY, NOW);
    expect(outcome.ran && outcome.counts.sentMailHistory).toBe(1);
    const rows = await queryRows<{ id: number; details: Record<string, unknown> }>(db.dataSource, `SELECT id, details FROM history WHERE action = 'mail.sent' ORDER BY id`);
    expect(rows).toEqual([
      { id: old.id, details: { to: ERASED_TEXT, subject: ERASED_TEXT, body: ERASED_TEXT, template: 'invitation', outboxId: 1 } },
      { id: young.id, details: { to: 'ola@example.org', subject: 'Zaproszenie', body: 'Nowa treść', template: 'invitation', outboxId: 1 } },
    ]);
  });
});
