import { test, expect, type Page } from './fixtures';
import type { AdopterListItem, Paged } from '@pets/shared';
import { DESKTOP, MOBILE, SCREENSHOT_DIR, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The adopters screen of issue 6 against the real server and the demo data: the table with its
 * species chips, search, the species filter, the five sorts, the profile modal (adopted animals,
 * surveys, the edit form with its checks); axe; screenshots at 360 and 1280 px.
 */

test.use({ viewport: DESKTOP });

async function gotoAdopters(page: Page) {
  await signInByApi(page);
  await page.goto('/admin/adopters');
  await expect(page.getByRole('heading', { name: 'Adoptujący', level: 1 })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

async function mostActive(page: Page): Promise<AdopterListItem> {
  const list = (await (await page.request.get('/api/adopters?sort=most')).json()) as Paged<AdopterListItem>;
  const first = list.items[0];
  if (!first) throw new Error('Brak adoptujących w danych demonstracyjnych');
  return first;
}

test('lists adopters in a table with species chips, searches and sorts', async ({ page }) => {
  await gotoAdopters(page);
  await expect(page.locator('thead th')).toHaveText(['Adoptujący', 'E-mail', 'Telefon', 'Adopcje', 'Ostatnia adopcja', 'Gatunki']);
  await screenshot(page, 'admin-adopters-1280');
  const top = await mostActive(page);
  await page.getByLabel('Sortuj').selectOption('most');
  await expect(page.locator('tbody tr').first()).toContainText(top.adopter.email);
  await expect(page.locator('tbody tr').first().locator('.adopter-chip').first()).toBeVisible();

  // Name order (Polish letters in place): the table shows the server's order.
  await page.getByLabel('Sortuj').selectOption('name_az');
  const byName = (await (await page.request.get('/api/adopters?sort=name_az')).json()) as Paged<AdopterListItem>;
  const expected = byName.items.map((item) => `${item.adopter.firstName} ${item.adopter.lastName} – pokaż profil`);
  await expect(page.locator('tbody tr .adopters-open')).toHaveText(expected);
  const lastNames = byName.items.map((item) => item.adopter.lastName);
  expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'pl')));

  // Search by a part of the e-mail in other letter case, then by the last name.
  await page.getByLabel('Szukaj').fill(top.adopter.email.slice(0, 6).toUpperCase());
  await expect(page.locator('tbody tr').filter({ hasText: top.adopter.email })).toHaveCount(1);
  await page.getByLabel('Szukaj').fill(top.adopter.lastName.toLowerCase());
  await expect(page.locator('tbody tr').filter({ hasText: top.adopter.email })).toHaveCount(1);
  await page.getByLabel('Szukaj').fill('nie-ma-takiej-osoby-xyz');
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  await page.getByLabel('Szukaj').fill('');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // The species filter keeps adopters with an adoption of that species.
  const species = top.speciesChips[0]!;
  await page.getByRole('button', { name: /^Gatunek/ }).click();
  await page.getByRole('listbox', { name: 'Gatunek' }).getByRole('option', { name: species, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('tbody tr').filter({ hasText: top.adopter.email })).toHaveCount(1);
  const rows = await page.locator('tbody tr').count();
  for (let index = 0; index < rows; index += 1) await expect(page.locator('tbody tr').nth(index).locator('.adopter-chips')).toContainText(species);

  await expectNoAxeViolations(page, '/admin/adopters');
});

test('opens a profile: adopted animals, surveys, editable data with checks', async ({ page }) => {
  await gotoAdopters(page);
  const top = await mostActive(page);
  await page.getByLabel('Szukaj').fill(top.adopter.email);
  await page.locator('tbody tr').filter({ hasText: top.adopter.email }).getByRole('button', { name: /pokaż profil/ }).click();
  const dialog = page.getByRole('dialog', { name: /Adoptujący:/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.adopted-item')).toHaveCount(top.adoptionCount);
  await expect(dialog.locator('.adopted-item').first()).toContainText(/Adopcja #\d+/);
  await expect(dialog.getByRole('heading', { name: 'Ankiety' })).toBeVisible();
  await expect(dialog.locator('.profile-survey').or(dialog.getByText('Brak ankiet.')).first()).toBeVisible();

  await dialog.getByLabel('E-mail').fill('to nie adres');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(top.adopter.email);
  await dialog.getByLabel('Miasto').fill('Łódź');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Zapisano dane adoptującego.' })).toBeVisible();
  await expectNoAxeViolations(page, 'adopter profile');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-adopter-profile-1280.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('at 360 px: the table reads as cards', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await gotoAdopters(page);
  await expectNoAxeViolations(page, '/admin/adopters at 360 px');
  await screenshot(page, 'admin-adopters-360');
  await page.locator('tbody tr .adopters-open').first().click();
  await expect(page.getByRole('dialog', { name: /Adoptujący:/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-adopter-profile-360.png`, animations: 'disabled' });
});
