import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * `test` whose `page.goto` returns once the app has taken over the page. `/`, `/adoptuje` and
 * `/zwierzak/:id` come rendered by the server and paint before their scripts even start; a click
 * on that markup does nothing until the app replaces it (RootLayout sets html[data-app="ready"]).
 */
export const test = base.extend({
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
