import { test, expect } from './fixtures';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAIL_USERS, startMailServers, type MailServers, type ReceivedMail } from '../server/test/mail-servers';
import { ADMIN, DESKTOP, expectNoAxeViolations, signIn } from './admin-helpers';
import { freePort, startOwnServer, stopOwnServer } from './own-server';

/**
 * New-animal alerts end to end (issue 21), on a server instance of its own that sends mail through
 * real servers (an smtp-server relay delivering to dovecot, read back over IMAP; see
 * server/test/mail-servers.ts), with the digest due at any hour and checked every second:
 * a visitor signs up on /adoptuje with the keyboard, reads the confirmation e-mail and opens its
 * link, staff add a rabbit in the panel, and the alert e-mail arrives listing it; its unsubscribe
 * link ends the alerts. No demo data: the empty list offers the sign-up.
 */


const SUBJECT_CONFIRM = /^Potwierdź powiadomienia/;
const SUBJECT_ALERT = /^Nowy zwierzak do adopcji: Szarak$/;
const bySubject = (subject: RegExp) => (messages: ReceivedMail[]) => messages.some((mail) => subject.test(mail.parsed.subject ?? ''));

test.describe('new-animal alerts', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: DESKTOP });

  let servers: MailServers;
  let server: ChildProcess;
  let baseURL: string;
  const dataDir = path.resolve(process.env.E2E_ALERTS_DATA_DIR ?? '.data-test/e2e-alerts-mail');

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
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // A port of its own: 5438 is the e2e server's, 5439 the vitest cluster's, 5436 and 5437 the other mail specs'.
      EMBEDDED_PG_PORT: process.env.E2E_ALERTS_PG_PORT ?? '5435',
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
      OUTBOX_POLL_MS: '300',
      ALERTS_DIGEST_HOUR: '0',
      ALERTS_CHECK_SECONDS: '1',
      ALERTS_SETTLE_SECONDS: '3',
    };
    delete env.DATABASE_URL;
    server = await startOwnServer(env, baseURL, 'alerts');
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    await servers?.close();
  });

  async function linkIn(subject: RegExp, pattern: RegExp): Promise<string> {
    const messages = await servers.waitForMail(MAIL_USERS.adopter, bySubject(subject), 30_000);
    const mail = messages.filter((message) => subject.test(message.parsed.subject ?? '')).at(-1)!;
    const link = pattern.exec(mail.parsed.text ?? '')?.[0];
    expect(link, `a link in "${mail.parsed.subject}"`).toBeTruthy();
    return link!;
  }

  test('sign up on /adoptuje, confirm from the e-mail, get the alert for a rabbit added in the panel, unsubscribe', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${baseURL}/adoptuje`);
    const open = page.getByRole('button', { name: 'Powiadom mnie o nowych zwierzakach' });
    await expect(open).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Powiadom mnie o nowych zwierzakach' });
    await expect(dialog).toBeVisible();

    // An empty submit: Polish errors, the focus on the first wrong field, nothing sent.
    await dialog.getByRole('button', { name: 'Zapisz mnie' }).click();
    await expect(dialog.getByText('Podaj adres e-mail')).toBeVisible();
    await expect(dialog.getByText('Wybierz co najmniej jeden gatunek')).toBeVisible();
    await expect(dialog.getByText('Zaznacz zgodę, aby otrzymywać powiadomienia')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Adres e-mail' })).toBeFocused();
    await expectNoAxeViolations(page, 'alert sign-up with errors');

    // Filled with the keyboard only.
    await page.keyboard.type(MAIL_USERS.adopter.address.toUpperCase());
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Chomik hybryda' })).toBeFocused();
    await dialog.getByRole('checkbox', { name: 'Królik' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Królik' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Zgadzam się na przesyłanie powiadomień/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText('Wysłaliśmy e-mail z linkiem potwierdzającym');
    await expectNoAxeViolations(page, 'alert sign-up sent');
    await dialog.getByRole('button', { name: 'Zamknij' }).first().click();
    await expect(dialog).toBeHidden();

    const confirmLink = await linkIn(SUBJECT_CONFIRM, /http\S+\/powiadomienia\/potwierdz\?token=[\w-]+/);
    expect(confirmLink.startsWith(`${baseURL}/powiadomienia/potwierdz?token=`)).toBe(true);
    await page.goto(confirmLink);
    await expect(page.getByRole('status')).toHaveText('Gotowe! Powiadomienia o nowych zwierzakach są włączone.');
    // The token left the address bar; a reload still shows the result.
    await expect(page).toHaveURL(`${baseURL}/powiadomienia/potwierdz`);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Gotowe! Powiadomienia o nowych zwierzakach są włączone.');
    await expectNoAxeViolations(page, '/powiadomienia/potwierdz');
    // The same link again: a friendly page, nothing changed.
    await page.goto(confirmLink);
    await expect(page.getByRole('alert')).toHaveText('Ten link jest nieprawidłowy albo wygasł. Niczego nie zmieniliśmy.');

    // Staff add a rabbit (with a photo) in the panel; the alert arrives listing it.
    await signIn(page, `${baseURL}/admin/animals/add`);
    await page.getByLabel('Imię').fill('Szarak');
    await page.getByLabel('Gatunek').selectOption('Królik');
    await page.getByLabel('Data urodzenia').fill('2025-05-01');
    await page.getByLabel('Płeć').selectOption('Samiec');
    await page.getByLabel('Wykastrowany').selectOption('Tak');
    await page.getByLabel('Stan zdrowia').fill('Zdrowy, zaszczepiony.');
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 150, g: 120, b: 90 } } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').setInputFiles([{ name: 'szarak.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zwierzak został dodany.' })).toBeVisible();
    const animals = (await (await page.request.get(`${baseURL}/api/animals/all`)).json()) as { id_zwierzaka: number; imie: string }[];
    const szarak = animals.find((animal) => animal.imie === 'Szarak')!;

    const messages = await servers.waitForMail(MAIL_USERS.adopter, bySubject(SUBJECT_ALERT), 30_000);
    const alert = messages.find((mail) => SUBJECT_ALERT.test(mail.parsed.subject ?? ''))!;
    expect(alert.parsed.text).toContain(`- Szarak (Królik): ${baseURL}/zwierzak/${szarak.id_zwierzaka}`);
    expect(alert.parsed.html).toMatch(new RegExp(`<img src="${baseURL.replace(/[.]/g, '\\.')}/api/images/[a-f0-9]+\\.jpe?g\\?w=card"`));
    expect(alert.source.toString('utf8')).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Staff see one subscriber for rabbits; the address only after "Pokaż adresy".
    await page.goto(`${baseURL}/admin/animals`);
    const panel = page.getByRole('region', { name: 'Powiadomienia o nowych zwierzakach' });
    await expect(panel.getByRole('row', { name: 'Królik 1' })).toBeVisible();
    const address = new RegExp(MAIL_USERS.adopter.address.replace(/[.]/g, '\\.'), 'i');
    await expect(panel.getByText(address)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Pokaż adresy' }).click();
    await expect(panel.getByRole('list', { name: 'Adresy subskrybentów' })).toContainText(`${MAIL_USERS.adopter.address.toUpperCase()} — Królik`);
    await expect(panel.getByRole('button', { name: 'Ukryj adresy' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, '/admin/animals with the alert subscribers');

    // The unsubscribe link of the alert.
    const unsubscribeLink = await linkIn(SUBJECT_ALERT, /http\S+\/powiadomienia\/wypisz\?token=[\w-]+/);
    await page.goto(unsubscribeLink);
    await expect(page.getByRole('status')).toHaveText('Gotowe. Nie będziemy już wysyłać powiadomień o nowych zwierzakach na ten adres.');
    await expectNoAxeViolations(page, '/powiadomienia/wypisz');
    await page.goto(`${baseURL}/admin/animals`);
    await expect(page.getByRole('region', { name: 'Powiadomienia o nowych zwierzakach' }).getByRole('row', { name: 'Królik 0' })).toBeVisible();
  });
});
