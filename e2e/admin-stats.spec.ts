import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import type { StatsResponse } from '@pets/shared';
import { DESKTOP, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The statistics screen of issue 20 against the real server and the demo data: the default range
 * in the fields, a chosen range kept in the address (reload, back), the figures the API gives,
 * the table alternative of each chart, a refused reversed range, a CSV download, axe.
 */

test.use({ viewport: DESKTOP });

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const yearsBack = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

test('shows the figures of a chosen range with table alternatives, keeps the range in the address and downloads a CSV', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Panel administratora' }).getByRole('link', { name: 'Statystyki' }).click();
  await expect(page).toHaveURL('/admin/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  await expect(page.getByLabel('Do dnia', { exact: true })).toHaveValue(today());
  await expect(page.getByLabel('Od dnia', { exact: true })).toHaveValue(/^\d{4}-\d{2}-01$/);
  await expect(page.getByText('Adopcje w okresie')).toBeVisible();

  // A wide range: every demo adoption and survey.
  const from = yearsBack(5);
  const to = today();
  await page.getByLabel('Od dnia', { exact: true }).fill(from);
  await page.getByLabel('Do dnia', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Pokaż statystyki' }).click();
  await expect(page).toHaveURL(`/admin/stats?from=${from}&to=${to}`);
  const stats = (await (await page.request.get(`/api/stats?from=${from}&to=${to}`)).json()) as StatsResponse;
  expect(stats.adoptions.total).toBeGreaterThan(0);
  const summary = page.locator('.stats-summary');
  await expect(summary.locator('.stats-summary__item').filter({ hasText: 'Adopcje w okresie' }).locator('.stats-summary__value')).toHaveText(String(stats.adoptions.total));
  await expect(summary.locator('.stats-summary__item').filter({ hasText: 'Ankiety w okresie' }).locator('.stats-summary__value')).toHaveText(String(stats.surveys.total));
  await expect(summary.locator('.stats-summary__item').filter({ hasText: 'Otwarte rezerwacje' }).locator('.stats-summary__value')).toHaveText(String(stats.openReservations.count));

  // The table alternative: in the accessibility tree all along, shown on demand.
  const adoptionsTable = page.getByRole('table', { name: 'Adopcje według miesiąca i gatunku' });
  await expect(adoptionsTable).toBeAttached();
  const adoptionsFigure = page.getByRole('region', { name: 'Adopcje w kolejnych miesiącach' });
  const showTable = adoptionsFigure.getByRole('button', { name: 'Pokaż tabelę' });
  await expect(showTable).toHaveAttribute('aria-expanded', 'false');
  await showTable.click();
  await expect(adoptionsFigure.getByRole('button', { name: 'Ukryj tabelę' })).toHaveAttribute('aria-expanded', 'true');
  await expect(adoptionsTable).toBeVisible();
  await expect(adoptionsTable.locator('tfoot td').last()).toHaveText(String(stats.adoptions.total));
  await expect(adoptionsTable.locator('tbody tr')).toHaveCount(stats.adoptions.byMonth.length);
  const surveysFigure = page.getByRole('region', { name: 'Ankiety według gatunku i wyniku' });
  await surveysFigure.getByRole('button', { name: 'Pokaż tabelę' }).click();
  const surveysTable = page.getByRole('table', { name: 'Ankiety według gatunku i wyniku' });
  await expect(surveysTable).toBeVisible();
  await expect(surveysTable.locator('tbody tr')).toHaveCount(stats.surveys.bySpecies.length);
  await expectNoAxeViolations(page, '/admin/stats');
  await screenshot(page, 'admin-stats-1280');

  // Reload keeps the range; a reversed one is refused in Polish and changes nothing.
  await page.reload();
  await expect(page.getByLabel('Od dnia', { exact: true })).toHaveValue(from);
  await page.getByLabel('Od dnia', { exact: true }).fill(to);
  await page.getByLabel('Do dnia', { exact: true }).fill(from);
  await page.getByRole('button', { name: 'Pokaż statystyki' }).click();
  await expect(page.getByRole('alert')).toHaveText('Data początkowa nie może być późniejsza niż data końcowa.');
  await expect(page).toHaveURL(`/admin/stats?from=${from}&to=${to}`);

  // A range typed into the address is checked too.
  await page.goto('/admin/stats?from=2000-01-01&to=2026-01-01');
  await expect(page.getByRole('alert')).toHaveText('Zakres dat może obejmować najwyżej 10 lat.');
  await page.goBack();
  await expect(page.getByLabel('Od dnia', { exact: true })).toHaveValue(from);

  // The surveys CSV: a BOM, Polish headers, one line per survey of the range.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ankiety (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`ankiety-${from}-${to}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF"Nr ankiety";"Data wysłania";"Gatunek";"Imię";"Nazwisko";')).toBe(true);
  const surveys = (await (await page.request.get(`/api/exports/surveys.json?from=${from}&to=${to}`)).json()) as unknown[];
  expect(surveys.length).toBe(stats.surveys.total);
  expect(text.match(/^"\d+";"\d{2}\.\d{2}\.\d{4}";/gm)?.length).toBe(stats.surveys.total);
});

test('says so when the range has no data', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/stats?from=2001-01-01&to=2001-12-31');
  await expect(page.getByText('Brak adopcji w wybranym okresie.')).toBeVisible();
  await expect(page.getByText('Brak ankiet w wybranym okresie.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adopcje (CSV)' })).toHaveAttribute('href', '/api/exports/adoptions.csv?from=2001-01-01&to=2001-12-31');
  await expectNoAxeViolations(page, '/admin/stats (empty)');
});
