import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_MESSAGES, MAIL_MESSAGES, MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { insertLocalMessage } from './mailbox.store.js';
import { insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

type HistoryRow = RecordedHistory<'actor_name' | 'subject_type' | 'subject_id'>;

/**
 * Every e-mail written in the panel (POST /contact/admin/send) is queued through the outbox and
 * recorded as 'mail.sent' in the history of whom it concerns, in the same transaction.
 */
describe('e-mail from the panel: outbox and message history', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let admin: HttpClient;

  const send = (body: Record<string, unknown>) => admin.post('/api/contact/admin/send', body);
  const sentRows = async (): Promise<HistoryRow[]> =>
    queryRows<HistoryRow>(db.dataSource, `SELECT actor_name, subject_type, subject_id, details FROM history WHERE action = 'mail.sent' ORDER BY id`);
  const outboxCount = async () => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM outbox`)).n);

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('records a reply to a survey on the survey and on its adopter, with recipient, subject, body and template', async () => {
    const d = db.dataSource;
    const adopter = await queryOne<{ id: number }>(d, `INSERT INTO adopters (first_name, last_name, email) VALUES ('Anna', 'Nowak', 'anna.nowak@example.com') RETURNING id`);
    const survey = await insertSurvey(d, { firstName: 'Anna', lastName: 'Nowak', email: 'anna.nowak@example.com' });
    await execute(d, `UPDATE surveys SET adopter_id = $2 WHERE id = $1`, [survey, adopter.id]);

    const response = await send({ to: 'anna.nowak@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\r\nzapraszamy <3', surveyId: survey, template: 'survey_reply' });
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ message: MESSAGES.admin.mailSent });

    const outbox = await queryOne<{ id: number; to_address: unknown; subject: unknown; text: unknown; html: unknown }>(d, `SELECT id, to_address, subject, text, html FROM outbox ORDER BY id DESC LIMIT 1`);
    expect(outbox).toMatchObject({ to_address: 'anna.nowak@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\nzapraszamy <3' });
    expect(outbox.html).toContain('zapraszamy &lt;3');
    const details = { to: 'anna.nowak@example.com', subject: 'Odpowiedź na ankietę', body: 'Dzień dobry,\nzapraszamy <3', template: 'survey_reply', outboxId: outbox.id };
    expect(await sentRows()).toEqual([
      { actor_name: 'admin', subject_type: 'survey', subject_id: survey, details },
      { actor_name: 'admin', subject_type: 'adopter', subject_id: adopter.id, details },
    ]);
  });

  it('records an e-mail to an adopter on the adopter only; without a template the template is null', async () => {
    const adopter = await queryOne<{ id: number }>(db.dataSource, `INSERT INTO adopters (first_name, last_name, email) VALUES ('Piotr', 'Lis', 'piotr.lis@example.com') RETURNING id`);
    const before = (await sentRows()).length;
    expect((await send({ to: 'piotr.lis@example.com', subject: 'Umowa', text: 'Proszę o podpis.', adopterId: adopter.id })).status).toBe(202);
    const rows = (await sentRows()).slice(before);
    expect(rows).toEqual([
      expect.objectContaining({ subject_type: 'adopter', subject_id: adopter.id, details: expect.objectContaining({ body: 'Proszę o podpis.', template: null }) as unknown }) as unknown,
    ]);
  });

  it('threads a reply to a mailbox message (In-Reply-To, References) and records it on the message and the adopter with that address', async () => {
    const d = db.dataSource;
    const local = await insertLocalMessage(d, {
      messageId: '<pytanie-1@example.com>',
      fromName: 'Piotr Lis',
      fromEmail: 'piotr.lis@example.com',
      toAddresses: 'kontakt@fundacja.example',
      subject: 'Pytanie o królika',
      text: 'Czy Kicek jest wykastrowany?',
    });
    await execute(d, `UPDATE mail_messages SET references_header = '<watek-0@example.com>' WHERE id = $1`, [local.id]);
    const adopter = await queryOne<{ id: number }>(d, `SELECT id FROM adopters WHERE email = 'piotr.lis@example.com'`);
    const before = (await sentRows()).length;
    expect((await send({ to: 'piotr.lis@example.com', subject: 'Re: Pytanie o królika', text: 'Tak.\n\n> Czy Kicek jest wykastrowany?', replyToMessageId: local.id })).status).toBe(202);
    const outbox = await queryOne<{ headers: unknown }>(d, `SELECT headers FROM outbox ORDER BY id DESC LIMIT 1`);
    expect(outbox.headers).toEqual({ 'In-Reply-To': '<pytanie-1@example.com>', References: '<watek-0@example.com> <pytanie-1@example.com>' });
    expect((await sentRows()).slice(before).map((row) => [row.subject_type, row.subject_id])).toEqual([
      ['mail_message', local.id],
      ['adopter', adopter.id],
    ]);
  });

  it('records an e-mail to nobody known on its outbox row', async () => {
    const before = (await sentRows()).length;
    expect((await send({ to: 'ktos@example.org', subject: 'Pytanie', text: 'Treść' })).status).toBe(202);
    const outbox = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM outbox ORDER BY id DESC LIMIT 1`);
    expect((await sentRows()).slice(before).map((row) => [row.subject_type, row.subject_id])).toEqual([['outbox', outbox.id]]);
  });

  it('refuses an unknown survey, adopter or message (404), two of them at once or an unknown template (400): nothing queued or recorded', async () => {
    const outboxBefore = await outboxCount();
    const historyBefore = (await sentRows()).length;
    const base = { to: 'anna.nowak@example.com', subject: 'Temat', text: 'Treść' };
    for (const [body, status, error] of [
      [{ ...base, surveyId: 999_999 }, 404, ADOPTION_MESSAGES.surveyNotFound],
      [{ ...base, adopterId: 999_999 }, 404, ADOPTION_MESSAGES.adopterNotFound],
      [{ ...base, replyToMessageId: 999_999 }, 404, MAIL_MESSAGES.messageNotFound],
      [{ ...base, surveyId: 1, adopterId: 1 }, 400, 'Wiadomość może dotyczyć jednej ankiety, jednego adoptującego albo jednej wiadomości ze skrzynki.'],
      [{ ...base, template: 'nie_ma' }, 400, 'Nie znaleziono szablonu e-maila.'],
      [{ ...base, text: '   ' }, 400, MESSAGES.compose.bodyEmpty],
    ] as const) {
      const response = await send(body);
      expect({ status: response.status, error: (await readJson<{ error: string }>(response)).error }).toEqual({ status, error });
    }
    expect(await outboxCount()).toBe(outboxBefore);
    expect((await sentRows()).length).toBe(historyBefore);
  });

  it('writes the outbox row and the history rows in one transaction: a failing history insert leaves no mail queued', async () => {
    const d = db.dataSource;
    const survey = await insertSurvey(d, { email: 'atomowa@example.com' });
    const outboxBefore = await outboxCount();
    await execute(d, `
      CREATE FUNCTION fail_mail_sent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'mail.sent' THEN RAISE EXCEPTION 'history refused (test)'; END IF;
        RETURN NEW;
      END;
      $$;
      CREATE TRIGGER trg_fail_mail_sent BEFORE INSERT ON history FOR EACH ROW EXECUTE FUNCTION fail_mail_sent();
    `);
    try {
      const response = await send({ to: 'atomowa@example.com', subject: 'Temat', text: 'Treść', surveyId: survey });
      expect(response.status).toBe(500);
      expect(await outboxCount()).toBe(outboxBefore);
    } finally {
      await execute(d, `DROP TRIGGER trg_fail_mail_sent ON history; DROP FUNCTION fail_mail_sent();`);
    }
    expect((await send({ to: 'atomowa@example.com', subject: 'Temat', text: 'Treść', surveyId: survey })).status).toBe(202);
    expect(await outboxCount()).toBe(outboxBefore + 1);
  });
});
