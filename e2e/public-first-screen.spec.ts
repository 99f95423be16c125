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
      // The data cache the page was rendered from, which the browser hydrates from.
      const state = JSON.parse(/<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(raw)![1]!) as {
        queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      };
      expect(state.queries.queries.find((query) => query.queryKey[1] === '/animals/available')?.state.data).toEqual(animals);

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

    test('a photo is fetched first only where it shows on the first screen', async ({ browser, request }) => {
      const animal = (await availableAnimals(request))[0]!;
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      try {
        for (const path of ['/', '/adoptuje', `/zwierzak/${animal.id_zwierzaka}`]) {
          await page.goto(path);
          // A preload or a high fetch priority puts a photo ahead of the page's text and scripts:
          // worth it for the photo a visitor sees first, a loss for one further down.
          const firstPhotos = await page.evaluate(() => {
            // A photo is named by its srcset, or by its address when it has none (the default picture).
            const preloaded = new Set(
              Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'), (link) => link.getAttribute('imagesrcset') ?? link.href),
            );
            return Array.from(document.querySelectorAll<HTMLImageElement>('main img'))
              .filter((image) => image.fetchPriority === 'high' || preloaded.has(image.getAttribute('srcset') ?? image.src))
              .map((image) => ({ alt: image.alt, top: Math.round(image.getBoundingClientRect().top) }));
          });
          for (const photo of firstPhotos) expect(photo.top, `${path}: ${photo.alt}`).toBeLessThan(viewport.height);
        }
      } finally {
        await context.close();
      }
    });

    test('the app hydrates the server\'s markup in place: no node of the page is replaced, no hydration error', async ({ page, request }) => {
      test.setTimeout(120_000);
      const animal = (await availableAnimals(request))[0]!;
      // Records any element removed from the page before or while the app starts.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedNodes: string[] }).removedNodes = removed;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) if (node instanceof HTMLElement && record.target instanceof HTMLElement && record.target.closest('#root')) removed.push(node.tagName);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/', '/adoptuje', `/zwierzak/${animal.id_zwierzaka}`, '/wspieram', '/abc-adopcji', '/kontakt', '/baza-wiedzy', '/o-nas', `/ankieta/${animal.id_zwierzaka}`]) {
        const { errors } = watch(page);
        await page.goto(path);
        const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        // The very heading the server sent is still the one on screen.
        expect(await heading!.evaluate((element) => element.isConnected), path).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { removedNodes: string[] }).removedNodes.filter((tag) => tag === 'MAIN' || tag === 'H1')), path).toEqual([]);
        expect(errors, path).toEqual([]);
      }
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
