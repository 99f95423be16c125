// The plain Playwright test: its page.goto returns at the page's load, before the app has taken
// over (e2e/fixtures.ts would wait for that, which is what this spec must not do).
import { test, expect, type Page } from '@playwright/test';
import { availableAnimals, cardNames, MOBILE } from './public-helpers';

/**
 * A visitor can read and act on a server-rendered page before its scripts have run:
 * resources/public/app-loader.js fades in the sections in view, holds clicks on buttons and keeps
 * what was typed, and hands all that to the app once it has taken over. The app's scripts are
 * held back here, so everything below surely happens before that.
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

const opacity = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));

test('sections in view fade in before the app has taken over and stay shown when it has; the others wait for the scroll', async ({ page }) => {
  // The first step of the ABC is in view on a phone, the last one far below.
  await openBeforeTheApp(page, '/abc-adopcji');
  const first = page.locator('.reveal').first();
  const last = page.locator('.reveal').last();
  await expect.poll(() => opacity(first)).toBe(1);
  await expect(appReady(page)).toHaveCount(0);
  expect(await opacity(last)).toBe(0);

  await expect(appReady(page)).toHaveCount(1, { timeout: 10_000 });
  // Right after the take-over: the app's section is shown at once, not faded in a second time.
  expect(await opacity(first)).toBe(1);
  expect(await opacity(last)).toBe(0);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => opacity(last)).toBe(1);
});

test('without JavaScript every section of the server\'s page is shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  const page = await context.newPage();
  await page.goto('/abc-adopcji');
  const sections = page.locator('.reveal');
  expect(await sections.count()).toBeGreaterThan(6);
  expect(await sections.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))).toEqual(
    Array.from({ length: await sections.count() }, () => '1'),
  );
  await context.close();
});
