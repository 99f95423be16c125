import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import type { AdopterAdminProfile, SurveyAdminDetail } from '@pets/shared';
import { DESKTOP, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * Issue 19 item 7: an animal added as "Zarezerwowany" is reserved for somebody (a survey it can be
 * adopted through, or an adopter); a TM animal can never be made "Dostępny"; "Nowy adoptujący"
 * and an adoption without a survey. Every test makes its own animals, surveys and adopters (a
 * unique stamp), and every animal it adds ends adopted or held, so the demo data and the public
 * pages' "newest available animal" are left alone.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

const SPECIES = 'Królik';
let sequence = 0;
const stamp = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** Sends a survey as a visitor would (required questions answered with their first option), choosing no animal. */
async function sendSurvey(request: APIRequestContext, email: string, lastName: string): Promise<number> {
  return sendSurveyByApi(request, SPECIES, { imie: 'Ola', nazwisko: lastName, email });
}

async function fillAnimal(page: Page, name: string) {
  await page.getByLabel(/^Imię/).fill(name);
  await page.getByLabel(/^Gatunek/).selectOption(SPECIES);
  await page.getByLabel(/^Data urodzenia/).fill('2025-03-01');
  await page.getByLabel(/^Stan zdrowia/).fill('Zdrowy');
}

const toast = (page: Page, text: string) => expect(page.locator('.toast').filter({ hasText: text }).first()).toBeVisible();
const panel = (page: Page) => page.getByRole('tabpanel');
const animalRow = (dialog: Locator, name: string) =>
  dialog.locator('.selected-animal').filter({ has: dialog.page().locator('.selected-animal__name', { hasText: new RegExp(`^${name}$`) }) });

async function animalIdByName(page: Page, name: string, archive = false): Promise<number> {
  const list = (await (await page.request.get(archive ? '/api/animals/archive' : '/api/animals/all')).json()) as { id_zwierzaka: number; imie: string }[];
  const found = list.find((animal) => animal.imie === name);
  expect(found, name).toBeDefined();
  return found!.id_zwierzaka;
}

test('an animal added as "Zarezerwowany" for a survey is that survey’s reservation, and the survey adopts it', async ({ page }) => {
  await signInByApi(page);
  const id = stamp();
  const name = `Rezerwka${id}`;
  const lastName = `Rezerwująca${id}`;
  const email = `rezerwujaca.${id}@example.com`;
  const surveyId = await sendSurvey(page.request, email, lastName);

  await page.goto('/admin/animals/add');
  await fillAnimal(page, name);
  await page.getByLabel('Status').selectOption('Zarezerwowany');
  const picker = page.getByRole('group', { name: /Dla kogo jest rezerwacja\?/ });
  await expect(picker).toBeVisible();

  // Without a choice the form refuses, with the reason by the picker.
  await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
  await expect(picker.getByText('Wskaż, dla kogo jest rezerwacja: wybierz ankietę albo adoptującego.')).toBeVisible();

  await picker.getByLabel('Szukaj otwartej ankiety').fill(lastName);
  const option = picker.getByRole('radio', { name: new RegExp(`^Ankieta #${surveyId} · Ola ${lastName}`) });
  await option.check();
  await expect(picker.getByText(new RegExp(`^Wybrano: Ankieta #${surveyId}`))).toBeVisible();
  await expectNoAxeViolations(page, 'add form with the reservation target picker');
  await screenshot(page, 'admin-animal-add-reserved-1280');
  await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
  await toast(page, 'Zwierzak został dodany.');

  // The survey shows it reserved by itself, in "Z rezerwacją".
  await page.goto('/admin/surveys');
  await page.getByRole('tab', { name: /^Z rezerwacją/ }).click();
  await expect(page.getByRole('tab', { name: /^Z rezerwacją/ })).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByLabel('Szukaj').fill(email);
  const card = panel(page).locator(`.survey-card[data-survey-id="${surveyId}"]`);
  await expect(card).toContainText(name);
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${surveyId}` });
  const row = animalRow(dialog, name);
  await expect(row).toContainText('Zarezerwowany przez tę ankietę');
  await expect(dialog.locator('.survey-badge').first()).toHaveText('Z rezerwacją');

  // … and adopts it as any reservation.
  await row.getByLabel(/Do adopcji/).check();
  await dialog.getByRole('button', { name: 'Adoptuj zaznaczone (1)' }).click();
  await page.locator('.confirm-dialog').getByRole('button', { name: 'Tak' }).click();
  await toast(page, 'Adoptowano :)');
  const detail = (await (await page.request.get(`/api/survey/details/${surveyId}`)).json()) as SurveyAdminDetail;
  expect(detail.finished).toBe(true);
  expect(detail.animals.find((animal) => animal.name === name)).toMatchObject({ adoptedByMe: true });
});

test('a TM animal is added only as "Wstrzymany" and cannot be made "Dostępny"', async ({ page }) => {
  await signInByApi(page);
  const name = `Tęczuś${stamp()}`;
  await page.goto('/admin/animals/add');
  await fillAnimal(page, name);
  await page.getByLabel('Za Tęczowym Mostem (TM)').selectOption('Tak');
  const status = page.getByLabel('Status');
  await expect(status.locator('option')).toHaveText(['Wstrzymany']);
  await expect(status).toHaveValue('Wstrzymany');
  await page.getByRole('button', { name: 'Dodaj zwierzaka' }).click();
  await toast(page, 'Zwierzak został dodany.');
  const animalId = await animalIdByName(page, name, true);

  // The archive's editor keeps the hold switch on and locked, and says why.
  await page.goto('/admin/animals/archives');
  await page.getByLabel('Szukaj po imieniu').fill(name);
  await page.getByRole('button', { name: `${name} – edytuj`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edytuj: ${name}` });
  const hold = dialog.getByRole('switch', { name: 'Wstrzymaj adopcję' });
  await expect(hold).toBeDisabled();
  await expect(hold).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByText('Zwierzak za Tęczowym Mostem nie może być dostępny do adopcji, więc pozostaje wstrzymany.')).toBeVisible();
  await expectNoAxeViolations(page, 'edit modal of a TM animal');

  // The server refuses it on every route that could free it.
  const edit = await page.request.put(`/api/animals/${animalId}`, { data: { status: 'Dostępny' } });
  expect(edit.status()).toBe(409);
  expect(((await edit.json()) as { error: string }).error).toBe('Zwierzak za Tęczowym Mostem nie może mieć statusu „Dostępny”.');
  const add = await page.request.post('/api/animals/add', {
    data: { imie: `${name}B`, gatunek: SPECIES, data_urodzenia: '2025-03-01', stan_zdrowia: 'Zdrowy', TM: 'Tak', status: 'Dostępny' },
  });
  expect(add.status()).toBe(400);
  expect((await (await page.request.get(`/api/animals/${animalId}`)).json()) as { status: string }).toMatchObject({ status: 'Wstrzymany' });
});

