import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from './fixtures';
import { ERASED_NAME, RODO_MESSAGES, type AdopterAdminProfile, type AdopterListItem, type Paged, type PersonalDataExport } from '@pets/shared';
import { DESKTOP, expectNoAxeViolations, signInByApi } from './admin-helpers';

/**
 * RODO in the panel against the real server and the demo data: the adopter profile downloads
 * everything stored about the person (JSON and readable text), then erases them after a
 * confirmation that names them; the profile shows the placeholders and the adoptions stay.
 */

test.use({ viewport: DESKTOP, acceptDownloads: true });

async function adopterWithAdoptions(page: Page): Promise<AdopterListItem> {
  const list = (await (await page.request.get('/api/adopters?sort=most')).json()) as Paged<AdopterListItem>;
  const first = list.items.find((item) => item.adoptionCount > 0);
  if (!first) throw new Error('Brak adoptujących z adopcjami w danych demonstracyjnych');
  return first;
}

async function openProfile(page: Page, email: string, name: string) {
  await page.goto('/admin/adopters');
  await page.getByLabel('Szukaj').fill(email);
  await page.getByRole('button', { name: `${name} – pokaż profil` }).click();
  const dialog = page.getByRole('dialog', { name: `Adoptujący: ${name}` });
  await expect(dialog.getByRole('heading', { name: 'Dane osobowe (RODO)' })).toBeVisible();
  return dialog;
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('exports the person as JSON and text, then erases them; the adoptions stay', async ({ page }) => {
  await signInByApi(page);
  const person = await adopterWithAdoptions(page);
  const name = `${person.adopter.firstName} ${person.adopter.lastName}`;
  const dialog = await openProfile(page, person.adopter.email, name);
  await expectNoAxeViolations(page, 'adopter profile with RODO actions');

  const json = await download(page, () => dialog.getByRole('link', { name: 'Pobierz dane (JSON)' }).click());
  expect(json.name).toBe(`dane-osobowe-${person.id}.json`);
  const data = JSON.parse(json.text) as PersonalDataExport;
  expect(data.adopter).toMatchObject({ id: person.id, email: person.adopter.email, lastName: person.adopter.lastName, erasedAt: null });
  expect(data.adoptions.filter((adoption) => adoption.cancelledAt === null)).toHaveLength(person.adoptionCount);

  const text = await download(page, () => dialog.getByRole('link', { name: 'Pobierz dane (tekst)' }).click());
  expect(text.name).toBe(`dane-osobowe-${person.id}.txt`);
  expect(text.text).toContain(`Imię i nazwisko: ${name}`);
  expect(text.text).toContain(`E-mail: ${person.adopter.email}`);
  expect(text.text).toContain('== Adopcje ==');

  // The confirmation names the person and says it cannot be undone; cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Potwierdzenie' });
  await expect(confirmation).toContainText(RODO_MESSAGES.confirmErase(name));
  await expect(confirmation).toContainText('nieodwracalnie');
  await confirmation.getByRole('button', { name: 'Anuluj' }).click();
  await expect(confirmation).toBeHidden();
  expect(((await (await page.request.get(`/api/adopters/${person.id}`)).json()) as AdopterAdminProfile).erasedAt).toBeNull();

  await dialog.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  await confirmation.getByRole('button', { name: 'Usuń dane osobowe' }).click();
  const erased = page.getByRole('dialog', { name: `Adoptujący: ${ERASED_NAME}` });
  await expect(erased.getByRole('status')).toContainText(RODO_MESSAGES.erasedNotice);
  await expect(erased.getByLabel('E-mail')).toHaveValue(`usunieto-adopter-${person.id}@anonim.invalid`);
  await expect(erased.getByLabel('E-mail')).toBeDisabled();
  await expect(erased.getByLabel('Nazwisko')).toHaveValue('');
  await expect(erased.locator('.adopted-item')).toHaveCount(person.adoptionCount);
  await expect(erased.getByRole('button', { name: 'Usuń dane osobowe' })).toHaveCount(0);

  // The list no longer finds the person; a second erase is refused in Polish.
  await erased.getByRole('button', { name: /Zamknij/ }).click();
  await page.getByLabel('Szukaj').fill(person.adopter.email);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  const again = await page.request.post(`/api/adopters/${person.id}/erase`, { data: {} });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: RODO_MESSAGES.alreadyErased, code: 'already_erased' });

  const after = (await (await page.request.get(`/api/adopters/${person.id}/export`)).json()) as PersonalDataExport;
  expect(JSON.stringify(after)).not.toContain(person.adopter.email);
  expect(after.adoptions.filter((adoption) => adoption.cancelledAt === null)).toHaveLength(person.adoptionCount);
});
