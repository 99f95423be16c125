import type { APIRequestContext, Page } from '@playwright/test';
import type { Animal, AnimalListItem } from '@pets/shared';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

export const NOT_FOUND_TEXT = 'Ups! 404 — Tu nawet mączniki nie zaglądają';

export async function availableAnimals(request: APIRequestContext, query = ''): Promise<AnimalListItem[]> {
  const response = await request.get(`/api/animals/available${query}`);
  if (!response.ok()) throw new Error(`GET /api/animals/available${query}: ${response.status()}`);
  return (await response.json()) as AnimalListItem[];
}

/** The first demo animal (by id) matching a condition; the demo seed has every status and TM animals. */
export async function findAnimal(request: APIRequestContext, match: (animal: Animal) => boolean): Promise<Animal> {
  for (let id = 1; id <= 80; id += 1) {
    const response = await request.get(`/api/animals/${id}`);
    if (!response.ok()) continue;
    const animal = (await response.json()) as Animal;
    if (match(animal)) return animal;
  }
  throw new Error('no demo animal matches');
}

export function adoptGrid(page: Page) {
  return page.getByTestId('animal-grid');
}

export function cardNames(page: Page) {
  return adoptGrid(page).locator('.animal-card__name');
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu główne' });
}

/**
 * Serves the site's pages without the first screen the server embeds (data and rendered markup),
 * as the client alone would render them: for tests of the client's own API loading and its errors.
 */
export async function withoutFirstScreen(page: Page) {
  await page.route(
    (url) => !/^\/(api|assets|static|docs)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script type="application\/json" id="app-state">.*?<\/script>/s, '')
        .replace(/<div id="root">.*<\/div>(\s*<noscript>)/s, '<div id="root"></div>$1');
      return route.fulfill({ response, body: html });
    },
  );
}
