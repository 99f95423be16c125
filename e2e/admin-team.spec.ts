import path from 'node:path';
import pg from 'pg';
import { readPassword } from '../server/src/db/embedded-cluster';
import { e2eServer } from './e2e-servers';
import { test, expect, type Browser, type Page } from './fixtures';
import { ADMIN, DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signIn } from './admin-helpers';

/**
 * Staff accounts and the history end to end (issue 19): an account added on "Zespół" with a
 * one-time password signs in in its own browser and changes its password; disabling it ends that
 * open session at once; an account added with a set-password e-mail sets its password on the
 * signed-out page of the link; the "Historia" list, filtered, shows all of it; the animal edit
 * modal shows the animal's timeline. Accounts and animals are this spec's own.
 */

test.use({ viewport: DESKTOP });
// Several browsers and argon2 checks each: more time than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const suffix = Date.now().toString(36).slice(-5);
const MEMBER = `wolontariusz-${suffix}`;
const INVITED = `zaproszona-${suffix}`;
const NEW_PASSWORD = 'moje nowe haslo do panelu';
let oneTimePassword = '';

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText(`Zalogowano jako ${username}`)).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

/** The set-password link of the last e-mail queued to `to` (no SMTP here: the outbox keeps it). */
async function linkSentTo(to: string): Promise<string> {
  const server = e2eServer(test.info().parallelIndex);
  const clusterDir = path.join(server.dataDir, 'pg');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.pgPort,
    user: 'postgres',
    password: readPassword(clusterDir),
    database: 'pets',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('SELECT text FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to]);
    const link = /http\S+\/admin\/ustaw-haslo\?token=\S+/.exec(rows[0]?.text ?? '')?.[0];
    expect(link, `a set-password link to ${to}`).toBeTruthy();
    return link!;
  } finally {
    await client.end();
  }
}

