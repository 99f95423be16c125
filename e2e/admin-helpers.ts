import { expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { axeViolations } from './axe';

/** Credentials of scripts/e2e-server.sh. */
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-haslo-testowe-123',
};

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

export const SCREENSHOT_DIR = '.data-test/screenshots';

/** Signs in through the form (and waits for the panel). */
export async function signIn(page: Page, target = '/admin'): Promise<void> {
  await page.goto(target);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Nazwa użytkownika').fill(ADMIN.username);
  await page.getByLabel('Hasło').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Panel administratora').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

/** Signs in with a direct call (the browser context keeps the cookie): faster for the animal tests. */
export async function signInByApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
}

/**
 * Puts a spec's own animals that ended up available (a reservation released, a survey closed)
 * on hold: every spec shares one server, and the public home and chat specs read the newest
 * available animal, which must stay a demo animal with photos.
 */
export async function holdAvailableAnimals(browser: Browser, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const page = await browser.newPage();
  try {
    await signInByApi(page);
    for (const id of ids) {
      const animal = (await (await page.request.get(`/api/animals/${id}`)).json()) as { status?: string };
      if (animal.status !== 'Dostępny') continue;
      const response = await page.request.put(`/api/animals/${id}`, { data: { status: 'Wstrzymany' } });
      expect(response.status(), await response.text()).toBe(200);
    }
  } finally {
    await page.close();
  }
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A toast in its fade-out animation is half transparent: let toasts finish first.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6000 });
  expect(await axeViolations(page, label), `axe on ${label}`).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** Records sessionStorage writes (a screen may consume and remove the keys it reads). */
export async function recordSessionWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: [string, string][] = [];
    (window as unknown as { __sessionWrites: [string, string][] }).__sessionWrites = writes;
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) writes.push([key, value]);
      return original.call(this, key, value);
    };
  });
}

export function sessionWrites(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => (window as unknown as { __sessionWrites: [string, string][] }).__sessionWrites ?? []);
}
