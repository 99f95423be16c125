import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImapFlow } from 'imapflow';
import { MAIL_MESSAGES, MESSAGES, type AdminEvent, type MailListResponse, type MailMessage } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { MAIL_USERS, startMailServers, type MailServers } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

/** A small but real PDF (bytes compared after the download). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' +
    'binary tail: \u0000\u0001\u00ff',
  'latin1',
);
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const HOSTILE_HTML = `<html><head><style>body{background:url(https://tracker.example/bg.png)}</style>
<script>alert('xss')</script></head><body>
<h1 onclick="steal()">Faktura</h1>
<p style="color: red; background-image: url(https://tracker.example/p.png); position: fixed">Dzień dobry, w załączniku faktura.</p>
<img src="https://tracker.example/open.gif" onerror="alert(1)" alt="logo">
<img src="cid:logo@fundacja" alt="wbudowany">
<a href="javascript:alert(document.cookie)">kliknij</a>
<a href="https://fundacja.example/faktury">Zobacz faktury</a>
<iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="haslo"></form>
<svg><script>alert(2)</script></svg>
</body></html>`;

describe('mailbox over IMAP (real dovecot) and the admin mail endpoints', () => {
  let db: TestDatabase;
  let servers: MailServers;
  let app: MailTestApp;
  let admin: HttpClient;
  const events: AdminEvent[] = [];

  const list = async (query = '') => readJson<MailListResponse>(await admin.get(`/api/mail/messages${query}`));
  const waitForListed = async (predicate: (item: MailMessage) => boolean, timeoutMs = 15_000): Promise<MailMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await list('?limit=100')).items.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('message not synchronised in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const imapClient = async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: servers.imapPort,
      secure: false,
      auth: { user: MAIL_USERS.foundation.address, pass: MAIL_USERS.foundation.password },
      logger: false,
    });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    app = await startMailTestApp(db.dataSource, mailTestConfig(servers));
    app.events.subscribe((event) => events.push(event));
    await app.mail.imap!.whenSynced();
    admin = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await db?.drop();
  });

  let hostile: MailMessage;

  it('synchronises a new message with an attachment and hostile HTML, announces it and sanitises the HTML', async () => {
    await servers.deliver({
      from: '"Zła Osoba" <zly@example.test>',
      to: MAIL_USERS.foundation.address,
      subject: 'Faktura z niespodzianką',
      html: HOSTILE_HTML,
      attachments: [
        { filename: '../../etc/"faktura"\r\n.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'logo.png', content: PIXEL_PNG, contentType: 'image/png', cid: 'logo@fundacja' },
      ],
    });
    hostile = await waitForListed((item) => item.subject === 'Faktura z niespodzianką');
    expect(hostile).toMatchObject({ from_name: 'Zła Osoba', from_email: 'zly@example.test', seen: 0, has_attachments: true });
    expect(Number.isNaN(Date.parse(hostile.date_received))).toBe(false);
    expect(hostile).not.toHaveProperty('body');

    await expect.poll(() => events.find((event) => event.type === 'mail.received' && event.messageId === hostile.id), { timeout: 5000 }).toMatchObject({
      type: 'mail.received',
      fromName: 'Zła Osoba',
      subject: 'Faktura z niespodzianką',
    });

    const detail = await readJson<MailMessage>(await admin.get(`/api/mail/messages/${hostile.id}?withBody=1`));
    expect(detail.body?.text).toBeNull();
    const html = detail.body?.html ?? '';
    expect(html).toContain('Dzień dobry, w załączniku faktura.');
    expect(html).toContain('href="https://fundacja.example/faktury"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('color:red');
    expect(html).toMatch(/<img src="data:image\/png;base64,/);
    for (const forbidden of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', 'tracker.example', '<iframe', '<form', '<input', '<style', '<svg', 'position', 'url(']) {
      expect(html.toLowerCase()).not.toContain(forbidden);
    }
    // The inline image is part of the HTML, not a file; the PDF is.
    expect(detail.attachments).toEqual([{ id: expect.any(Number) as unknown, filename: '_faktura_.pdf', content_type: 'application/pdf', size: PDF.length }]);
  });

  it('downloads the attachment byte for byte with a safe name, its type and no sniffing', async () => {
    const [attachment] = (await readJson<MailMessage>(await admin.get(`/api/mail/messages/${hostile.id}`))).attachments!;
    const response = await admin.get(`/api/mail/messages/${hostile.id}/attachments/${attachment!.id}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=_faktura_.pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    // Not cached (as for a large attachment): fetched from IMAP by its body part, then cached.
    await execute(db.dataSource, `UPDATE mail_attachments SET content = NULL WHERE id = $1`, [attachment!.id]);
    const again = await admin.get(`/api/mail/messages/${hostile.id}/attachments/${attachment!.id}/download`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(PDF)).toBe(true);
    const cached = await queryOne<{ cached: boolean }>(db.dataSource, `SELECT content IS NOT NULL AS cached FROM mail_attachments WHERE id = $1`, [attachment!.id]);
    expect(cached.cached).toBe(true);

    expect((await admin.get(`/api/mail/messages/${hostile.id}/attachments/999999/download`)).status).toBe(404);
    expect(await readJson(await admin.get('/api/mail/messages/999999'))).toEqual({ error: MAIL_MESSAGES.messageNotFound, code: 'mail_not_found' });
  });

  it('marks a message seen locally and sets \\Seen on the IMAP server; a flag set elsewhere comes back', async () => {
    const response = await admin.request('PATCH', `/api/mail/messages/${hostile.id}/seen`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ id: hostile.id, seen: 1, server: true });
    const onServer = await servers.readMailbox(MAIL_USERS.foundation);
    expect(onServer.find((message) => message.parsed.subject === 'Faktura z niespodzianką')?.seen).toBe(true);
    expect((await list('?seen=1')).items.map((item) => item.id)).toContain(hostile.id);
    expect((await list('?seen=0')).items.map((item) => item.id)).not.toContain(hostile.id);

    // Another mail client reads a message: the IDLE connection hears it and the flag comes back.
    await servers.deliver({ from: 'czytelnik@example.test', to: MAIL_USERS.foundation.address, subject: 'Przeczytana gdzie indziej', text: 'Treść.' });
    const other = await waitForListed((item) => item.subject === 'Przeczytana gdzie indziej');
    expect(other.seen).toBe(0);
    const client = await imapClient();
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const uids = (await client.search({ subject: 'Przeczytana gdzie indziej' }, { uid: true })) || [];
        await client.messageFlagsAdd(uids.join(','), ['\\Seen'], { uid: true });
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
    await expect.poll(async () => (await list('?q=gdzie%20indziej')).items[0]?.seen, { timeout: 10_000 }).toBe(1);
  });

  it('lists newest first with search over subject and sender, the seen filter and pages of 25', async () => {
    for (let index = 1; index <= 3; index += 1) {
      await servers.deliver({ from: `"Nadawca ${index}" <nadawca${index}@example.test>`, to: MAIL_USERS.foundation.address, subject: `Seria ${index}`, text: `Wiadomość ${index}` });
    }
    await waitForListed((item) => item.subject === 'Seria 3');
    await waitForListed((item) => item.subject === 'Seria 1');
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items.length).toBe(Math.min(25, all.total));
    const dates = all.items.map((item) => Date.parse(item.date_received));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await list('?q=SERIA')).items.map((item) => item.subject).sort()).toEqual(['Seria 1', 'Seria 2', 'Seria 3']);
    expect((await list('?q=nadawca2@example')).items.map((item) => item.subject)).toEqual(['Seria 2']);
    expect((await list('?q=Nadawca%203')).items.map((item) => item.subject)).toEqual(['Seria 3']);
    expect((await list('?q=100%25')).total).toBe(0);
    const page = await list('?limit=2&page=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(all.total);
    expect(page.sync.mode).toBe('imap');
    expect(page.sync.ok).toBe(true);
    const bad = await admin.get('/api/mail/messages?seen=2');
    expect(bad.status).toBe(400);
  });

  it('brings a contact form sent through SMTP into the mailbox through IMAP, with the visitor as the sender', async () => {
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Ewa Pytająca', email: 'ewa@example.test', phone: '501502503', question: 'Czy mogę odwiedzić świnki morskie?', policy: true }),
    });
    expect(response.status).toBe(201);
    const listed = await waitForListed((item) => item.subject === 'Formularz kontaktowy: Ewa Pytająca');
    const elapsed = Math.round(performance.now() - started);
    expect(listed).toMatchObject({ from_name: 'Ewa Pytająca', from_email: 'ewa@example.test', seen: 0 });
    const contact = await queryOne<{ mail_message_id: number | null }>(db.dataSource, `SELECT mail_message_id FROM contact_messages ORDER BY id DESC LIMIT 1`);
    expect(contact.mail_message_id).toBeNull();
    console.info(`[measure] contact form -> SMTP -> dovecot -> IMAP IDLE sync -> /api/mail/messages: ${elapsed} ms`);
  });

  it('sends an admin reply through the outbox to the adopter mailbox, validating as the spec says', async () => {
    const text = 'Dzień dobry,\nankieta przyjęta <3\nPozdrawiamy';
    const response = await admin.post('/api/contact/admin/send', { to: MAIL_USERS.adopter.address, subject: 'Odpowiedź na ankietę', text });
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ message: MESSAGES.admin.mailSent });
    const [received] = await servers.waitForMail(MAIL_USERS.adopter);
    expect(received!.parsed.subject).toBe('Odpowiedź na ankietę');
    expect(received!.parsed.html).toContain('ankieta przyjęta &lt;3<br>');
    expect(received!.parsed.from?.value[0]?.address).toBe('nadawca@fundacja.test');

    for (const [body, message] of [
      [{ to: 'nie-adres', subject: 'Temat', text }, MESSAGES.compose.invalidRecipient],
      [{ to: MAIL_USERS.adopter.address, subject: ' ab ', text }, MESSAGES.compose.subjectTooShort],
      [{ to: MAIL_USERS.adopter.address, subject: 'Temat', text: '   ' }, MESSAGES.compose.bodyEmpty],
    ] as const) {
      const rejected = await admin.post('/api/contact/admin/send', body);
      expect(rejected.status).toBe(400);
      expect((await readJson(rejected)).error).toBe(message);
    }
  });

  it('replies to a synchronised message: the adopter receives it threaded (In-Reply-To, References) and it is recorded', async () => {
    await servers.deliver({
      from: `"Adam Pytający" <${MAIL_USERS.adopter.address}>`,
      to: MAIL_USERS.foundation.address,
      subject: 'Pytanie o Kulkę',
      text: 'Czy Kulka jeszcze czeka?',
      messageId: '<pytanie-kulka@example.test>',
      references: ['<watek-start@example.test>'],
    });
    const original = await waitForListed((item) => item.subject === 'Pytanie o Kulkę');
    const response = await admin.post('/api/contact/admin/send', {
      to: MAIL_USERS.adopter.address,
      subject: 'Re: Pytanie o Kulkę',
      text: 'Tak, czeka.\n\n> Czy Kulka jeszcze czeka?',
      replyToMessageId: original.id,
    });
    expect(response.status).toBe(202);
    const received = await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Re: Pytanie o Kulkę'));
    const reply = received.find((message) => message.parsed.subject === 'Re: Pytanie o Kulkę')!;
    expect(reply.parsed.inReplyTo).toBe('<pytanie-kulka@example.test>');
    expect(reply.parsed.references).toEqual(['<watek-start@example.test>', '<pytanie-kulka@example.test>']);
    expect(reply.parsed.text).toContain('> Czy Kulka jeszcze czeka?');
    const recorded = await queryOne<{ details: unknown }>(db.dataSource, `SELECT details FROM history WHERE action = 'mail.sent' AND subject_type = 'mail_message' AND subject_id = $1`, [original.id]);
    expect(recorded.details).toMatchObject({ to: MAIL_USERS.adopter.address, subject: 'Re: Pytanie o Kulkę' });
  });

  it('keeps serving the last synchronised messages while IMAP is down, and resumes when it is back', async () => {
    const before = await list();
    await servers.stopImap();
    await expect.poll(async () => (await list()).sync.ok, { timeout: 10_000 }).toBe(false);
    const during = await list();
    expect(during.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));

    // Opened while the server is away: seen here now, on the server after the reconnect.
    const unseen = during.items.find((item) => item.seen === 0 && item.subject === 'Seria 2')!;
    const seen = await admin.request('PATCH', `/api/mail/messages/${unseen.id}/seen`);
    expect(await readJson(seen)).toEqual({ id: unseen.id, seen: 1, server: false });

    // Mail sent meanwhile waits in the outbox (the relay cannot hand it to dovecot either).
    const posted = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Piotr Cierpliwy', email: 'piotr@example.test', phone: '601602603', question: 'Wysłane, gdy skrzynka nie działała.', policy: true }),
    });
    expect(posted.status).toBe(201);

    const restarted = performance.now();
    await servers.startImap();
    await waitForListed((item) => item.subject === 'Formularz kontaktowy: Piotr Cierpliwy', 20_000);
    console.info(`[measure] IMAP back -> outbox retry delivered -> sync resumed and listed: ${Math.round(performance.now() - restarted)} ms`);
    await expect.poll(async () => (await list()).sync.ok, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => (await servers.readMailbox(MAIL_USERS.foundation)).find((message) => message.parsed.subject === 'Seria 2')?.seen, { timeout: 10_000 })
      .toBe(true);
  });
});
