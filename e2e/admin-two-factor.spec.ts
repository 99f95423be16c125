import { JOB_NAMES } from '@pets/shared';
import { Secret, TOTP } from 'otpauth';
import { test, expect, type Browser, type Page } from './fixtures';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signIn } from './admin-helpers';

/**
 * Two-step sign-in end to end (security round): a staff member of this spec enrols from the
 * account menu (the key read from the page, codes computed here as an authenticator app does),
 * signs out, signs in with the password and a code, then with a recovery code; the password alone
 * opens nothing. An administrator sees the factor on "Zespół" and removes it; the "Bezpieczeństwo"
 * settings refuse to require it of everyone from an administrator without one (so the other specs'
 * administrator is never sent to enrol).
 */

test.use({ viewport: DESKTOP });
// Several browsers and argon2 checks each: more time than the default on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const suffix = Date.now().toString(36).slice(-5);
const MEMBER = `dwuetapowa-${suffix}`;
const PASSWORD = 'haslo do weryfikacji dwuetapowej';
let secret = '';
let recoveryCodes: string[] = [];

/** What an authenticator app shows for the enrolled key, `steps` 30-second steps from now. */
const appCode = (steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Nazwa użytkownika').fill(MEMBER);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weryfikacja dwuetapowa' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('a staff member enrols from the account menu with the key shown, then signs in with a code and with a recovery code', async ({ page, browser }) => {
  // The member's account, with a password of their own (the one-time one replaced by the API).
  await signIn(page, '/admin/team');
  const created = await page.request.post('/api/team/accounts', { data: { username: MEMBER, role: 'koordynator', email: `${MEMBER}@example.org`, delivery: 'password' } });
  expect(created.status(), await created.text()).toBe(201);
  const { password: oneTime } = (await created.json()) as { password: string };
  const member = await newPage(browser);
  expect((await member.request.post('/api/auth/login', { data: { username: MEMBER, password: oneTime } })).status()).toBe(200);
  expect((await member.request.post('/api/account/password', { data: { currentPassword: oneTime, newPassword: PASSWORD } })).status()).toBe(200);

  // Enrolment: the QR code and the key written out; the code computed from the key as an app would.
  await member.goto('/admin');
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();
  await member.getByRole('button', { name: 'Weryfikacja dwuetapowa' }).click();
  const dialog = member.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
  await expect(dialog.getByText('Weryfikacja dwuetapowa jest wyłączona.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  const qr = dialog.getByRole('img', { name: new RegExp(`^Kod QR do dodania konta „${MEMBER}”`) });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  secret = (await dialog.getByLabel('Nie możesz zeskanować? Wpisz ten klucz ręcznie').inputValue()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(member, 'two-step sign-in enrolment');
  await screenshot(member, 'two-factor-enrolment-1280');
  const codeField = dialog.getByLabel('Kod z aplikacji uwierzytelniającej');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(appCode(-5));
  await dialog.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nieprawidłowy kod.');
  await codeField.fill(appCode());
  await dialog.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();

  // The ten recovery codes, shown once; the dialog closes only once they are marked as saved.
  const list = dialog.getByRole('list', { name: 'Kody odzyskiwania' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  const download = member.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Pobierz plik .txt' }).click();
  expect((await download).suggestedFilename()).toBe(`kody-odzyskiwania-${MEMBER}.txt`);
  await expectNoAxeViolations(member, 'recovery codes');
  await dialog.getByRole('button', { name: 'Gotowe' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Najpierw zaznacz, że kody są zapisane');
  await dialog.getByRole('checkbox', { name: 'Mam zapisane kody odzyskiwania' }).check();
  await dialog.getByRole('button', { name: 'Gotowe' }).click();
  await expect(dialog).toHaveCount(0);
  await signOut(member);

  // The password alone: a code is asked for, and nothing of the panel answers meanwhile.
  await passwordStep(member);
  expect((await member.request.get('/api/dashboard')).status()).toBe(401);
  const code = member.getByLabel('Kod z aplikacji uwierzytelniającej');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(member, 'second sign-in step');
  await screenshot(member, 'two-factor-login-1280');
  // The next step's code: the enrolment's own was used up (a code works once).
  await code.fill(appCode(1));
  await member.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();
  expect((await member.request.get('/api/dashboard')).status()).toBe(200);
  await signOut(member);

  // A recovery code instead of the phone, once.
  await passwordStep(member);
  await member.getByRole('button', { name: 'Nie masz telefonu? Użyj kodu odzyskiwania' }).click();
  await member.getByLabel('Kod odzyskiwania').fill(recoveryCodes[0]!);
  await member.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(member.getByText('Zalogowano kodem odzyskiwania. Zostało: 9 kodów odzyskiwania.')).toBeVisible();
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();
  await member.getByRole('button', { name: 'Weryfikacja dwuetapowa' }).click();
  await expect(member.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' }).getByText('Pozostało: 9 kodów odzyskiwania.')).toBeVisible();
  await member.keyboard.press('Escape');
  await signOut(member);
  await passwordStep(member);
  await member.getByRole('button', { name: 'Nie masz telefonu? Użyj kodu odzyskiwania' }).click();
  await member.getByLabel('Kod odzyskiwania').fill(recoveryCodes[0]!);
  await member.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(member.getByRole('alert')).toHaveText('Nieprawidłowy albo już wykorzystany kod odzyskiwania.');
  await member.setViewportSize(MOBILE);
  await expectNoAxeViolations(member, 'second sign-in step at 360 px');
  await member.context().close();
});

test('an administrator sees who has two-step sign-in and removes a colleague’s factor; requiring it needs one’s own first', async ({ page, browser }) => {
  await signIn(page, '/admin/team');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MEMBER }) });
  await expect(row.getByRole('cell', { name: 'Włączona' })).toBeVisible();
  await row.getByRole('button', { name: `Wyłącz weryfikację dwuetapową konta „${MEMBER}”` }).click();
  await expect(page.getByText(/Wyłączyć weryfikację dwuetapową konta .* Dostanie o tym e-mail/)).toBeVisible();
  await page.getByRole('button', { name: 'Wyłącz weryfikację', exact: true }).click();
  await expect(page.getByText(`Wyłączono weryfikację dwuetapową konta „${MEMBER}”.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Wyłączona' })).toBeVisible();
  await expect(row.getByRole('button', { name: /Wyłącz weryfikację dwuetapową/ })).toHaveCount(0);

  // The member signs in with the password alone again.
  const member = await newPage(browser);
  await member.goto('/admin/login');
  await member.getByLabel('Nazwa użytkownika').fill(MEMBER);
  await member.getByLabel('Hasło').fill(PASSWORD);
  await member.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();
  // A coordinator has no security settings.
  await expect(member.getByRole('link', { name: 'Bezpieczeństwo', exact: true })).toHaveCount(0);
  await member.context().close();

  // The settings: this administrator has no second factor, so requiring it of everyone is refused.
  await page.getByRole('link', { name: 'Bezpieczeństwo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bezpieczeństwo' })).toBeVisible();
  const requirement = page.getByRole('switch', { name: 'Wymagaj weryfikacji dwuetapowej od wszystkich kont' });
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  // The background jobs' state is there too, one entry per job, as the server recorded it.
  const jobs = page.getByRole('region', { name: 'Zadania w tle' });
  await expect(jobs.getByRole('listitem')).toHaveCount(JOB_NAMES.length);
  await expect(jobs.getByRole('listitem', { name: /Zadania z terminów w kartach zdrowia/ })).toBeVisible();
  await expect(jobs.getByRole('listitem', { name: /Usuwanie danych po terminie/ })).toContainText('Kiedy: raz dziennie');
  await expectNoAxeViolations(page, '/admin/settings/security');
  await screenshot(page, 'security-settings-1280');
  await requirement.click();
  await page.getByRole('button', { name: 'Wymagaj', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Najpierw włącz weryfikację dwuetapową na własnym koncie');
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  expect(await (await page.request.get('/api/settings/security')).json()).toEqual({ requireTwoFactor: false });
});
