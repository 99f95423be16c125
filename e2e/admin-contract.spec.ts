import { readFileSync } from 'node:fs';
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { formatDate, todayInPoland, type Paged, type SurveyAdminDetail, type SurveyListItem } from '@pets/shared';
import { DESKTOP, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The adoption contract of issue 20 against the real server and the demo data: adopt in the
 * survey modal, download the contract from the reopened survey, mark it signed with a scan, see
 * both on the adopter profile; the unsigned-contracts card on the dashboard; the template screen
 * refusing an unknown field with its line.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

/** The smallest file built like a PDF (header, one object, cross-reference table, trailer): the panel checks scans by structure. */
const SCAN = (() => {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const table = 'xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\n';
  return Buffer.from(`${head}${table}startxref\n${head.length}\n%%EOF\n`, 'latin1');
})();

/** Demo animals other specs of this run count on being available (the survey and search specs use Pestka). */
const KEPT_AVAILABLE = new Set(['Pestka']);

/** A new survey with a selected animal that can be adopted now. */
async function findTarget(request: APIRequestContext): Promise<{ survey: SurveyAdminDetail; animal: string }> {
  const list = (await (await request.get('/api/survey/surveys?bucket=new&pageSize=50')).json()) as Paged<SurveyListItem>;
  for (const item of list.items) {
    const detail = (await (await request.get(`/api/survey/details/${item.id}`)).json()) as SurveyAdminDetail;
    // "Adoptuj" takes every selected animal of the survey.
    if (detail.animals.some((animal) => animal.selected && KEPT_AVAILABLE.has(animal.name))) continue;
    const free = detail.animals.find(
      (animal) =>
        animal.selected && !animal.reserved && !animal.adopted && !animal.tm && animal.status === 'Dostępny',
    );
    if (free) return { survey: detail, animal: free.name };
  }
  throw new Error('Brak ankiety z dostępnym zwierzakiem w danych demonstracyjnych');
}

async function openSurvey(page: Page, bucket: string, survey: SurveyAdminDetail): Promise<Locator> {
  await page.getByRole('tab', { name: new RegExp(`^${bucket}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${bucket}`) })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Szukaj').fill(survey.adopter.email);
  const card = panel.locator(`.survey-card[data-survey-id="${survey.id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${survey.id}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

let target: { survey: SurveyAdminDetail; animal: string };

test('adopts in the survey modal, downloads the contract, marks it signed with a scan and sees it on the adopter profile', async ({ page }) => {
  await signInByApi(page);
  target = await findTarget(page.request);
  await page.goto('/admin/surveys');
  let dialog = await openSurvey(page, 'Nowe', target.survey);
  // No adoption yet: no contract section.
  await expect(dialog.getByRole('heading', { name: 'Umowy adopcyjne' })).toHaveCount(0);
  await dialog.locator('.selected-animal').filter({ hasText: target.animal }).getByLabel(/Do adopcji/).check();
  await dialog.getByRole('button', { name: 'Adoptuj zaznaczone (1)' }).click();
  await expect(page.getByText('Czy na pewno chcesz adoptować?')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The next step is in the spec's toast: the contract, one click away.
  const fromToast = page.waitForEvent('download');
  await page.locator('.toast').filter({ hasText: 'Adoptowano :)' }).getByRole('link', { name: 'Pobierz umowę' }).click();
  expect((await fromToast).suggestedFilename()).toMatch(/^umowa-adopcyjna-\d+\.pdf$/);

  dialog = await openSurvey(page, 'Zakończone', target.survey);
  const contracts = dialog.getByRole('region', { name: 'Umowy adopcyjne' });
  await expect(contracts.getByText(new RegExp(`Umowa nr \\d+: ${target.animal}`))).toBeVisible();
  await expect(contracts.getByText('Niepodpisana')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await contracts.getByRole('link', { name: new RegExp(`Pobierz umowę \\(PDF\\)\\s*: ${target.animal}`) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^umowa-adopcyjna-\d+\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.length).toBeGreaterThan(5000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Marking it signed: a future date is refused in the form, then today with a scan.
  await contracts.getByRole('button', { name: new RegExp(`Oznacz jako podpisaną\\s*: ${target.animal}`) }).click();
  const form = contracts.getByRole('form', { name: /Podpisanie umowy nr/ });
  const date = form.getByLabel('Data podpisania');
  await expect(date).toHaveValue(todayInPoland());
  await date.fill('2999-01-01');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByText('Data podpisania nie może być późniejsza niż dzisiaj.')).toBeVisible();
  await date.fill(todayInPoland());
  await form.getByLabel('Skan podpisanej umowy').setInputFiles({ name: 'umowa-podpisana.pdf', mimeType: 'application/pdf', buffer: SCAN });
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Dołączono skan podpisanej umowy.' }).first()).toBeVisible();
  await expect(form).toBeHidden();
  const signedText = `Podpisana ${formatDate(todayInPoland())}`;
  await expect(contracts.getByText(signedText)).toBeVisible();
  await expect(contracts.getByRole('link', { name: /Pobierz skan umowy/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The adopter profile shows the signed contract and gives the scan back.
  const adopterId = ((await (await page.request.get(`/api/survey/details/${target.survey.id}`)).json()) as SurveyAdminDetail).adopterId;
  expect(adopterId).not.toBeNull();
  // An older link (?profile=) still opens the profile.
  await page.goto(`/admin/adopters?profile=${adopterId}`);
  const profile = page.getByRole('dialog', { name: /^Adoptujący:/ });
  await expect(profile).toBeVisible();
  const profileContracts = profile.getByRole('region', { name: 'Umowy adopcyjne' });
  const item = profileContracts.getByRole('listitem').filter({ hasText: target.animal });
  await expect(item.getByText(signedText)).toBeVisible();
  const scanDownload = page.waitForEvent('download');
  await item.getByRole('link', { name: /Pobierz skan umowy/ }).click();
  const scan = await scanDownload;
  expect(scan.suggestedFilename()).toMatch(/^umowa-adopcyjna-\d+-skan\.pdf$/);
  expect(readFileSync(await scan.path()).equals(SCAN)).toBe(true);
  await expectNoAxeViolations(page, 'adopter profile with contracts');
  await screenshot(page, 'admin-adopter-contracts-1280');
});

test('lists unsigned contracts on the dashboard with links to the adopter', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Niepodpisane umowy adopcyjne' });
  await expect(card).toBeVisible();
  // The demo adoptions are months old and unsigned; the one signed above is not listed.
  const first = card.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: target.animal })).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard with unsigned contracts');
  await screenshot(page, 'admin-dashboard-unsigned-contracts-1280');
  await first.getByRole('link', { name: /pokaż profil/ }).click();
  await expect(page).toHaveURL(/\/admin\/adopters\?profil=\d+$/);
  await expect(page.getByRole('dialog', { name: /^Adoptujący:/ }).getByRole('region', { name: 'Umowy adopcyjne' }).getByText('Niepodpisana').first()).toBeVisible();
});

test('edits the contract template with a preview and refuses an unknown field naming its line', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/settings/contract');
  await expect(page.getByRole('heading', { name: 'Umowa adopcyjna', level: 1 })).toBeVisible();
  const text = page.getByLabel('Treść umowy');
  await expect(text).toHaveValue(/# § 1\. Przedmiot umowy/);
  await expect(page.getByRole('region', { name: 'Podgląd' }).getByRole('heading', { name: '§ 1. Przedmiot umowy' })).toBeVisible();
  await expectNoAxeViolations(page, 'contract template');
  await screenshot(page, 'admin-contract-template-1280');

  await text.fill('# Umowa\nPierwszy akapit dla {adoptujacy}.\n\n1. Punkt z {foo}.');
  await expect(page.getByRole('region', { name: 'Podgląd' }).getByRole('heading', { name: 'Umowa' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(page.getByText('Wiersz 4: nieznane pole {foo}.')).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');

  await text.fill('# Umowa\nPierwszy akapit dla {adoptujacy}.\n\n1. Punkt o {zwierzeta}.');
  await page.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Zapisano szablon umowy.' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Treść umowy')).toHaveValue(/Punkt o \{zwierzeta\}/);

  // The version where the foundation keeps ownership, after the confirmation; then back to the default one.
  await page.getByRole('button', { name: 'Wstaw wzór: Własność zostaje przy Fundacji' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Treść umowy')).toHaveValue(/Fundacja pozostaje właścicielką \{zwierzecia\}/);
  await expect(page.getByRole('region', { name: 'Podgląd' })).toContainText('użyczenie, art. 710 Kodeksu cywilnego');
  await page.getByRole('button', { name: 'Wstaw wzór: Własność przechodzi na Adoptującego' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Treść umowy')).toHaveValue(/# § 1\. Przedmiot umowy\n[^]*jako darowiznę/);
  await page.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(page.getByText('Obowiązuje tekst domyślny.')).toHaveCount(0);
  await expect(page.locator('.toast').filter({ hasText: 'Zapisano szablon umowy.' }).first()).toBeVisible();
});
