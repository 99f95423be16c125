import { writeFileSync, mkdirSync } from 'node:fs';
import { test, expect, type APIRequestContext, type Locator } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import type { PersonalDataExport, SurveyAdminDetail } from '@pets/shared';
import { DESKTOP, SCREENSHOT_DIR, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * A staff member's day with one survey, only through the panel: from "Na dziś" on the dashboard
 * to a completed adoption, with a note, a reply from a template, a reservation and the other
 * applicants told. Every click is logged and written next to the screenshots, so the path can be
 * read (and counted) as staff would do it. The spec's own animal and surveys; the animal ends
 * adopted, so the public pages are left alone (the name sorts this spec after admin-animals,
 * whose archive checks read the first page of adopted and TM animals).
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

const SPECIES = 'Królik';
const RUN = Date.now().toString(36);

async function addAnimal(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/animals/add', {
    data: { imie: name, gatunek: SPECIES, data_urodzenia: '2025-04-01', plec: 'Samiec', stan_zdrowia: 'Zdrowy', opis: 'Zwierzak przejścia przez adopcję.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A survey as a visitor sends it from the public form (required questions answered with their first option). */
async function sendSurvey(request: APIRequestContext, person: { imie: string; nazwisko: string; email: string }, animal: number): Promise<number> {
  return sendSurveyByApi(request, SPECIES, person, [animal]);
}

async function emailsSent(request: APIRequestContext, surveyId: number): Promise<PersonalDataExport['emailsSent']> {
  const detail = (await (await request.get(`/api/survey/details/${surveyId}`)).json()) as SurveyAdminDetail;
  return ((await (await request.get(`/api/adopters/${detail.adopterId}/export`)).json()) as PersonalDataExport).emailsSent;
}

test('from "Na dziś" to a completed adoption: a note, a reply from a template, a reservation, the other applicants told', async ({ page }) => {
  await signInByApi(page);
  const name = `Bąbel${RUN}`;
  const animal = await addAnimal(page.request, name);
  const survey = await sendSurvey(page.request, { imie: 'Marta', nazwisko: `Przechodnia${RUN}`, email: `marta.${RUN}@example.com` }, animal);
  const others = [
    await sendSurvey(page.request, { imie: 'Jan', nazwisko: `Drugi${RUN}`, email: `jan.${RUN}@example.com` }, animal),
    await sendSurvey(page.request, { imie: 'Ewa', nazwisko: `Trzecia${RUN}`, email: `ewa.${RUN}@example.com` }, animal),
  ];

  const clicks: string[] = [];
  const click = async (target: Locator, what: string) => {
    await target.click();
    clicks.push(what);
  };
  const toast = (text: string) => expect(page.locator('.toast').filter({ hasText: text }).first()).toBeVisible();

  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Na dziś' });
  await click(today.getByRole('link', { name: new RegExp(`#${survey} Marta Przechodnia${RUN}`) }), `"Na dziś": ankieta #${survey}`);
  const dialog = page.getByRole('dialog', { name: `Ankieta #${survey}` });
  await expect(dialog.getByRole('heading', { name: 'Wybrane zwierzęta' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`ankieta=${survey}`));

  // A note after the phone call.
  const history = dialog.getByRole('region', { name: 'Notatki i historia' });
  await history.getByLabel('Treść notatki').fill('Rozmowa telefoniczna: wizyta domowa w sobotę o 10:00.');
  await click(history.getByRole('button', { name: 'Dodaj notatkę' }), 'Dodaj notatkę (po wpisaniu treści)');
  await expect(history.getByRole('listitem').filter({ hasText: 'Rozmowa telefoniczna' })).toContainText('e2e-admin');

  // A reply from a template: filled for this survey.
  const compose = dialog.getByRole('form', { name: 'Odpowiedź e-mailem' });
  await compose.getByLabel('Szablon').selectOption({ label: 'Zaproszenie na rozmowę lub wizytę' });
  clicks.push('Szablon: „Zaproszenie na rozmowę lub wizytę” (wybór z listy)');
  await click(compose.getByRole('button', { name: 'Wstaw szablon' }), 'Wstaw szablon');
  await expect(compose.getByLabel('Treść')).toHaveValue(new RegExp(`^Dzień dobry,\\n\\ndziękujemy za ankietę adopcyjną nr ${survey} \\(${name}\\)\\.`));
  await click(compose.getByRole('button', { name: 'Wyślij' }), 'Wyślij');
  await toast('Wiadomość wysłana.');

  // The reservation, then the other applicants told.
  await click(dialog.getByRole('button', { name: new RegExp(`^Zarezerwuj\\s*:\\s*${name}$`) }), `Zarezerwuj: ${name}`);
  await toast(`Zarezerwowano „${name}”.`);
  await click(dialog.getByRole('button', { name: 'Powiadom pozostałych chętnych (2)' }), 'Powiadom pozostałych chętnych (2)');
  const confirmNotify = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(confirmNotify.getByRole('region', { name: 'Podgląd wiadomości' })).toContainText(`Jan Drugi${RUN} (ankieta #${others[0]})`);
  await click(confirmNotify.getByRole('button', { name: 'Wyślij' }), 'Wyślij (potwierdzenie z podglądem)');
  await toast('Wysłano 2 wiadomości.');

  // The adoption after the visit.
  await click(dialog.getByRole('checkbox', { name: new RegExp(`^Do adopcji\\s*:\\s*${name}$`) }), `Do adopcji: ${name} (pole wyboru)`);
  await click(dialog.getByRole('button', { name: 'Adoptuj zaznaczone (1)' }), 'Adoptuj zaznaczone (1)');
  const confirmAdopt = page.getByRole('dialog').filter({ hasText: 'Czy na pewno chcesz adoptować?' });
  await click(confirmAdopt.getByRole('button', { name: 'Tak' }), 'Tak (potwierdzenie adopcji)');
  await toast('Adoptowano :)');
  await expect(dialog).toBeHidden();

  // What staff and the applicants see afterwards.
  const detail = (await (await page.request.get(`/api/survey/details/${survey}`)).json()) as SurveyAdminDetail;
  expect(detail.finished).toBe(true);
  expect(((await (await page.request.get(`/api/animals/${animal}`)).json()) as { status: string }).status).toBe('Adoptowany');
  expect((await emailsSent(page.request, survey)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/rozmow|wizyt/i));
  for (const other of others) {
    expect((await emailsSent(page.request, other)).map((mail) => mail.subject)).toContain(`Ankieta nr ${other}: ${name} – adopcja nie jest już możliwa`);
  }

  // The survey's timeline tells the whole story, newest first.
  await page.goto(`/admin/surveys?ankieta=${survey}`);
  const done = page.getByRole('dialog', { name: `Ankieta #${survey}` });
  const timeline = done.getByRole('region', { name: 'Notatki i historia' });
  for (const entry of ['Adoptowano', 'Zarezerwowano', 'Dodano notatkę']) {
    await expect(timeline.getByRole('listitem').filter({ hasText: entry }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page, 'survey after the adoption');
  await screenshot(page, 'admin-walkthrough-done-1280');

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(`${SCREENSHOT_DIR}/walkthrough-clicks.txt`, clicks.map((step, index) => `${index + 1}. ${step}`).join('\n') + '\n');
  expect(clicks).toHaveLength(11);
});
