import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { sendSurveyByApi } from './survey-api';
import { DESKTOP, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * Issue 17: a public survey never changes a stored adopter. A second survey from the same e-mail
 * address (other letter case) with another name, phone and town leaves the adopter as it was; the
 * survey modal shows the differences side by side and staff apply them with one click; the
 * adopter's profile then shows the survey's data.
 */

test.use({ viewport: DESKTOP });

const SPECIES = 'Królik';
const EMAIL = `roznica.${Date.now()}@example.com`;

interface Contact {
  imie: string;
  nazwisko: string;
  telefon: string;
  email: string;
  adres_kod: string;
  adres_miasto: string;
}

/** Sends a survey as a visitor would (required questions answered with their first option). */
async function sendSurvey(request: APIRequestContext, contact: Contact): Promise<number> {
  return sendSurveyByApi(request, SPECIES, contact);
}

async function openSurvey(page: Page, id: number, search: string) {
  await page.goto('/admin/surveys');
  await page.getByRole('tab', { name: /^Nowe/ }).click();
  await expect(page.getByRole('tab', { name: /^Nowe/ })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Szukaj').fill(search);
  const card = panel.locator(`.survey-card[data-survey-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Otwórz/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ankieta #${id}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff see how a survey differs from the stored adopter, apply it, and the profile shows the new data', async ({ page }) => {
  await signInByApi(page);
  await sendSurvey(page.request, {
    imie: 'Marta',
    nazwisko: 'Różnicka',
    telefon: '600100200',
    email: EMAIL,
    adres_kod: '30-001',
    adres_miasto: 'Kraków',
  });
  const second = await sendSurvey(page.request, {
    imie: 'Marianna',
    nazwisko: 'Różnicka-Nowak',
    telefon: '511222333',
    email: EMAIL.toUpperCase(),
    adres_kod: '30-001',
    adres_miasto: 'Wieliczka',
  });

  const dialog = await openSurvey(page, second, 'Różnicka-Nowak');
  const differences = dialog.getByRole('group', { name: 'Dane różnią się od zapisanych' });
  await expect(differences).toBeVisible();
  await expect(differences.getByRole('columnheader')).toHaveText(['Pole', 'W ankiecie', 'U adoptującego']);
  const row = (label: string) => differences.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row('Imię').getByRole('cell')).toHaveText(['Marianna', 'Marta']);
  await expect(row('Nazwisko').getByRole('cell')).toHaveText(['Różnicka-Nowak', 'Różnicka']);
  await expect(row('E-mail').getByRole('cell')).toHaveText([EMAIL.toUpperCase(), EMAIL]);
  await expect(row('Telefon').getByRole('cell')).toHaveText(['511222333', '600100200']);
  await expect(row('Miejscowość').getByRole('cell')).toHaveText(['Wieliczka', 'Kraków']);
  await expect(row('Kod pocztowy')).toHaveCount(0);
  await screenshot(page, 'admin-survey-contact-diff-1280');
  await expectNoAxeViolations(page, 'survey modal with contact differences');

  await differences.getByRole('button', { name: 'Zastosuj dane z ankiety' }).click();
  await expect(page.getByText('Zapisano dane z ankiety u adoptującego.')).toBeVisible();
  await expect(differences).toBeHidden();
  await dialog.getByRole('button', { name: /Zamknij/ }).first().click();
  await expect(dialog).toBeHidden();

  // The adopter's profile now holds the survey's data.
  await page.goto('/admin/adopters');
  await page.getByLabel('Szukaj').fill('Różnicka-Nowak');
  await page.locator('tbody tr').filter({ hasText: 'Różnicka-Nowak' }).getByRole('button', { name: /pokaż profil/ }).click();
  const profile = page.getByRole('dialog', { name: 'Adoptujący: Marianna Różnicka-Nowak' });
  await expect(profile).toBeVisible();
  await expect(profile.getByLabel('Imię')).toHaveValue('Marianna');
  await expect(profile.getByLabel('Nazwisko')).toHaveValue('Różnicka-Nowak');
  await expect(profile.getByLabel('E-mail')).toHaveValue(EMAIL.toUpperCase());
  await expect(profile.getByLabel('Telefon')).toHaveValue('511222333');
  await expect(profile.getByLabel('Miasto')).toHaveValue('Wieliczka');
  // Both surveys are listed on the profile.
  await expect(profile.locator('.profile-survey')).toHaveCount(2);
});
