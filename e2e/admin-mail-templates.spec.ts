import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import type { PersonalDataExport, SurveyAdminDetail } from '@pets/shared';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, holdAvailableAnimals, signInByApi } from './admin-helpers';

/**
 * Issue 19, e-mail half: editing a template on "Szablony e-maili", composing from a template in
 * a survey, replying from the mailbox (and its search without diacritics), and telling the other
 * applicants of an animal a survey reserved. The data is this spec's own: an animal added here and
 * surveys sent for it (never the demo animals); templates are restored to their defaults.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

const RUN = Date.now();
const SPECIES = 'Szynszyla';

interface Contact {
  imie: string;
  nazwisko: string;
  email: string;
}

const addedAnimals: number[] = [];
test.afterAll(async ({ browser }) => holdAvailableAnimals(browser, addedAnimals));

async function addAnimal(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/animals/add', {
    data: { imie: name, gatunek: SPECIES, data_urodzenia: '2024-03-01', stan_zdrowia: 'Zdrowa', opis: 'Zwierzak testu szablonów e-maili.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  addedAnimals.push(id);
  return id;
}

/** A survey as a visitor sends it (required questions answered with their first option). */
async function sendSurvey(request: APIRequestContext, contact: Contact, animals: number[]): Promise<number> {
  return sendSurveyByApi(request, SPECIES, contact, animals);
}

/** What the RODO export of the survey's adopter lists as e-mails sent to them. */
async function mailSentTo(request: APIRequestContext, surveyId: number): Promise<PersonalDataExport['emailsSent']> {
  const detail = (await (await request.get(`/api/survey/details/${surveyId}`)).json()) as SurveyAdminDetail;
  expect(detail.adopterId).not.toBeNull();
  return ((await (await request.get(`/api/adopters/${detail.adopterId}/export`)).json()) as PersonalDataExport).emailsSent;
}

