import { test, expect } from './fixtures';
import { PRIVACY_POLICY_VERSION, todayInPoland, type FosterApplication } from '@pets/shared';
import { DESKTOP, expectNoAxeViolations, holdAvailableAnimals, screenshot, signInByApi } from './admin-helpers';
import { sendSurveyByApi } from './survey-api';

/**
 * Foster homes in the adoption work on the real server (issue 33, item 7): the survey modal says
 * where a chosen animal lives and takes "Opinia DT" (the card shows it), and the carer adopts
 * another of their animals from the home's page in one step, landing on their adopter profile.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

test('the survey names the foster home and takes "Opinia DT"; the carer adopts in one step', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const lastName = `Opiekuńcza${stamp}`;
  const email = `dt.${stamp}@example.org`;
  const applied = await page.request.post('/api/foster/applications', {
    data: {
      firstName: 'Zofia',
      lastName,
      email,
      phone: '600 700 800',
      postcode: '30-001',
      city: 'Kraków',
      species: ['Królik'],
      capacity: 3,
      experience: 'Króliki od lat.',
      consent: true,
      policyVersion: PRIVACY_POLICY_VERSION,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInByApi(page);
  const applications = (await (await page.request.get('/api/foster/applications?status=nowe')).json()) as FosterApplication[];
  const application = applications.find((item) => item.lastName === lastName)!;
  const accepted = await page.request.post(`/api/foster/applications/${application.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const homeId = ((await accepted.json()) as { home: { id: number } }).home.id;

  const animal = async (name: string) => {
    const added = await page.request.post('/api/animals/add', {
      data: { imie: name, gatunek: 'Królik', data_urodzenia: '2024-04-01', plec: 'Samica', stan_zdrowia: 'Zdrowa', status: 'Dostępny' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const id = ((await added.json()) as { id: number }).id;
    const placed = await page.request.post(`/api/animals/${id}/placement`, { data: { fosterHomeId: homeId, date: todayInPoland() } });
    expect(placed.status(), await placed.text()).toBe(201);
    return id;
  };
  const chosenName = `Marchewka${stamp}`;
  const keptName = `Pestka${stamp}`;
  const chosen = await animal(chosenName);
  await animal(keptName);
  const surveyId = await sendSurveyByApi(page.request, 'Królik', { imie: 'Jan', nazwisko: `Kandydat${stamp}`, email: `jan.${stamp}@example.org` }, [chosen]);

  try {
    await page.goto(`/admin/surveys?ankieta=${surveyId}`);
    const dialog = page.getByRole('dialog', { name: `Ankieta #${surveyId}` });
    const foster = dialog.getByRole('region', { name: `Dom tymczasowy: ${chosenName}` });
    await expect(foster.getByText(`${chosenName} mieszka w domu tymczasowym: Zofia ${lastName} (Kraków)`)).toBeVisible();
    await expect(foster.getByRole('link', { name: `Zofia ${lastName} (Kraków)` })).toHaveAttribute('href', `/admin/domy-tymczasowe/${homeId}`);
    await expect(foster.getByText('Opiekun nie dodał jeszcze notatek o tym zwierzaku.')).toBeVisible();

    const opinion = dialog.getByRole('region', { name: 'Opinia DT' });
    await opinion.getByLabel('Opinia domu tymczasowego').selectOption({ label: 'z zastrzeżeniami' });
    await opinion.getByLabel('Notatka do opinii (opcjonalnie)').fill('Opiekunka zna rodzinę z wizyty.');
    await opinion.getByRole('button', { name: 'Zapisz opinię' }).click();
    await expect(page.getByText('Zapisano opinię domu tymczasowego.')).toBeVisible();
    await expect(opinion.getByText(/^Zapisano \d{2}\.\d{2}\.\d{4} \(/)).toBeVisible();
    await expectNoAxeViolations(page, 'the survey modal with a foster home and Opinia DT');
    await foster.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-survey-foster-1280');
    await dialog.getByRole('button', { name: 'Zamknij' }).first().click();
    await expect(page.locator(`.survey-card[data-survey-id="${surveyId}"]`).getByText('Opinia DT: z zastrzeżeniami')).toBeVisible();

    await page.goto(`/admin/domy-tymczasowe/${homeId}`);
    // The animal's name is for screen readers (visually hidden, so Chrome puts a space before ':').
    await page.getByRole('button', { name: new RegExp(`^Adoptuje opiekun ?: ${keptName}$`) }).click();
    const question = page.getByRole('dialog', { name: 'Potwierdzenie' });
    await expect(question.getByText(`Zofia ${lastName} zostanie adoptującym; dane przepiszemy z domu tymczasowego.`)).toBeVisible();
    await question.getByRole('button', { name: 'Zapisz adopcję' }).click();
    await expect(page).toHaveURL(/\/admin\/adopters\?profil=\d+/);
    await expect(page.getByText(`Zapisano adopcję: ${keptName} → Zofia ${lastName}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(email).first()).toBeVisible();
    await expect(page.getByRole('dialog').getByText(keptName).first()).toBeVisible();
    await screenshot(page, 'admin-foster-carer-adopted-1280');
  } finally {
    // Every spec shares one server: the chosen animal must not stay the newest available one.
    await holdAvailableAnimals(browser, [chosen]);
  }
});
