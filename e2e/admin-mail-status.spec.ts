import { test, expect, type APIRequestContext, type Page } from './fixtures';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Paged, SurveyListItem } from '@pets/shared';
import { MAIL_USERS, startMailServers, type MailServers } from '../server/test/mail-servers';
import { ADMIN, DESKTOP, expectNoAxeViolations, screenshot, signIn } from './admin-helpers';
import { freePort, startOwnServer, stopOwnServer } from './own-server';

/**
 * Mail mode visible to staff (issue 16, item 7): on the standard e2e server (no SMTP) the mailbox
 * screen and the survey reply form say plainly that nothing leaves the server; against a second
 * server instance with the real SMTP relay (server/test/mail-servers.ts) there is no such notice,
 * a delivered message shows as the last success, and an SMTP outage opens the state with the error
 * and the queued message.
 */

const LOCAL_ONLY = 'Wysyłka poczty nie jest skonfigurowana: wiadomości są zapisywane tylko lokalnie i nie wychodzą z serwera.';
const COMPOSE_LOCAL_ONLY = /Wysyłka poczty nie jest skonfigurowana: ta wiadomość zostanie zapisana tylko lokalnie i nie dotrze do adresata/;

test.use({ viewport: DESKTOP });

/** The description of a term in the mail state list. */
function stateOf(page: Page, term: string) {
  return page.locator('.mail-status__list dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function sendContact(request: APIRequestContext, baseURL: string, fullName: string) {
  const response = await request.post(`${baseURL}/api/contact`, {
    data: { fullName, email: 'stan.poczty@example.test', phone: '600100200', question: 'Wiadomość do sprawdzenia stanu poczty.', policy: true },
  });
  expect(response.status()).toBe(201);
}

test.describe('without SMTP (the standard e2e server)', () => {
  test('the mailbox screen says that messages stay on the server, and shows the mail state', async ({ page }) => {
    await signIn(page, '/admin/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Skrzynka' })).toBeVisible();
    await expect(page.getByText(LOCAL_ONLY)).toBeVisible();
    await page.getByText('Stan poczty', { exact: true }).click();
    await expect(stateOf(page, 'Wysyłka \\(SMTP\\)')).toHaveText('nieskonfigurowana: wiadomości zostają na serwerze');
    await expect(stateOf(page, 'W kolejce do wysłania')).toHaveText('0');
    await expect(stateOf(page, 'Odbiór \\(IMAP\\)')).toHaveText(/zapisane w serwisie/);
    await expectNoAxeViolations(page, 'mailbox with the mail state');
    await screenshot(page, 'admin-mail-status-local-1280');
  });

  test('the survey reply form warns that the recipient will get nothing', async ({ page }) => {
    await signIn(page, '/admin/surveys');
    const list = (await (await page.request.get('/api/survey/surveys?bucket=new&pageSize=1')).json()) as Paged<SurveyListItem>;
    const survey = list.items[0]!;
    const card = page.locator(`.survey-card[data-survey-id="${survey.id}"]`);
    await card.getByRole('button', { name: /Otwórz/ }).click();
    const dialog = page.getByRole('dialog', { name: `Ankieta #${survey.id}` });
    const reply = dialog.getByRole('form', { name: 'Odpowiedź e-mailem' });
    await expect(reply.getByText(COMPOSE_LOCAL_ONLY)).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Wyślij' })).toBeVisible();
  });
});


test.describe('with the real SMTP relay', () => {
  test.describe.configure({ mode: 'serial' });

  let servers: MailServers;
  let server: ChildProcess;
  let baseURL: string;
  const dataDir = path.resolve(process.env.E2E_STATUS_DATA_DIR ?? '.data-test/e2e-mail-status');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    servers = await startMailServers();
    const port = process.env.E2E_STATUS_PORT ? Number(process.env.E2E_STATUS_PORT) : await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: process.env.E2E_STATUS_PG_PORT ?? '5436',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      CONTACT_RATE_LIMIT: '100',
      FOUNDATION_EMAIL: MAIL_USERS.foundation.address,
      MAIL_FROM: '"Fundacja (e2e)" <nadawca@fundacja.test>',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(servers.smtpPort),
      SMTP_SECURE: '0',
      SMTP_USER: servers.smtpConfig().user,
      SMTP_PASSWORD: servers.smtpConfig().password,
      OUTBOX_POLL_MS: '300',
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_RETRY_MAX_MS: '1500',
    };
    delete env.DATABASE_URL;
    server = await startOwnServer(env, baseURL, 'mail-status');
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    await servers?.close();
  });

  test('no notice; a delivered message is the last success; an outage shows the error and the queue', async ({ page }) => {
    test.setTimeout(90_000);
    await sendContact(page.request, baseURL, 'Ewa Wysłana');
    await servers.waitForMail(MAIL_USERS.foundation, (messages) => messages.some((message) => message.parsed.subject?.includes('Ewa Wysłana') ?? false));

    await signIn(page, `${baseURL}/admin/mail`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skrzynka' })).toBeVisible();
    await page.getByText('Stan poczty', { exact: true }).click();
    await expect(stateOf(page, 'Wysyłka \\(SMTP\\)')).toHaveText('skonfigurowana');
    await expect(stateOf(page, 'Ostatnia udana wysyłka')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(stateOf(page, 'Ostatni błąd wysyłki')).toHaveText('brak');
    await expect(page.getByText(LOCAL_ONLY)).toHaveCount(0);

    await servers.stopSmtp();
    try {
      await sendContact(page.request, baseURL, 'Jan Czekający');
      await expect(async () => {
        await page.reload();
        await expect(page.getByText('Stan poczty: problem z wysyłką')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      // Opened by itself: the error and the waiting message are in view without a click.
      await expect(stateOf(page, 'Ostatni błąd wysyłki')).toHaveText(/ECONNREFUSED/);
      await expect(stateOf(page, 'W kolejce do wysłania')).toHaveText('1');
      // The state names no person: the contact's address is not in it.
      await expect(page.locator('.mail-status').getByText('stan.poczty@example.test')).toHaveCount(0);
      await screenshot(page, 'admin-mail-status-smtp-down-1280');
    } finally {
      await servers.startSmtp();
    }
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Stan poczty', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });
});