async function openSurvey(page: Page, bucket: 'Nowe' | 'Z rezerwacją', id: number, search: string) {
  await page.goto('/admin/surveys');
  const tab = page.getByRole('tab', { name: new RegExp(`^${bucket}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The panel a person sees: role queries skip the hidden ones.
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Szukaj').fill(search);
  const card = panel.locator(`.survey-card[data-survey-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${id}` });
  await expect(dialog.getByText('Wybrane zwierzęta')).toBeVisible();
  return dialog;
}

test('edits a template: an unknown placeholder is refused by name, a save persists, "Przywróć domyślny" restores it', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Szablony e-maili/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Szablony e-maili' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Szablony' });
  await expect(nav.getByRole('button')).toHaveCount(6);
  await expect(page.getByText('{inne_zwierzaki}')).toBeVisible();

  await nav.getByRole('button', { name: /Odmowa adopcji/ }).click();
  await expect(page).toHaveURL(/szablon=refusal/);
  const form = page.locator('form.mail-template-form');
  const body = form.getByLabel('Treść');
  const original = await body.inputValue();
  await body.fill(`${original}\nPS {imię}`);
  await form.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(form.getByText('Nieznane pole {imię} w treści. Dozwolone pola:', { exact: false })).toBeVisible();
  await expect(body).toBeFocused();

  await body.fill(`${original}\nPS Do zobaczenia, {imie}!`);
  await expect(form.locator('.mail-template-preview__body')).toContainText('PS Do zobaczenia, Anna!');
  await form.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Zapisano szablon „Odmowa adopcji”.' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /Odmowa adopcji/ })).toContainText('zmieniony');

  await page.reload();
  await expect(page.locator('form.mail-template-form').getByLabel('Treść')).toHaveValue(`${original}\nPS Do zobaczenia, {imie}!`);
  await expect(page.locator('form.mail-template-form')).toContainText(/Zmieniono: .* \(e2e-admin\)/);
  await expectNoAxeViolations(page, '/admin/settings/templates');
  await screenshot(page, 'admin-mail-templates-1280');

  await page.locator('form.mail-template-form').getByRole('button', { name: 'Przywróć domyślny' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(confirmDialog).toContainText('Przywrócić domyślną treść szablonu „Odmowa adopcji”?');
  await confirmDialog.getByRole('button', { name: 'Przywróć domyślny' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Przywrócono domyślną treść szablonu „Odmowa adopcji”.' })).toBeVisible();
  await expect(page.locator('form.mail-template-form').getByLabel('Treść')).toHaveValue(original);
  await expect(page.locator('form.mail-template-form')).toContainText('Obowiązuje treść domyślna.');

  await page.setViewportSize(MOBILE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, '/admin/settings/templates at 360 px');
  await screenshot(page, 'admin-mail-templates-360');
});

test('composes from a template in a survey: filled for that survey, edited, sent and kept in the history', async ({ page }) => {
  await signInByApi(page);
  const animal = await addAnimal(page.request, `Puszysta ${RUN}`);
  const survey = await sendSurvey(page.request, { imie: 'Weronika', nazwisko: `Szablonowa${RUN}`, email: `szablon.${RUN}@example.com` }, [animal]);
  // Not left available for other specs: this survey reserves it.
  expect((await page.request.post(`/api/survey/${survey}/reserve`, { data: { animalId: animal } })).status()).toBe(200);

  const dialog = await openSurvey(page, 'Z rezerwacją', survey, `Szablonowa${RUN}`);
  const compose = dialog.getByRole('form', { name: 'Odpowiedź e-mailem' });
  await expect(compose.getByLabel('Temat')).toHaveValue('Odpowiedź na ankietę');
  await compose.getByLabel('Szablon').selectOption({ label: 'Potwierdzenie rezerwacji' });
  await compose.getByRole('button', { name: 'Wstaw szablon' }).click();
  await expect(compose.getByLabel('Temat')).toHaveValue(`Potwierdzenie rezerwacji: Puszysta ${RUN}`);
  const body = compose.getByLabel('Treść');
  await expect(body).toHaveValue(/^Dzień dobry,\n\npotwierdzamy rezerwację: Puszysta \d+\. Wkrótce skontaktujemy się z Tobą/);
  await expect(body).toBeFocused();
  await expectNoAxeViolations(page, 'survey modal with a template inserted');
  await screenshot(page, 'admin-compose-template-1280');

  const text = `${await body.inputValue()}\n\nOdbiór w sobotę o 11:00.`;
  await body.fill(text);
  await compose.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Wiadomość wysłana.' })).toBeVisible();
  await expect(body).toHaveValue('');

  const sent = await mailSentTo(page.request, survey);
  expect(sent).toContainEqual(expect.objectContaining({ subject: `Potwierdzenie rezerwacji: Puszysta ${RUN}`, body: text }));
});

test('tells the other applicants of a reserved animal once, after a confirmation with the message', async ({ page }) => {
  await signInByApi(page);
  const animal = await addAnimal(page.request, `Kropka ${RUN}`);
  const holder = await sendSurvey(page.request, { imie: 'Halina', nazwisko: `Trzymająca${RUN}`, email: `trzyma.${RUN}@example.com` }, [animal]);
  const others = [
    await sendSurvey(page.request, { imie: 'Olga', nazwisko: `Chętna${RUN}`, email: `chetna1.${RUN}@example.com` }, [animal]),
    await sendSurvey(page.request, { imie: 'Piotr', nazwisko: `Chętny${RUN}`, email: `chetny2.${RUN}@example.com` }, [animal]),
  ];
  expect((await page.request.post(`/api/survey/${holder}/reserve`, { data: { animalId: animal } })).status()).toBe(200);

  const dialog = await openSurvey(page, 'Z rezerwacją', holder, `Trzymająca${RUN}`);
  await expect(dialog.getByText(/Wybrały (go|ją) też inne otwarte ankiety: 2\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Powiadom pozostałych chętnych (2)' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(confirmDialog).toContainText(`Wysłać 2 wiadomości do pozostałych chętnych na „Kropka ${RUN}”?`);
  const preview = confirmDialog.getByRole('region', { name: 'Podgląd wiadomości' });
  await expect(preview).toContainText(`Olga Chętna${RUN} (ankieta #${others[0]})`);
  await expect(preview).toContainText(`Temat: Ankieta nr ${others[0]}: Kropka ${RUN} – adopcja nie jest już możliwa`);
  await expect(preview).toContainText(`dziękujemy za ankietę adopcyjną nr ${others[0]} (Kropka ${RUN}). Niestety ta adopcja nie jest już możliwa`);
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6000 });
  await expectNoAxeViolations(page, 'the other applicants confirmation');
  await screenshot(page, 'admin-notify-applicants-1280');
  await confirmDialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Wysłano 2 wiadomości.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Powiadom pozostałych chętnych/ })).toHaveCount(0);

  for (const id of others) {
    const sent = await mailSentTo(page.request, id);
    expect(sent.filter((mail) => mail.subject === `Ankieta nr ${id}: Kropka ${RUN} – adopcja nie jest już możliwa`)).toHaveLength(1);
  }
  // Telling twice sends nothing twice.
  const again = await page.request.post(`/api/animals/${animal}/notify-other-applicants`, { data: {} });
  expect(await again.json()).toEqual({ message: 'Wszyscy pozostali chętni zostali już powiadomieni.', notified: 0, surveyIds: [] });
  expect((await mailSentTo(page.request, others[0]!)).filter((mail) => mail.subject.endsWith('adopcja nie jest już możliwa'))).toHaveLength(1);
});

