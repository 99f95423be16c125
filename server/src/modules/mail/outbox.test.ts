import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MESSAGES } from '@pets/shared';
import { MAIL_USERS, startMailServers, type MailServers } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { createOutbox, retryDelayMs, type Outbox } from './outbox.js';
import type { MailSender, OutgoingEnvelope } from './smtp-transport.js';
import { execute, queryOne } from '../../db/sql.js';

const CONTACT = { fullName: 'Tomasz Wytrwały', email: 'tomasz@example.test', phone: '700800900', question: 'Wysłane, gdy serwer SMTP nie działał.', policy: true };

/** The outbox: retries with backoff through a real SMTP outage, exactly once, several workers. */
describe('outbox', () => {
  let db: TestDatabase;
  let servers: MailServers;
  let app: MailTestApp;
  const logger = pino({ level: 'silent' });

  const outboxRow = async (id: number) =>
    (await queryOne<{ status: unknown; attempts: number; last_error: unknown; sent_at: unknown; message_id: unknown }>(db.dataSource, `SELECT status, attempts, last_error, sent_at, message_id FROM outbox WHERE id = $1`, [id]));

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
  });
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await db?.drop();
  });

  it('computes an exponential backoff with a cap', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, 300, 2000, noJitter))).toEqual([300, 600, 1200, 2000, 2000, 2000]);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1100);
  });

  it('accepts a contact message while SMTP is down and delivers it exactly once when SMTP is back', async () => {
    await servers.stopSmtp();
    const relayedBefore = servers.relayed;
    const response = await fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CONTACT) });
    // The visitor is told it went: the message is stored and its mail waits in the outbox.
    expect(response.status).toBe(201);
    expect((await readJson(response)).message).toBe(MESSAGES.contact.sent);
    const { id } = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM outbox ORDER BY id DESC LIMIT 1`);

    // Watch the attempts while SMTP is down: they back off (300 ms, 600 ms, 1.2 s …).
    const attemptTimes: number[] = [];
    const watchStarted = performance.now();
    let seen = 0;
    while (performance.now() - watchStarted < 4000) {
      const row = await outboxRow(id);
      if (row.attempts > seen) {
        seen = row.attempts;
        attemptTimes.push(Math.round(performance.now() - watchStarted));
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const pending = await outboxRow(id);
    expect(pending.status).toBe('pending');
    expect(pending.attempts).toBeGreaterThanOrEqual(3);
    expect(pending.last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    const gaps = attemptTimes.slice(1).map((time, index) => time - attemptTimes[index]!);
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    // The attempts back off; how much is scheduling on a busy machine, not what is tested here.
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);

    const restarted = performance.now();
    await servers.startSmtp();
    const inbox = await servers.waitForMail(MAIL_USERS.foundation, (messages) => messages.some((message) => message.parsed.messageId === pending.message_id), 15_000);
    const deliveredAfterMs = Math.round(performance.now() - restarted);
    expect((await outboxRow(id)).status).toBe('sent');

    // Give any second delivery a chance to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const copies = (await servers.readMailbox(MAIL_USERS.foundation)).filter((message) => message.parsed.messageId === pending.message_id);
    expect(copies).toHaveLength(1);
    expect(servers.relayed - relayedBefore).toBe(1);
    expect(inbox.length).toBeGreaterThan(0);
    console.info(
      `[measure] outbox attempts while SMTP down at ${attemptTimes.join(', ')} ms (gaps ${gaps.join(', ')} ms); delivered ${deliveredAfterMs} ms after SMTP came back (IMAP poll 100 ms)`,
    );
  });

  it('fails at once for a recipient the server refuses for good, without retrying', async () => {
    const queued = await app.mail.outbox.enqueue(db.dataSource, { to: 'nikt@fundacja.test', subject: 'Do nikogo', text: 'Treść' });
    app.mail.outbox.kick();
    await expect.poll(async () => (await outboxRow(queued.id)).status, { timeout: 30_000 }).toBe('failed');
    const row = await outboxRow(queued.id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/55\d/);
  });

  it('is idempotent per dedupe key', async () => {
    const first = await app.mail.outbox.enqueue(db.dataSource, { to: MAIL_USERS.adopter.address, subject: 'Raz', text: 'Raz', dedupeKey: 'test:once' });
    const second = await app.mail.outbox.enqueue(db.dataSource, { to: MAIL_USERS.adopter.address, subject: 'Raz', text: 'Raz', dedupeKey: 'test:once' });
    expect(second.id).toBe(first.id);
    expect(second.messageId).toBe(first.messageId);
  });

  describe('with several workers (server instances) on one database', () => {
    let workers: Outbox[];
    const sends = new Map<string, number>();
    const config = { ...mailTestConfig(null).mail, outbox: { pollMs: 50, maxAttempts: 3, retryBaseMs: 20, retryMaxMs: 50 } };
    const countingSender: MailSender = async (mail: OutgoingEnvelope) => {
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 5));
      sends.set(mail.messageId, (sends.get(mail.messageId) ?? 0) + 1);
      return { response: '250 OK' };
    };

    beforeAll(async () => {
      // Only this block's rows: the app's worker is stopped so it cannot take them.
      await app.mail.outbox.stop();
      await execute(db.dataSource, `DELETE FROM outbox`);
      workers = [1, 2, 3].map(() => createOutbox({ db: db.dataSource, config, logger, send: countingSender }));
    });
    afterAll(async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    });

    it('never sends a row twice', async () => {
      const queued = [];
      for (let index = 0; index < 60; index += 1) {
        queued.push(await workers[index % 3]!.enqueue(db.dataSource, { to: `odbiorca${index}@example.test`, subject: `Nr ${index}`, text: 'x' }));
      }
      // Every worker runs several ticks at the same time as the others.
      await Promise.all([0, 1, 2].flatMap((round) => workers.map((worker) => new Promise((resolve) => setTimeout(resolve, round * 3)).then(() => worker.runOnce()))));
      expect(sends.size).toBe(60);
      expect([...sends.values()].every((count) => count === 1)).toBe(true);
      const { sent } = await queryOne<{ sent: number }>(db.dataSource, `SELECT count(*)::int AS sent FROM outbox WHERE status = 'sent'`);
      expect(sent).toBe(60);
      expect(new Set(queued.map((item) => item.messageId)).size).toBe(60);
    });

    it('takes over a row whose worker died while sending, once its lease has expired', async () => {
      const row = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO outbox (to_address, subject, text, status, attempts, locked_until, next_attempt_at, message_id)
         VALUES ('ktos@example.test', 'Porzucona', 'x', 'sending', 1, now() - interval '1 second', now() - interval '1 second', '<porzucona@test>')
         RETURNING id`,
      );
      const fresh = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO outbox (to_address, subject, text, status, attempts, locked_until, next_attempt_at, message_id)
         VALUES ('ktos@example.test', 'W toku', 'x', 'sending', 1, now() + interval '5 minutes', now() + interval '5 minutes', '<w-toku@test>')
         RETURNING id`,
      );
      await workers[0]!.runOnce();
      expect(await outboxRow(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await outboxRow(fresh.id)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(sends.get('<porzucona@test>')).toBe(1);
      expect(sends.get('<w-toku@test>')).toBeUndefined();
    });

    it('gives up after the last attempt', async () => {
      const failing = createOutbox({
        db: db.dataSource,
        config,
        logger,
        send: async () => {
          throw Object.assign(new Error('Connection refused'), { code: 'ECONNECTION' });
        },
      });
      const queued = await failing.enqueue(db.dataSource, { to: 'ktos@example.test', subject: 'Nie dojdzie', text: 'x' });
      await execute(db.dataSource, `UPDATE outbox SET status = 'sent' WHERE id <> $1 AND status <> 'sent'`, [queued.id]);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await failing.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      expect(await outboxRow(queued.id)).toMatchObject({ status: 'failed', attempts: 3 });
      await failing.stop();
    });
  });
});