test('adds an account with a one-time password; its owner signs in elsewhere and changes the password', async ({ page, browser }) => {
  await signIn(page, '/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Zespół' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zespół', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${ADMIN.username}`) })).toContainText('(Ty)');
  await expectNoAxeViolations(page, '/admin/team');
  await screenshot(page, 'team-1280');

  await page.getByLabel('Nazwa użytkownika (login)').fill(MEMBER);
  await page.getByLabel('Rola').selectOption('koordynator');
  await page.getByLabel('Adres e-mail tej osoby').fill(`${MEMBER}@example.org`);
  await page.getByRole('button', { name: 'Dodaj konto' }).click();
  const dialog = page.getByRole('dialog', { name: `Hasło jednorazowe konta „${MEMBER}”` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/nie będzie można go zobaczyć ponownie/)).toBeVisible();
  oneTimePassword = await dialog.getByLabel('Hasło').inputValue();
  expect(oneTimePassword).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
  await expectNoAxeViolations(page, 'one-time password dialog');
  await screenshot(page, 'team-one-time-password-1280');
  await dialog.getByRole('button', { name: 'Hasło zapisane, zamknij' }).click();
  await expect(page.getByRole('rowheader', { name: MEMBER })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Rola konta „${MEMBER}”` })).toHaveValue('koordynator');

  // The same login again: refused next to the field, nothing added.
  await page.getByLabel('Nazwa użytkownika (login)').fill(MEMBER.toUpperCase());
  await page.getByLabel('Adres e-mail tej osoby').fill(`inny-${MEMBER}@example.org`);
  await page.getByRole('button', { name: 'Dodaj konto' }).click();
  await expect(page.getByText('Konto o tej nazwie już istnieje.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(MEMBER, 'i') })).toHaveCount(1);

  // Whoever created the one-time password knows it: its owner must set their own before anything else.
  const member = await newPage(browser);
  await member.goto('/admin/login');
  await member.getByLabel('Nazwa użytkownika').fill(MEMBER);
  await member.getByLabel('Hasło').fill(oneTimePassword);
  await member.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Ustaw własne hasło' })).toBeVisible();
  await expect(member.getByRole('navigation', { name: 'Panel administratora' })).toHaveCount(0);
  const refused = await member.request.get('/api/animals/all');
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toMatchObject({ code: 'password_change_required' });
  await expectNoAxeViolations(member, 'forced password change');
  const change = member.getByRole('main');
  await change.getByLabel('Hasło jednorazowe').fill('to nie jest moje haslo');
  await change.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(change.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await change.getByLabel('Hasło jednorazowe').fill(oneTimePassword);
  await change.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(member.getByText('Hasło zostało zmienione. Pozostałe sesje tego konta zostały zakończone.')).toBeVisible();
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();
  // A coordinator's tabs: no Zespół.
  await expect(member.getByRole('link', { name: 'Ankiety', exact: true })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Zespół', exact: true })).toHaveCount(0);
  // This session stays.
  await member.reload();
  await expect(member.getByText(`Zalogowano jako ${MEMBER}`)).toBeVisible();

  // The one-time password no longer works, the new one does.
  const check = await newPage(browser);
  expect((await check.request.post('/api/auth/login', { data: { username: MEMBER, password: oneTimePassword } })).status()).toBe(401);
  expect((await check.request.post('/api/auth/login', { data: { username: MEMBER, password: NEW_PASSWORD } })).status()).toBe(200);
  await check.context().close();
  await member.context().close();
});

test('disabling an account ends its open session in the other browser at once', async ({ page, browser }) => {
  const member = await newPage(browser);
  await signInAs(member, MEMBER, NEW_PASSWORD);
  await member.getByRole('link', { name: 'Zwierzaki', exact: true }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Zwierzaki' })).toBeVisible();

  await signIn(page, '/admin/team');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MEMBER }) });
  await row.getByRole('button', { name: `Wyłącz konto „${MEMBER}”` }).click();
  await expect(page.getByText(/Wyłączyć konto .* otwarte sesje zostaną od razu zakończone/)).toBeVisible();
  await page.getByRole('button', { name: 'Wyłącz konto', exact: true }).click();
  await expect(page.getByText(`Wyłączono konto „${MEMBER}”. Jego sesje zostały zakończone.`)).toBeVisible();
  await expect(row).toContainText('Wyłączone od');
  await expect(row.getByRole('button', { name: `Włącz konto „${MEMBER}”` })).toBeVisible();

  // The member's next step in the panel finds the session gone.
  await member.getByRole('link', { name: 'Ankiety', exact: true }).click();
  await expect(member).toHaveURL(/\/admin\/login$/);
  await member.getByLabel('Nazwa użytkownika').fill(MEMBER);
  await member.getByLabel('Hasło').fill(NEW_PASSWORD);
  await member.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(member.getByRole('alert')).toHaveText('Nieprawidłowa nazwa użytkownika lub hasło.');
  await member.context().close();
});

test('an account added with a set-password e-mail sets its password on the page of the link, signed out', async ({ page, browser }) => {
  const email = `${INVITED}@example.org`;
  await signIn(page, '/admin/team');
  await page.getByLabel('Nazwa użytkownika (login)').fill(INVITED);
  await page.getByLabel('Adres e-mail tej osoby').fill(email);
  await page.getByRole('radio', { name: /Wyślij link do ustawienia własnego hasła/ }).check();
  await page.getByRole('button', { name: 'Dodaj konto' }).click();
  await expect(page.getByText(`Dodano konto „${INVITED}”. Link do ustawienia hasła wysłano e-mailem.`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: INVITED }) });
  await expect(row).toContainText('Czeka na ustawienie hasła');

  const link = await linkSentTo(email);
  const invited = await newPage(browser);
  await invited.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(invited.getByRole('heading', { level: 1, name: 'Ustaw hasło' })).toBeVisible();
  await expect(invited.getByText(INVITED)).toBeVisible();
  await expectNoAxeViolations(invited, '/admin/ustaw-haslo');
  await screenshot(invited, 'set-password-1280');
  await invited.setViewportSize(MOBILE);
  await expectNoAxeViolations(invited, '/admin/ustaw-haslo at 360 px');
  await screenshot(invited, 'set-password-360');
  await invited.getByLabel('Nowe hasło', { exact: true }).fill('krotkie');
  await invited.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(invited.getByText('Hasło musi mieć co najmniej 12 znaków.')).toBeVisible();
  await invited.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await invited.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(invited.getByText('Hasło zostało ustawione. Możesz się zalogować.')).toBeVisible();
  await invited.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await invited.setViewportSize(DESKTOP);
  await signInAs(invited, INVITED, NEW_PASSWORD);

  // The link works once.
  const again = await newPage(browser);
  await again.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(again.getByRole('alert')).toHaveText(/został już użyty/);
  await again.context().close();
  await invited.context().close();
});

test('the Historia list, filtered by who and by kind, shows the account changes and sign-ins; an animal shows its own timeline', async ({ page }) => {
  await signIn(page, '/admin/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Historia' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wpisy historii' })).toBeVisible();

  await page.getByLabel('Kto').selectOption(MEMBER);
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(new RegExp(`actor=${MEMBER}`));
  const entries = page.getByRole('list', { name: 'Wpisy historii' }).getByRole('listitem').filter({ has: page.locator('time') });
  await expect(entries.filter({ hasText: 'Zmieniono własne hasło' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Zalogowano' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: 'Dodano konto' })).toHaveCount(0);

  await page.getByLabel('Kto').selectOption(ADMIN.username);
  await page.getByLabel('Czynność').selectOption({ label: 'Konta zespołu: wszystkie' });
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/action=admin\./);
  await expect(entries.filter({ hasText: 'Wyłączono konto' }).filter({ hasText: MEMBER })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Dodano konto' }).filter({ hasText: INVITED })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Zalogowano' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/admin/history (filtered)');
  await screenshot(page, 'history-1280');

  // The filters live in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Czynność')).toHaveValue('admin.');
  await expect(entries.filter({ hasText: 'Wyłączono konto' }).filter({ hasText: MEMBER })).toHaveCount(1);
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, '/admin/history at 360 px');
  await screenshot(page, 'history-360');
  await page.setViewportSize(DESKTOP);
  await entries.filter({ hasText: 'Wyłączono konto' }).filter({ hasText: MEMBER }).getByRole('link', { name: `Konto „${MEMBER}”` }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Zespół' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/team at 360 px');
  await screenshot(page, 'team-360');
  await page.setViewportSize(DESKTOP);

  // An animal of this spec: added and edited, then opened from the history. Held, so it never
  // becomes the newest public animal (the home page's first-screen test expects a photo there).
  const added = await page.request.post('/api/animals/add', {
    data: { imie: `Kronik ${suffix}`, gatunek: 'Szczur', data_urodzenia: '2025-06-01', plec: 'Samiec', wykastrowany: 'Nie', status: 'Wstrzymany', opis: '', stan_zdrowia: 'Zdrowy' },
  });
  const { id } = (await added.json()) as { id: number };
  expect((await page.request.put(`/api/animals/${id}`, { data: { imie: `Kronika ${suffix}` } })).status()).toBe(200);
  await page.goto(`/admin/history?subjectType=animal&subjectId=${id}`);
  await expect(entries).toHaveCount(2);
  await entries.filter({ hasText: 'Zmieniono dane zwierzaka' }).getByRole('link', { name: `Zwierzak #${id}` }).click();
  const modal = page.getByRole('dialog', { name: `Edytuj: Kronika ${suffix}` });
  await expect(modal).toBeVisible();
  const timeline = modal.getByRole('list', { name: 'Historia zmian' });
  await expect(timeline.getByText(`imię: Kronik ${suffix} → Kronika ${suffix}`)).toBeVisible();
  await expect(timeline.getByText('Dodano zwierzaka')).toBeVisible();
});
