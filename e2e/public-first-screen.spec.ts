import { test, expect, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import { signInByApi } from './admin-helpers';
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

/**
 * When the page's scripts were requested, its first paint and the paint of its main photo (the
 * img with elementtiming="main-photo", Element Timing: entries the loader itself observes), all
 * in ms since the navigation started.
 */
async function scriptStartAndPaints(page: Page) {
  return page.evaluate(async () => {
    const photoPaint = await new Promise<number | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const photo = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'main-photo');
        observer.disconnect();
        resolve(photo ? (photo as PerformanceEntry & { renderTime: number }).renderTime : null);
      });
      observer.observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(null), 500);
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {
      firstScript: Math.min(...scripts),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      photoPaint,
    };
  });
}

/**
 * The home carousel's first card is the newest listed animal; admin specs on this shared server
 * add animals without photos. Like staff would, give the newest one a photo, so the page has a
 * photo to preload (a first card without one rightly gets no preload).
 */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  try {
    const newest = (await availableAnimals(page.request))[0];
    // Without photos an animal's cover is the default picture, which is not preloaded.
    if (!newest || newest.cover?.startsWith('/api/images/')) return;
    await signInByApi(page);
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 150, b: 90 } } }).jpeg().toBuffer();
    const response = await page.request.post(`/api/animals/${newest.id_zwierzaka}/images`, {
      multipart: { images: { name: 'zdjecie.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await page.close();
  }
});

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

    test('the app\'s scripts are requested only once the first paint, and the main photo on screen, are painted', async ({ page, request }) => {
      const animal = (await availableAnimals(request))[0]!;
      // The home carousel's and the animal page's photo are on the first screen at every width.
      for (const path of ['/', `/zwierzak/${animal.id_zwierzaka}`]) {
        await page.goto(path);
        const { firstScript, firstPaint, photoPaint } = await scriptStartAndPaints(page);
        expect(photoPaint, path).not.toBeNull();
        expect(firstScript, path).toBeGreaterThanOrEqual(photoPaint!);
        expect(firstScript, path).toBeGreaterThanOrEqual(firstPaint!);
      }
      // The list's first photo is below the filters on a phone: the first paint is what counts there.
      await page.goto('/adoptuje');
      const list = await scriptStartAndPaints(page);
      expect(list.firstPaint).not.toBeNull();
      expect(list.firstScript).toBeGreaterThanOrEqual(list.firstPaint!);
      if (list.photoPaint !== null) expect(list.firstScript).toBeGreaterThanOrEqual(list.photoPaint);
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

    test('info pages and the contact form come rendered too, and the app takes over without a shift', async ({ page, browser }) => {
      const pages = [
        ['/wspieram', 'Wsparcie'],
        ['/abc-adopcji', 'ABC adopcji'],
        ['/baza-wiedzy', 'Baza wiedzy'],
        ['/o-nas', 'O nas'],
        ['/kontakt', 'Kontakt'],
      ] as const;
      for (const [path, title] of pages) {
        const server = await serverRendered(browser, path, viewport);
        expect(server.html, path).toContain(`>${title}</h1>`);
      }
      // The contact form (a lazy route of its own) is in the server's page, styled, where the app puts it.
      const formBox = (target: Page) => target.locator('form').first().boundingBox();
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const noScript = await context.newPage();
      await noScript.goto('/kontakt');
      await expect(noScript.getByLabel('Imię i nazwisko')).toBeVisible();
      const serverForm = await formBox(noScript);
      await context.close();

      const { errors } = watch(page);
      await page.goto('/kontakt');
      await expect(page.getByRole('button', { name: 'Wyślij wiadomość' })).toBeVisible();
      expect(await formBox(page)).toEqual(serverForm);
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
