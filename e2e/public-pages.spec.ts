import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE } from './public-helpers';

/** Support, Adoption ABC and Contact against the real server. */

test.use({ viewport: DESKTOP });

const SUPPORT_SECTIONS = [
  'Darowizna na konto',
  '1,5% podatku',
  'Podaruj akcesoria',
  'Siano i karma',
  'Licytacje charytatywne',
  'Pomoc w transporcie',
  'Udostępniaj nasze posty',
  'Wolontariat i dom tymczasowy',
  'Zakupy z cashbackiem',
  'Adoptuj',
];

function siteConfig(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as Record<string, string>);
}

test('support: ten sections in order with the foundation data and links; sections fade in when half visible', async ({ page }) => {
  await page.goto('/wspieram');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wsparcie');
  await expect(page.getByRole('main').getByText('Jak możesz pomóc?', { exact: true })).toBeVisible();
  const config = await siteConfig(page);
  await expect(page.locator('main h2')).toHaveText(SUPPORT_SECTIONS);

  const transfer = page.locator('#przelew');
  await expect(transfer).toContainText(config.bankAccount!);
  await expect(transfer.getByRole('button', { name: 'Kopiuj numer konta' })).toBeVisible();
  const tax = page.locator('#podatek');
  await expect(tax).toContainText(config.krs!);
  await expect(tax).toContainText('pomoc małym zwierzętom');

  const section = (id: string) => page.locator(`#${id}`);
  await expect(section('siano').getByRole('link')).toHaveAttribute('href', '/kontakt');
  await expect(section('licytacje').getByRole('link')).toHaveAttribute('href', config.auctionGroupUrl!);
  await expect(section('licytacje').getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(section('transport').getByRole('link')).toHaveAttribute('href', '/kontakt');
  await expect(section('udostepnianie').getByRole('link')).toHaveAttribute('href', config.facebookUrl!);
  await expect(section('wolontariat').getByRole('link', { name: 'Dołącz do nas' })).toHaveAttribute('href', '/kontakt');
  await expect(section('wolontariat').getByRole('link', { name: 'Zostań domem tymczasowym' })).toHaveAttribute('href', '/dom-tymczasowy');
  await expect(section('zakupy').getByRole('link')).toHaveAttribute('href', config.cashbackUrl!);
  await expect(section('adoptuj').getByRole('link', { name: 'Adoptuj' })).toHaveAttribute('href', '/adoptuje');

  // Below the fold a section waits; scrolled into view it fades in.
  const last = section('adoptuj');
  await expect(last).not.toHaveClass(/reveal--shown/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/reveal--shown/);
  await expect(last).toHaveCSS('opacity', '1');
});

test('support with reduced motion shows every section at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/wspieram');
  await expect(page.locator('.reveal')).toHaveCount(10);
  for (const opacity of await page.locator('.reveal').evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity))) {
    expect(opacity).toBe('1');
  }
  await context.close();
});

test('the copy button copies the account number', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/wspieram');
  const config = await siteConfig(page);
  await page.getByRole('button', { name: 'Kopiuj numer konta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Skopiowano numer konta.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.bankAccount!.replace(/\s+/g, ''));
});

test('adoption ABC: six steps, the contract mandatory, four transport options, fading in on scroll', async ({ page }) => {
  await page.goto('/abc-adopcji');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ABC adopcji');
  const steps = page.locator('.abc-step');
  await expect(steps).toHaveCount(6);
  await expect(steps.locator('h2')).toHaveText([
    /Przeczytaj poradnik/,
    /Wypełnij ankietę adopcyjną/,
    /Przygotuj wyprawkę/,
    /Podpisz umowę adopcyjną.*obowiązkowo/,
    /Ustal transport/,
    /Odbierz zwierzaka/,
  ]);
  await expect(page.locator('.abc-transport__title')).toHaveText([
    'Bezpłatny transport grzecznościowy',
    'Wspólny przejazd',
    'Odbiór osobisty',
    'Wizyta przedadopcyjna z dowozem',
  ]);
  const last = steps.last();
  await expect(last).not.toHaveClass(/reveal--shown/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/reveal--shown/);
});

test('contact: the form panel and the foundation data (KRS, NIP, REGON, e-mail, social links)', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(page.getByRole('main').getByText('Jak możemy pomóc?', { exact: true })).toBeVisible();
  const config = await siteConfig(page);
  // The left panel holds the contact form (its behaviour is tested with the mail issue).
  await expect(page.getByRole('region', { name: 'Skontaktuj się' }).locator('form')).toBeVisible();
  const data = page.getByRole('region', { name: 'Dane fundacji' });
  for (const value of [config.krs!, config.nip!, config.regon!, config.email!]) await expect(data).toContainText(value);
  await expect(data.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', config.facebookUrl!);
  await expect(data.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', config.instagramUrl!);
});

test('support, ABC and contact have no sideways overflow at 360 px', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  for (const path of ['/wspieram', '/abc-adopcji', '/kontakt']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
