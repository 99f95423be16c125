import { test, expect } from './fixtures';
import { DESKTOP, MOBILE } from './public-helpers';

/** The donation bubble on public pages (SPEC sections 2, 5, 9) and its absence on admin routes. */

test.use({ viewport: DESKTOP });

test('donation bubble: tiles, default 50, digits only up to 6, at least 1, Przekaż to /wspieram', async ({ page }) => {
  await page.goto('/o-nas');
  const bubble = page.getByRole('button', { name: 'Prześlij darowiznę' });
  await expect(bubble).toBeVisible();
  await bubble.click();
  const popover = page.getByRole('dialog', { name: 'Wesprzyj nas darowizną' });
  await expect(popover).toBeVisible();
  const tiles = popover.locator('.donation__tile');
  await expect(tiles).toHaveText(['10 zł', '20 zł', '50 zł', '100 zł']);
  await expect(popover.getByRole('button', { name: '50 zł' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popover.getByRole('button', { name: '50 zł' })).toBeFocused();
  const amount = popover.getByLabel('Inna kwota');
  await expect(amount).toHaveValue('50');
  const submit = popover.getByRole('button', { name: 'Przekaż' });

  await popover.getByRole('button', { name: '20 zł' }).click();
  await expect(amount).toHaveValue('20');

  await amount.fill('');
  await expect(submit).toBeDisabled();
  await amount.pressSequentially('1a2b34-5678');
  await expect(amount).toHaveValue('123456');
  await amount.fill('0');
  await expect(submit).toBeDisabled();
  await amount.fill('75 zł');
  await expect(amount).toHaveValue('75');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL('/wspieram?kwota=75#przelew');
  await expect(popover).toHaveCount(0);
  await expect(page.getByTestId('suggested-amount')).toHaveText('Sugerowana kwota: 75 zł');
  await expect(page.locator('#przelew')).toBeInViewport();
});

test('the donation popover closes with Escape (focus back on the bubble) and with a click outside', async ({ page }) => {
  await page.goto('/');
  const bubble = page.getByRole('button', { name: 'Prześlij darowiznę' });
  await bubble.click();
  const popover = page.getByRole('dialog', { name: 'Wesprzyj nas darowizną' });
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(bubble).toBeFocused();
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await page.mouse.click(640, 200);
  await expect(popover).toHaveCount(0);
});

test('the bubble is a round button at 360 px and the popover fits the screen', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/kontakt');
  const bubble = page.getByRole('button', { name: 'Prześlij darowiznę' });
  const box = await bubble.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(60);
  await bubble.click();
  const popover = await page.getByRole('dialog', { name: 'Wesprzyj nas darowizną' }).boundingBox();
  expect(popover!.x).toBeGreaterThanOrEqual(0);
  expect(popover!.x + popover!.width).toBeLessThanOrEqual(360);
  expect(popover!.y).toBeGreaterThanOrEqual(0);
});

test('no public widgets on /admin/login', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prześlij darowiznę' })).toHaveCount(0);
  await expect(page.locator('.donation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /chat|Pomoc/i })).toHaveCount(0);
});
