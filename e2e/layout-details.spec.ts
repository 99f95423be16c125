import { test, expect, type Locator } from './fixtures';
import { DESKTOP, MOBILE, signIn } from './admin-helpers';

/** Layout details found in the Polish and WCAG review (issue 22), measured in the browser. */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not rendered');
  return found;
}

test.describe('public pages', () => {
  test("the survey's E-mail field is as tall as the Telefon field beside it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/ankieta-gatunek/Kr%C3%B3lik');
    const phone = await box(page.getByLabel('Telefon'));
    const email = await box(page.getByLabel('E-mail'));
    expect(Math.abs(email.y - phone.y)).toBeLessThanOrEqual(1);
    expect(email.height).toBeCloseTo(phone.height, 0);
  });

  test('at 360 px a filter with a count keeps its chevron whole inside the button', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/adoptuje?gatunek=Kr%C3%B3lik&kastracja=Tak');
    const filters = page.getByRole('search', { name: 'Filtry zwierzaków' });
    for (const name of [/Gatunek/, /Kastracja/]) {
      const button = filters.getByRole('button', { name });
      await expect(button).toContainText('1');
      const outer = await box(button);
      const chevron = await box(button.locator('.multi-select__chevron'));
      expect(chevron.width).toBeGreaterThanOrEqual(8);
      expect(chevron.x + chevron.width).toBeLessThanOrEqual(outer.x + outer.width);
      // The label is not cut either.
      expect(await button.locator('.multi-select__label').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });
});

test.describe('admin panel', () => {
  test.use({ viewport: DESKTOP });

  test('the not-found page is centred in the panel', async ({ page }) => {
    await signIn(page, '/admin/nie-ma-takiej-strony');
    const heading = await box(page.getByRole('heading', { level: 1 }));
    const main = await box(page.locator('#admin-main'));
    expect(Math.abs(heading.x + heading.width / 2 - (main.x + main.width / 2))).toBeLessThanOrEqual(4);
  });

  test("the surveys' search box lines up with the filters beside it", async ({ page }) => {
    await signIn(page, '/admin/surveys');
    const filters = page.getByRole('search').first();
    const search = await box(filters.getByRole('searchbox'));
    const species = await box(filters.getByRole('button', { name: /Gatunek/ }));
    expect(Math.abs(search.y - species.y)).toBeLessThanOrEqual(2);
  });

  test('the TM ribbon sits under the photo, not over it, and health words stay whole', async ({ page }) => {
    await signIn(page, '/admin/animals/archives');
    const card = page.locator('.animal-card--tm').first();
    const photo = await box(card.locator('img').first());
    const ribbon = await box(card.getByText('Za Tęczowym Mostem'));
    expect(ribbon.y).toBeGreaterThanOrEqual(photo.y + photo.height - 1);
    await expect(page.locator('.animal-card__facts dd').first()).toHaveCSS('overflow-wrap', 'break-word');
  });

  test('an e-mail address in the adopters table stays on one line', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page, '/admin/adopters');
    const address = page.locator('.adopters-email').first();
    await expect(address).toBeVisible();
    const lineHeight = await address.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
    expect((await box(address)).height).toBeLessThan(lineHeight * 1.5);
  });
});
