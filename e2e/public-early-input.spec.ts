// The plain Playwright test: its page.goto returns at the page's load, before the app has hydrated
// (e2e/fixtures.ts would wait for that, which is what this spec must not do).
import { workerTest as test, expect, type Page } from './fixtures';
import { availableAnimals, cardNames, MOBILE } from './public-helpers';

/**
 * A visitor can read and type into a server-rendered page before its scripts have run: React
 * hydrates the markup in place (app/main.tsx), so what was typed stays in its field, becomes the
 * form's value and goes through the field's rules. The page runs on a CPU slowed down six times
 * (a low-end phone), and its scripts are held back for a while, so the typing surely spans the
 * time before the scripts, the hydration itself and the time after it.
 */
const SCRIPT_DELAY_MS = 4000;

async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
}

const hydrated = (page: Page) => page.locator('html[data-app="ready"]');

/** Types text key by key, with a pause between keys, so the typing lasts across the app's start. */
async function typeSlowly(page: Page, text: string, delay = 60) {
  await page.keyboard.type(text, { delay });
}

test.use({ viewport: MOBILE });
// A slowed-down CPU on a machine that runs the server too.
test.setTimeout(90_000);

test('the contact form keeps what was typed before, during and after hydration, and applies the phone rule', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openSlowly(page, '/kontakt');

  // Before the scripts: the server's form is on screen and takes the keys.
  const name = page.getByLabel(/Imię i nazwisko/);
  await name.click();
  await typeSlowly(page, 'Ala Nowak', 20);
  await expect(hydrated(page)).toHaveCount(0);

  // Across the hydration: the phone field, with letters and too many digits.
  await page.getByLabel(/Numer telefonu/).click();
  await typeSlowly(page, 'ab12-34 56789012', 150);
  await page.getByLabel(/E-mail/).click();
  await typeSlowly(page, 'ala.nowak@example.com');
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });

  // After it.
  await page.getByLabel(/Treść wiadomości/).click();
  await typeSlowly(page, 'Czy Pestka jest jeszcze dostępna?', 10);

  await expect(name).toHaveValue('Ala Nowak');
  await expect(page.getByLabel(/E-mail/)).toHaveValue('ala.nowak@example.com');
  // Digits only, at most nine: the rule applies to what was typed before the app, too.
  await expect(page.getByLabel(/Numer telefonu/)).toHaveValue('123456789');
  await expect(page.getByLabel(/Treść wiadomości/)).toHaveValue('Czy Pestka jest jeszcze dostępna?');

  // The form sends what is on screen.
  await page.getByLabel(/Akceptuję Politykę Prywatności/).check();
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByText('Wiadomość wysłana. Dziękujemy!')).toBeVisible({ timeout: 20_000 });
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
});

test('the survey keeps the contact details typed before and during hydration', async ({ page, request }) => {
  const animal = (await availableAnimals(request)).find((candidate) => candidate.status === 'Dostępny')!;
  await openSlowly(page, `/ankieta/${animal.id_zwierzaka}`);

  const firstName = page.locator('#ankieta-imie');
  await firstName.click();
  await typeSlowly(page, 'Marta', 20);
  await expect(hydrated(page)).toHaveCount(0);
  await page.locator('#ankieta-nazwisko').click();
  await typeSlowly(page, 'Kowalska-Nowak', 120);
  await page.locator('#ankieta-telefon').click();
  await typeSlowly(page, '+48 600-700-800', 120);
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  await page.locator('#ankieta-adres_miasto').click();
  await typeSlowly(page, 'Kraków');

  await expect(firstName).toHaveValue('Marta');
  await expect(page.locator('#ankieta-nazwisko')).toHaveValue('Kowalska-Nowak');
  await expect(page.locator('#ankieta-adres_miasto')).toHaveValue('Kraków');
  await expect(page.locator('#ankieta-telefon')).toHaveValue(/600\s?700\s?800/);
});

test('a name typed and sent with Enter before the scripts run is searched for (the search form works without them)', async ({ page, request }) => {
  const animal = (await availableAnimals(request))[4]!;
  await openSlowly(page, '/adoptuje');
  const search = page.getByRole('searchbox', { name: 'Imię zwierzaka' });
  await search.fill(animal.imie);
  await search.press('Enter');
  // The browser's own GET form sends it (a space may come as '+').
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(animal.imie);
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('searchbox', { name: 'Imię zwierzaka' })).toHaveValue(animal.imie);
  await expect(cardNames(page)).toHaveText([animal.imie]);
});

test('the menu tapped before the scripts run opens, and the app takes it over as its modal drawer', async ({ page }) => {
  await openSlowly(page, '/kontakt');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeHidden();

  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeVisible();
  // The drawer covers the header's button, so it has its own close button meanwhile.
  await menu.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeHidden();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(hydrated(page)).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeVisible();

  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(menu.getByRole('button', { name: 'Zamknij', exact: true })).toBeHidden();
  // Still open, now as the app's drawer: its button says so and the page behind is inert.
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Wspieram' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'false');

  // And it opens again the app's way, then leads to a page.
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await menu.getByRole('link', { name: 'Wspieram' }).click();
  await expect(page).toHaveURL(/\/wspieram$/);
  await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden();
});

test('"Wypełnij ankietę" tapped before the scripts run opens the species picker, which the app then fills in', async ({ page }) => {
  await openSlowly(page, '/adoptuje');
  await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
  await expect(hydrated(page)).toHaveCount(0);
  // The browser opens the picker's stand-in at once: its title and the loader.
  const picker = page.getByRole('dialog', { name: 'Wybierz gatunek' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('status')).toHaveText('Sprawdzamy dostępne ankiety…');

  // Once the app runs, the same dialog lists the species and leads to a survey.
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(picker).toHaveCount(1);
  await expect(picker.getByRole('button', { name: 'Chomik syryjski' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Wypełnij ankietę' })).toBeFocused();

  // Opened the app's way, it leads to the chosen species' survey.
  await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
  await picker.getByRole('button', { name: 'Chomik syryjski' }).click();
  await expect(page).toHaveURL(`/ankieta-gatunek/${encodeURIComponent('Chomik syryjski')}`, { timeout: 20_000 });
});

const opacity = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));

test('the server page shows its sections before the scripts; once hydrated, those below the fold wait for the scroll', async ({ page }) => {
  await openSlowly(page, '/abc-adopcji');
  const first = page.locator('.reveal').first();
  const last = page.locator('.reveal').last();
  await expect.poll(() => opacity(first)).toBe(1);
  await expect(hydrated(page)).toHaveCount(0);

  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
  // The section in view is not faded in a second time.
  expect(await opacity(first)).toBe(1);
  await expect.poll(() => opacity(last)).toBe(0);
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
