import { test, expect, type Page } from './fixtures';
import { availableAnimals, DESKTOP, MOBILE } from './public-helpers';
import { axeViolations } from './axe';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, target size included) on every public page and on the open
 * states of its widgets (menu, chat, donation, species modal), at 360 and 1280 px. Reduced motion
 * keeps the pages still (no half-faded text during the check); the fades themselves are tested
 * elsewhere.
 */

async function pageSettled(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The banner text has appeared (it fades in after 100 ms on the home page).
  const bannerTextShown = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('.banner__inner')).every((inner) => inner.getAnimations().every((fade) => fade.playState === 'finished')));
  await expect.poll(bannerTextShown).toBe(true);
  await expect(page.locator('[role="status"].loader:visible')).toHaveCount(0);
  if (path === '/') await expect(page.locator('.swiper-initialized')).toBeVisible();
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`no axe violations on the public pages and their open widgets at ${viewport.width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const animal = (await availableAnimals(request))[0]!;
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const paths = [
      '/',
      '/adoptuje',
      `/zwierzak/${animal.id_zwierzaka}`,
      '/wspieram',
      '/abc-adopcji',
      '/baza-wiedzy',
      '/o-nas',
      '/kontakt',
      '/dom-tymczasowy',
      `/ankieta-gatunek/${encodeURIComponent('Mysz')}`,
      `/ankieta/${animal.id_zwierzaka}`,
      '/404',
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await pageSettled(page, path);
      found.push(...(await axeViolations(page, path)));
    }

    // The menu with its species submenu open (in the drawer on a phone).
    await page.goto('/');
    await pageSettled(page, '/');
    const drawer = viewport.width < 1080;
    if (drawer) {
      await page.getByRole('button', { name: 'Otwórz menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakt' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Gatunki do adopcji' }).click();
    await expect(page.getByRole('link', { name: 'Mysz', exact: true })).toBeVisible();
    found.push(...(await axeViolations(page, 'open menu')));
    await page.keyboard.press('Escape'); // the submenu
    if (drawer) await page.keyboard.press('Escape'); // the drawer

    // The chat panel.
    await page.getByRole('button', { name: 'Pomoc / Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Pomoc / Chat' })).toBeVisible();
    found.push(...(await axeViolations(page, 'open chat')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Pomoc / Chat' })).toBeHidden();

    // The donation popover and the species modal of /adoptuje.
    await page.goto('/adoptuje');
    await pageSettled(page, '/adoptuje');
    await page.getByRole('button', { name: 'Prześlij darowiznę' }).click();
    await expect(page.getByRole('dialog', { name: 'Wesprzyj nas darowizną' })).toBeVisible();
    found.push(...(await axeViolations(page, 'open donation')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
    await expect(page.getByRole('dialog', { name: 'Wybierz gatunek' }).locator('.loader')).toHaveCount(0);
    found.push(...(await axeViolations(page, 'species modal')));
    expect(found).toEqual([]);
    await context.close();
  });
}
