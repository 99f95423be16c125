import { test, expect, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import {
  DESKTOP,
  MOBILE,
  expectNoAxeViolations,
  recordSessionWrites,
  screenshot,
  sessionWrites,
  signInByApi,
} from './admin-helpers';

/**
 * Admin animal management against the real server and the demo data (issue 5): add with three
 * images and a chosen thumbnail, find it in browse with every filter and sort, edit it, hold and
 * release it, mark an image for deletion and undo, delete one, the archive with its TM filter,
 * 'Pokaż ankiety' and 'Pokaż ankietę'; axe on each screen; screenshots at 360 and 1280 px.
 *
 * The tests share the animal they add, so they run in order.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: DESKTOP });

const NAME = 'Żelka E2E';
const HEALTH = 'Zdrowa, po odrobaczeniu';

async function image(width: number, height: number, color: { r: number; g: number; b: number }, format: 'png' | 'jpeg' | 'webp') {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  return format === 'png' ? base.png().toBuffer() : format === 'jpeg' ? base.jpeg().toBuffer() : base.webp().toBuffer();
}

async function gotoBrowse(page: Page) {
  await page.goto('/admin/animals/browse');
  await expect(page.getByRole('heading', { name: 'Zwierzaki', level: 1 })).toBeVisible();
  await expect(page.locator('.animal-card').first()).toBeVisible();
}

function card(page: Page, name: string): Locator {
  return page.locator('.animal-card').filter({ has: page.getByRole('button', { name: `${name} – edytuj`, exact: true }) });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Szukaj po imieniu').fill(text);
}

async function chooseInMultiSelect(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function clearMultiSelect(page: Page, label: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('button', { name: 'Wyczyść' }).click();
  await page.keyboard.press('Escape');
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.animal-card .animal-card__open').evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? ''));
}

async function openEditor(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  await card(page, name).getByRole('button', { name: `${name} – edytuj` }).click();
  const dialog = page.getByRole('dialog', { name: `Edytuj: ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Imię')).toHaveValue(name);
  return dialog;
}

async function existingImages(dialog: Locator): Promise<Locator> {
  const list = dialog.getByRole('list', { name: 'Obecne zdjęcia' });
  await expect(list).toBeVisible();
  return list.getByRole('listitem');
}

test('adds an animal with three images, choosing the thumbnail', async ({ page }) => {
  await signInByApi(page);
  // A retry runs this serial group again from here: an animal the failed attempt added is renamed,
  // so the one added now is the only one with this name.
  const existing = (await (await page.request.get('/api/animals/all')).json()) as { id_zwierzaka: number; imie: string }[];
  for (const leftover of existing.filter((animal) => animal.imie === NAME)) {
    expect((await page.request.put(`/api/animals/${leftover.id_zwierzaka}`, { data: { imie: 'Poprzednia próba' } })).ok()).toBe(true);
  }
  await page.goto('/admin/animals/add');
  await expect(page.getByRole('heading', { name: 'Dodaj nowego zwierzaka', level: 1 })).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
  await expect(page.locator('#add-imie-error')).toHaveText('To pole jest wymagane.');
  await expect(page.locator('#add-gatunek-error')).toHaveText('To pole jest wymagane.');
  await expect(page.locator('#add-data-urodzenia-error')).toHaveText('To pole jest wymagane.');
  await expect(page.locator('#add-stan-zdrowia-error')).toHaveText('To pole jest wymagane.');
  await expect(page.getByLabel('Imię')).toBeFocused();
  await expect(page.getByLabel('Status')).toContainText('Dostępny');
  expect(await page.getByLabel('Status').locator('option').allTextContents()).toEqual(['Dostępny', 'Zarezerwowany', 'Wstrzymany']);

  await page.getByLabel('Imię').fill(NAME);
  await page.getByLabel('Gatunek').selectOption('Myszoskoczek');
  await page.getByLabel('Data urodzenia').fill('2025-03-14');
  await page.getByLabel('Płeć').selectOption('Samica');
  await page.getByLabel('Wykastrowany').selectOption('Nie');
  await page.getByLabel('Stan zdrowia').fill(HEALTH);
  await page.getByLabel('Opis').fill('Ciekawska.\nLubi tunele.');

  const input = page.locator('input[type="file"]');
  await input.setInputFiles([
    { name: 'pierwsze.png', mimeType: 'image/png', buffer: await image(64, 48, { r: 200, g: 40, b: 40 }, 'png') },
    { name: 'drugie.jpg', mimeType: 'image/jpeg', buffer: await image(96, 72, { r: 40, g: 160, b: 60 }, 'jpeg') },
    { name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('to nie obraz') },
    { name: 'trzecie.png', mimeType: 'image/png', buffer: await image(128, 96, { r: 40, g: 60, b: 200 }, 'png') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.' })).toBeVisible();
  const previews = page.getByRole('list', { name: 'Wybrane zdjęcia' }).getByRole('listitem');
  await expect(previews).toHaveCount(3);
  await expect(previews.nth(0)).toContainText('Miniatura');
  await expect(previews.nth(0)).toContainText('pierwsze.png');

  // The second image becomes the thumbnail; removing and re-adding one is possible too.
  await page.getByRole('button', { name: 'Ustaw jako miniaturę: drugie.jpg' }).click();
  await expect(previews.nth(0)).toContainText('drugie.jpg');
  await expect(previews.nth(0)).toContainText('Miniatura');
  await page.getByRole('button', { name: 'Usuń: trzecie.png' }).click();
  await expect(previews).toHaveCount(2);
  await input.setInputFiles([{ name: 'trzecie.png', mimeType: 'image/png', buffer: await image(128, 96, { r: 40, g: 60, b: 200 }, 'png') }]);
  await expect(previews).toHaveCount(3);
  expect(await previews.locator('.image-tile__name').evaluateAll((items) => items.map((item) => item.firstChild?.textContent))).toEqual([
    'drugie.jpg',
    'pierwsze.png',
    'trzecie.png',
  ]);

  await expectNoAxeViolations(page, '/admin/animals/add with previews');
  await screenshot(page, 'add-1280');
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'add-360');
  await expectNoAxeViolations(page, '/admin/animals/add at 360 px');
  await page.setViewportSize(DESKTOP);

  const upload = page.waitForRequest((request) => request.url().includes('/images') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
  await upload;
  await expect(page.getByRole('status').filter({ hasText: 'Zwierzak został dodany.' })).toBeVisible();
  await expect(page.getByLabel('Imię')).toHaveValue('');
  await expect(previews).toHaveCount(0);

  // The thumbnail chosen is the cover: the JPEG (names are content hashes plus the extension).
  const animals = (await (await page.request.get('/api/animals/all')).json()) as { id_zwierzaka: number; imie: string; cover: string }[];
  const added = animals.find((animal) => animal.imie === NAME);
  expect(added, 'the new animal is listed').toBeTruthy();
  expect(added!.cover).toMatch(/\.jpe?g$/);
  const images = (await (await page.request.get(`/api/animals/${added!.id_zwierzaka}/images`)).json()) as string[];
  expect(images).toHaveLength(3);
  expect(images[0]).toBe(added!.cover);
});

test('finds it in browse with each filter and sort', async ({ page }) => {
  await signInByApi(page);
  await gotoBrowse(page);
  await expect(page.getByRole('link', { name: /Archiwum/ })).toHaveAttribute('href', '/admin/animals/archives');
  expect(await page.locator('.animal-card').count()).toBeLessThanOrEqual(11);
  await expect(page.getByRole('navigation', { name: 'Strony listy zwierząt' })).toBeVisible();

  // Newest first: the new animal opens the list.
  expect((await cardNames(page))[0]).toBe(NAME);
  const ours = card(page, NAME);
  await expect(ours).toContainText('Myszoskoczek');
  await expect(ours).toContainText('Samica');
  // The status agrees with her sex (the API value stays "Dostępny").
  await expect(ours).toContainText('Dostępna');
  await expect(ours).toContainText(HEALTH);
  const today = new Date().toLocaleDateString('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
  await expect(ours).toContainText(today);
  await expect(ours.locator('img')).toHaveAttribute('src', /^\/api\/images\/[a-f0-9]+\.jpe?g\?w=card$/);
  await expectNoAxeViolations(page, '/admin/animals/browse');
  await screenshot(page, 'browse-1280');

  // Name search (without Polish letters).
  await search(page, 'zelka');
  expect(await cardNames(page)).toEqual([NAME]);
  await search(page, 'nie ma takiego');
  await expect(page.getByText('Brak zwierząt spełniających kryteria.')).toBeVisible();
  await search(page, '');

  // Multi-selects: status, species, gender; together they leave just ours.
  await chooseInMultiSelect(page, 'Gatunek', 'Myszoskoczek');
  let names = await cardNames(page);
  expect(names).toContain(NAME);
  expect(names).toContain('Sezam');
  await chooseInMultiSelect(page, 'Płeć', 'Samica');
  names = await cardNames(page);
  expect(names.sort()).toEqual(['Sezam', NAME].sort());
  await chooseInMultiSelect(page, 'Status', 'Dostępny');
  expect(await cardNames(page)).toEqual([NAME]);
  await chooseInMultiSelect(page, 'Status', 'Dostępny');
  await chooseInMultiSelect(page, 'Status', 'Wstrzymany');
  expect(await cardNames(page)).toEqual(['Sezam']);
  await clearMultiSelect(page, 'Status');
  await clearMultiSelect(page, 'Płeć');
  await clearMultiSelect(page, 'Gatunek');

  // Sorts; the page goes back to 1 whenever a filter changes.
  const sort = page.getByLabel('Sortuj');
  await sort.selectOption({ label: 'Najstarsze' });
  expect((await cardNames(page))[0]).not.toBe(NAME);
  const pages = page.getByRole('navigation', { name: 'Strony listy zwierząt' }).getByRole('button', { name: /^Strona \d+$/ });
  const last = await pages.last().textContent();
  await pages.last().click();
  expect((await cardNames(page)).at(-1)).toBe(NAME);
  await sort.selectOption({ label: 'Imię Z-A' });
  await expect(page.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  expect((await cardNames(page)).slice(0, 2)).toEqual([NAME, 'Żaneta']);
  await sort.selectOption({ label: 'Imię A-Z' });
  await page.getByRole('button', { name: `Strona ${last}` }).click();
  expect((await cardNames(page)).slice(-2)).toEqual(['Żaneta', NAME]);
  await search(page, 'a');
  await expect(page.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  await sort.selectOption({ label: 'Najnowsze' });
  await search(page, '');
  expect((await cardNames(page))[0]).toBe(NAME);

  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, '/admin/animals/browse at 360 px');
  await screenshot(page, 'browse-360');
});

test('edits it: fields with fallback, hold and release, image mark and undo, delete one, add one', async ({ page }) => {
  await signInByApi(page);
  await gotoBrowse(page);
  let dialog = await openEditor(page, NAME);
  await expect(dialog.getByText('Status: Dostępna')).toBeVisible();
  const images = await existingImages(dialog);
  await expect(images).toHaveCount(3);
  await expect(images.nth(0)).toContainText('Miniatura');
  await expect(images.nth(0).locator('img')).toHaveAttribute('draggable', 'true');
  await expectNoAxeViolations(page, 'edit modal');
  await screenshot(page, 'edit-1280');
  await dialog.getByRole('list', { name: 'Obecne zdjęcia' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'edit-images-1280');
  await page.setViewportSize(MOBILE);
  await dialog.locator('.modal__body').evaluate((body) => body.scrollTo(0, 0));
  await screenshot(page, 'edit-360');
  await dialog.getByRole('list', { name: 'Obecne zdjęcia' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'edit-images-360');
  await expectNoAxeViolations(page, 'edit modal at 360 px');
  await page.setViewportSize(DESKTOP);

  // Escape closes, focus goes back to the card.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, NAME).getByRole('button', { name: `${NAME} – edytuj` })).toBeFocused();

  // Enter on the card opens it again; an emptied name falls back, health changes.
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: `Edytuj: ${NAME}` });
  await expect(dialog.getByLabel('Imię')).toHaveValue(NAME);
  await dialog.getByLabel('Imię').fill('');
  await dialog.getByLabel('Stan zdrowia').fill('Zdrowa, waga 60 g');
  // Mark an image for deletion, undo, mark another one.
  await dialog.getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 2' }).click();
  await expect((await existingImages(dialog)).nth(1)).toHaveClass(/image-tile--marked/);
  await expect((await existingImages(dialog)).nth(1)).toContainText('Do usunięcia');
  await dialog.getByRole('button', { name: 'Cofnij oznaczenie: zdjęcie 2' }).click();
  await expect((await existingImages(dialog)).nth(1)).not.toHaveClass(/image-tile--marked/);
  await dialog.getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 3' }).click();
  // A new image dropped on the drop zone.
  const webp = (await image(80, 60, { r: 240, g: 200, b: 40 }, 'webp')).toString('base64');
  const transfer = await page.evaluateHandle((data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'upuszczone.webp', { type: 'image/webp' }));
    return dt;
  }, webp);
  await dialog.locator('.drop-zone').dispatchEvent('dragenter', { dataTransfer: transfer });
  await dialog.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(dialog.getByRole('list', { name: 'Nowe zdjęcia' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano zmiany.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, NAME)).toContainText('Zdrowa, waga 60 g');

  dialog = await openEditor(page, NAME);
  await expect(await existingImages(dialog)).toHaveCount(3);
  await expect((await existingImages(dialog)).nth(0)).toContainText('Miniatura');

  // Hold: the switch gives Wstrzymany.
  const hold = dialog.getByRole('switch', { name: 'Wstrzymaj adopcję' });
  await expect(hold).toHaveAttribute('aria-checked', 'false');
  await hold.click();
  await expect(hold).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, NAME)).toContainText('Wstrzymana');

  // Release: back to Dostępny.
  dialog = await openEditor(page, NAME);
  await expect(dialog.getByText('Status: Wstrzymana')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Wstrzymaj adopcję' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('switch', { name: 'Wstrzymaj adopcję' }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, NAME)).toContainText('Dostępna');

  // A click outside closes without saving.
  dialog = await openEditor(page, NAME);
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
});

test("'Pokaż ankiety' and 'Pokaż ankietę' go to the surveys screen with what it needs", async ({ page }) => {
  await recordSessionWrites(page);
  await signInByApi(page);
  await gotoBrowse(page);
  await search(page, NAME);
  await card(page, NAME).getByRole('link', { name: /Pokaż ankiety/ }).click();
  // The surveys screen puts the handed-over search into its address.
  await expect(page).toHaveURL(/\/admin\/surveys\?.*nowe-szukaj=/);
  expect(await sessionWrites(page)).toContainEqual(['admin.surveys.query', NAME]);

  // A reserved demo animal: the switch is off limits, and its reservation (held by a demo survey) is shown.
  const animals = (await (await page.request.get('/api/animals/all')).json()) as { id_zwierzaka: number; imie: string }[];
  const zefir = animals.find((animal) => animal.imie === 'Zefir');
  expect(zefir).toBeDefined();
  const reservation = (await (await page.request.get(`/api/animals/${zefir!.id_zwierzaka}/reservation`)).json()) as {
    active: boolean;
    since: string;
    surveyId: number;
    adopter: { firstName: string; lastName: string; email: string };
  };
  expect(reservation.active).toBe(true);
  await gotoBrowse(page);
  // Recorded after the page load, so the listener lives in the page that fires the event.
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { __surveyEvents: unknown[] }).__surveyEvents = events;
    window.addEventListener('openSurveyDetails', (event) => events.push((event as CustomEvent).detail));
  });
  const dialog = await openEditor(page, 'Zefir');
  await expect(dialog.getByText('Status: Zarezerwowany')).toBeVisible();
  const hold = dialog.getByRole('switch', { name: 'Wstrzymaj adopcję' });
  await expect(hold).toBeDisabled();
  await expect(dialog.getByText(/zmienia się automatycznie przez ankiety/)).toBeVisible();
  await expect(dialog.getByText(`${reservation.adopter.firstName} ${reservation.adopter.lastName}`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: reservation.adopter.email })).toHaveAttribute('href', `mailto:${reservation.adopter.email}`);
  await expectNoAxeViolations(page, 'edit modal with a reservation');
  await dialog.getByRole('button', { name: 'Pokaż ankietę' }).click();
  // The surveys screen puts the handed-over survey into its address.
  await expect(page).toHaveURL(`/admin/surveys?ankieta=${reservation.surveyId}`);
  expect(await sessionWrites(page)).toContainEqual(['admin.surveys.openId', String(reservation.surveyId)]);
  expect(await page.evaluate(() => (window as unknown as { __surveyEvents: unknown[] }).__surveyEvents)).toEqual([{ id: reservation.surveyId }]);
  await expect(page.getByRole('dialog', { name: `Ankieta #${reservation.surveyId}` })).toBeVisible();
});

test('archive: TM filter, highlighted TM cards, the back card; an animal set TM moves there', async ({ page }) => {
  await signInByApi(page);
  await gotoBrowse(page);
  const dialog = await openEditor(page, NAME);
  await dialog.getByLabel('Za Tęczowym Mostem (TM)').selectOption('Tak');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Brak zwierząt spełniających kryteria.')).toBeVisible();

  await page.getByRole('link', { name: /Archiwum/ }).click();
  await expect(page).toHaveURL('/admin/animals/archives');
  await expect(page.getByRole('heading', { name: 'Archiwum zwierząt', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Wszystkie zwierzęta \(bez TM i bez adoptowanych\)/ })).toHaveAttribute('href', '/admin/animals/browse');
  const names = await cardNames(page);
  for (const expected of [NAME, 'Czekolada', 'Kapsel', 'Pierożek', 'Truskawka', 'Bazylia', 'Tofik', 'Oreo']) expect(names).toContain(expected);
  await expect(card(page, NAME)).toHaveClass(/animal-card--tm/);
  await expect(card(page, NAME)).toContainText('Za Tęczowym Mostem');
  await expect(card(page, 'Oreo')).not.toHaveClass(/animal-card--tm/);

  await chooseInMultiSelect(page, 'TM', 'Tak');
  expect((await cardNames(page)).sort()).toEqual(['Czekolada', 'Kapsel', 'Pierożek', NAME].sort());
  await expect(page.locator('.animal-card--tm')).toHaveCount(4);
  await chooseInMultiSelect(page, 'TM', 'Tak');
  await chooseInMultiSelect(page, 'TM', 'Nie');
  expect((await cardNames(page)).sort()).toEqual(['Bazylia', 'Oreo', 'Tofik', 'Truskawka']);
  await clearMultiSelect(page, 'TM');
  await chooseInMultiSelect(page, 'Status', 'Adoptowany');
  expect((await cardNames(page)).sort()).toEqual(['Bazylia', 'Oreo', 'Tofik', 'Truskawka']);
  await clearMultiSelect(page, 'Status');

  await expectNoAxeViolations(page, '/admin/animals/archives');
  await screenshot(page, 'archive-1280');
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'archive-360');
  await expectNoAxeViolations(page, '/admin/animals/archives at 360 px');
  await page.setViewportSize(DESKTOP);

  // An adopted animal opens too; its switch is disabled.
  await search(page, 'Oreo');
  await card(page, 'Oreo').getByRole('button', { name: 'Oreo – edytuj' }).click();
  const adopted = page.getByRole('dialog', { name: 'Edytuj: Oreo' });
  await expect(adopted.getByText('Status: Adoptowany')).toBeVisible();
  await expect(adopted.getByRole('switch')).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /Wszystkie zwierzęta/ }).click();
  await expect(page).toHaveURL('/admin/animals/browse');
});
