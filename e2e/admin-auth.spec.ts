import { test, expect } from './fixtures';
import { ADMIN, DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signIn } from './admin-helpers';

/**
 * Admin sign-in against the real server (issue 5): wrong then right password, the guard, the
 * session across a reload, the success toast once, sign-out, and axe on the sign-in page and
 * the dashboard.
 */

test.use({ viewport: DESKTOP });

test('signs in after a wrong password, keeps the session over a reload, signs out', async ({ page }) => {
  await page.goto('/admin/animals');
  await expect(page).toHaveURL('/admin/login');

  // Both fields are required; nothing is sent.
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Podaj nazwę użytkownika.')).toBeVisible();
  await expect(page.getByText('Podaj hasło.')).toBeVisible();

  await page.getByLabel('Nazwa użytkownika').fill(ADMIN.username);
  await page.getByLabel('Hasło').fill('zle-haslo-123');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Inputs are disabled while the request runs.
  await expect(page.getByLabel('Nazwa użytkownika')).toBeDisabled();
  await expect(page.getByLabel('Hasło')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Logowanie…' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowa nazwa użytkownika lub hasło.');
  await page.unroute('**/api/auth/login');

  await page.getByLabel('Hasło').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Back to the page the guard sent us from, with the success message once.
  await expect(page).toHaveURL('/admin/animals');
  await expect(page.getByRole('status').filter({ hasText: 'Zalogowano pomyślnie' })).toBeVisible();
  await expect(page.getByText(`Zalogowano jako ${ADMIN.username}`)).toBeVisible();
  // Shown for 2 s, then gone.
  await expect(page.getByText('Zalogowano pomyślnie')).toBeHidden({ timeout: 4000 });

  await page.reload();
  await expect(page).toHaveURL('/admin/animals');
  await expect(page.getByRole('heading', { name: 'Zwierzaki', level: 1 })).toBeVisible();
  await expect(page.getByText('Zalogowano pomyślnie')).toHaveCount(0);

  // Signed in: the sign-in page sends to the panel.
  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin');

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL('/admin/login');
  await page.goto('/admin/animals/browse');
  await expect(page).toHaveURL('/admin/login');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('opening the sign-in page asks for no session: no 401 and no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) statuses.push(response.status());
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(statuses).not.toContain(401);
  expect(errors).toEqual([]);
});

test('the layout: title, four tabs with aria-current, dashboard text, no public widgets', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL('/admin');
  const nav = page.getByRole('navigation', { name: 'Panel administratora' });
  for (const [label, path] of [
    ['Zwierzaki', '/admin/animals'],
    ['Adoptujący', '/admin/adopters'],
    ['Ankiety', '/admin/surveys'],
    ['Skrzynka', '/admin/mail'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', path);
  }
  const main = page.locator('#admin-main');
  await expect(main).toContainText('Dodawaj, edytuj i przeglądaj zwierzaki.');
  await expect(main).toContainText('Edytuj dane adoptujących, przeglądaj ich ankiety i zwierzaki, utwórz adopcję bez ankiety.');
  await expect(main).toContainText('Przeglądaj ankiety, odpowiadaj na nie, rezerwuj i adoptuj.');
  await expect(page.locator('.donation, .chat, .chat-widget')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Zwierzaki' }).click();
  await expect(nav.getByRole('link', { name: 'Zwierzaki' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Przeglądaj/ })).toHaveAttribute('href', '/admin/animals/browse');
  await expect(page.getByRole('link', { name: /Dodaj/ })).toHaveAttribute('href', '/admin/animals/add');
});

for (const [name, viewport] of [
  ['1280', DESKTOP],
  ['360', MOBILE],
] as const) {
  test(`sign-in page and dashboard have no axe violations at ${name} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Podaj hasło.')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/login with errors');
    await screenshot(page, `login-${name}`);
    await page.getByLabel('Nazwa użytkownika').fill(ADMIN.username);
    await page.getByLabel('Hasło').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('status').filter({ hasText: 'Zalogowano pomyślnie' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin');
    await screenshot(page, `dashboard-${name}`);
    await page.goto('/admin/animals');
    await expect(page.getByRole('heading', { name: 'Zwierzaki', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/animals');
  });
}
