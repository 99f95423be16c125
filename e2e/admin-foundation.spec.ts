import { test, expect, type Page } from './fixtures';
import { DESKTOP, expectNoAxeViolations, signIn } from './admin-helpers';

/**
 * The foundation data edited in the panel (Ustawienia → Dane fundacji) and shown by the public site
 * at once, without a restart: an administrator fills the form, /wspieram gives the account with
 * its copy button; with the account emptied, /wspieram has neither and the footer shows no zeros.
 * The data scripts/e2e-server.sh seeded is put back at the end, for the specs after this one.
 */

test.use({ viewport: DESKTOP });

const NEW_ACCOUNT = 'PL50 1090 1014 0000 0000 1234 5678';
const NEW_ACCOUNT_SHOWN = '50 1090 1014 0000 0000 1234 5678';

interface FoundationSettings {
  name: string;
  address: string;
  email: string;
  krs: string;
  nip: string;
  regon: string;
  bankAccount: string;
  facebookUrl: string;
  instagramUrl: string;
}

let seeded: FoundationSettings | undefined;

/** Signs in, keeps the data as seeded (restored after each test) and opens the form from the navigation. */
async function openForm(page: Page): Promise<void> {
  await signIn(page);
  seeded ??= (await (await page.request.get('/api/settings/foundation')).json()) as FoundationSettings;
  await page.getByRole('navigation', { name: 'Panel administratora' }).getByRole('link', { name: 'Dane fundacji' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/foundation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dane fundacji' })).toBeVisible();
  await expect(page.getByLabel('Nazwa fundacji')).not.toHaveValue('');
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Zapisz dane fundacji' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Zapisano dane fundacji.' }).first()).toBeVisible();
}

// Each test starts from the seeded data and leaves it so (the page is still signed in here).
test.afterEach(async ({ page }) => {
  if (!seeded) return;
  const restored = await page.request.put('/api/settings/foundation', { data: seeded });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('an administrator fills the foundation data; /wspieram shows the account with its copy button at once', async ({ page }) => {
  await openForm(page);
  await expectNoAxeViolations(page, 'Dane fundacji');

  // A wrong check digit is named under its field, and nothing is saved.
  const nip = page.getByLabel('NIP');
  await nip.fill('525-123-45-61');
  await page.getByRole('button', { name: 'Zapisz dane fundacji' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Numer NIP jest nieprawidłowy (błędna cyfra kontrolna).' })).toBeVisible();
  await expect(nip).toHaveAttribute('aria-invalid', 'true');
  await expect(nip).toBeFocused();
  await expectNoAxeViolations(page, 'Dane fundacji with a field error');

  await nip.fill('123 456 32 18');
  await page.getByLabel('Numer konta bankowego').fill(NEW_ACCOUNT);
  await page.getByLabel('Nazwa fundacji').fill('Fundacja Pod Łapką');
  await save(page);
  await expect(page.getByLabel('NIP')).toHaveValue('123-456-32-18');
  await expect(page.getByLabel('Numer konta bankowego')).toHaveValue(NEW_ACCOUNT_SHOWN);

  await page.goto('/wspieram');
  const transfer = page.locator('#przelew');
  await expect(transfer).toContainText(NEW_ACCOUNT_SHOWN);
  await expect(transfer).toContainText('Fundacja Pod Łapką');
  await expect(transfer.getByRole('button', { name: 'Kopiuj numer konta' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('NIP123-456-32-18');
  await expect(footer).toContainText('Fundacja Pod Łapką');
  await expect(page.getByRole('button', { name: 'Prześlij darowiznę' })).toBeVisible();
});

test('with the account emptied, /wspieram shows neither the number nor the copy button, and the footer no zeros', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('Numer konta bankowego').fill('');
  await page.getByLabel('REGON').fill('');
  await save(page);
  await expect(page.getByText('Nie uzupełniono: REGON, numer konta. Strona publiczna pomija te pola.')).toBeVisible();

  // "Na dziś" names what is missing and leads back to the form.
  await page.goto('/admin');
  const item = page.getByRole('link', { name: /Dane fundacji do uzupełnienia/ });
  await expect(item).toBeVisible();
  await expect(page.getByText('Nie uzupełniono: REGON, numer konta. Strona publiczna pomija te pola.')).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/admin\/settings\/foundation$/);

  await page.goto('/wspieram');
  const transfer = page.locator('#przelew');
  await expect(transfer.getByRole('heading', { name: 'Darowizna na konto' })).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Kopiuj numer konta' })).toHaveCount(0);
  await expect(transfer.getByRole('term')).toHaveCount(0);
  expect(await transfer.innerText()).not.toMatch(/\d{2} \d{4}/);
  await expect(transfer).toContainText('Numer konta do darowizn wkrótce pojawi się na tej stronie');
  await expect(transfer.getByRole('link', { name: 'Napisz do nas' })).toHaveAttribute('href', '/kontakt');
  await expect(page.getByRole('button', { name: 'Prześlij darowiznę' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('NIP525-123-45-60');
  await expect(footer).not.toContainText('REGON');
  // The zero placeholders of earlier versions (a real KRS may start with zeros).
  expect(await footer.innerText()).not.toMatch(/\b0{9,10}\b|000-000-00-00|00 0000 0000/);
  // The server's page itself carries no account either (what a visitor without scripts gets).
  const html = await (await page.request.get('/wspieram')).text();
  expect(html).not.toContain('Kopiuj numer konta');
  expect(html).toContain('"bankAccount":""');
});
