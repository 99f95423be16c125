import { test, expect, type Page } from './fixtures';
import { signIn } from './admin-helpers';

/**
 * The Content-Security-Policy the server sends is one the real pages satisfy: every public page
 * and every admin page loads without a CSP violation (no inline script, no foreign source...).
 */

const PUBLIC_PAGES = ['/', '/adoptuje', '/wspieram', '/abc-adopcji', '/baza-wiedzy', '/o-nas', '/kontakt', '/nie-ma-takiej-strony', '/admin/login'];
const ADMIN_PAGES = ['/admin', '/admin/animals', '/admin/animals/add', '/admin/animals/browse', '/admin/animals/archives', '/admin/adopters', '/admin/surveys', '/admin/mail'];

interface Violations {
  events: string[];
  console: string[];
}

/** Records `securitypolicyviolation` events of every document and CSP messages on the console. */
async function watchCsp(page: Page): Promise<Violations> {
  const violations: Violations = { events: [], console: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.console.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Loads a page the way a visitor would see all of it: waits for the app, scrolls to the end. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.locator('#root')).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  // Lazy chunks, images and widgets that start after the first paint.
  await page.waitForTimeout(700);
}

test('the CSP reports a violation when one happens (the watcher is not blind)', async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.events.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('every public page loads without a Content-Security-Policy violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  const animals = (await (await request.get('/api/animals/available')).json()) as { id_zwierzaka: number; gatunek: string }[];
  expect(animals.length).toBeGreaterThan(0);
  const animal = animals[0]!;
  const pages = [...PUBLIC_PAGES, `/zwierzak/${animal.id_zwierzaka}`, `/ankieta/${animal.id_zwierzaka}`, `/ankieta-gatunek/${encodeURIComponent(animal.gatunek)}`];
  for (const path of pages) await visit(page, path);
  // The chat assistant opens in a floating window on every public page.
  await page.goto('/');
  await page.locator('.chat__bubble').click();
  await expect(page.getByRole('dialog', { name: 'Pomoc / Chat' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(violations).toEqual({ events: [], console: [] });
});

test('every admin page loads without a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await signIn(page);
  for (const path of ADMIN_PAGES) await visit(page, path);
  expect(violations).toEqual({ events: [], console: [] });
});
