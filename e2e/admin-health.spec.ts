import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * Issue 32 on the real server: a coordinator records a vaccination with its cost, a new clinic
 * and a next-due date in the animal's "Zdrowie i waga" tab, and the due date is in "Na dziś"'s
 * tasks the day it comes; weights draw a chart and a fall of 10 % warns; the contract prints the
 * vaccination; axe on the tab at 1280 and 360 px. The animal is reserved for the spec's own adopter
 * from the start and adopted by them, so the public pages' newest available animal is left alone.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

async function addRabbit(page: Page, name: string, adopterId: number): Promise<number> {
  const response = await page.request.post('/api/animals/add', {
    data: {
      imie: name,
      gatunek: 'Królik',
      data_urodzenia: '2024-04-01',
      plec: 'Samiec',
      stan_zdrowia: 'Zdrowy',
      status: 'Zarezerwowany',
      adoptujacy_id: adopterId,
      data_przyjecia: dayIn(-30),
      zrodlo_przyjecia: 'interwencja',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a vaccination with a cost, a clinic and a next-due date; weights with a chart and a warning; the task on its day; the contract prints it', async ({ page }) => {
  await signInByApi(page);
  const stamp = Date.now().toString(36);
  const name = `Szczepek${stamp}`;
  const adopter = await page.request.post('/api/adopters', { data: { firstName: 'Ola', lastName: `Zdrowa${stamp}`, email: `ola.${stamp}@example.org`, phone: '' } });
  expect(adopter.status(), await adopter.text()).toBeLessThan(300);
  const adopterId = ((await adopter.json()) as { profile: { id: number } }).profile.id;
  const id = await addRabbit(page, name, adopterId);

  await page.goto(`/admin/animals/browse?zwierzak=${id}`);
  const dialog = page.getByRole('dialog', { name: `Edytuj: ${name}` });
  await expect(dialog.getByRole('group', { name: 'Przyjęcie do fundacji' })).toBeVisible();
  await expect(dialog.getByLabel('Skąd trafił')).toHaveValue('interwencja');
  await dialog.getByRole('tab', { name: 'Zdrowie i waga' }).click();
  await expect(dialog.getByRole('tab', { name: 'Zdrowie i waga' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Karta zdrowia jest pusta.', { exact: false })).toBeVisible();

  // The clicks of a vet visit: "Dodaj wpis", the kind and date, what it was, the cost, the clinic, the next date, "Dodaj wpis".
  await dialog.getByRole('button', { name: 'Dodaj wpis' }).click();
  const form = dialog.getByRole('group', { name: 'Nowy wpis' });
  await form.getByLabel(/^Rodzaj/).selectOption({ label: 'Szczepienie' });
  await form.getByLabel(/^Data/).fill(dayIn(-1));
  await form.getByRole('button', { name: /^RHD1 i RHD2: co roku/ }).click();
  await expect(form.getByLabel(/^Opis/)).toHaveValue('RHD1 i RHD2');
  // Due today: the day its task belongs to "Na dziś".
  await form.getByLabel('Następny termin').fill(dayIn(0));
  await form.getByLabel('Koszt (zł)').fill('120,505');
  await form.getByRole('button', { name: 'Dodaj lecznicę do listy' }).click();
  await form.getByLabel('Nazwa nowej lecznicy').fill(`Lecznica Egzotyczna ${stamp}`);
  await form.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(form.getByLabel('Lecznica')).toHaveValue(/\d+/);
  await form.getByRole('button', { name: 'Dodaj wpis' }).click();
  await expect(form.getByText('Koszt: podaj kwotę w złotych, najwyżej z dwoma miejscami po przecinku (np. 85,50).')).toBeVisible();
  await form.getByLabel('Koszt (zł)').fill('120,50');
  await form.getByRole('button', { name: 'Dodaj wpis' }).click();
  const entry = dialog.getByRole('article', { name: /Szczepienie.*RHD1 i RHD2/ });
  await expect(entry).toContainText('120,50');
  await expect(entry).toContainText(`Lecznica Egzotyczna ${stamp}`);
  await expect(entry).toContainText('Następny termin');

  // Weights: ten days ago, then today 12 % less.
  const weights = dialog.getByRole('region', { name: 'Waga' });
  await weights.getByLabel('Data ważenia').fill(dayIn(-10));
  await weights.getByLabel('Waga (g)').fill('2100');
  await weights.getByRole('button', { name: 'Zapisz ważenie' }).click();
  await expect(weights.getByRole('table', { name: 'Ważenia: data i waga w gramach' })).toBeAttached();
  await weights.getByLabel('Data ważenia').fill(dayIn(0));
  await weights.getByLabel('Waga (g)').fill('1850');
  await weights.getByRole('button', { name: 'Zapisz ważenie' }).click();
  await expect(weights.getByRole('status')).toContainText('Spadek wagi o 12%');
  await expect(weights.locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page, 'animal health tab 1280');
  await screenshot(page, 'admin-health-1280');
  await page.setViewportSize(MOBILE);
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page, 'animal health tab 360');
  await screenshot(page, 'admin-health-360');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Zamknij' }).first().click();

  // The list warns, and its filter finds the animal.
  await page.goto('/admin/animals/browse?uwagi=Spadek+wagi');
  await expect(page.locator(`[data-animal-id="${id}"]`)).toContainText('Spadek wagi o 12%');

  // The next-due date is today's task in "Zadania" → "Na dziś", and the dashboard warns of the fall.
  await page.goto('/admin/zadania');
  const todays = page.getByRole('tabpanel').locator('li').filter({ has: page.getByRole('link', { name }) });
  await expect(todays).toContainText('Szczepienie: RHD1 i RHD2');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: new RegExp(`^${name} · o 12%`) })).toBeVisible();

  // Adopted by the spec's own adopter: the contract prints the vaccination.
  const adopted = await page.request.post(`/api/adopters/${adopterId}/adoptions`, { data: { animalId: id } });
  expect(adopted.status(), await adopted.text()).toBeLessThan(300);
  const adoptionId = ((await adopted.json()) as { profile: { adoptedAnimals: { adoptionId: number }[] } }).profile.adoptedAnimals[0]!.adoptionId;
  const pdf = await page.request.get(`/api/adoptions/${adoptionId}/contract.pdf`);
  expect(pdf.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pets-e2e-contract-')), 'umowa.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Szczepienia i leczenie:');
  expect(text).toContain('szczepienie – RHD1 i RHD2');
  expect(text).toContain('Uwagi o zdrowiu: Zdrowy');
  expect(text).not.toContain(`Lecznica Egzotyczna ${stamp}`);
});
