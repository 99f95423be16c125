import { test, expect, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, holdAvailableAnimals, signInByApi } from './admin-helpers';

/**
 * Issue 19 in the survey modal: closing a survey with a reason (its reservation released) and
 * reopening it, notes in the survey's and the adopter's timelines, another survey's hold named
 * on cards and in the modal with a link to that survey, and two staff acting at once (two browser
 * contexts: one wins, the other's modal shows the new state). Every test makes its own animals
 * and surveys (a unique stamp), so the demo data and the other specs are left alone.
 */

test.use({ viewport: DESKTOP });
// Several screens, axe and two browser contexts per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const SPECIES = 'Królik';
let sequence = 0;
const stamp = () => `${Date.now().toString(36)}${(sequence += 1)}`;

const addedAnimals: number[] = [];
test.afterAll(async ({ browser }) => holdAvailableAnimals(browser, addedAnimals));

async function addAnimal(request: APIRequestContext, name: string, plec: 'Samica' | 'Samiec'): Promise<number> {
  const response = await request.post('/api/animals/add', {
    data: { imie: name, gatunek: SPECIES, data_urodzenia: '2025-03-01', plec, stan_zdrowia: 'Zdrowy', opis: 'Zwierzak testów e2e.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  addedAnimals.push(id);
  return id;
}

/** Sends a survey as a visitor would (required questions answered with their first option). */
async function sendSurvey(request: APIRequestContext, email: string, lastName: string, animals: number[]): Promise<number> {
  return sendSurveyByApi(request, SPECIES, { imie: 'Ola', nazwisko: lastName, email }, animals);
}

const panel = (page: Page) => page.getByRole('tabpanel');

async function findCard(page: Page, bucket: string, id: number, search: string): Promise<Locator> {
  await page.getByRole('tab', { name: new RegExp(`^${bucket}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${bucket}`) })).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByLabel('Szukaj').fill(search);
  const card = panel(page).locator(`.survey-card[data-survey-id="${id}"]`);
  await expect(card).toBeVisible();
  return card;
}

async function openSurvey(page: Page, bucket: string, id: number, search: string): Promise<Locator> {
  await page.goto('/admin/surveys');
  const card = await findCard(page, bucket, id, search);
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${id}` });
  await expect(dialog.getByRole('heading', { name: 'Wybrane zwierzęta' })).toBeVisible();
  return dialog;
}

const forAnimal = (action: string, name: string) => new RegExp(`^${action}\\s*:\\s*${name}$`);
const badge = (dialog: Locator) => dialog.locator('.survey-badge').first();
const row = (dialog: Locator, name: string) => dialog.getByRole('listitem').filter({ has: dialog.page().getByText(name, { exact: true }) });
const toast = (page: Page, text: string) => expect(page.locator('.toast').filter({ hasText: text }).first()).toBeVisible();

test('closing with a reason releases the reservation, the survey moves to "Zakończone" and reopens into "Nowe"; notes go to the timelines', async ({ page }) => {
  await signInByApi(page);
  const id = stamp();
  const lilka = `Lilka${id}`;
  const email = `zamykana.${id}@example.com`;
  const animal = await addAnimal(page.request, lilka, 'Samica');
  const survey = await sendSurvey(page.request, email, `Zamykana${id}`, [animal]);

  const dialog = await openSurvey(page, 'Nowe', survey, email);
  await expect(badge(dialog)).toHaveText('Nowa');
  await dialog.getByRole('button', { name: forAnimal('Zarezerwuj', lilka) }).click();
  await toast(page, `Zarezerwowano „${lilka}”.`);
  // The badge follows the survey's state.
  await expect(badge(dialog)).toHaveText('Z rezerwacją');

  // A note with its author and time, above the history.
  const history = dialog.getByRole('region', { name: 'Notatki i historia' });
  await history.getByLabel('Treść notatki').fill('Telefon: wizyta w sobotę o 10:00.');
  await history.getByRole('button', { name: 'Dodaj notatkę' }).click();
  const noteEntry = history.getByRole('listitem').filter({ hasText: 'Telefon: wizyta w sobotę o 10:00.' });
  await expect(noteEntry).toContainText('Dodano notatkę');
  await expect(noteEntry).toContainText('e2e-admin');
  await expect(history.getByRole('listitem').filter({ hasText: 'Zarezerwowano' })).toContainText(`zwierzak: ${lilka}`);

  // Close: the reason is required; the reservation is released.
  await dialog.getByRole('button', { name: 'Zamknij ankietę' }).click();
  const form = dialog.getByRole('form', { name: 'Zamknij ankietę' });
  await form.getByRole('button', { name: 'Zamknij ankietę' }).click();
  await expect(form.getByText('Wybierz powód zamknięcia.')).toBeVisible();
  await form.getByLabel('Powód zamknięcia').selectOption({ label: 'Odrzucona przez fundację' });
  await form.getByLabel(/Opis powodu/).fill('Brak zgody właściciela mieszkania.');
  await screenshot(page, 'admin-survey-close-form-1280');
  await form.getByRole('button', { name: 'Zamknij ankietę' }).click();
  const confirmDialog = page.getByRole('dialog').filter({ hasText: 'Czy na pewno chcesz zamknąć tę ankietę?' });
  await expect(confirmDialog).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'Tak' }).click();
  await toast(page, `Ankieta została zamknięta. Zwolniono rezerwację: „${lilka}”.`);
  await expect(badge(dialog)).toHaveText('Odrzucona');
  await expect(dialog.getByText('Ankieta zamknięta: Odrzucona przez fundację')).toBeVisible();
  await expect(row(dialog, lilka).getByRole('button')).toHaveCount(0);
  await expect(history.getByRole('listitem').filter({ hasText: 'Zamknięto ankietę' })).toContainText('Brak zgody właściciela mieszkania.');
  expect(((await (await page.request.get(`/api/animals/${animal}`)).json()) as { status: string }).status).toBe('Dostępny');
  await screenshot(page, 'admin-survey-closed-1280');
  await expectNoAxeViolations(page, 'closed survey modal with notes');

  await page.setViewportSize(MOBILE);
  await screenshot(page, 'admin-survey-closed-360');
  await expectNoAxeViolations(page, 'closed survey modal at 360 px');
  await page.setViewportSize(DESKTOP);

  // The card in "Zakończone" says why.
  await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
  const card = await findCard(page, 'Zakończone', survey, email);
  await expect(card).toContainText('Odrzucona');
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const again = page.getByRole('dialog', { name: `Ankieta #${survey}` });
  await again.getByRole('button', { name: 'Otwórz ponownie' }).click();
  await toast(page, 'Ankieta została ponownie otwarta.');
  await expect(badge(again)).toHaveText('Nowa');
  await expect(again.getByRole('button', { name: forAnimal('Zarezerwuj', lilka) })).toBeVisible();
  await again.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await findCard(page, 'Nowe', survey, email);

  // The adopter's profile takes notes too.
  await page.goto('/admin/adopters');
  await page.getByLabel('Szukaj').fill(email);
  await page.locator('tbody tr').filter({ hasText: email }).getByRole('button', { name: /pokaż profil/ }).click();
  const profile = page.getByRole('dialog', { name: /Adoptujący:/ });
  const profileHistory = profile.getByRole('region', { name: 'Notatki i historia' });
  await profileHistory.getByLabel('Treść notatki').fill('Odbiór zwierzaka po urlopie, od 15 sierpnia.');
  await profileHistory.getByRole('button', { name: 'Dodaj notatkę' }).click();
  await expect(profileHistory.getByRole('listitem').filter({ hasText: 'Odbiór zwierzaka po urlopie, od 15 sierpnia.' })).toContainText('e2e-admin');
  await screenshot(page, 'admin-adopter-profile-note-1280');
  await expectNoAxeViolations(page, 'adopter profile with a note');
});

test('an animal reserved, then adopted, through one survey is named on the other survey\'s card and modal, with a link to it', async ({ page }) => {
  await signInByApi(page);
  const id = stamp();
  const mela = `Mela${id}`;
  const animal = await addAnimal(page.request, mela, 'Samica');
  const holderEmail = `wygrana.${id}@example.com`;
  const otherEmail = `druga.${id}@example.com`;
  const holder = await sendSurvey(page.request, holderEmail, `Wygrana${id}`, [animal]);
  const other = await sendSurvey(page.request, otherEmail, `Druga${id}`, [animal]);
  expect((await page.request.post(`/api/survey/${holder}/reserve`, { data: { animalId: animal } })).status()).toBe(200);

  await page.goto('/admin/surveys');
  const card = await findCard(page, 'Nowe', other, otherEmail);
  const mark = card.getByRole('button', { name: `zarezerwowana w ankiecie #${holder}` });
  await expect(mark).toBeVisible();
  await screenshot(page, 'admin-survey-card-held-elsewhere-1280');
  await mark.click();
  await expect(page.getByRole('dialog', { name: `Ankieta #${holder}` })).toBeVisible();
  await page.getByRole('dialog', { name: `Ankieta #${holder}` }).getByRole('button', { name: 'Zamknij', exact: true }).click();

  const dialog = await openSurvey(page, 'Nowe', other, otherEmail);
  const inModal = row(dialog, mela).getByRole('button', { name: `zarezerwowana w ankiecie #${holder}` });
  await expect(inModal).toBeVisible();
  await expect(row(dialog, mela).getByRole('button', { name: forAnimal('Zarezerwuj', mela) })).toHaveCount(0);
  await expectNoAxeViolations(page, 'survey modal with an animal held elsewhere');
  await inModal.click();
  const holderDialog = page.getByRole('dialog', { name: `Ankieta #${holder}` });
  await expect(holderDialog).toBeVisible();
  await expect(holderDialog.getByText('Wybrała ją też 1 inna otwarta ankieta.')).toBeVisible();
  await holderDialog.getByRole('button', { name: 'Zamknij', exact: true }).click();

  expect((await page.request.post(`/api/survey/${holder}/adopt-bulk`, { data: { animalIds: [animal] } })).status()).toBe(200);
  await page.reload();
  const after = await findCard(page, 'Nowe', other, otherEmail);
  await expect(after.getByRole('button', { name: `adoptowana w ankiecie #${holder}` })).toBeVisible();
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'admin-survey-card-held-elsewhere-360');
  await page.setViewportSize(DESKTOP);
});

