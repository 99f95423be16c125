import { test, expect } from './fixtures';
import { ADMIN, DESKTOP, expectNoAxeViolations, signInByApi } from './admin-helpers';

/**
 * Issue 21, pages written by staff: a guide written and published in Treści replaces the
 * starter guide of its species, the home page's card leads to it, it has its own address, and
 * the new screens pass axe.
 */

test.use({ viewport: DESKTOP });

const TITLE = 'Chomik dżungarski — pierwsze kroki';
const SLUG = 'chomik-dzungarski-pierwsze-kroki';

test('writes and publishes a guide in Treści, then a visitor finds it through the home page card and at its address', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Panel administratora' }).getByRole('link', { name: 'Treści' }).click();
  await expect(page).toHaveURL('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Treści' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/content');

  // The starter hamster guide goes first (after a confirmation), so the card has only the new one.
  await page.getByRole('button', { name: 'Usuń stronę „Chomik — poradnik opieki”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('link', { name: 'Chomik — poradnik opieki' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Nowa strona' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa strona' })).toBeVisible();
  await page.getByLabel('Tytuł').fill(TITLE);
  await expect(page.getByLabel('Adres strony')).toHaveValue(SLUG);
  await page.getByLabel('Krótkie streszczenie').fill('Jak przygotować dom dla chomika karłowatego.');
  await page.getByLabel('Gatunek').selectOption('Chomik hybryda');
  await page.getByLabel('Treść (Markdown)').fill('## Klatka\n\n- dno co najmniej 100 × 50 cm\n- piasek bez pyłu\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByRole('region', { name: 'Podgląd treści' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Klatka' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByLabel('Opublikowana (widoczna dla odwiedzających)').check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edycja: ${TITLE}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`Ostatnia zmiana: .*\\(${ADMIN.username}\\).*opublikowana`))).toBeVisible();
  await expectNoAxeViolations(page, '/admin/content/:id');

  // A visitor: the home page's 'Chomik' card leads to the new guide.
  await page.goto('/');
  const guides = page.locator('section', { has: page.getByRole('heading', { name: 'Poradniki' }) });
  await guides.getByRole('link', { name: /^Chomik/ }).click();
  await expect(page).toHaveURL(`/baza-wiedzy/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Klatka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wypełnij ankietę adopcyjną (chomik hybryda)' })).toHaveAttribute('href', '/ankieta-gatunek/Chomik%20hybryda');
  await expect(page).toHaveTitle(new RegExp(`^${TITLE} — Baza wiedzy`));
  await expectNoAxeViolations(page, `/baza-wiedzy/${SLUG}`);

  // Its own address, rendered by the server, and listed in the knowledge base.
  const response = await page.goto(`/baza-wiedzy/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.goto('/baza-wiedzy');
  await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible();
  await page.getByLabel('Gatunek').selectOption('Królik');
  await page.getByRole('button', { name: 'Pokaż' }).click();
  await expect(page).toHaveURL(/gatunek=Kr%C3%B3lik/);
  await expect(page.getByRole('link', { name: /Królik — poradnik opieki/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toHaveCount(0);
  await expectNoAxeViolations(page, '/baza-wiedzy');

  const missing = await page.goto('/baza-wiedzy/nie-ma-takiego-poradnika');
  expect(missing?.status()).toBe(404);
});
