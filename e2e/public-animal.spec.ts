import { test, expect } from './fixtures';
import { formatAge, neuteredLabel, showsNeutering, statusAsShown } from '@pets/shared';
import { availableAnimals, DESKTOP, findAnimal, MOBILE, NOT_FOUND_TEXT, withoutFirstScreen } from './public-helpers';

/** /zwierzak/{id} against the real server: details, age text, photos, survey block, not-found. */

test.use({ viewport: DESKTOP });

test('an available animal: photo, name, gender, details with the age text, slider and the survey link', async ({ page, request }) => {
  const animal = await findAnimal(request, (item) => item.status === 'Dostępny' && item.TM === 'Nie');
  const images = (await (await request.get(`/api/animals/${animal.id_zwierzaka}/images`)).json()) as string[];
  await page.goto(`/zwierzak/${animal.id_zwierzaka}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.imie);
  await expect(page).toHaveTitle(new RegExp(`^${animal.imie} – `));
  await expect(page.getByRole('img', { name: animal.plec, exact: true })).toBeVisible();

  const details = page.locator('.animal__details');
  const value = (label: string) => details.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(value('Gatunek')).toHaveText(animal.gatunek);
  // Shown agreeing with the animal's sex ("Dostępna" for a female); the API keeps "Dostępny".
  await expect(value('Status')).toHaveText(statusAsShown(animal.status, animal.plec));
  await expect(value('Wiek')).toHaveText(formatAge(animal.data_urodzenia));
  await expect(value('Wiek')).toHaveText(/^(1 rok|\d+ lata?|1 miesiąc|\d+ miesiące|\d+ miesięcy)$/);
  if (showsNeutering(animal.gatunek)) await expect(value(neuteredLabel(animal.plec))).toHaveText(animal.wykastrowany);
  await expect(value('Stan zdrowia')).toHaveText(animal.stan_zdrowia);

  const paragraphs = animal.opis.split(/\n+/).filter((text) => text.trim() !== '');
  await expect(page.locator('.animal__story p')).toHaveCount(paragraphs.length);

  const photo = page.locator('.animal__photos img').first();
  await expect(photo).toHaveAttribute('srcset', /\?w=card 480w, .*\?w=full 1200w/);
  await expect(photo).toHaveAttribute('width', '1200');
  if (images.length > 1) {
    await expect(page.locator('.image-slider .swiper-initialized')).toBeVisible();
    await expect(page.locator('.image-slider .swiper-slide')).toHaveCount(images.length);
    await expect(page.getByRole('button', { name: 'Zatrzymaj pokaz zdjęć' })).toBeVisible();
  } else {
    await expect(page.locator('.image-slider')).toHaveCount(0);
  }

  const survey = page.getByRole('link', { name: 'Wypełnij ankietę adopcyjną' });
  await expect(survey).toHaveAttribute('href', `/ankieta/${animal.id_zwierzaka}`);
  await page.getByRole('button', { name: 'Wróć' }).click();
  await expect(page).toHaveURL(/\/adoptuje$|\/$/);
});

test('an animal with one photo has no slider; an animal with several has one', async ({ page, request }) => {
  const animals = await availableAnimals(request);
  const counts = await Promise.all(
    animals.map(async (animal) => ({
      id: animal.id_zwierzaka,
      images: ((await (await request.get(`/api/animals/${animal.id_zwierzaka}/images`)).json()) as string[]).length,
    })),
  );
  const single = counts.find((item) => item.images === 1);
  const several = counts.find((item) => item.images > 1);
  if (single) {
    await page.goto(`/zwierzak/${single.id}`);
    await expect(page.locator('.animal__photos img')).toHaveCount(1);
    await expect(page.locator('.image-slider')).toHaveCount(0);
  }
  expect(several).toBeDefined();
  await page.goto(`/zwierzak/${several!.id}`);
  await expect(page.locator('.image-slider .swiper-slide')).toHaveCount(several!.images);
  await page.getByRole('button', { name: 'Następne zdjęcie' }).click();
  await expect(page.locator('.image-slider .swiper-slide-active img')).toHaveAttribute('alt', new RegExp(`zdjęcie 2 z ${several!.images}$`));
});

test("adopted and TM animals say so and offer no survey", async ({ page, request }) => {
  const adopted = await findAnimal(request, (item) => item.status === 'Adoptowany' && item.TM === 'Nie');
  await page.goto(`/zwierzak/${adopted.id_zwierzaka}`);
  await expect(page.getByTestId('animal-closed')).toContainText('już dom');
  await expect(page.locator('.animal__details')).toContainText(statusAsShown('Adoptowany', adopted.plec));
  await expect(page.getByRole('link', { name: 'Wypełnij ankietę adopcyjną' })).toHaveCount(0);

  const tm = await findAnimal(request, (item) => item.TM === 'Tak');
  await page.goto(`/zwierzak/${tm.id_zwierzaka}`);
  await expect(page.getByTestId('animal-closed')).toContainText('Za Tęczowym Mostem');
  await expect(page.getByRole('link', { name: 'Wypełnij ankietę adopcyjną' })).toHaveCount(0);
});

test('an unknown or non-numeric id shows the not-found page with HTTP 404', async ({ page }) => {
  for (const path of ['/zwierzak/999999', '/zwierzak/abc', '/zwierzak/0']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT);
    await expect(page).toHaveURL(path);
  }
});

test('a failing server shows the error card with retry', async ({ page, request }) => {
  const animal = (await availableAnimals(request))[0]!;
  // The animal normally comes with the page: here the client loads it (and fails).
  await withoutFirstScreen(page);
  let fail = true;
  await page.route(`**/api/animals/${animal.id_zwierzaka}`, (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'x', code: 'internal' } }) : route.continue(),
  );
  await page.route(`**/api/animals/${animal.id_zwierzaka}/images`, (route) => route.fulfill({ status: 500, json: { error: 'x', code: 'internal' } }));
  await page.goto(`/zwierzak/${animal.id_zwierzaka}`);
  await expect(page.getByRole('alert')).toContainText('Nie udało się pobrać danych o zwierzaku.');
  fail = false;
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.imie);
  await expect(page.getByText('Nie udało się pobrać zdjęć zwierzaka.')).toBeVisible();
});

test('the animal page at 360 px has no sideways overflow', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  const animal = (await availableAnimals(request))[0]!;
  await page.goto(`/zwierzak/${animal.id_zwierzaka}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.imie);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
