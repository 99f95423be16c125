import { test, expect, type APIRequestContext } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * Issue 19 items 7–8 on the real server: the dashboard's "Na dziś" shows a new survey and its
 * count links to the surveys list; the list's search lives in the URL (a reload keeps it, back
 * returns to the previous filter) and finds the name in any order; `?ankieta=` opens the survey's
 * modal and closing drops the parameter; axe on the dashboard. The survey chooses no animal and is
 * closed at the end, so the public pages' "newest available animal" is left alone.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 90_000 });

const SPECIES = 'Królik';

/** Sends a survey as a visitor would (required questions answered with their first option), with no animal chosen. */
async function sendSurvey(request: APIRequestContext, firstName: string, lastName: string, email: string): Promise<number> {
  return sendSurveyByApi(request, SPECIES, { imie: firstName, nazwisko: lastName, email });
}

test('Na dziś: a new survey → its list; the filter survives reload and back; ?ankieta= opens the survey', async ({ page }) => {
  await signInByApi(page);
  const stamp = Date.now().toString(36);
  const lastName = `Dziśniewska-Nowak${stamp}`;
  const id = await sendSurvey(page.request, 'Zofia', lastName, `zofia.${stamp}@example.org`);

  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Na dziś' });
  await expect(today.getByRole('link', { name: new RegExp(`#${id} Zofia ${lastName}`) })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard Na dziś');
  await screenshot(page, 'admin-today-1280');
  await page.setViewportSize(MOBILE);
  await expect(today.getByRole('link', { name: new RegExp(`#${id} Zofia ${lastName}`) })).toBeVisible();
  await screenshot(page, 'admin-today-360');
  await page.setViewportSize(DESKTOP);

  // The group's count opens the list it counts: the 'Nowe' tab.
  await today.getByRole('link', { name: /^Nowe ankiety: \d+/ }).click();
  await expect(page).toHaveURL(/\/admin\/surveys$/);
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: /^Nowe/ })).toHaveAttribute('aria-selected', 'true');

  // Surname first, lower case, without the Polish letter: still found.
  const query = `dzisniewska-nowak${stamp} zofia`;
  await panel.getByLabel('Szukaj').fill(query);
  await expect(page).toHaveURL(new RegExp(`nowe-szukaj=${encodeURIComponent(query).replace(/%20/g, '\\+')}`));
  const card = panel.locator(`.survey-card[data-survey-id="${id}"]`);
  await expect(card).toBeVisible();
  await expect(panel.locator('.survey-card')).toHaveCount(1);

  await page.reload();
  await expect(panel.getByLabel('Szukaj')).toHaveValue(query);
  await expect(card).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/surveys$/);
  await expect(panel.getByLabel('Szukaj')).toHaveValue('');

  await page.goto(`/admin/surveys?ankieta=${id}`);
  const dialog = page.getByRole('dialog', { name: `Ankieta #${id}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/surveys$/);

  // Nothing of this test stays in 'Nowe'.
  expect((await page.request.post(`/api/survey/${id}/close`, { data: { reason: 'wycofana' } })).status()).toBe(200);
});
