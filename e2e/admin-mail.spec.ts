import { test, expect, type APIRequestContext, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { MAIL_USERS, startMailServers, type MailServers } from '../server/test/mail-servers';
import { ADMIN, DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signIn } from './admin-helpers';
import { AXE_TAGS } from './axe';
import { freePort, startOwnServer, stopOwnServer } from './own-server';

/**
 * The mailbox screen /admin/mail:
 * 1. on the standard e2e server (no SMTP/IMAP: contact messages land in the local mailbox): list,
 *    search, filter, open -> read, pager, axe and screenshots;
 * 2. against real mail servers (dovecot IMAP + LMTP behind an smtp-server relay, from
 *    server/test/mail-servers.ts) with a second server instance configured for them: a contact
 *    form sent in the browser travels SMTP -> dovecot -> IMAP sync into the mailbox, opens and
 *    becomes \Seen on the IMAP server, an attachment downloads byte for byte, an admin reply
 *    reaches the adopter's mailbox (a reply from the mailbox threaded to the original), and SMTP
 *    and IMAP outages are survived.
 */

async function sendContact(request: APIRequestContext, fullName: string, question: string, baseURL?: string) {
  const response = await request.post(`${baseURL ?? ''}/api/contact`, {
    data: { fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.test`, phone: '600100200', question, policy: true },
  });
  expect(response.status()).toBe(201);
}

function rows(page: Page) {
  return page.locator('.mail-table tbody tr');
}

test.describe('mailbox (local, no mail servers)', () => {
  test.use({ viewport: DESKTOP });

  test.beforeAll(async ({ request }) => {
    await sendContact(request, 'Zofia Skrzynkowa', 'Pierwsza wiadomość do skrzynki testowej.');
    await sendContact(request, 'Marek Skrzynkowy', 'Druga wiadomość do skrzynki testowej.');
    await sendContact(request, 'Ola Faktura', 'Czy wystawiacie faktury za darowizny?');
  });

  test('lists, searches, filters, opens a message and marks it read', async ({ page }) => {
    await signIn(page, '/admin/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Skrzynka' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Nadawca', 'Temat', 'Data']);
    const zofia = rows(page).filter({ hasText: 'Zofia Skrzynkowa' });
    await expect(zofia).toHaveClass(/mail-row--unseen/);
    await expect(zofia.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    // Fewer than 25 rows: no next page.
    await expect(page.getByRole('button', { name: /Następna/ })).toBeDisabled();
    await expect(page.getByText('Strona 1')).toBeVisible();

    await page.getByRole('searchbox').fill('skrzynkow');
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('searchbox').fill('zofia@example');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('searchbox').fill('');
    await expect(rows(page).filter({ hasText: 'Ola Faktura' })).toBeVisible();

    await zofia.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Formularz kontaktowy: Zofia Skrzynkowa' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'zofia@example.test' })).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('Pierwsza wiadomość do skrzynki testowej.');
    await expect(zofia).not.toHaveClass(/mail-row--unseen/);
    await expectNoAxeViolations(page, '/admin/mail with a message open');
    await screenshot(page, 'admin-mail-message-1280');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Przeczytane', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Przeczytane', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).filter({ hasText: 'Zofia Skrzynkowa' })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Marek Skrzynkowy' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Nieprzeczytane' }).click();
    await expect(rows(page).filter({ hasText: 'Marek Skrzynkowy' })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Zofia Skrzynkowa' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Wszystkie' }).click();

    // Mail that arrives while the screen is open: a toast, and the list refreshes itself.
    await sendContact(page.request, 'Nowa Nadawczyni', 'Wiadomość, która przyszła przy otwartej skrzynce.');
    await expect(page.locator('.toast').filter({ hasText: 'Nowa wiadomość' }).filter({ hasText: 'Nowa Nadawczyni' })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Nowa Nadawczyni' })).toBeVisible();

    await page.getByRole('searchbox').fill('nikt-taki-nie-pisał');
    await expect(page.getByText('Brak wiadomości.')).toBeVisible();
  });

  test('no axe violations; screenshots at 1280 px and 360 px', async ({ page }) => {
    await signIn(page, '/admin/mail');
    await expect(rows(page).first()).toBeVisible();
    await expectNoAxeViolations(page, '/admin/mail');
    await screenshot(page, 'admin-mail-1280');
    await page.setViewportSize(MOBILE);
    await expect(rows(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/admin/mail at 360 px');
    await screenshot(page, 'admin-mail-360');
    await rows(page).first().getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, 'admin-mail-message-360');
  });

  test("shows 'Błąd pobierania wiadomości' when the list cannot be loaded", async ({ page }) => {
    await signIn(page, '/admin/mail');
    await expect(rows(page).first()).toBeVisible();
    await page.route('**/api/mail/messages?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Wystąpił nieoczekiwany błąd serwera.","code":"internal"}' }));
    await page.getByRole('button', { name: 'Odśwież' }).click();
    await expect(page.getByRole('alert')).toContainText('Błąd pobierania wiadomości');
    await page.unroute('**/api/mail/messages?*');
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(rows(page).first()).toBeVisible();
  });
});


/** A PDF-looking attachment with bytes that survive only a byte-exact path. */
const ATTACHMENT = Buffer.concat([Buffer.from('%PDF-1.4\n% załącznik testowy\n', 'utf8'), Buffer.from([0, 1, 2, 254, 255]), Buffer.from('\n%%EOF\n')]);

test.describe('mailbox through real SMTP and IMAP servers', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: DESKTOP });

  let servers: MailServers;
  let server: ChildProcess;
  let baseURL: string;
  const dataDir = path.resolve('.data-test/e2e-mail');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    servers = await startMailServers();
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: process.env.E2E_MAIL_PG_PORT ?? '5437',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      FOUNDATION_EMAIL: MAIL_USERS.foundation.address,
      MAIL_FROM: '"Fundacja (e2e)" <nadawca@fundacja.test>',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(servers.smtpPort),
      SMTP_SECURE: '0',
      SMTP_USER: servers.smtpConfig().user,
      SMTP_PASSWORD: servers.smtpConfig().password,
      IMAP_HOST: '127.0.0.1',
      IMAP_PORT: String(servers.imapPort),
      IMAP_SECURE: '0',
      IMAP_USER: MAIL_USERS.foundation.address,
      IMAP_PASSWORD: MAIL_USERS.foundation.password,
      OUTBOX_POLL_MS: '300',
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_RETRY_MAX_MS: '1500',
    };
    delete env.DATABASE_URL;
    server = await startOwnServer(env, baseURL, 'mail');
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    await servers?.close();
  });

  const mailboxRow = (page: Page, text: string) => rows(page).filter({ hasText: text });

  /** The IDLE sync brings new mail within a second or two; the refresh button shows it. */
  async function waitForRow(page: Page, text: string, timeout = 20_000) {
    await expect(async () => {
      await page.getByRole('button', { name: 'Odśwież' }).click();
      await expect(mailboxRow(page, text)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout });
  }

  test('a contact form sent in the browser arrives through SMTP and IMAP, opens and becomes seen on the server', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${baseURL}/kontakt`);
    const panel = page.getByRole('region', { name: 'Skontaktuj się' });
    await panel.getByLabel('Imię i nazwisko').fill('Hanna Przez-Imap');
    await panel.getByLabel('E-mail').fill('hanna@example.test');
    await panel.getByLabel('Numer telefonu').fill('603604605');
    await panel.getByLabel('Treść wiadomości').fill('Ta wiadomość idzie przez prawdziwy serwer poczty.');
    await panel.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await panel.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(page.getByText('Wiadomość wysłana. Dziękujemy!')).toBeVisible();

    // An outside sender's mail with an attachment, delivered through the same relay.
    await servers.deliver({
      from: '"Biuro Rachunkowe" <biuro@example.test>',
      to: MAIL_USERS.foundation.address,
      subject: 'Rozliczenie darowizn',
      html: '<p>W załączniku rozliczenie.</p><img src="https://tracker.example/pixel.gif" alt="piksel"><script>alert(1)</script>',
      attachments: [{ filename: 'rozliczenie.pdf', content: ATTACHMENT, contentType: 'application/pdf' }],
    });

    await signIn(page, `${baseURL}/admin/mail`);
    await waitForRow(page, 'Hanna Przez-Imap');
    const row = mailboxRow(page, 'Hanna Przez-Imap');
    await expect(row).toContainText('Formularz kontaktowy: Hanna Przez-Imap');
    await expect(row).toHaveClass(/mail-row--unseen/);
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Formularz kontaktowy: Hanna Przez-Imap' });
    await expect(dialog.getByRole('link', { name: 'hanna@example.test' })).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('Ta wiadomość idzie przez prawdziwy serwer poczty.');
    await expect(row).not.toHaveClass(/mail-row--unseen/);
    await expect
      .poll(async () => (await servers.readMailbox(MAIL_USERS.foundation)).find((message) => message.parsed.subject === 'Formularz kontaktowy: Hanna Przez-Imap')?.seen, {
        timeout: 10_000,
      })
      .toBe(true);
    await page.keyboard.press('Escape');

    await waitForRow(page, 'Rozliczenie darowizn');
    const withFile = mailboxRow(page, 'Rozliczenie darowizn');
    await expect(withFile.getByText('(z załącznikiem)')).toBeAttached();
    await withFile.getByRole('button').click();
    const fileDialog = page.getByRole('dialog', { name: 'Rozliczenie darowizn' });
    const frame = fileDialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    await expect(page.frameLocator('.mail-body__html').getByText('W załączniku rozliczenie.')).toBeVisible();
    expect(await frame.getAttribute('srcdoc')).not.toContain('tracker.example');
    const [download] = await Promise.all([page.waitForEvent('download'), fileDialog.getByRole('link', { name: 'rozliczenie.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('rozliczenie.pdf');
    const bytes = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.equals(ATTACHMENT)).toBe(true);
    // The e-mail itself (third-party HTML in a frame that may run no script) is not ours to audit,
    // and axe cannot run inside a frame without scripts: check the page around it.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 8000 });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('.mail-body__html').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, 'admin-mail-imap-html-1280');
  });

  test("an admin reply reaches the adopter's mailbox", async ({ page }) => {
    await signIn(page, `${baseURL}/admin/mail`);
    const response = await page.request.post(`${baseURL}/api/contact/admin/send`, {
      data: { to: MAIL_USERS.adopter.address, subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\nzapraszamy na spotkanie.' },
      headers: { origin: baseURL },
    });
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ message: 'Wiadomość wysłana.' });
    const [reply] = await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Odpowiedź na ankietę'), 15_000);
    expect(reply!.parsed.html).toContain('zapraszamy na spotkanie.');
  });

  test('"Odpowiedz" in the mailbox: the sender receives the reply threaded (In-Reply-To, References) with the original quoted', async ({ page }) => {
    test.setTimeout(60_000);
    await servers.deliver({
      from: `"Adam Pytający" <${MAIL_USERS.adopter.address}>`,
      to: MAIL_USERS.foundation.address,
      subject: 'Pytanie o Kropkę',
      text: 'Czy Kropka lubi towarzystwo?',
      messageId: '<pytanie-kropka@example.test>',
      references: ['<poczatek-watku@example.test>'],
    });
    await signIn(page, `${baseURL}/admin/mail`);
    await waitForRow(page, 'Pytanie o Kropkę');
    await mailboxRow(page, 'Pytanie o Kropkę').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Pytanie o Kropkę' });
    await dialog.getByRole('button', { name: 'Odpowiedz' }).click();
    const reply = dialog.getByRole('form', { name: 'Odpowiedź na wiadomość' });
    await expect(reply.getByLabel('Temat')).toHaveValue('Re: Pytanie o Kropkę');
    await page.keyboard.type('Tak, bardzo.');
    await reply.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Wiadomość wysłana.' })).toBeVisible();
    const received = await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.some((message) => message.parsed.subject === 'Re: Pytanie o Kropkę'), 15_000);
    const answer = received.find((message) => message.parsed.subject === 'Re: Pytanie o Kropkę')!;
    expect(answer.parsed.inReplyTo).toBe('<pytanie-kropka@example.test>');
    expect(answer.parsed.references).toEqual(['<poczatek-watku@example.test>', '<pytanie-kropka@example.test>']);
    expect(answer.parsed.text).toMatch(/^Tak, bardzo\.\n\nW dniu \d{2}\.\d{2}\.\d{4} o \d{2}:\d{2} Adam Pytający <adoptujacy@example\.test> napisał\(a\):\n> Czy Kropka lubi towarzystwo\?/);
  });

  test('SMTP down: the visitor still gets success; the mail arrives once SMTP is back, exactly once', async ({ page }) => {
    test.setTimeout(60_000);
    await servers.stopSmtp();
    await page.goto(`${baseURL}/kontakt`);
    const panel = page.getByRole('region', { name: 'Skontaktuj się' });
    await panel.getByLabel('Imię i nazwisko').fill('Igor Cierpliwy');
    await panel.getByLabel('E-mail').fill('igor@example.test');
    await panel.getByLabel('Numer telefonu').fill('605606607');
    await panel.getByLabel('Treść wiadomości').fill('Wysłane, kiedy serwer SMTP leżał.');
    await panel.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await panel.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(page.getByText('Wiadomość wysłana. Dziękujemy!')).toBeVisible();
    await page.waitForTimeout(1500);
    await servers.startSmtp();
    const subject = 'Formularz kontaktowy: Igor Cierpliwy';
    await servers.waitForMail(MAIL_USERS.foundation, (messages) => messages.some((message) => message.parsed.subject === subject), 20_000);
    await page.waitForTimeout(1500);
    const copies = (await servers.readMailbox(MAIL_USERS.foundation)).filter((message) => message.parsed.subject === subject);
    expect(copies).toHaveLength(1);
  });

  test("IMAP down: 'Błąd pobierania wiadomości' with the last messages still listed; the sync resumes", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, `${baseURL}/admin/mail`);
    await expect(mailboxRow(page, 'Hanna Przez-Imap')).toBeVisible();
    await servers.stopImap();
    await expect(async () => {
      await page.getByRole('button', { name: 'Odśwież' }).click();
      await expect(page.locator('.mail-sync-warning')).toContainText('Błąd pobierania wiadomości', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mailboxRow(page, 'Hanna Przez-Imap')).toBeVisible();
    await screenshot(page, 'admin-mail-imap-down-1280');

    await servers.startImap();
    await servers.deliver({ from: 'po-awarii@example.test', to: MAIL_USERS.foundation.address, subject: 'Po powrocie serwera', text: 'Synchronizacja działa znowu.' });
    await waitForRow(page, 'Po powrocie serwera', 30_000);
    await expect(page.locator('.mail-sync-warning')).toHaveCount(0);
  });
});
