import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertLocalMessage, listMessages } from './mailbox.store.js';
import { storedReferences } from './mail-parse.js';
import { execute, queryRows } from '../../db/sql.js';

/** The mailbox search ignores case and diacritics, like the panel's other searches. */
describe('mailbox search without diacritics', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    const message = (fromName: string, fromEmail: string, subject: string) =>
      insertLocalMessage(db.dataSource, { messageId: null, fromName, fromEmail, toAddresses: 'kontakt@fundacja.example', subject, text: 'Treść' });
    await message('Stanisław Łęcki', 'stanislaw@example.com', 'Pytanie o adopcję');
    await message('Zoë Müller', 'zoe@example.com', 'Świnki morskie – żółte siano?');
    await message('Jan Kowalski', 'jan@example.com', 'Faktura 50% rabatu');
  });
  afterAll(async () => {
    await db?.drop();
  });

  const search = async (q: string) =>
    (await listMessages(db.dataSource, { page: 1, limit: 25, q })).rows.map((row) => row.from_name).sort();

  it('finds "Łęcki" by "lecki", "ŁĘCKI" and "łęcki", and Polish and other accented letters by their plain forms', async () => {
    for (const query of ['lecki', 'ŁĘCKI', 'łęcki', 'stanislaw lecki', 'adopcje']) expect({ query, found: await search(query) }).toEqual({ query, found: ['Stanisław Łęcki'] });
    expect(await search('swinki morskie')).toEqual(['Zoë Müller']);
    expect(await search('zolte')).toEqual(['Zoë Müller']);
    expect(await search('zoe muller')).toEqual(['Zoë Müller']);
  });

  it('still takes %, _ and \\ literally and searches the address', async () => {
    expect(await search('50%')).toEqual(['Jan Kowalski']);
    expect(await search('5_%')).toEqual([]);
    expect(await search('jan@example')).toEqual(['Jan Kowalski']);
  });

  it('uses the trigram index of the folded text', async () => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db.dataSource,
      `EXPLAIN SELECT id FROM mail_messages WHERE fold_search(subject) LIKE fold_search('%lecki%')`,
    );
    await execute(db.dataSource, `SET enable_seqscan = off`);
    const forced = await queryRows<{ 'QUERY PLAN': string }>(
      db.dataSource,
      `EXPLAIN SELECT id FROM mail_messages WHERE fold_search(subject) LIKE fold_search('%lecki%')`,
    );
    await execute(db.dataSource, `RESET enable_seqscan`);
    expect(plan.length).toBeGreaterThan(0);
    expect(forced.map((row) => row['QUERY PLAN']).join('\n')).toContain('idx_mail_messages_subject_trgm');
  });
});

describe('storedReferences', () => {
  it('keeps message ids only, the newest 20, joined by spaces', () => {
    expect(storedReferences(undefined)).toBeNull();
    expect(storedReferences('<a@x> <b@x>')).toBe('<a@x> <b@x>');
    expect(storedReferences(['<a@x>', 'śmieci', '<b@x>\r\n'])).toBe('<a@x> <b@x>');
    const many = Array.from({ length: 25 }, (_, index) => `<m${index}@x>`);
    expect(storedReferences(many)!.split(' ')).toEqual(many.slice(5));
  });
});
