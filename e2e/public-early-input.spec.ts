// The plain Playwright test: its page.goto returns at the page's load, before the app has taken
// over (e2e/fixtures.ts would wait for that, which is what this spec must not do).
import { test, expect, type Page } from '@playwright/test';
import { availableAnimals, cardNames, MOBILE } from './public-helpers';

/**
 * A visitor can act on a server-rendered page (/, /adoptuje, /zwierzak/:id) before its scripts
 * have run: resources/public/app-loader.js holds clicks on buttons and keeps what was typed, and
 * hands both to the app once it has taken over. The app's scripts are held back here, so every
 * action below surely happens before that.
 */
const SCRIPT_DELAY_MS = 1500;

async function openBeforeTheApp(page: Page, path: string) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
}

const appReady = (page: Page) => page.locator('html[data-app="ready"]');

test.use({ viewport: MOBILE });

test('a tap on the menu button before the app has taken over opens the menu once it has', async ({ page }) => {
  await openBeforeTheApp(page, '/');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(appReady(page)).toHaveCount(0);

  await expect(appReady(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakt' })).toBeVisible();
});

test('a name typed and sent with Enter before the app has taken over is searched for once it has', async ({ page, request }) => {
  const animal = (await availableAnimals(request))[4]!;
  await openBeforeTheApp(page, '/adoptuje');
  const search = page.getByRole('searchbox', { name: 'Imię zwierzaka' });
  await search.fill(animal.imie);
  await search.press('Enter');
  await expect(appReady(page)).toHaveCount(0);

  await expect(appReady(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(search).toHaveValue(animal.imie);
  await expect(cardNames(page)).toHaveText([animal.imie]);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(animal.imie)}`));
});

test('typing before the app has taken over is kept in the field, with the focus, and nothing is sent', async ({ page }) => {
  await openBeforeTheApp(page, '/adoptuje');
  const search = page.getByRole('searchbox', { name: 'Imię zwierzaka' });
  await search.fill('Pes');
  await expect(appReady(page)).toHaveCount(0);

  await expect(appReady(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(search).toHaveValue('Pes');
  await expect(search).toBeFocused();
  await page.keyboard.type('tka');
  await expect(search).toHaveValue('Pestka');
  await expect(page).not.toHaveURL(/q=/);
});

test('the survey button pressed before the app has taken over opens the species picker once it has', async ({ page }) => {
  await openBeforeTheApp(page, '/adoptuje');
  await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
  await expect(appReady(page)).toHaveCount(0);

  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
});