async function staff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInByApi(page);
  return page;
}

test('two staff reserving one animal through two surveys at once: one wins, the other modal shows who holds it', async ({ browser }) => {
  const first = await staff(browser);
  const second = await staff(browser);
  try {
    const id = stamp();
    const fela = `Fela${id}`;
    const animal = await addAnimal(first.request, fela, 'Samica');
    const emailA = `pierwsza.${id}@example.com`;
    const emailB = `wyscig.${id}@example.com`;
    const surveyA = await sendSurvey(first.request, emailA, `Pierwsza${id}`, [animal]);
    const surveyB = await sendSurvey(first.request, emailB, `Wyscig${id}`, [animal]);
    const dialogA = await openSurvey(first, 'Nowe', surveyA, emailA);
    const dialogB = await openSurvey(second, 'Nowe', surveyB, emailB);
    const reserveA = dialogA.getByRole('button', { name: forAnimal('Zarezerwuj', fela) });
    const reserveB = dialogB.getByRole('button', { name: forAnimal('Zarezerwuj', fela) });
    await expect(reserveA).toBeVisible();
    await expect(reserveB).toBeVisible();

    await Promise.all([reserveA.click(), reserveB.click()]);
    // The loser is told at once (the toast hides after a few seconds: caught as it shows).
    const refusal = 'Ten zwierzak jest już zarezerwowany przez inną ankietę.';
    const loser = await Promise.any(
      [first, second].map((page) =>
        page.locator('.toast').filter({ hasText: refusal }).first().waitFor({ state: 'visible', timeout: 15_000 }).then(() => page),
      ),
    );
    const info = (await (await first.request.get(`/api/animals/${animal}/reservation`)).json()) as { surveyId: number };
    const [winnerDialog, loserDialog, winnerSurvey] = loser === second ? [dialogA, dialogB, surveyA] : [dialogB, dialogA, surveyB];
    expect(info.surveyId).toBe(winnerSurvey);
    await expect(badge(winnerDialog)).toHaveText('Z rezerwacją');
    await expect(winnerDialog.getByRole('button', { name: forAnimal('Cofnij rezerwację', fela) })).toBeVisible();
    // The loser's modal shows the new state: held by the winner's survey, no reserve button.
    await expect(row(loserDialog, fela).getByRole('button', { name: `zarezerwowana w ankiecie #${winnerSurvey}` })).toBeVisible();
    await expect(loserDialog.getByRole('button', { name: forAnimal('Zarezerwuj', fela) })).toHaveCount(0);
    await expect(badge(loserDialog)).toHaveText('Nowa');
    await screenshot(loser, 'admin-survey-concurrent-loser-1280');
  } finally {
    await first.context().close();
    await second.context().close();
  }
});

