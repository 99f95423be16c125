import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { FOSTER_MESSAGES as F, todayInPoland } from '@pets/shared';
import { readPassword } from '../server/src/db/embedded-cluster';
import { e2eServer } from './e2e-servers';
import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot, signInByApi } from './admin-helpers';

/**
 * The foster carer's page end to end (issue 33, item 4): staff accept an application into a home,
 * place two animals there and send the personal link (read from the outbox: no SMTP here); the
 * carer opens it on a phone (360 px) in a browser of their own, adds a weight and a photo and sees
 * both confirmed; axe at 360 and 1280 px. A wrong token shows the one invalid-link page.
 */

test.use({ viewport: MOBILE });
test.describe.configure({ timeout: 120_000 });

/** The /dt/<token> path of the last link e-mailed to `to`. */
async function portalPathSentTo(to: string): Promise<string> {
  const server = e2eServer(test.info().parallelIndex);
  const client = new pg.Client({ host: '127.0.0.1', port: server.pgPort, user: 'postgres', password: readPassword(path.join(server.dataDir, 'pg')), database: 'pets' });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('SELECT text FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to]);
    const found = /\/dt\/[A-Za-z0-9_-]{20,}/.exec(rows[0]?.text ?? '')?.[0];
    expect(found, `a personal link e-mailed to ${to}`).toBeTruthy();
    return found!;
  } finally {
    await client.end();
  }
}

/** Staff's part through the API: an accepted application, two animals placed there, the link sent. */
async function prepareHome(page: Page, stamp: string): Promise<{ email: string; names: [string, string]; ids: number[]; homeId: number }> {
  const lastName = `Portalowa${stamp}`;
  const email = `anna.${stamp}@example.org`;
  const applied = await page.request.post('/api/foster/applications', {
    data: {
      firstName: 'Anna',
      lastName,
      email,
      phone: '600 700 800',
      postcode: '30-001',
      city: 'Kraków',
      species: ['Królik'],
      capacity: 3,
      consent: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await signInByApi(page);
  const applications = (await (await page.request.get('/api/foster/applications?status=nowe')).json()) as { id: number; lastName: string }[];
  const application = applications.find((item) => item.lastName === lastName)!;
  const accepted = await page.request.post(`/api/foster/applications/${application.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(201);
  const homeId = ((await accepted.json()) as { home: { id: number } }).home.id;

  const names: [string, string] = [`Marchewka${stamp}`, `Rzodkiewka${stamp}`];
  const ids: number[] = [];
  for (const name of names) {
    // Held: the public lists and the chat keep reading the demo animals.
    const added = await page.request.post('/api/animals/add', {
      data: { imie: name, gatunek: 'Królik', data_urodzenia: '2024-04-01', plec: 'Samica', stan_zdrowia: 'Zdrowy', status: 'Wstrzymany' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const animalId = ((await added.json()) as { id: number }).id;
    ids.push(animalId);
    const placed = await page.request.post(`/api/animals/${animalId}/placement`, { data: { fosterHomeId: homeId, date: todayInPoland(), confirm: true } });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  const sent = await page.request.post(`/api/foster/homes/${homeId}/link`);
  expect(sent.status(), await sent.text()).toBe(200);
  return { email, names, ids, homeId };
}

test("the carer's link on a phone: two animals, a weight and a photo sent, axe clean at 360 and 1280 px", async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const { email, names, ids, homeId } = await prepareHome(page, stamp);
  const portalPath = await portalPathSentTo(email);

  // The carer: no session of the panel, a phone-sized window.
  const context = await browser.newContext({ viewport: MOBILE, baseURL });
  const carer = await context.newPage();
  try {
    const response = await carer.goto(portalPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(carer.locator('html[data-app="ready"]')).toBeAttached();
    await expect(carer).toHaveTitle(/^Twoi podopieczni \|/);
    await expect(carer.getByRole('heading', { level: 1, name: 'Cześć, Anna!' })).toBeVisible();
    await expect(carer.getByRole('article')).toHaveCount(2);

    const first = carer.getByRole('article', { name: names[0] });
    await expect(first.getByText(/^u Ciebie od /)).toBeVisible();
    await expect(first.getByText('Nic zaplanowanego na najbliższe dwa tygodnie.')).toBeVisible();
    await expect(first.getByLabel('Data')).toHaveValue(todayInPoland());
    await first.getByLabel('Waga w gramach').fill('1850');
    await first.getByRole('button', { name: 'Zapisz wagę' }).click();
    await expect(first.getByRole('status').filter({ hasText: F.weightSaved })).toContainText(`${names[0]}: 1850 g.`);
    await expect(first.getByText(/^1850 g \(/)).toBeVisible();

    const second = carer.getByRole('article', { name: names[1] });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 150, b: 90 } } }).png().toBuffer();
    await second.getByLabel(`Zdjęcia zwierzaka ${names[1]}`).setInputFiles([{ name: 'rzodkiewka.png', mimeType: 'image/png', buffer: png }]);
    await second.getByRole('button', { name: 'Wyślij zdjęcia' }).click();
    await expect(second.getByRole('status').filter({ hasText: F.photosSaved(1) })).toBeVisible();
    await expect(second.getByText('Czeka na zatwierdzenie: 1 z 5')).toBeVisible();

    await expectNoAxeViolations(carer, '/dt/<token> at 360 px');
    const overflow = await carer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(carer, 'foster-portal-360');
    await carer.setViewportSize(DESKTOP);
    await expectNoAxeViolations(carer, '/dt/<token> at 1280 px');
    await screenshot(carer, 'foster-portal-1280');
  } finally {
    await context.close();
  }

  // The weighing is in the animal's record for staff.
  const weights = (await (await page.request.get(`/api/animals/${ids[0]}/weights`)).json()) as { weights: { date: string; grams: number }[] };
  expect(weights.weights).toEqual([expect.objectContaining({ date: todayInPoland(), grams: 1850 })]);

  // Staff see both on the home's page, approve the photo into the gallery and print the agreement.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/domy-tymczasowe/${homeId}`);
  const reports = page.getByRole('list', { name: 'Wpisy opiekuna' });
  await expect(reports.getByText(`Waga · ${names[0]}`)).toBeVisible();
  await expect(reports.getByText(`Zdjęcie · ${names[1]}`)).toBeVisible();
  await page.goto('/admin/domy-tymczasowe?widok=zdjecia');
  await page.getByRole('button', { name: new RegExp(`Dodaj do galerii\\s*: ${names[1]}`) }).click();
  await expect(page.locator('.toast').filter({ hasText: F.photoApproved }).first()).toBeVisible();
  const gallery = (await (await page.request.get(`/api/animals/${ids[1]}/record`)).json()) as { zdjecia?: unknown[]; cover?: string };
  expect(JSON.stringify(gallery)).toMatch(/\.(png|jpg|webp)/);

  await page.goto(`/admin/domy-tymczasowe/${homeId}`);
  await page.getByRole('button', { name: 'Przygotuj umowę' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Pobierz umowę (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`umowa-dt-${homeId}.pdf`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain('Anna Portalowa');
});

test('a wrong link shows the one invalid-link page and nothing else', async ({ page }) => {
  const response = await page.goto('/dt/to-nie-jest-prawdziwy-link-0123456789abcdef');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Link nie działa' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(F.linkInvalid);
  await expect(page.getByRole('link', { name: 'Napisz do fundacji' })).toHaveAttribute('href', '/kontakt');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'an invalid /dt/ link at 360 px');
  await screenshot(page, 'foster-portal-invalid-360');
});