test('replies from the mailbox: found without diacritics, "Re: …" with the original quoted, sent', async ({ page }) => {
  await signInByApi(page);
  const posted = await page.request.post('/api/contact', {
    data: { fullName: `Stanisław Łęcki ${RUN}`, email: `lecki.${RUN}@example.com`, phone: '600100300', question: 'Czy szynszyle mogą mieszkać z królikiem?', policy: true },
  });
  expect(posted.status()).toBe(201);
  await page.goto('/admin/mail');
  await page.getByRole('searchbox').fill(`lecki ${RUN}`);
  const row = page.locator('.mail-table tbody tr').filter({ hasText: `Stanisław Łęcki ${RUN}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  const modal = page.getByRole('dialog', { name: `Formularz kontaktowy: Stanisław Łęcki ${RUN}` });
  await modal.getByRole('button', { name: 'Odpowiedz' }).click();
  const reply = modal.getByRole('form', { name: 'Odpowiedź na wiadomość' });
  await expect(reply.getByLabel('Do')).toHaveValue(`lecki.${RUN}@example.com`);
  await expect(reply.getByLabel('Temat')).toHaveValue(`Re: Formularz kontaktowy: Stanisław Łęcki ${RUN}`);
  const body = reply.getByLabel('Treść');
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(new RegExp(`^\\n\\nW dniu \\d{2}\\.\\d{2}\\.\\d{4} o \\d{2}:\\d{2} Stanisław Łęcki ${RUN} <lecki\\.${RUN}@example\\.com> napisał\\(a\\):\\n> `));
  await expect(body).toHaveValue(/\n> Czy szynszyle mogą mieszkać z królikiem\?/);
  await expectNoAxeViolations(page, 'mailbox reply form');
  await screenshot(page, 'admin-mail-reply-1280');
  await page.keyboard.type('Tak, ale w osobnych klatkach.');
  await reply.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Wiadomość wysłana.' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Odpowiedz' })).toBeFocused();

  await page.setViewportSize(MOBILE);
  await modal.getByRole('button', { name: 'Odpowiedz' }).click();
  await expect(modal.getByRole('form', { name: 'Odpowiedź na wiadomość' })).toBeVisible();
  await screenshot(page, 'admin-mail-reply-360');
});