test('one staff closes a survey while another has it open: the second one is refused and sees it closed', async ({ browser }) => {
  const first = await staff(browser);
  const second = await staff(browser);
  try {
    const id = stamp();
    const tofik = `Tofik${id}`;
    const animal = await addAnimal(first.request, tofik, 'Samiec');
    const email = `wspolna.${id}@example.com`;
    const survey = await sendSurvey(first.request, email, `Wspolna${id}`, [animal]);
    const dialogA = await openSurvey(first, 'Nowe', survey, email);
    const dialogB = await openSurvey(second, 'Nowe', survey, email);

    await dialogA.getByRole('button', { name: 'Zamknij ankietę' }).click();
    const form = dialogA.getByRole('form', { name: 'Zamknij ankietę' });
    await form.getByLabel('Powód zamknięcia').selectOption({ label: 'Spam' });
    await form.getByRole('button', { name: 'Zamknij ankietę' }).click();
    await expect(badge(dialogA)).toHaveText('Spam');

    await dialogB.getByRole('button', { name: forAnimal('Zarezerwuj', tofik) }).click();
    await toast(second, 'Ta ankieta jest zamknięta. Otwórz ją ponownie, aby wprowadzić zmiany.');
    await expect(badge(dialogB)).toHaveText('Spam');
    await expect(dialogB.getByText('Ankieta zamknięta: Spam')).toBeVisible();
    await expect(dialogB.getByRole('button', { name: forAnimal('Zarezerwuj', tofik) })).toHaveCount(0);
    expect(((await (await first.request.get(`/api/animals/${animal}`)).json()) as { status: string }).status).toBe('Dostępny');
  } finally {
    await first.context().close();
    await second.context().close();
  }
});
