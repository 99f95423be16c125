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
