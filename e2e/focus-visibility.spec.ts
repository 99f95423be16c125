import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE, mainMenu } from './public-helpers';

/**
 * WCAG 2.2 2.4.11 Focus Not Obscured and the modal menu drawer: with the keyboard, every focused
 * control is on top (not under the sticky header or a floating widget), an invalid contact submit
 * shows its banner and the first wrong field clear of the header, and the open drawer at 360 px
 * keeps Tab inside it.
 */

interface FocusReport {
  name: string;
  covered: string | null;
}

/** The focused element and, when something else is at its centre, what covers it. */
function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : '';
    const name = (element.getAttribute('aria-label') ?? (label || element.textContent) ?? element.tagName).trim().slice(0, 50);
    const describe = (node: Element) => `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}`;
    return { name, covered: hit && (hit === element || element.contains(hit)) ? null : hit ? describe(hit) : 'nothing (off screen)' };
  });
}

/** Tabs from the top of the page to the chat bubble (the last control) and lists every covered focus. */
async function coveredFocusWhileTabbing(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    const report = await focusReport(page);
    if (!report) continue;
    if (report.covered) covered.push(`${report.name} under ${report.covered}`);
    if (report.name === 'Pomoc / Chat') return covered;
  }
  throw new Error('Tab never reached the chat bubble');
}

test.describe('at 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('tabbing through the contact form and the footer: no focused control is covered', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByLabel('Imię i nazwisko')).toBeVisible();
    expect(await coveredFocusWhileTabbing(page)).toEqual([]);
  });

  test('tabbing through the species survey of mice: no focused control is covered', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Mysz')}`);
    await expect(page.getByRole('heading', { name: 'Ankieta adopcyjna' })).toBeVisible();
    await expect(page.locator('[role="status"].loader')).toHaveCount(0);
    expect(await coveredFocusWhileTabbing(page)).toEqual([]);
  });

  test('an invalid contact submit shows the banner and focuses the first field clear of the header', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    const field = page.getByLabel('Imię i nazwisko');
    await expect(field).toBeFocused();
    const banner = page.getByRole('alert').filter({ hasText: 'Popraw zaznaczone pola' });
    await expect(banner).toBeInViewport({ ratio: 1 });
    const header = await page.getByRole('banner').boundingBox();
    const bannerBox = await banner.boundingBox();
    const fieldBox = await field.boundingBox();
    expect(bannerBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(fieldBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect((await focusReport(page))?.covered).toBeNull();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: MOBILE });

  test('the open menu keeps Tab inside the drawer and its toggle; Escape closes it and returns the focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Otwórz menu' });
    await toggle.click();
    const close = page.getByRole('button', { name: 'Zamknij menu' });
    await expect(mainMenu(page).getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    // Forwards: the links of the drawer, then back to the toggle; never the page behind.
    const seen: string[] = [];
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest('nav[aria-label="Menu główne"]') !== null || element?.classList.contains('menu-toggle') === true;
      });
      expect(inDrawer).toBe(true);
      seen.push((await focusReport(page))?.name ?? '');
    }
    expect(seen).toContain('Kontakt');
    expect(seen).toContain('Zamknij menu');
    // Backwards from the toggle: the last link.
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Kontakt' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });
});
