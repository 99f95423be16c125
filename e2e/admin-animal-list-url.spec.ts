import { test, expect, type Page } from './fixtures';
import type { AnimalListItem } from '@pets/shared';
import { DESKTOP, signInByApi } from './admin-helpers';

/**
 * The animal lists keep their filters in the URL (issue 19, item 7): a species and a sort chosen
 * in browse survive a reload, back returns to the previous filter, a typed search and a page are
 * in the address too, and a hand-edited address with values the list cannot read shows the
 * defaults. Reads the animals the server has at the time (other specs add theirs); adds none.
 */

test.use({ viewport: DESKTOP });

const PAGE_SIZE = 11;

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.animal-card .animal-card__open').evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? ''));
}

async function chosenIn(page: Page, label: string): Promise<string[]> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const chosen = await page.getByRole('listbox', { name: label }).locator('[role="option"][aria-selected="true"]').allTextContents();
  await page.keyboard.press('Escape');
  return chosen;
}

test('browse: filter and sort, reload keeps them, back restores the previous; search and page in the address', async ({ page }) => {
  await signInByApi(page);
  const all = (await (await page.request.get('/api/animals/all')).json()) as AnimalListItem[];
  // The species with the most animals, so the filter shows more than one card.
  const counts = new Map<string, number>();
  for (const animal of all) counts.set(animal.gatunek, (counts.get(animal.gatunek) ?? 0) + 1);
  const [species, speciesCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const ofSpecies = all.filter((animal) => animal.gatunek === species);
  const byName = [...ofSpecies].sort((a, b) => a.imie.localeCompare(b.imie, 'pl') || b.id_zwierzaka - a.id_zwierzaka);

  await page.goto('/admin/animals/browse');
  await expect(page.getByRole('heading', { name: 'Zwierzaki', level: 1 })).toBeVisible();
  await expect(page.getByText(`Znaleziono: ${all.length}`)).toBeVisible();

  await page.getByRole('button', { name: /^Gatunek/ }).click();
  await page.getByRole('listbox', { name: 'Gatunek' }).getByRole('option', { name: species, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => new URL(page.url()).search).toBe(`?${new URLSearchParams({ gatunek: species })}`);
  await expect(page.getByText(`Znaleziono: ${speciesCount}`)).toBeVisible();

  await page.getByLabel('Sortuj').selectOption({ label: 'Imię A-Z' });
  await expect(page).toHaveURL(/[?&]sort=name_az(&|$)/);
  await expect.poll(() => cardNames(page)).toEqual(byName.slice(0, PAGE_SIZE).map((animal) => animal.imie));

  await page.reload();
  await expect(page.getByText(`Znaleziono: ${speciesCount}`)).toBeVisible();
  await expect(page.getByLabel('Sortuj')).toHaveValue('name_az');
  expect(await chosenIn(page, 'Gatunek')).toEqual([species]);
  await expect.poll(() => cardNames(page)).toEqual(byName.slice(0, PAGE_SIZE).map((animal) => animal.imie));

  await page.goBack();
  await expect(page.getByLabel('Sortuj')).toHaveValue('newest');
  await expect(page.getByText(`Znaleziono: ${speciesCount}`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/animals\/browse$/);
  await expect(page.getByText(`Znaleziono: ${all.length}`)).toBeVisible();
  expect(await chosenIn(page, 'Gatunek')).toEqual([]);

  // A typed search reaches the address once typing settles, and a reload keeps it.
  const target = byName[0]!;
  await page.getByLabel('Szukaj po imieniu').fill(target.imie);
  await expect(page).toHaveURL(/[?&]szukaj=/);
  await page.reload();
  await expect(page.getByLabel('Szukaj po imieniu')).toHaveValue(target.imie);
  await expect(page.getByRole('button', { name: `${target.imie} – edytuj`, exact: true })).toBeVisible();

  // The page too, when there is more than one.
  if (all.length > PAGE_SIZE) {
    await page.goto('/admin/animals/browse');
    await page.getByRole('navigation', { name: 'Strony listy zwierząt' }).getByRole('button', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL(/[?&]strona=2(&|$)/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  }
});

test('browse: what the address cannot say falls back to the defaults', async ({ page }) => {
  await signInByApi(page);
  const all = (await (await page.request.get('/api/animals/all')).json()) as AnimalListItem[];
  await page.goto('/admin/animals/browse?gatunek=Smok&status=Adoptowany&plec=Nikt&sort=najlepsze&strona=abc');
  await expect(page.getByText(`Znaleziono: ${all.length}`)).toBeVisible();
  await expect(page.getByLabel('Sortuj')).toHaveValue('newest');
  expect(await chosenIn(page, 'Status')).toEqual([]);
});

test('archive: the TM filter lives in the address too', async ({ page }) => {
  await signInByApi(page);
  const archive = (await (await page.request.get('/api/animals/archive')).json()) as AnimalListItem[];
  const tm = archive.filter((animal) => animal.TM === 'Tak').length;
  await page.goto('/admin/animals/archives');
  await expect(page.getByRole('heading', { name: 'Archiwum zwierząt', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^TM/ }).click();
  await page.getByRole('listbox', { name: 'TM' }).getByRole('option', { name: 'Tak', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/animals\/archives\?tm=Tak$/);
  await page.reload();
  await expect(page.getByText(tm === 0 ? 'Brak zwierząt spełniających kryteria.' : `Znaleziono: ${tm}`)).toBeVisible();
  expect(await chosenIn(page, 'TM')).toEqual(['Tak']);
});
