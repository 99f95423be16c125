import { test, expect, type Page } from './fixtures';
import { signInByApi } from './admin-helpers';
import { availableAnimals, mainMenu, NOT_FOUND_TEXT } from './public-helpers';

/**
 * Every public page is complete in the HTML the server sends (issue 18, item 7): its own title
 * and description before any script runs, the not-found page rendered with HTTP 404, and a page
 * whose code no longer loads (an old tab after a deploy) asks in Polish for a reload instead of
 * showing React Router's developer page.
 */

const FOUNDATION = 'Fundacja Małe Łapki';

/** The <title> and meta description of a page's raw HTML, as a crawler or a link preview reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(head)?.[1],
  };
}

test('each public page has its own title and description in the HTML the server sends', async ({ request }) => {
  const pages: [path: string, title: string, description: RegExp][] = [
    ['/', `Strona główna | ${FOUNDATION}`, /^Fundacja adopcyjna małych zwierząt/],
    ['/adoptuje', `Adoptuję | ${FOUNDATION}`, /^Zwierzaki, które czekają na nowy dom/],
    ['/wspieram', `Wspieram | ${FOUNDATION}`, /^Jak możesz pomóc małym zwierzakom: darowizna, 1,5% podatku/],
    ['/abc-adopcji', `ABC adopcji | ${FOUNDATION}`, /^Adopcja krok po kroku/],
    ['/kontakt', `Kontakt | ${FOUNDATION}`, /^Napisz do fundacji przez formularz kontaktowy/],
    ['/dom-tymczasowy', `Zostań domem tymczasowym | ${FOUNDATION}`, /^Zostań domem tymczasowym dla chomika/],
  ];
  for (const [path, title, description] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const head = headOf(await response.text());
    expect(head.title, path).toBe(title);
    expect(head.description, path).toMatch(description);
  }

  // An animal's page is named after the animal, as the app names it once running.
  const animal = (await availableAnimals(request))[0]!;
  const animalHead = headOf(await (await request.get(`/zwierzak/${animal.id_zwierzaka}`)).text());
  expect(animalHead.title).toBe(`${animal.imie} – ${animal.gatunek} | ${FOUNDATION}`);
});

test('the app keeps the same titles as the visitor moves between pages', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Strona główna | ${FOUNDATION}`);
  await mainMenu(page).getByRole('link', { name: 'Adoptuję' }).click();
  await expect(page).toHaveTitle(`Adoptuję | ${FOUNDATION}`);
  await mainMenu(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveTitle(`Kontakt | ${FOUNDATION}`);
});

test.describe('the not-found page', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/404', '/nie-ma-takiej-strony']) {
    test(`${path} comes rendered from the server with HTTP 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`Nie znaleziono strony | ${FOUNDATION}`);
      // Without any script: the server's markup alone.
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Adoptuj zwierzaka' })).toHaveAttribute('href', '/adoptuje');
    });
  }
});

/** Makes the browser fail to load the chunks whose file name starts with `name`, as after a deploy. */
async function chunkGone(page: Page, name: string) {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(pattern, (route) => route.abort());
  return () => page.unroute(pattern);
}

test('a public page whose chunk fails to load asks for a reload, and the reload brings the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const restore = await chunkGone(page, 'ContactPage');
  await page.goto('/');
  await mainMenu(page).getByRole('link', { name: 'Kontakt' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Strona została zaktualizowana');
  await expect(alert).toContainText('Odśwież stronę, aby kontynuować.');
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // The header stays usable around the error.
  await expect(mainMenu(page)).toBeVisible();

  // The new build is there now: the reload shows the page.
  await restore();
  await page.getByRole('button', { name: 'Odśwież stronę' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an admin page whose chunk fails to load shows the Polish error inside the panel, with a working reload', async ({ page }) => {
  await signInByApi(page);
  const restore = await chunkGone(page, 'DashboardPage');
  await page.goto('/admin');

  await expect(page.getByRole('alert')).toContainText('Strona została zaktualizowana');
  await expect(page.getByRole('navigation', { name: 'Panel administratora' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);

  await restore();
  await page.getByRole('button', { name: 'Odśwież stronę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Witaj/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
