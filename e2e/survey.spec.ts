import { expect, test, type APIRequestContext, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { MESSAGES, speciesInSentence, type Animal, type SurveyQuestion } from '@pets/shared';
import { ADMIN } from './admin-helpers';
import { availableAnimals, DESKTOP, findAnimal, MOBILE, NOT_FOUND_TEXT } from './public-helpers';
import { AXE_TAGS } from './axe';

/**
 * The adoption survey against the real built server and its demo database: full surveys for an
 * animal and for a species, the validation messages one at a time in the order of SPEC section 5,
 * clarification fields, phone filtering, the reset after success, the routes that lead to /404,
 * unavailable animals, the save failure notice, the species modal on /adoptuje, and axe.
 */


// Each survey has 20-30 questions to fill in: give the flows more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const SCREENSHOTS = '.data-test/screenshots';

async function questionsOf(request: APIRequestContext, species: string): Promise<SurveyQuestion[]> {
  const response = await request.get(`/api/survey/questions/${encodeURIComponent(species)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SurveyQuestion[];
}

async function animalNamed(request: APIRequestContext, name: string): Promise<Animal> {
  return findAnimal(request, (animal) => animal.imie === name);
}

const plainOption = (question: SurveyQuestion) => question.opcje.find((option) => option.wymaga_dopisku === 0)!;
const questionBox = (page: Page, question: SurveyQuestion) => page.locator(`#pytanie-${question.id_pytania}`);
const option = (page: Page, question: SurveyQuestion, optionId: number) => page.locator(`#pytanie-${question.id_pytania}-opcja-${optionId}`);

/** Answers questions with plain options (no clarification needed); by default only the required ones. */
async function answerQuestions(page: Page, questions: SurveyQuestion[], { all = false } = {}): Promise<void> {
  for (const question of questions) {
    if (!all && question.obowiazkowe !== 1) continue;
    const field = page.locator(`#pytanie-${question.id_pytania}-pole`);
    if (question.typ === 'tekst') await field.fill(`Odpowiedź ${question.id_pytania}`);
    else if (question.typ === 'textarea') await field.fill(`Dłuższa odpowiedź na pytanie ${question.id_pytania}.`);
    else if (question.typ === 'select') await field.selectOption(String(plainOption(question).id_opcji));
    else await option(page, question, plainOption(question).id_opcji).check();
  }
}

const CONTACT = { imie: 'Anna', nazwisko: 'Testowa', telefon: '600 700 800', email: 'anna.testowa@example.org', kod: '30-001', miasto: 'Kraków' };

async function fillContact(page: Page, values: Partial<typeof CONTACT> = {}): Promise<void> {
  const data = { ...CONTACT, ...values };
  await page.locator('#ankieta-imie').fill(data.imie);
  await page.locator('#ankieta-nazwisko').fill(data.nazwisko);
  await page.locator('#ankieta-telefon').fill(data.telefon);
  await page.locator('#ankieta-email').fill(data.email);
  await page.locator('#ankieta-adres_kod').fill(data.kod);
  await page.locator('#ankieta-adres_miasto').fill(data.miasto);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Wyślij ankietę' }).click();

/** Toasts that are not fading out. */
const liveToasts = (page: Page) => page.locator('.toast:not(.toast--closing)');

async function expectOnlyMessage(page: Page, message: string, variant: 'error' | 'info' = 'error'): Promise<void> {
  await expect(liveToasts(page)).toHaveCount(1);
  await expect(liveToasts(page).locator('.toast__message')).toHaveText(message);
  await expect(liveToasts(page)).toHaveClass(new RegExp(`toast--${variant}`));
}

async function expectAtTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
}

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6000 });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

test.describe('survey for an animal (/ankieta/{id})', () => {
  test.use({ viewport: DESKTOP });

  test('loader, back button, read-only species, preselected animal, the group without TM and adopted animals; a full survey is stored and the form resets', async ({
    page,
    request,
  }) => {
    const pestka = await animalNamed(request, 'Pestka');
    const questions = await questionsOf(request, pestka.gatunek);
    const group = (await availableAnimals(request, `?gatunek=${encodeURIComponent('Chomik hybryda,Chomik syryjski,Chomik Roborowskiego')}`)).filter(
      (animal) => animal.TM !== 'Tak',
    );

    // Hold the questions back until the loader has been seen (the server then answers for real): a
    // fixed delay raced the survey's code chunk, which on a busy machine arrived after the questions.
    let releaseQuestions = () => {};
    const questionsHeld = new Promise<void>((resolve) => (releaseQuestions = resolve));
    await page.route('**/api/survey/questions/**', async (route) => {
      await questionsHeld;
      await route.continue();
    });
    // The server renders a survey opened by its address at once; the loader shows on the way from the animal's page.
    await page.goto(`/zwierzak/${pestka.id_zwierzaka}`);
    await page.getByRole('link', { name: 'Wypełnij ankietę adopcyjną' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wczytujemy ankietę…' })).toBeVisible();
    releaseQuestions();
    await expect(page.getByRole('heading', { level: 1, name: 'Ankieta adopcyjna' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wróć' })).toBeVisible();
    const speciesField = page.getByLabel('Gatunek', { exact: true });
    await expect(speciesField).toHaveValue('Chomik syryjski');
    await expect(speciesField).toHaveAttribute('readonly', '');

    // The choice: the hamster group (all three species), no TM and no adopted animals; Pestka is preselected.
    const choices = page.locator('.survey-animal__name');
    await expect(choices).toHaveText(group.map((animal) => animal.imie));
    await expect(choices).not.toContainText(['Pierożek']);
    await expect(choices).not.toContainText(['Tofik']);
    await expect(page.getByRole('checkbox', { name: /Pestka/ })).toBeChecked();
    const ziarenko = page.getByRole('checkbox', { name: /Ziarenko/ });
    await ziarenko.check();

    // Questions: long texts have 5 rows; optional radio/checkbox questions show the hint.
    await expect(page.locator('.survey-question textarea').first()).toHaveAttribute('rows', '5');
    const optionalGroup = questions.find((question) => question.obowiazkowe === 0 && (question.typ === 'radio' || question.typ === 'checkbox'))!;
    await expect(questionBox(page, optionalGroup)).toContainText(MESSAGES.survey.optionalHint);
    const requiredGroup = questions.find((question) => question.obowiazkowe === 1 && question.typ === 'radio')!;
    await expect(questionBox(page, requiredGroup)).not.toContainText(MESSAGES.survey.optionalHint);

    // Consent links the privacy policy; the note names the foundation's e-mail.
    await expect(page.getByRole('link', { name: /politykę prywatności/ })).toHaveAttribute('href', '/docs/polityka-prywatnosci.pdf');
    const siteEmail = await page.evaluate(() => (JSON.parse(document.getElementById('site-config')!.textContent!) as { email: string }).email);
    await expect(page.getByTestId('survey-photos-note')).toContainText(siteEmail);
    await expect(page.getByTestId('survey-photos-note').getByRole('link', { name: siteEmail })).toHaveAttribute('href', `mailto:${siteEmail}`);

    await fillContact(page);
    await answerQuestions(page, questions);
    await page.getByLabel(/politykę prywatności/).check();

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/survey') && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/survey') && response.request().method() === 'POST');
    await submit(page);
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ gatunek: 'Chomik syryjski', telefon: '600700800', zgoda: true, imie: 'Anna' });
    expect(body.zwierzaki).toEqual([pestka.id_zwierzaka, group.find((animal) => animal.imie === 'Ziarenko')!.id_zwierzaka]);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { id: number }).id).toBeGreaterThan(0);

    // Success: the message, the form emptied, the preset animal kept, the page at the top.
    await expectOnlyMessage(page, MESSAGES.survey.sent, 'info');
    await expect(page.getByTestId('survey-sent')).toContainText(siteEmail);
    await expectAtTop(page);
    for (const id of ['imie', 'nazwisko', 'telefon', 'email', 'adres_kod', 'adres_miasto']) await expect(page.locator(`#ankieta-${id}`)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /Pestka/ })).toBeChecked();
    await expect(ziarenko).not.toBeChecked();
    await expect(page.getByLabel(/politykę prywatności/)).not.toBeChecked();
    await expect(page.locator('.survey-question input:checked')).toHaveCount(0);
    const firstText = questions.find((question) => question.typ === 'tekst')!;
    await expect(page.locator(`#pytanie-${firstText.id_pytania}-pole`)).toHaveValue('');

    // The next fill is a new survey (a new idempotency key).
    await fillContact(page, { email: 'druga.ankieta@example.org' });
    await answerQuestions(page, questions);
    await page.getByLabel(/politykę prywatności/).check();
    const second = page.waitForRequest((request) => request.url().endsWith('/api/survey') && request.method() === 'POST');
    await submit(page);
    expect(((await second).postDataJSON() as { idempotencyKey: string }).idempotencyKey).not.toBe(body.idempotencyKey);
    await expect(liveToasts(page).locator('.toast__message')).toHaveText(MESSAGES.survey.sent);
    await expectNoAxeViolations(page, 'the survey after a successful submission');
  });

  test('a non-numeric id and an unknown animal answer 404 and lead to /404', async ({ page }) => {
    for (const path of ['/ankieta/abc', '/ankieta/12x', '/ankieta/999999']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL('/404');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT);
    }
  });

  test('an adopted animal and one Za Tęczowym Mostem show that they are not available instead of a survey', async ({ page, request }) => {
    const adopted = await findAnimal(request, (animal) => animal.status === 'Adoptowany' && animal.TM === 'Nie');
    await page.goto(`/ankieta/${adopted.id_zwierzaka}`);
    await expect(page.getByTestId('survey-unavailable')).toContainText('już dom');
    await expect(page.locator('.survey-form')).toHaveCount(0);
    const link = page.getByRole('link', { name: `Wypełnij ankietę dla gatunku ${speciesInSentence(adopted.gatunek)}` });
    await expect(link).toHaveAttribute('href', `/ankieta-gatunek/${encodeURIComponent(adopted.gatunek)}`);
    await expectNoAxeViolations(page, 'unavailable animal');

    const tm = await findAnimal(request, (animal) => animal.TM === 'Tak');
    await page.goto(`/ankieta/${tm.id_zwierzaka}`);
    await expect(page.getByTestId('survey-unavailable')).toContainText('Za Tęczowym Mostem');
    await expect(page.locator('.survey-form')).toHaveCount(0);
  });
});

