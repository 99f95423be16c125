import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import { speciesGroupOf, type Paged, type SurveyAdminDetail, type SurveyListItem } from '@pets/shared';
import { DESKTOP, MOBILE, SCREENSHOT_DIR, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The survey workflow of issue 6 against the real server and the demo data: a survey from 'Nowe'
 * through selection (auto-save), reservation (and the refused removal), adoption ('Zakończone',
 * the adopter appears with the animal) and cancellation; the reply form's three messages and a
 * sent reply; a second browser context seeing a new survey's notification; axe on every screen;
 * screenshots at 360 and 1280 px. The walk leaves the animal as it found it (Dostępny).
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

interface Target {
  survey: SurveyAdminDetail;
  animal: { id: number; name: string };
}

let target: Target;

/** A new survey with a free selected animal, whose species group has another available animal for the picker. */
async function findTarget(request: APIRequestContext): Promise<Target> {
  const list = (await (await request.get('/api/survey/surveys?bucket=new&pageSize=50')).json()) as Paged<SurveyListItem>;
  for (const item of list.items) {
    const detail = (await (await request.get(`/api/survey/details/${item.id}`)).json()) as SurveyAdminDetail;
    const free = detail.animals.find((animal) => animal.selected && !animal.reserved && !animal.adopted && !animal.tm && animal.status === 'Dostępny');
    if (!free) continue;
    const group = speciesGroupOf(detail.species).join(',');
    const available = (await (await request.get(`/api/animals/available?gatunek=${encodeURIComponent(group)}&status=Dostępny`)).json()) as { id_zwierzaka: number }[];
    if (available.some((animal) => !detail.animals.some((chosen) => chosen.id === animal.id_zwierzaka))) {
      return { survey: detail, animal: { id: free.id, name: free.name } };
    }
  }
  throw new Error('Brak ankiety z dostępnym zwierzakiem (i drugim do wyboru) w danych demonstracyjnych');
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

async function searchIn(page: Page, bucket: string, text: string) {
  await tab(page, bucket).click();
  // The tab is a URL write: fill only once its panel is the one shown (not the one just hidden).
  await expect(tab(page, bucket)).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByLabel('Szukaj').fill(text);
}

async function openSurvey(page: Page, bucket: string, id: number, email: string): Promise<Locator> {
  await searchIn(page, bucket, email);
  const card = panel(page).locator(`.survey-card[data-survey-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Wybrane zwierzęta' })).toBeVisible();
  return dialog;
}

function animalRow(dialog: Locator, name: string): Locator {
  return dialog.locator('.selected-animal').filter({ has: dialog.page().locator('.selected-animal__name', { hasText: new RegExp(`^${name}$`) }) });
}

async function detail(request: APIRequestContext, id: number): Promise<SurveyAdminDetail> {
  return (await (await request.get(`/api/survey/details/${id}`)).json()) as SurveyAdminDetail;
}

async function toast(page: Page, text: string) {
  await expect(page.locator('.toast').filter({ hasText: text }).first()).toBeVisible();
}

test('opens a survey from "Nowe" and shows its details, answers and the reply form', async ({ page }) => {
  await signInByApi(page);
  target = await findTarget(page.request);
  await page.goto('/admin/surveys');
  await expect(page.getByRole('heading', { name: 'Ankiety', level: 1 })).toBeVisible();
  await expect(tab(page, 'Nowe')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).locator('.survey-card').first()).toBeVisible();
  await expect(panel(page).getByLabel('Szukaj')).toHaveAttribute('placeholder', /e-mail.*telefon/);
  await expect(panel(page).getByText('Tylko ankiety bez wybranych zwierząt')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/surveys');
  await screenshot(page, 'admin-surveys-1280');

  const dialog = await openSurvey(page, 'Nowe', target.survey.id, target.survey.adopter.email);
  await expect(dialog.getByText(`${target.survey.adopter.firstName} ${target.survey.adopter.lastName}`).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Odpowiedzi' })).toBeVisible();
  if (target.survey.answers.length > 0) await expect(dialog.locator('.survey-answers__item').first()).toBeVisible();
  else await expect(dialog.getByText('Brak odpowiedzi.')).toBeVisible();
  await expect(dialog.getByLabel('Do', { exact: true })).toHaveValue(target.survey.adopter.email);
  await expect(dialog.getByLabel('Temat', { exact: true })).toHaveValue('Odpowiedź na ankietę');
  await expectNoAxeViolations(page, 'survey modal');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-survey-modal-1280.png`, animations: 'disabled' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('checks the reply form (each message) and sends a reply', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  const dialog = await openSurvey(page, 'Nowe', target.survey.id, target.survey.adopter.email);
  await dialog.getByLabel('Do', { exact: true }).fill('to nie jest adres');
  await dialog.getByLabel('Temat', { exact: true }).fill(' ab ');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
  await expect(dialog.getByText('Temat musi mieć co najmniej 3 znaki.')).toBeVisible();
  await expect(dialog.getByText('Treść wiadomości nie może być pusta.')).toBeVisible();
  await dialog.getByLabel('Do', { exact: true }).fill(target.survey.adopter.email);
  await expect(dialog.getByText('Podaj poprawny adres e-mail.')).toBeHidden();
  await dialog.getByLabel('Temat', { exact: true }).fill('Odpowiedź na ankietę');
  await dialog.getByLabel('Treść', { exact: true }).fill('Dzień dobry,\ndziękujemy za ankietę <3');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact/admin/send') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  const body = (await sent).postDataJSON() as { to: string; subject: string; text: string };
  expect(body.to).toBe(target.survey.adopter.email);
  // Text only: the server builds the e-mail's HTML from it.
  expect(body.text).toBe('Dzień dobry,\ndziękujemy za ankietę <3');
  await toast(page, 'Wiadomość wysłana.');
  await expect(dialog.getByLabel('Treść', { exact: true })).toHaveValue('');
});

test('auto-saves the selection after a change (picker add and remove)', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  const dialog = await openSurvey(page, 'Nowe', target.survey.id, target.survey.adopter.email);
  const picker = dialog.locator('.survey-picker select');
  await expect(picker).toBeVisible();
  const option = picker.locator('option:not([value=""])').first();
  const value = await option.getAttribute('value');
  const name = ((await option.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
  await picker.selectOption(value!);
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/survey/${target.survey.id}/selected-animals`));
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(animalRow(dialog, name)).toBeVisible();
  expect((await saved).status()).toBe(200);
  expect((await detail(page.request, target.survey.id)).animals.map((animal) => animal.id)).toContain(Number(value));

  const removed = page.waitForResponse((response) => response.url().endsWith(`/api/survey/${target.survey.id}/selected-animals`));
  await animalRow(dialog, name).getByRole('button', { name: /^Usuń/ }).click();
  expect((await removed).status()).toBe(200);
  expect((await detail(page.request, target.survey.id)).animals.map((animal) => animal.id)).not.toContain(Number(value));
});

test('reserves, refuses removing the reserved animal, unreserves and reserves again', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  let dialog = await openSurvey(page, 'Nowe', target.survey.id, target.survey.adopter.email);
  const row = animalRow(dialog, target.animal.name);
  await row.getByRole('button', { name: /^Zarezerwuj/ }).click();
  await toast(page, `Zarezerwowano „${target.animal.name}”.`);
  await expect(row).toContainText('Zarezerwowany przez tę ankietę');

  await row.getByRole('button', { name: /^Usuń/ }).click();
  await toast(page, 'Nie można usunąć – zwierzak zarezerwowany przez tę ankietę.');
  await expect(row).toBeVisible();

  // A click outside closes the modal; the survey is now in 'Z rezerwacją'.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  dialog = await openSurvey(page, 'Z rezerwacją', target.survey.id, target.survey.adopter.email);
  await animalRow(dialog, target.animal.name).getByRole('button', { name: /^Cofnij rezerwację/ }).click();
  await toast(page, `Cofnięto rezerwację „${target.animal.name}”.`);
  await animalRow(dialog, target.animal.name).getByRole('button', { name: /^Zarezerwuj/ }).click();
  await expect(animalRow(dialog, target.animal.name)).toContainText('Zarezerwowany przez tę ankietę');
  const state = await detail(page.request, target.survey.id);
  expect(state.bucket).toBe('reserved');
});

test('adopts after the confirmation: the survey is done and the adopter has the animal', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  const dialog = await openSurvey(page, 'Z rezerwacją', target.survey.id, target.survey.adopter.email);
  await animalRow(dialog, target.animal.name).getByLabel(/Do adopcji/).check();
  await dialog.getByRole('button', { name: 'Adoptuj zaznaczone (1)' }).click();
  const confirmDialog = page.locator('.confirm-dialog');
  await expect(confirmDialog.getByText('Czy na pewno chcesz adoptować?')).toBeVisible();
  // Under the question: who gets whom, so a click on the wrong survey is caught.
  await expect(confirmDialog.getByRole('region', { name: 'Adopcja' })).toHaveText(new RegExp(`^${target.animal.name} → \\S+`));
  // Escape cancels: the dialog closes and nothing is adopted.
  await page.keyboard.press('Escape');
  await expect(confirmDialog).toBeHidden();
  expect((await detail(page.request, target.survey.id)).finished).toBe(false);
  // Enter confirms.
  await dialog.getByRole('button', { name: 'Adoptuj zaznaczone (1)' }).click();
  await expect(confirmDialog.getByText('Czy na pewno chcesz adoptować?')).toBeVisible();
  await page.keyboard.press('Enter');
  await toast(page, 'Adoptowano :)');
  await expect(dialog).toBeHidden();
  // The toast's close button removes it before its auto-hide time.
  const adoptedToast = page.locator('.toast').filter({ hasText: 'Adoptowano :)' }).first();
  await adoptedToast.getByRole('button', { name: 'Zamknij' }).click();
  await expect(adoptedToast).toBeHidden();

  await searchIn(page, 'Zakończone', target.survey.adopter.email);
  const card = panel(page).locator(`.survey-card[data-survey-id="${target.survey.id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(target.animal.name);
  const done = await detail(page.request, target.survey.id);
  expect(done.finished).toBe(true);
  expect(done.animals.map((animal) => animal.id)).toEqual([target.animal.id]);

  await page.goto('/admin/adopters');
  await page.getByLabel('Szukaj').fill(target.survey.adopter.email);
  const adopterRow = page.locator('tbody tr').filter({ hasText: target.survey.adopter.email });
  await expect(adopterRow).toHaveCount(1);
  await adopterRow.getByRole('button', { name: /pokaż profil/ }).click();
  const profile = page.getByRole('dialog', { name: /Adoptujący:/ });
  await expect(profile.locator('.adopted-item').filter({ hasText: target.animal.name })).toBeVisible();
  await expect(profile.locator('.profile-survey').filter({ hasText: `Ankieta #${target.survey.id}` })).toBeVisible();
});

test('the opened survey of a finished adoption hides the picker; cancelling the adoption closes the modal', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  const dialog = await openSurvey(page, 'Zakończone', target.survey.id, target.survey.adopter.email);
  await expect(dialog.locator('.survey-badge')).toHaveText('zakończona');
  await expect(dialog.locator('.survey-picker')).toHaveCount(0);
  await animalRow(dialog, target.animal.name).getByRole('button', { name: /^Anuluj adopcję/ }).click();
  const confirmDialog = page.locator('.confirm-dialog');
  await expect(confirmDialog.getByText(`Czy na pewno chcesz anulować adopcję „${target.animal.name}”?`)).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'Tak' }).click();
  await toast(page, 'Adopcję anulowano.');
  await expect(dialog).toBeHidden();
  const after = await detail(page.request, target.survey.id);
  expect(after.bucket).toBe('new');
  const animal = (await (await page.request.get(`/api/animals/${target.animal.id}`)).json()) as { status: string };
  expect(animal.status).toBe('Dostępny');
});

test('a second browser context sees the new survey notification arrive', async ({ page, browser }) => {
  await signInByApi(page);
  await page.goto('/admin/surveys');
  await expect(panel(page).locator('.survey-card').first()).toBeVisible();
  // The event stream is open once the page listens.
  await page.waitForTimeout(500);

  const visitor = await browser.newContext();
  try {
    const species = 'Królik';
    await sendSurveyByApi(visitor.request, species, {
      imie: 'Powiadomiona',
      nazwisko: 'Testowa',
      telefon: '600700801',
      email: 'powiadomienie.e2e@example.com',
      adres_kod: '00-001',
      adres_miasto: 'Warszawa',
    });
    await toast(page, 'Nowa ankieta adopcyjna: Powiadomiona Testowa');
  } finally {
    await visitor.close();
  }
});

test('at 360 px: the list, the modal', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signInByApi(page);
  await page.goto('/admin/surveys');
  await expect(panel(page).locator('.survey-card').first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/surveys at 360 px');
  await screenshot(page, 'admin-surveys-360');
  const dialog = await openSurvey(page, 'Nowe', target.survey.id, target.survey.adopter.email);
  await expect(dialog.getByLabel('Treść', { exact: true })).toBeAttached();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-survey-modal-360.png`, animations: 'disabled' });
  await dialog.locator('.selected-animals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-survey-modal-360-animals.png`, animations: 'disabled' });
  await expectNoAxeViolations(page, 'survey modal at 360 px');
});
