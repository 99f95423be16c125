import { test, expect, type Page } from './fixtures';
import { PRIVACY_POLICY_VERSION } from '@pets/shared';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The panel's foster-home screens on the real server (issue 33), a short check of the screens
 * themselves: an application sent by the public endpoint is accepted from "Zgłoszenia" into a home
 * (its page opens), a held animal of the spec's own is moved there from "Gdzie mieszka" (the
 * species warning asks first), and the animal list names and filters by the home; axe and no
 * sideways scroll at 1280 and 360 px.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // What sticks out, named when it fails.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}[${element.getAttribute('type') ?? ''}] "${(element.textContent ?? '').slice(0, 30)}" parent ${element.parentElement?.className} right ${element.getBoundingClientRect().right}`)
      .slice(0, 8),
  );
  expect(overflow, wide.join(', ')).toBeLessThanOrEqual(0);
}

async function checkAt360(page: Page, label: string): Promise<void> {
  await page.setViewportSize(MOBILE);
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, `${label} at 360 px`);
  await screenshot(page, `${label.replace(/[^a-z0-9]+/gi, '-')}-360`);
  await page.setViewportSize(DESKTOP);
}

test('Domy tymczasowe: accept an application, move an animal there, see it in the list', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const lastName = `Ekranowa${stamp}`;
  const applied = await page.request.post('/api/foster/applications', {
    data: {
      firstName: 'Zofia',
      lastName,
      email: `zofia.${stamp}@example.org`,
      phone: '600 700 800',
      postcode: '30-001',
      city: 'Kraków',
      species: ['Świnka morska'],
      capacity: 2,
      experience: 'Dwie świnki przez 5 lat.',
      consent: true,
      policyVersion: PRIVACY_POLICY_VERSION,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInByApi(page);
  const added = await page.request.post('/api/animals/add', {
    data: { imie: `Tymczasek${stamp}`, gatunek: 'Królik', data_urodzenia: '2024-04-01', plec: 'Samiec', stan_zdrowia: 'Zdrowy', status: 'Wstrzymany' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const animalId = ((await added.json()) as { id: number }).id;

  await page.goto('/admin/domy-tymczasowe');
  await expect(page.getByRole('heading', { level: 1, name: 'Domy tymczasowe' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Zofia ${lastName}` }) });
  await expect(card.getByText('Dwie świnki przez 5 lat.')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/domy-tymczasowe at 1280 px');
  await screenshot(page, 'admin-foster-applications-1280');
  await checkAt360(page, 'admin-foster-applications');

  await card.getByRole('button', { name: `Przyjmij zgłoszenie: Zofia ${lastName}` }).click();
  const question = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(question.getByText('Dom tymczasowy zostanie dodany do listy z danymi ze zgłoszenia.')).toBeVisible();
  await question.getByRole('button', { name: 'Przyjmij' }).click();
  await expect(page).toHaveURL(/\/admin\/domy-tymczasowe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Zofia ${lastName}` })).toBeVisible();
  await expect(page.getByText('Link niewysłany.')).toBeVisible();
  await expectNoAxeViolations(page, 'a foster home at 1280 px');
  await screenshot(page, 'admin-foster-home-1280');
  await checkAt360(page, 'admin-foster-home');

  // "Gdzie mieszka": a rabbit into a home that takes guinea pigs asks first.
  await page.goto(`/admin/animals/browse?zwierzak=${animalId}`);
  const editor = page.getByRole('dialog', { name: `Edytuj: Tymczasek${stamp}` });
  await editor.getByRole('tab', { name: 'Gdzie mieszka' }).click();
  await expect(editor.getByText('Teraz: w fundacji')).toBeVisible();
  await editor.getByRole('combobox', { name: 'Dokąd' }).selectOption({ label: `Zofia ${lastName} (Kraków) – 0 z 2 miejsc` });
  await editor.getByRole('textbox', { name: 'Notatka' }).fill('Na próbę.');
  await editor.getByRole('button', { name: 'Przenieś' }).click();
  const warning = page.getByRole('alertdialog', { name: 'To przeniesienie wymaga potwierdzenia.' });
  await expect(warning.getByText(/nie przyjmuje gatunku: Królik/)).toBeVisible();
  await expectNoAxeViolations(page, 'the placement warning at 1280 px');
  await warning.getByRole('button', { name: 'Przenieś mimo to' }).click();
  await expect(page.getByText('Zapisano, gdzie mieszka zwierzak.')).toBeVisible();
  await expect(editor.getByText(`Teraz: dom tymczasowy – Zofia ${lastName} (Kraków), od`)).toBeVisible();
  await screenshot(page, 'admin-foster-placement-1280');
  await checkAt360(page, 'admin-foster-placement');
  await editor.getByRole('button', { name: 'Zamknij' }).last().click();

  // The list names the home and filters by it, in the address.
  await page.getByRole('combobox', { name: 'Gdzie mieszka' }).selectOption({ label: `Zofia ${lastName} (Kraków)` });
  await expect(page).toHaveURL(/[?&]dt=\d+/);
  await expect(page.getByText('Znaleziono: 1')).toBeVisible();
  await expect(page.getByText(`DT: Zofia ${lastName} (Kraków)`)).toBeVisible();
  await checkAt360(page, 'admin-foster-animal-list');
});