test.describe('survey for a species (/ankieta-gatunek/{species})', () => {
  test.use({ viewport: DESKTOP });

  test('a full survey with every question answered, clarifications and two animals', async ({ page, request }) => {
    const questions = await questionsOf(request, 'Szczur');
    const rats = (await availableAnimals(request, '?gatunek=Szczur')).filter((animal) => animal.TM !== 'Tak');
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Szczur')}`);
    await expect(page.getByLabel('Gatunek', { exact: true })).toHaveValue('Szczur');
    await expect(page.locator('.survey-animal__input:checked')).toHaveCount(0);
    await expect(page.locator('.survey-animal__name')).toHaveText(rats.map((animal) => animal.imie));
    await page.getByRole('checkbox', { name: new RegExp(rats[0]!.imie) }).check();
    await page.getByRole('checkbox', { name: new RegExp(rats[1]!.imie) }).check();

    await fillContact(page, { telefon: '0048 511 222 333', email: 'rat.lover@example.org' });
    await answerQuestions(page, questions, { all: true });
    // One answer with a clarification: the vet question's "Tak (podaj nazwę...)".
    const vet = questions.find((question) => question.opcje.some((item) => /lecznicy/.test(item.etykieta_opcji)))!;
    const vetOption = vet.opcje.find((item) => item.wymaga_dopisku === 1)!;
    await option(page, vet, vetOption.id_opcji).check();
    await page.getByLabel(`Doprecyzuj: ${vetOption.etykieta_opcji}`).fill('Lecznica „Szczurek”, dr Kowalska');
    await page.getByLabel(/politykę prywatności/).check();

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/survey') && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/survey'));
    await submit(page);
    const body = (await posted).postDataJSON() as { telefon: string; zwierzaki: number[]; odpowiedzi: Record<string, unknown>; dopiski: Record<string, string> };
    expect(body.telefon).toBe('+48511222333');
    expect(body.zwierzaki).toEqual([rats[0]!.id_zwierzaka, rats[1]!.id_zwierzaka]);
    expect(Object.keys(body.odpowiedzi)).toHaveLength(questions.length);
    expect(body.dopiski).toEqual({ [String(vetOption.id_opcji)]: 'Lecznica „Szczurek”, dr Kowalska' });
    expect((await answered).status()).toBe(201);
    await expectOnlyMessage(page, MESSAGES.survey.sent, 'info');
    await expect(page.locator('.survey-animal__input:checked')).toHaveCount(0);
    await expectAtTop(page);
  });

  test('unknown species and a species without questions lead to /404', async ({ page }) => {
    await page.goto('/ankieta-gatunek/Pies');
    await expect(page).toHaveURL('/404');
    // A species whose questions call answers an empty array (SPEC section 5): no survey. Every seeded
    // species has questions, so the survey page's call is answered [] on the way from /adoptuje.
    await page.goto('/adoptuje');
    await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
    const tortoise = page.getByRole('dialog', { name: 'Wybierz gatunek' }).getByRole('button', { name: 'Żółw' });
    await expect(tortoise).toBeEnabled();
    await page.route('**/api/survey/questions/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await tortoise.click();
    await expect(page).toHaveURL('/404');
  });

  test('validation: one message at a time in the spec order, each fixed in turn', async ({ page, request }) => {
    const questions = await questionsOf(request, 'Mysz');
    const required = questions.filter((question) => question.obowiazkowe === 1);
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Mysz')}`);
    await expect(page.locator('.survey-question').first()).toBeVisible();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/survey') && request.method() === 'POST') posts.push(request.url());
    });

    // 1. Phone (an empty form): the message, the page at the top, the field marked.
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.invalidPhone);
    await expectAtTop(page);
    await expect(page.locator('#ankieta-telefon')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#ankieta-telefon')).toBeFocused();
    await page.locator('#ankieta-telefon').fill('600 700 80');
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.invalidPhone);

    // 2. E-mail.
    await page.locator('#ankieta-telefon').fill('+48 600 700 800');
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.invalidEmail);
    await expect(page.locator('#ankieta-email')).toBeFocused();
    await page.locator('#ankieta-email').fill('anna@example');
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.invalidEmail);
    await page.locator('#ankieta-email').fill('anna@example.org');

    // The rest of the contact data (all marked required).
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.contactRequired);
    await expect(page.locator('#ankieta-imie')).toBeFocused();
    await fillContact(page, { telefon: '+48 600 700 800', email: 'anna@example.org' });

    // 3. Required questions: every one highlighted as missing, optional ones not.
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.missingRequired);
    await expect(page.locator('.survey-question--missing')).toHaveCount(required.length);
    for (const question of questions.filter((item) => item.obowiazkowe === 0)) {
      await expect(questionBox(page, question)).not.toHaveClass(/survey-question--missing/);
    }
    // Answering one clears its highlight at once.
    await answerQuestions(page, required.slice(0, 1));
    await expect(page.locator('.survey-question--missing')).toHaveCount(required.length - 1);
    await answerQuestions(page, required);
    await expect(page.locator('.survey-question--missing')).toHaveCount(0);

    // 4. Consent.
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.consentRequired);
    await expect(page.getByLabel(/politykę prywatności/)).toBeFocused();
    expect(posts).toEqual([]);

    await page.getByLabel(/politykę prywatności/).check();
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.sent, 'info');
    expect(posts).toHaveLength(1);
  });

  test('clarification fields appear with their option, are required, and are not sent once the option is unticked', async ({ page, request }) => {
    const questions = await questionsOf(request, 'Królik');
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Królik')}`);
    await expect(page.locator('.survey-question').first()).toBeVisible();

    // Radio: "Inne miejsce (jakie?)".
    const home = questions.find((question) => question.typ === 'radio' && question.opcje.some((item) => item.etykieta_opcji === 'Inne miejsce (jakie?)'))!;
    const other = home.opcje.find((item) => item.wymaga_dopisku === 1)!;
    const clarification = page.getByLabel(`Doprecyzuj: ${other.etykieta_opcji}`);
    await expect(clarification).toHaveCount(0);
    await option(page, home, other.id_opcji).check();
    await expect(clarification).toBeVisible();
    await option(page, home, plainOption(home).id_opcji).check();
    await expect(clarification).toHaveCount(0);
    await option(page, home, other.id_opcji).check();
    await expect(clarification).toBeVisible();

    // Checkbox: "Inne (jakie?)" among other animals.
    const animals = questions.find((question) => question.typ === 'checkbox' && question.obowiazkowe === 1 && question.opcje.some((item) => item.wymaga_dopisku === 1))!;
    const animalsOther = animals.opcje.filter((item) => item.wymaga_dopisku === 1).at(-1)!;
    const animalsNote = page.getByLabel(`Doprecyzuj: ${animalsOther.etykieta_opcji}`);
    await option(page, animals, animalsOther.id_opcji).check();
    await expect(animalsNote).toBeVisible();
    await animalsNote.fill('Papuga');
    await option(page, animals, animalsOther.id_opcji).uncheck();
    await expect(animalsNote).toHaveCount(0);

    // Select: "Inna sytuacja (jaka?)".
    const ownership = questions.find((question) => question.typ === 'select' && question.opcje.some((item) => item.wymaga_dopisku === 1))!;
    const situation = ownership.opcje.find((item) => item.wymaga_dopisku === 1)!;
    await page.locator(`#pytanie-${ownership.id_pytania}-pole`).selectOption(String(situation.id_opcji));
    await expect(page.getByLabel(`Doprecyzuj: ${situation.etykieta_opcji}`)).toBeVisible();

    // Everything else answered: the empty clarifications keep their questions missing.
    await fillContact(page);
    const rest = questions.filter((question) => ![home.id_pytania, ownership.id_pytania].includes(question.id_pytania));
    await answerQuestions(page, rest);
    await page.getByLabel(/politykę prywatności/).check();
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.missingRequired);
    await expect(page.locator('.survey-question--missing')).toHaveCount(2);
    await expect(questionBox(page, home)).toHaveClass(/survey-question--missing/);
    await expect(questionBox(page, ownership)).toHaveClass(/survey-question--missing/);

    await clarification.fill('Domek letniskowy');
    await expect(page.locator('.survey-question--missing')).toHaveCount(1);
    await page.getByLabel(`Doprecyzuj: ${situation.etykieta_opcji}`).fill('Mieszkanie służbowe');
    await expect(page.locator('.survey-question--missing')).toHaveCount(0);

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/survey') && request.method() === 'POST');
    await submit(page);
    const body = (await posted).postDataJSON() as { dopiski: Record<string, string> };
    expect(body.dopiski).toEqual({ [String(other.id_opcji)]: 'Domek letniskowy', [String(situation.id_opcji)]: 'Mieszkanie służbowe' });
    await expectOnlyMessage(page, MESSAGES.survey.sent, 'info');
  });

  test('the phone field accepts only digits, plus and spaces', async ({ page }) => {
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Mysz')}`);
    const phone = page.locator('#ankieta-telefon');
    await phone.pressSequentially('+48 (600) abc-700_800!');
    await expect(phone).toHaveValue('+48 600 700800');
    await phone.fill('tel. 0048 600-700-800');
    await expect(phone).toHaveValue(' 0048 600700800');
  });

  test('a save failure shows the error notice and keeps the form', async ({ page, request }) => {
    const questions = await questionsOf(request, 'Mysz');
    await page.goto(`/ankieta-gatunek/${encodeURIComponent('Mysz')}`);
    await fillContact(page);
    await answerQuestions(page, questions);
    await page.getByLabel(/politykę prywatności/).check();
    await page.route('**/api/survey', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","code":"internal_error"}' }));
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.saveFailed, 'error');
    await expect(page.locator('#ankieta-imie')).toHaveValue(CONTACT.imie);
    await expect(page.getByLabel(/politykę prywatności/)).toBeChecked();
    await page.unroute('**/api/survey');
    await page.route('**/api/survey', (route) => route.abort('connectionreset'));
    await submit(page);
    await expectOnlyMessage(page, MESSAGES.survey.saveFailed, 'error');
  });
});

