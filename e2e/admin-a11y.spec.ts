import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE, signInByApi } from './admin-helpers';
import { axeViolations } from './axe';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, target size included) on every admin screen of the SPEC
 * and on its open states (animal edit modal, adopter profile, survey modal, confirm dialog), at
 * 360 and 1280 px. Nothing is changed: the confirm dialog is cancelled.
 */

const SCREENS = [
  '/admin',
  '/admin/animals',
  '/admin/animals/add',
  '/admin/animals/browse',
  '/admin/animals/archives',
  '/admin/adopters',
  '/admin/surveys',
  '/admin/mail',
  '/admin/zadania',
  '/admin/nie-ma-takiej-strony',
];

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loader')).toHaveCount(0);
  // A toast in its fade-out animation is half transparent: let toasts finish first.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 6000 });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`no axe violations on the admin screens and their dialogs at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const found: string[] = [];

    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Podaj hasło.')).toBeVisible();
    found.push(...(await axeViolations(page, '/admin/login with errors')));

    await signInByApi(page);
    for (const path of SCREENS) {
      await page.goto(path);
      await settled(page);
      found.push(...(await axeViolations(page, path)));
    }

    // The animal edit modal.
    await page.goto('/admin/animals/browse');
    await settled(page);
    await page.getByRole('button', { name: / – edytuj$/ }).first().click();
    const editor = page.getByRole('dialog', { name: /^Edytuj: / });
    await expect(editor.getByLabel('Imię')).not.toHaveValue('');
    await expect(editor.locator('.loader')).toHaveCount(0);
    found.push(...(await axeViolations(page, 'animal edit modal')));
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // The adopter profile, and the confirm dialog of its erase action (cancelled).
    await page.goto('/admin/adopters');
    await settled(page);
    await page.getByRole('button', { name: / – pokaż profil$/ }).first().click();
    const profile = page.getByRole('dialog', { name: /^Adoptujący: / });
    await expect(profile.getByRole('heading', { name: 'Dane osobowe (RODO)' })).toBeVisible();
    found.push(...(await axeViolations(page, 'adopter profile')));
    await profile.getByRole('button', { name: 'Usuń dane osobowe' }).click();
    const confirmDialog = page.locator('.confirm-dialog');
    await expect(confirmDialog).toBeVisible();
    found.push(...(await axeViolations(page, 'confirm dialog')));
    await page.keyboard.press('Escape');
    await expect(confirmDialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    // The survey modal.
    await page.goto('/admin/surveys');
    await settled(page);
    await page.locator('.survey-card').first().getByRole('button', { name: /Otwórz/ }).click();
    const survey = page.getByRole('dialog', { name: /^Ankieta #\d+$/ });
    await expect(survey.getByText('Wybrane zwierzęta')).toBeVisible();
    await expect(survey.locator('.loader')).toHaveCount(0);
    found.push(...(await axeViolations(page, 'survey modal')));

    expect(found).toEqual([]);
    await context.close();
  });
}
