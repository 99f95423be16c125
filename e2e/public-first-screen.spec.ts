import { test, expect, type Browser, type Page } from './fixtures';
import { availableAnimals, DESKTOP, MOBILE } from './public-helpers';

/**
 * The first screen of /, /adoptuje and /zwierzak/:id comes with the page (issue 3): the server
 * embeds the API data the first render needs, preloads the first photo and renders the markup, so
 * the page paints before any script runs. The client then renders the same page from the same data
 * without asking the API again, and nothing moves.
 */

/** API requests and console errors of a page (CSP violations are console errors). */
function watch(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/')) api.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { api, errors };
}

/** Boxes of the page's landmarks and first photo, to compare the server's page with the client's. */
async function layout(page: Page) {
  return page.evaluate(() => {
    // The first element on screen (swiper keeps hidden copies of slides in loop mode).
    const box = (selector: string) => {
      const rects = Array.from(document.querySelectorAll(selector), (element) => element.getBoundingClientRect());
      const shown = rects.find((rect) => rect.width > 0 && rect.height > 0 && rect.x >= 0 && rect.x < window.innerWidth);
      if (!shown) return null;
      return [selector, Math.round(shown.x), Math.round(shown.y), Math.round(shown.width), Math.round(shown.height)];
    };
    // The first screen only: blocks further down (the posts) load later on purpose.
    return ['.banner', 'main .animal-card img', 'main .animal-card__name', '.animal__name', '.adopt-filters'].map(box);
  });
}

async function serverRendered(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(path);
  const boxes = await layout(page);
  const html = await page.content();
  await context.close();
  return { boxes, html };
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`first screen at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home: the carousel comes rendered with the API data, the photo preloaded, and the app takes over in place', async ({ page, request, browser }) => {
      const animals = await availableAnimals(request);
      const first = animals[0]!;

      const raw = await (await request.get('/')).text();
      const embedded = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(raw)![1]!) as Record<string, unknown>;
      expect(embedded['/animals/available']).toEqual(animals);

      const server = await serverRendered(browser, '/', viewport);
      expect(server.html).toContain(`>${first.imie}</a>`);

      const { api, errors } = watch(page);
      await page.goto('/');
      const carousel = page.locator('section', { has: page.getByRole('heading', { name: 'Nasi podopieczni' }) });
      await expect(carousel.getByRole('link', { name: first.imie, exact: true }).first()).toHaveAttribute('href', `/zwierzak/${first.id_zwierzaka}`);
      // The static slides of the server's page, then swiper, show the first card in the same place.
      await expect(carousel.locator('.swiper-initialized')).toBeVisible();
      expect(await layout(page)).toEqual(server.boxes);

      // The preloaded photo is the one the first slide shows (same srcset and sizes: one download).
      const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').first();
      const image = carousel.locator('.animal-card img').first();
      await expect(image).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
      await expect(image).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes'))!);

      expect(api.filter((url) => url.startsWith('/api/animals/'))).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('adoption list: the filtered list of the address comes with the page; other filters are fetched', async ({ page, request, browser }) => {
      const rats = await availableAnimals(request, '?gatunek=Szczur');
      expect(rats.length).toBeGreaterThan(0);
      const server = await serverRendered(browser, '/adoptuje?gatunek=Szczur,Smok', viewport);

      const { api, errors } = watch(page);
      await page.goto('/adoptuje?gatunek=Szczur,Smok');
      const names = page.getByTestId('animal-grid').locator('.animal-card__name');
      await expect(names).toHaveText(rats.slice(0, 9).map((animal) => animal.imie));
      await expect(page.getByRole('status').filter({ hasText: 'Znaleziono' })).toBeVisible();
      expect(await layout(page)).toEqual(server.boxes);
      expect(api.filter((url) => url.startsWith('/api/animals/'))).toEqual([]);

      // Back to the full list: not what the page came with, so it is fetched.
      await page.getByRole('button', { name: 'Wyczyść', exact: true }).click();
      await expect.poll(() => api.filter((url) => url.startsWith('/api/animals/'))).toEqual(['/api/animals/available']);
      expect(errors).toEqual([]);
    });

    test('animal page: the animal and its photos come with the page', async ({ page, request, browser }) => {
      const animal = (await availableAnimals(request))[0]!;
      const server = await serverRendered(browser, `/zwierzak/${animal.id_zwierzaka}`, viewport);
      expect(server.html).toContain(`>${animal.imie}</h1>`);

      const { api, errors } = watch(page);
      await page.goto(`/zwierzak/${animal.id_zwierzaka}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.imie);
      await expect(page).toHaveTitle(new RegExp(animal.imie));
      expect(api.filter((url) => url.startsWith('/api/animals/'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
