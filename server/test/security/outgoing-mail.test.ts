import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { createBackup } from '../../src/backup/backup.js';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { HttpClient } from '../http-client.js';
import { readJson } from '../listen.js';
import { MAIL_USERS, startMailServers, type MailServers } from '../mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { queryOne } from '../../src/db/sql.js';

/**
 * What leaves the server by e-mail cannot be shaped by a client (issue 17, findings 6, 8 and 13):
 * the compose endpoint builds the HTML from the text itself, a contact sender's name cannot pose
 * as an address, and an overlong recipient is refused by its length before any pattern runs.
 * Real PostgreSQL, the real outbox, a real SMTP relay and dovecot, read back over IMAP.
 */
describe('outgoing mail built by the server', () => {
  let db: TestDatabase;
  let servers: MailServers;
  let app: MailTestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
    admin = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await db?.drop();
  });

  it('sends a composed reply with markup escaped: no script, no tracking pixel reaches the recipient', async () => {
    const text = 'Dzień dobry,\n<script>alert(1)</script>\n<img src=http://tracker.example/pixel.gif>\nPozdrawiamy';
    const response = await admin.post('/api/contact/admin/send', { to: MAIL_USERS.adopter.address, subject: 'Test znaczników', text });
    expect(response.status).toBe(202);

    const mailbox = await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Test znaczników'), 15_000);
    const received = mailbox.find((message) => message.parsed.subject === 'Test znaczników')!.parsed;
    const html = typeof received.html === 'string' ? received.html : '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(html).toContain('&lt;img src=http://tracker.example/pixel.gif&gt;');
    expect(html.toLowerCase()).not.toMatch(/<script|<img/);
    expect(received.text).toContain('<script>alert(1)</script>');
  });

  it('keeps no usable token at rest: once a set-password e-mail is delivered, neither the outbox nor a backup holds its link', async () => {
    const created = await admin.post('/api/team/accounts', { username: 'nowa-osoba', role: 'wolontariusz', email: MAIL_USERS.adopter.address, delivery: 'email' });
    expect(created.status).toBe(201);
    const mailbox = await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Ustaw hasło do panelu fundacji'), 15_000);
    const received = mailbox.find((message) => message.parsed.subject === 'Ustaw hasło do panelu fundacji')!.parsed;
    const token = decodeURIComponent(/ustaw-haslo\?token=([\w%-]+)/.exec(received.text ?? '')![1]!);
    expect(token.length).toBeGreaterThan(30);

    // The stored copy, once 'sent', says the link was used up.
    const stored = async () => queryOne<{ status: string; text: string; html: string }>(db.dataSource, `SELECT status, text, html FROM outbox WHERE subject = 'Ustaw hasło do panelu fundacji'`);
    await expect.poll(async () => (await stored()).status, { timeout: 10_000 }).toBe('sent');
    const row = await stored();
    expect(`${row.text}${row.html}`).not.toContain(token);
    expect(row.text).toMatch(/ustaw-haslo\?token=wykorzystany/);

    // A backup taken now: the token is nowhere in it.
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'pets-token-backup-')), 'kopia.gz');
    await createBackup({ url: db.url, file });
    const backup = gunzipSync(await readFile(file)).toString('utf8');
    expect(backup).toContain('wykorzystany');
    expect(backup).not.toContain(token);
    expect(backup).not.toContain(encodeURIComponent(token));

    // The recipient's copy still works.
    const visitor = new HttpClient(app.baseUrl);
    expect((await visitor.post('/api/auth/set-password/check', { token })).status).toBe(200);
  });

  it('refuses HTML from the client instead of sending it', async () => {
    const before = Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM outbox`)).n);
    const response = await admin.post('/api/contact/admin/send', {
      to: MAIL_USERS.adopter.address,
      subject: 'Piksel',
      html: '<img src="http://tracker.example/pixel.gif">',
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toMatchObject({ _: MESSAGES.server.unknownField, text: MESSAGES.compose.bodyEmpty });
    expect(Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM outbox`)).n)).toBe(before);
  });

  it('refuses a 99,000-character recipient by its length, and the server stays responsive', async () => {
    for (const to of [`a@${'.'.repeat(99_000)}`, `a@${'.'.repeat(99_000)}@`]) {
      const response = await admin.post('/api/contact/admin/send', { to, subject: 'Temat', text: 'Treść' });
      expect(response.status).toBe(400);
      const body = await readJson(response);
      expect(body).toMatchObject({ error: MESSAGES.compose.invalidRecipient, code: 'validation_failed', fields: { to: MESSAGES.compose.invalidRecipient } });
    }
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it("strips an address from a contact sender's display name", async () => {
    const response = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bank PKO <security@pkobp.pl>',
        email: 'oszust@example.test',
        phone: '600700800',
        question: 'Prosimy pilnie potwierdzić dane konta.',
        policy: true,
      }),
    });
    expect(response.status).toBe(201);
    const inbox = await servers.waitForMail(MAIL_USERS.foundation, (messages) => messages.some((message) => message.parsed.replyTo?.value[0]?.address === 'oszust@example.test'), 15_000);
    const received = inbox.find((message) => message.parsed.replyTo?.value[0]?.address === 'oszust@example.test')!.parsed;
    const from = received.from!.value;
    expect(from).toHaveLength(1);
    expect(from[0]!.address).toBe('nadawca@fundacja.test');
    expect(from[0]!.name).toBe('Bank PKO security pkobp.pl (formularz kontaktowy)');
    expect(received.replyTo!.value[0]!.name).toBe('Bank PKO security pkobp.pl');
    // The name as typed stays in the body, escaped.
    expect(received.text).toContain('Imię i nazwisko: Bank PKO <security@pkobp.pl>');
    const raw = mailboxHeader(received.headers.get('from'));
    expect(raw).not.toContain('pkobp.pl>');
  });
});

/** The From header as text, whatever shape mailparser gives it. */
function mailboxHeader(value: unknown): string {
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: string }).text);
  return String(value ?? '');
}
