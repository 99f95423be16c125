import { test as base } from '@playwright/test';
import { e2eServer } from './e2e-servers';

export * from '@playwright/test';

/** `test` bound to its worker's own server (e2e/e2e-servers.ts): `page`, `request` and relative URLs go there. */
export const workerTest = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
});

/**
 * `test` whose `page.goto` returns once the app has taken over the page. The public pages come
 * rendered by the server and paint before their scripts even start; a press on a button of that
 * markup is only carried out once the app has replaced it (RootLayout sets html[data-app="ready"];
 * e2e/public-early-input.spec.ts tests that), so tests start from the app's page.
 */
export const test = workerTest.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = (response?.headers()['content-type'] ?? '').includes('text/html');
      if (isPage && javaScriptEnabled !== false) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
