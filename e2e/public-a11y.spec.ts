import { test, expect } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { availableAnimals, DESKTOP, MOBILE } from './public-helpers';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every public page, at 360 and 1280 px. Reduced motion keeps
 * the pages still (no half-faded text during the check); the fades themselves are tested elsewhere.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const viewport of [MOBILE, DESKTOP]) {
  test(`no axe violations on the public pages at ${viewport.width} px`, async ({ browser, request }) => {
    const animal = (await availableAnimals(request))[0]!;
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const paths = ['/', '/adoptuje', `/zwierzak/${animal.id_zwierzaka}`, '/wspieram', '/abc-adopcji', '/baza-wiedzy', '/o-nas', '/kontakt', '/404'];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The banner text has appeared (it fades in after 100 ms on the home page).
      const bannerTextShown = () =>
        page.evaluate(() => Array.from(document.querySelectorAll('.banner__inner')).every((inner) => inner.getAnimations().every((fade) => fade.playState === 'finished')));
      await expect.poll(bannerTextShown).toBe(true);
      await expect(page.locator('[role="status"].loader')).toHaveCount(0);
      if (path === '/') await expect(page.locator('.swiper-initialized')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of results.violations) {
        found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
      }
    }
    // The open donation popover and the species modal as well.
    await page.goto('/adoptuje');
    await page.getByRole('button', { name: 'Prześlij darowiznę' }).click();
    for (const violation of (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations) found.push(`donation: ${violation.id}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
    await expect(page.getByRole('dialog', { name: 'Wybierz gatunek' }).locator('.loader')).toHaveCount(0);
    for (const violation of (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations) found.push(`modal: ${violation.id}`);
    expect(found).toEqual([]);
    await context.close();
  });
}