test.describe('species modal on /adoptuje', () => {
  test.use({ viewport: DESKTOP });

  /** Marks every tortoise 'Za Tęczowym Mostem' (admin API), so the species has no available animal; restores them after. */
  async function withoutTortoises(request: APIRequestContext, body: () => Promise<void>): Promise<void> {
    expect((await request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const tortoises = await availableAnimals(request, `?gatunek=${encodeURIComponent('Żółw')}`);
    expect(tortoises.length).toBeGreaterThan(0);
    try {
      for (const animal of tortoises) expect((await request.put(`/api/animals/${animal.id_zwierzaka}`, { data: { TM: 'Tak' } })).status()).toBe(200);
      await expect.poll(async () => (await availableAnimals(request, `?gatunek=${encodeURIComponent('Żółw')}`)).length, { timeout: 8000 }).toBe(0);
      await body();
    } finally {
      // Marking TM held them (a TM animal is never available): release the hold with the mark.
      for (const animal of tortoises) await request.put(`/api/animals/${animal.id_zwierzaka}`, { data: { TM: 'Nie', status: 'Dostępny' } });
    }
  }

  test('lists the ten species with a survey; one without available animals shows the toast, one with animals opens its survey', async ({ page, request }) => {
    await page.goto('/adoptuje');
    await page.getByRole('button', { name: 'Wypełnij ankietę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz gatunek' });
    await expect(dialog.locator('.species-modal__option')).toHaveCount(10);

    await withoutTortoises(request, async () => {
      await dialog.getByRole('button', { name: 'Żółw' }).click();
      await expectOnlyMessage(page, MESSAGES.survey.noAnimalsForSpecies, 'info');
      await expect(page).toHaveURL('/adoptuje');
      await expect(dialog).toBeVisible();
      // Neutral and 3.5 s: still there after 3 s, gone after 3.5 s (+ the close animation).
      await page.waitForTimeout(3000);
      await expect(liveToasts(page)).toHaveCount(1);
      await expect(page.locator('.toast')).toHaveCount(0, { timeout: 1500 });
    });

    await dialog.getByRole('button', { name: 'Szynszyla' }).click();
    await expect(page).toHaveURL(`/ankieta-gatunek/${encodeURIComponent('Szynszyla')}`);
    await expect(page.getByLabel('Gatunek', { exact: true })).toHaveValue('Szynszyla');
  });
});

test.describe('accessibility and layout', () => {
  test('no axe violations on the survey pages (fresh, and with missing answers highlighted) at 1280 and 360 px', async ({ page, request }) => {
    const pestka = await animalNamed(request, 'Pestka');
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/ankieta/${pestka.id_zwierzaka}`);
      await expect(page.locator('.survey-question').first()).toBeVisible();
      await expectNoAxeViolations(page, `/ankieta at ${viewport.width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/survey-${viewport.width}.png`, fullPage: false });

      await page.goto(`/ankieta-gatunek/${encodeURIComponent('Żółw')}`);
      await fillContact(page);
      await page.locator('label:has-text("Inne (jakie?)")').first().click();
      await submit(page);
      await expect(page.locator('.survey-question--missing').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/survey-missing-${viewport.width}.png`, fullPage: false });
      await expectNoAxeViolations(page, `/ankieta-gatunek with missing answers at ${viewport.width}`);
    }
  });
});
