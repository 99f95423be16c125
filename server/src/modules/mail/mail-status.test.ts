import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, MailStatus } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { MAIL_USERS, startMailServers, type MailServers } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { redactMailError } from './smtp-state.js';
import { execute, queryOne } from '../../db/sql.js';

const ADMIN = { username: 'admin', password: 'haslo-administratora-1' };

async function signedIn(app: MailTestApp): Promise<HttpClient> {
  const admin = new HttpClient(app.baseUrl);
  expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
  return admin;
}

async function waitFor<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/mail/status', () => {
  let db: TestDatabase;
  let servers: MailServers;

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await servers?.close();
    await db?.drop();
  });

  it('says that mail does not leave the server when SMTP is not configured, and is for administrators only', async () => {
    const app = await startMailTestApp(db.dataSource, mailTestConfig(null));
    try {
      expect((await fetch(`${app.baseUrl}/api/mail/status`)).status).toBe(401);
      const admin = await signedIn(app);
      // A contact message is still queued as mail: recorded as delivered locally, nothing waits.
      await app.mail.outbox.enqueue(db.dataSource, { to: MAIL_USERS.foundation.address, subject: 'Lokalnie', text: 'Nie wychodzi z serwera.' });
      const response = await admin.get('/api/mail/status');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const status = await readJson<MailStatus>(response);
      expect(status).toEqual({
        smtp: { configured: false, lastSuccessAt: null, lastError: null, queued: 0, failed: 0, oldestQueuedAt: null },
        imap: { configured: false, lastSuccessAt: null, lastError: null },
      });
    } finally {
      await app.close();
    }
  });

  it('reports a send through the real SMTP server as the last success, an outage as the last error, and the queue', async () => {
    const app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
    try {
      const admin = await signedIn(app);
      const status = async () => readJson<MailStatus>(await admin.get('/api/mail/status'));
      const before = await status();
      expect(before.smtp.configured).toBe(true);
      expect(before.imap.configured).toBe(false);

      const sentAfter = Date.now() - 1000;
      await app.mail.outbox.enqueue(db.dataSource, { to: MAIL_USERS.adopter.address, subject: 'Odpowiedź na ankietę', text: 'Dzień dobry!' });
      app.mail.outbox.kick();
      const delivered = await waitFor(status, (value) => value.smtp.lastSuccessAt !== null && value.smtp.queued === 0);
      expect(Date.parse(delivered.smtp.lastSuccessAt!)).toBeGreaterThan(sentAfter);
      expect(delivered.smtp.lastError).toBeNull();
      await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Odpowiedź na ankietę'));

      // SMTP down: the message waits in the outbox and the attempt's error is reported.
      await servers.stopSmtp();
      await app.mail.outbox.enqueue(db.dataSource, { to: MAIL_USERS.adopter.address, subject: 'Podczas awarii', text: 'Czeka w kolejce.' });
      app.mail.outbox.kick();
      const failing = await waitFor(status, (value) => value.smtp.lastError !== null);
      expect(failing.smtp.queued).toBe(1);
      expect(failing.smtp.lastError!.message).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      expect(Date.parse(failing.smtp.lastError!.at)).toBeGreaterThanOrEqual(Date.parse(delivered.smtp.lastSuccessAt!));
      expect(failing.smtp.lastSuccessAt).toBe(delivered.smtp.lastSuccessAt);
      // "Na dziś" says so too, for whoever opens the panel without looking at the mailbox.
      const today = await readJson<DashboardResponse>(await admin.get('/api/dashboard'));
      expect(today.mailTrouble).toMatchObject({ kind: 'failing', queued: 1, lastErrorAt: failing.smtp.lastError!.at });

      // Back up: the queue empties and the success is newer than the error.
      await servers.startSmtp();
      const recovered = await waitFor(status, (value) => value.smtp.queued === 0 && Date.parse(value.smtp.lastSuccessAt!) > Date.parse(value.smtp.lastError!.at));
      expect(recovered.smtp.failed).toBe(0);
      expect((await readJson<DashboardResponse>(await admin.get('/api/dashboard'))).mailTrouble).toBeNull();
    } finally {
      await servers.startSmtp().catch(() => undefined);
      await app.close();
    }
  }, 60_000);

  it('counts a refused message as failed and shows the refusal without the recipient address', async () => {
    const app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
    try {
      const admin = await signedIn(app);
      const unknown = 'nieznana.osoba@fundacja.test';
      const queuedAt = Date.now() - 1000;
      await app.mail.outbox.enqueue(db.dataSource, { to: unknown, subject: 'Do nieznanego adresata', text: 'Nie dojdzie.' });
      app.mail.outbox.kick();
      const response = await waitFor(
        async () => admin.get('/api/mail/status').then((reply) => reply.text()),
        (body) => {
          const { smtp } = JSON.parse(body) as MailStatus;
          return smtp.failed === 1 && smtp.lastError !== null && Date.parse(smtp.lastError.at) > queuedAt;
        },
      );
      const status = JSON.parse(response) as MailStatus;
      expect(status.smtp.lastError!.message).toMatch(/5\d\d/);
      // The relay quoted the address in its refusal; the status carries none.
      const { last_error: stored } = await queryOne<{ last_error: unknown }>(db.dataSource, `SELECT last_error FROM outbox WHERE to_address = $1`, [unknown]);
      expect(stored).toContain(unknown);
      expect(response).not.toContain(unknown);
      expect(response).not.toContain('@');
      expect(status.smtp.lastError!.message).toContain('[adres e-mail]');
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('mail waiting too long', () => {
  let db: TestDatabase;
  let servers: MailServers;

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await servers?.close();
    await db?.drop();
  });

  it('is reported on the dashboard once a message has waited over 15 minutes, though no send failed', async () => {
    const app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
    try {
      const admin = await signedIn(app);
      // A message queued 20 minutes ago and not due yet (as after a hung connection): no attempt, no error.
      await execute(
        db.dataSource,
        `INSERT INTO outbox (to_address, subject, text, created_at, next_attempt_at) VALUES ($1, 'Czeka', 'Czeka.', now() - interval '20 minutes', now() + interval '1 hour')`,
        [MAIL_USERS.adopter.address],
      );
      const status = await readJson<MailStatus>(await admin.get('/api/mail/status'));
      expect(status.smtp.lastError).toBeNull();
      expect(Date.now() - Date.parse(status.smtp.oldestQueuedAt!)).toBeGreaterThan(19 * 60_000);
      const today = await readJson<DashboardResponse>(await admin.get('/api/dashboard'));
      expect(today.mailTrouble).toMatchObject({ kind: 'stuck', queued: 1, failed: 0, oldestQueuedAt: status.smtp.oldestQueuedAt });
      // A volunteer's "Na dziś" carries nothing of the mailbox.
      await execute(db.dataSource, `UPDATE admin_users SET role = 'wolontariusz' WHERE username = $1`, [ADMIN.username]);
      expect((await readJson<DashboardResponse>(await admin.get('/api/dashboard'))).mailTrouble).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('redactMailError', () => {
  it('removes addresses, joins lines and caps the length', () => {
    expect(redactMailError('550 5.1.1 <jan.kowalski@example.pl>: Recipient\r\n address rejected (anna@x.org)')).toBe(
      '550 5.1.1 <[adres e-mail]>: Recipient address rejected ([adres e-mail])',
    );
    expect(redactMailError('x'.repeat(1000))).toHaveLength(300);
  });
});
