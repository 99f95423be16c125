import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, MESSAGES, type AdminEvent, type MailListResponse } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { MAIL_USERS, startMailServers, type MailServers } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { CONTACT_FORM_HEADER } from '../mail/mail-parse.js';
import { execute, queryOne } from '../../db/sql.js';

const VALID = {
  fullName: 'Anna Nowak',
  email: 'anna.nowak@example.test',
  phone: '600700800',
  question: 'Czy chomik Pimpek jest jeszcze do adopcji?',
  policy: true,
  website: '',
};

/**
 * POST /api/contact against real PostgreSQL and real mail servers: the SMTP path (mail arrives in
 * the foundation's dovecot inbox, read back over IMAP) and the default path without SMTP/IMAP
 * (the message goes straight into the local mailbox and is visible in /api/mail/messages).
 */
describe('contact form API', () => {
  let db: TestDatabase;
  let servers: MailServers;
  let smtpApp: MailTestApp;
  let localApp: MailTestApp;

  const count = async (table: string) => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`)).n);
  const post = (app: MailTestApp, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    // SMTP configured, no IMAP: the mail goes out and a local copy lands in the mailbox.
    smtpApp = await startMailTestApp(db.dataSource, mailTestConfig(servers, { imap: false }));
    // Nothing configured (the out-of-the-box default).
    localApp = await startMailTestApp(db.dataSource, mailTestConfig(null));
  });
  afterAll(async () => {
    await smtpApp?.close();
    await localApp?.close();
    await servers?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  });

  it('stores the message, queues its e-mail and delivers it to the foundation inbox over SMTP (read back over IMAP)', async () => {
    const before = (await servers.readMailbox(MAIL_USERS.foundation)).length;
    const started = performance.now();
    const response = await post(smtpApp, { ...VALID, fullName: '  Anna Nowak  ' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ message: MESSAGES.contact.sent });

    const contact = await queryOne<{ full_name: unknown; email: unknown; phone: unknown; message: unknown; mail_message_id: number | null }>(db.dataSource, `SELECT full_name, email, phone, message, mail_message_id FROM contact_messages ORDER BY id DESC LIMIT 1`);
    expect(contact).toMatchObject({ full_name: 'Anna Nowak', email: VALID.email, phone: VALID.phone, message: VALID.question });
    expect(contact.mail_message_id).not.toBeNull();

    await expect.poll(async () => (await queryOne<{ status: unknown }>(db.dataSource, `SELECT status FROM outbox ORDER BY id DESC LIMIT 1`)).status, { interval: 10 }).toBe('sent');
    const acceptedMs = Math.round(performance.now() - started);
    const inbox = await servers.waitForMail(MAIL_USERS.foundation, (messages) => messages.length > before);
    const roundTripMs = Math.round(performance.now() - started);
    const received = inbox.at(-1)!.parsed;
    expect(received.subject).toBe('Formularz kontaktowy: Anna Nowak');
    expect(received.to && !Array.isArray(received.to) ? received.to.text : '').toContain(MAIL_USERS.foundation.address);
    expect(received.replyTo?.value[0]).toMatchObject({ address: VALID.email, name: 'Anna Nowak' });
    expect(received.from?.value[0]).toMatchObject({ address: 'nadawca@fundacja.test', name: 'Anna Nowak (formularz kontaktowy)' });
    expect(received.headers.get(CONTACT_FORM_HEADER.toLowerCase())).toBe('contact');
    expect(received.text).toContain(VALID.question);
    expect(received.text).toContain('Telefon: 600700800');

    const outbox = await queryOne<{ status: unknown; attempts: number; message_id: unknown; reply_to: unknown }>(db.dataSource, `SELECT status, attempts, message_id, reply_to FROM outbox ORDER BY id DESC LIMIT 1`);
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1, reply_to: VALID.email });
    expect(received.messageId).toBe(outbox.message_id);
    console.info(`[measure] POST /api/contact -> accepted by SMTP (outbox 'sent'): ${acceptedMs} ms; -> read back from the IMAP inbox: ${roundTripMs} ms`);
  });

  it('without SMTP and IMAP puts the message straight into the local mailbox and announces it', async () => {
    const events: AdminEvent[] = [];
    const unsubscribe = localApp.events.subscribe((event) => events.push(event));
    const relayedBefore = servers.relayed;
    const response = await post(localApp, { ...VALID, fullName: 'Jan Lokalny', question: 'Pytanie zapisane tylko lokalnie, bez SMTP.' });
    expect(response.status).toBe(201);

    const outbox = await queryOne<{ status: unknown; attempts: number; sent_at: unknown }>(db.dataSource, `SELECT status, attempts, sent_at FROM outbox ORDER BY id DESC LIMIT 1`);
    expect(outbox.status).toBe('sent');
    expect(outbox.attempts).toBe(0);
    expect(outbox.sent_at).not.toBeNull();

    const admin = new HttpClient(localApp.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const list = await readJson<MailListResponse>(await admin.get('/api/mail/messages?q=lokalny'));
    expect(list.total).toBe(1);
    expect(list.sync).toEqual({ mode: 'local', ok: true, lastSuccessAt: null });
    expect(list.items[0]).toMatchObject({ from_name: 'Jan Lokalny', from_email: VALID.email, subject: 'Formularz kontaktowy: Jan Lokalny', seen: 0 });
    const message = await readJson<{ body: { text: string; html: string | null } }>(await admin.get(`/api/mail/messages/${list.items[0]!.id}?withBody=1`));
    expect(message.body.text).toContain('Pytanie zapisane tylko lokalnie, bez SMTP.');
    expect(message.body.html).toBeNull();

    await expect.poll(() => events.filter((event) => event.type === 'mail.received').length, { timeout: 5000 }).toBeGreaterThan(0);
    const event = events.find((item) => item.type === 'mail.received');
    expect(event).toMatchObject({ type: 'mail.received', messageId: list.items[0]!.id, fromName: 'Jan Lokalny' });
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(servers.relayed).toBe(relayedBefore);
  });

  it('pretends success for a filled trap field and stores and sends nothing', async () => {
    const tables = ['contact_messages', 'outbox', 'mail_messages'];
    const before = await Promise.all(tables.map(count));
    const relayedBefore = servers.relayed;
    const response = await post(smtpApp, { ...VALID, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ message: MESSAGES.contact.sent });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(servers.relayed).toBe(relayedBefore);
  });

  it('refuses more than two links as spam, accepts two', async () => {
    const before = await count('contact_messages');
    const spam = await post(localApp, { ...VALID, question: 'Tanie leki http://a.example https://b.example www.c.example' });
    expect(spam.status).toBe(400);
    expect(await readJson(spam)).toMatchObject({ error: MAIL_MESSAGES.tooManyLinks, code: 'too_many_links' });
    expect(await count('contact_messages')).toBe(before);

    const fine = await post(localApp, { ...VALID, question: 'Czy to ten królik? https://a.example/1 i https://a.example/2' });
    expect(fine.status).toBe(201);
    expect(await count('contact_messages')).toBe(before + 1);
  });

  it('stores a phone sent with the +48 country code as the nine-digit national number', async () => {
    const response = await post(localApp, { ...VALID, phone: '+48 600 700 801' });
    expect(response.status).toBe(201);
    const contact = await queryOne<{ phone: unknown }>(db.dataSource, `SELECT phone FROM contact_messages ORDER BY id DESC LIMIT 1`);
    expect(contact.phone).toBe('600700801');
  });

  it.each([
    [{ fullName: '' }, MESSAGES.contact.fullNameRequired, 'fullName'],
    [{ fullName: '  Jo ' }, MESSAGES.contact.fullNameTooShort, 'fullName'],
    [{ email: '' }, MESSAGES.contact.emailRequired, 'email'],
    [{ email: 'anna@example' }, MESSAGES.contact.emailInvalid, 'email'],
    [{ phone: '' }, MESSAGES.contact.phoneRequired, 'phone'],
    [{ phone: '60070080' }, MESSAGES.contact.phoneInvalid, 'phone'],
    [{ phone: '60070080a' }, MESSAGES.contact.phoneInvalid, 'phone'],
    [{ question: '   ' }, MESSAGES.contact.questionRequired, 'question'],
    [{ question: 'Za krótko' }, MESSAGES.contact.questionTooShort, 'question'],
    [{ policy: false }, MESSAGES.contact.policyRequired, 'policy'],
  ])('answers %j with 400 and the message from the spec', async (change, message, field) => {
    const before = await count('contact_messages');
    const response = await post(localApp, { ...VALID, ...change });
    expect(response.status).toBe(400);
    const body = await readJson<{ error: string; code: string; fields: Record<string, string> }>(response);
    expect(body).toMatchObject({ error: message, code: 'validation_failed' });
    expect(body.fields[field]).toBe(message);
    expect(await count('contact_messages')).toBe(before);
  });

  it('limits accepted submissions per IP', async () => {
    const limited = await startMailTestApp(db.dataSource, { ...mailTestConfig(null), contact: { rateLimitPerHour: 3 } }, { start: false });
    try {
      for (let index = 0; index < 3; index += 1) expect((await post(limited, VALID)).status).toBe(201);
      const blocked = await post(limited, VALID);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await readJson(blocked)).toEqual({ error: MAIL_MESSAGES.contactRateLimited, code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
