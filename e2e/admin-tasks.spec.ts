import { test, expect, type Page } from './fixtures';
import { ADMIN, DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * "Zadania" on the real server (issue 32): a task added for today shows in "Na dziś" (and in the
 * dashboard's count, which links here), is ticked done with the server's message, and then shows
 * in "Zrobione", the view kept in the address over a reload; axe at 1280 and 360 px, and nothing
 * wider than a phone's screen.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 90_000 });

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Zadania: a task for today → "Na dziś" → ticked done → "Zrobione"', async ({ page }) => {
  await signInByApi(page);
  const title = `Kupić siano dla królików ${Date.now().toString(36)}`;

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Panel administratora' }).getByRole('link', { name: 'Zadania', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/zadania$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zadania' })).toBeVisible();
  // Every tab of the navigation in sight, none scrolled out at the right edge.
  for (const link of await page.getByRole('navigation', { name: 'Panel administratora' }).getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);
  }
  await expect(page.getByRole('tab', { name: 'Na dziś' })).toHaveAttribute('aria-selected', 'true');

  // The title is required: the shared schema's message, before anything is sent.
  const form = page.getByRole('region', { name: 'Dodaj zadanie' });
  await form.getByRole('button', { name: 'Dodaj zadanie' }).click();
  await expect(form.getByText('Tytuł: napisz, co trzeba zrobić.')).toBeVisible();

  // Due today unless changed; given to oneself.
  await form.getByRole('textbox', { name: 'Co trzeba zrobić' }).fill(title);
  await form.getByRole('combobox', { name: 'Osoba' }).selectOption({ label: `Ja (${ADMIN.username})` });
  await form.getByRole('button', { name: 'Dodaj zadanie' }).click();
  await expect(page.getByText('Dodano zadanie.')).toBeVisible();

  const panel = page.getByRole('tabpanel', { name: 'Na dziś' });
  const box = panel.getByRole('checkbox', { name: `Zrobione: ${title}` });
  await expect(box).not.toBeChecked();
  const row = panel.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(/^termin: \d{2}\.\d{2}\.\d{4} \(dziś\)$/)).toBeVisible();
  await expect(row.getByText(`przypisane: ${ADMIN.username}`)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'W ciągu 7 dni' })).toBeVisible();

  await expectNoAxeViolations(page, '/admin/zadania at 1280 px');
  await screenshot(page, 'admin-tasks-1280');
  await page.setViewportSize(MOBILE);
  await expect(box).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, '/admin/zadania at 360 px');
  await screenshot(page, 'admin-tasks-360');
  await page.setViewportSize(DESKTOP);

  // The dashboard counts it and links here.
  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Na dziś' });
  const tasksLink = today.getByRole('link', { name: /^Zadania na dziś: [1-9]\d* – pokaż zadania$/ });
  await expect(tasksLink).toBeVisible();
  await tasksLink.click();
  await expect(page).toHaveURL(/\/admin\/zadania$/);

  // Ticked by keyboard: the server's message, the box stays where it was, ticked.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Zadanie oznaczone jako zrobione.')).toBeVisible();
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();

  await page.getByRole('tab', { name: 'Zrobione' }).click();
  await expect(page).toHaveURL(/\/admin\/zadania\?widok=zrobione$/);
  const done = page.getByRole('tabpanel', { name: 'Zrobione' });
  await expect(done.getByRole('checkbox', { name: `Zrobione: ${title}` })).toBeChecked();
  await expect(done.getByRole('listitem').filter({ hasText: title }).getByText(/^zrobione: /)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Zrobione' })).toHaveAttribute('aria-selected', 'true');
  await expect(done.getByRole('checkbox', { name: `Zrobione: ${title}` })).toBeChecked();
  await expectNoAxeViolations(page, '/admin/zadania?widok=zrobione at 1280 px');
  await page.setViewportSize(MOBILE);
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, '/admin/zadania?widok=zrobione at 360 px');

  // Back in "Na dziś" it is gone.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('tab', { name: 'Na dziś' }).click();
  await expect(page).toHaveURL(/\/admin\/zadania$/);
  await expect(page.getByRole('tabpanel', { name: 'Na dziś' }).getByText(title)).toHaveCount(0);
});