test('"Nowy adoptujący", then an adoption without a survey, and an animal reserved for them', async ({ page }) => {
  await signInByApi(page);
  const id = stamp();
  const lastName = `Bezankietowa${id}`;
  const email = `bez.ankiety.${id}@example.com`;
  const free = `Wolny${id}`;
  // Added held, so it is never the newest public animal without a photo; released just before the adoption.
  const added = await page.request.post('/api/animals/add', {
    data: { imie: free, gatunek: SPECIES, data_urodzenia: '2025-03-01', stan_zdrowia: 'Zdrowy', status: 'Wstrzymany' },
  });
  expect(added.status()).toBe(201);
  const freeId = ((await added.json()) as { id: number }).id;

  await page.goto('/admin/adopters');
  await page.getByRole('button', { name: 'Nowy adoptujący' }).click();
  const form = page.getByRole('dialog', { name: 'Nowy adoptujący' });
  await form.getByRole('button', { name: 'Dodaj adoptującego' }).click();
  await expect(form.getByText('Podaj imię.')).toBeVisible();
  await expectNoAxeViolations(page, '"Nowy adoptujący" with errors');
  await form.getByLabel(/^Imię/).fill('Bogna');
  await form.getByLabel(/^Nazwisko/).fill(lastName);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Telefon').fill('600 700 800');
  await form.getByLabel('Miasto').fill('Gdynia');
  await screenshot(page, 'admin-adopter-new-1280');
  await form.getByRole('button', { name: 'Dodaj adoptującego' }).click();
  await toast(page, 'Dodano adoptującego.');

  // The profile opens at once.
  const profile = page.getByRole('dialog', { name: `Adoptujący: Bogna ${lastName}` });
  await expect(profile).toBeVisible();
  await expect(form).toBeHidden();
  const adopterId = ((await (await page.request.get(`/api/adopters?query=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] }).items[0]!.id;

  // The same address again is refused, naming it.
  const twice = await page.request.post('/api/adopters', { data: { firstName: 'X', lastName: 'Y', email: email.toUpperCase(), phone: '', zip: '', city: '' } });
  expect(twice.status()).toBe(409);
  expect(((await twice.json()) as { error: string }).error).toBe(`Adoptujący z adresem e-mail ${email.toUpperCase()} już istnieje.`);

  // Adoption without a survey.
  expect((await page.request.put(`/api/animals/${freeId}`, { data: { status: 'Dostępny' } })).status()).toBe(200);
  await page.goto(`/admin/adopters?profile=${adopterId}`);
  await expect(profile).toBeVisible();
  await profile.getByLabel('Nowa adopcja bez ankiety').selectOption({ label: `${free} (${SPECIES})` });
  await profile.getByRole('button', { name: 'Adoptuj', exact: true }).click();
  await page.locator('.confirm-dialog').getByRole('button', { name: 'Tak' }).click();
  await toast(page, 'Adoptowano :)');
  await expect(profile.locator('.adopted-item').filter({ hasText: free })).toContainText('bez ankiety');

  // An animal added as "Zarezerwowany" for this person: their profile adopts it.
  const reservedName = `DlaBogny${id}`;
  const reserved = await page.request.post('/api/animals/add', {
    data: { imie: reservedName, gatunek: SPECIES, data_urodzenia: '2025-03-01', stan_zdrowia: 'Zdrowy', status: 'Zarezerwowany', adoptujacy_id: adopterId },
  });
  expect(reserved.status()).toBe(201);
  await page.goto(`/admin/adopters?profile=${adopterId}`);
  const list = profile.getByRole('list', { name: 'Zarezerwowane dla tej osoby' });
  await expect(list).toContainText(reservedName);
  await list.getByRole('button', { name: new RegExp(`^Adoptuj\\s*: ${reservedName}$`) }).click();
  await page.locator('.confirm-dialog').getByRole('button', { name: 'Tak' }).click();
  await toast(page, 'Adoptowano :)');
  await expect(list).toBeHidden();

  // The profile's timeline names each step.
  const history = profile.getByRole('region', { name: 'Notatki i historia' });
  for (const label of ['Dodano adoptującego', 'Adoptowano bez ankiety', 'Zarezerwowano dla adoptującego']) {
    await expect(history.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  }
  const final = (await (await page.request.get(`/api/adopters/${adopterId}`)).json()) as AdopterAdminProfile;
  expect(final.adoptedAnimals.map((item) => item.animal.name).sort()).toEqual([reservedName, free].sort());
});
