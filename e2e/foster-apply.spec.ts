import path from 'node:path';
import pg from 'pg';
import { readPassword } from '../server/src/db/embedded-cluster';
import { e2eServer } from './e2e-servers';
import { test, expect, type Page } from './fixtures';
import { DESKTOP, MOBILE, expectNoAxeViolations, screenshot } from './admin-helpers';

/**
 * "Zostań domem tymczasowym" (issue 33, item 1) against the real built server: reached from
 * /wspieram's foster-home section and from the footer, the Polish errors of an empty form, a sent
 * application with the thanks, the stored row and the acknowledgement queued in the outbox (no
 * SMTP here: the outbox keeps it), axe at 360 and 1280 px, and the screenshots.
 */

const suffix = Date.now().toString(36);

/** Runs queries on this worker's database (the embedded cluster of its server). */
async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = e2eServer(test.info().parallelIndex);
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.pgPort,
    user: 'postgres',
    password: readPassword(path.join(server.dataDir, 'pg')),
    database: 'pets',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function applyForm(page: Page) {
  const form = page.getByRole('form', { name: 'Zgłoś swój dom' });
  return {
    form,
    firstName: form.getByRole('textbox', { name: /^Imię/ }),
    lastName: form.getByRole('textbox', { name: /^Nazwisko/ }),
    email: form.getByRole('textbox', { name: /^E-mail/ }),
    phone: form.getByRole('textbox', { name: /^Telefon/ }),
    postcode: form.getByRole('textbox', { name: /^Kod pocztowy/ }),
    city: form.getByRole('textbox', { name: /^Miejscowość/ }),
    species: form.getByRole('group', { name: /Jakie zwierzaki możesz przyjąć\?/ }),
    capacity: form.getByRole('spinbutton', { name: /Ile zwierzaków naraz\?/ }),
    experience: form.getByRole('textbox', { name: /Twoje doświadczenie z małymi zwierzętami/ }),
    housing: form.getByRole('textbox', { name: /Warunki w domu/ }),
    unavailable: form.getByRole('textbox', { name: /Kiedy nie możesz przyjmować zwierzaków\?/ }),
    consent: form.getByRole('checkbox', { name: /Zgadzam się/ }),
    submit: form.getByRole('button', { name: 'Wyślij zgłoszenie' }),
  };
}

async function fill(page: Page, email: string) {
  const f = applyForm(page);
  await f.firstName.fill('Marta');
  await f.lastName.fill('Testowa');
  await f.email.fill(email);
  await f.phone.fill('600 700 800');
  await f.postcode.fill('30001');
  await expect(f.postcode).toHaveValue('30-001');
  await f.city.fill('Kraków');
  await f.species.getByRole('checkbox', { name: 'Świnka morska' }).check();
  await f.species.getByRole('checkbox', { name: 'Królik' }).check();
  await f.capacity.fill('2');
  await f.experience.fill('Od pięciu lat mam świnki morskie.');
  await f.housing.fill('Mieszkanie, osobny pokój.');
  await f.form.getByRole('radio', { name: 'Tak' }).check();
  await f.unavailable.fill('Sierpień – wyjazd.');
  await f.consent.check();
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('foster-home application', () => {
  test('from /wspieram to the thanks at 1280 px: errors in Polish, the stored application and the acknowledgement', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/wspieram');
    const section = page.getByRole('region', { name: 'Wolontariat i dom tymczasowy' });
    // The spec's link to the contact form stays, the foster homes' own page is beside it.
    await expect(section.getByRole('link', { name: 'Dołącz do nas' })).toHaveAttribute('href', '/kontakt');
    await section.getByRole('link', { name: 'Zostań domem tymczasowym' }).click();
    await expect(page).toHaveURL(/\/dom-tymczasowy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zostań domem tymczasowym' })).toBeVisible();
    await expect(page).toHaveTitle(/^Zostań domem tymczasowym \| /);
    await expectNoAxeViolations(page, '/dom-tymczasowy at 1280 px');

    const f = applyForm(page);
    await f.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się wysłać zgłoszenia. Popraw zaznaczone pola.' })).toBeVisible();
    await expect(f.firstName).toBeFocused();
    await expect(f.firstName).toHaveAccessibleDescription('Podaj imię.');
    await expect(f.postcode).toHaveAccessibleDescription('Podaj kod pocztowy w formacie 00-000.');
    await expect(f.species.getByRole('checkbox', { name: 'Królik' })).toHaveAccessibleDescription('Zaznacz co najmniej jeden gatunek.');
    await expectNoAxeViolations(page, '/dom-tymczasowy with errors at 1280 px');

    const email = `marta.${suffix}@example.test`;
    await fill(page, email);
    await screenshot(page, 'foster-apply-1280');
    await f.submit.click();
    const thanks = page.getByRole('status').filter({ hasText: 'Dziękujemy za zgłoszenie!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('koordynator odezwie się w ciągu kilku dni');
    await expect(thanks).toBeFocused();
    await expectNoAxeViolations(page, '/dom-tymczasowy thanks at 1280 px');

    const { rows, mail } = await withDatabase(async (client) => ({
      rows: (await client.query<{ city: string; species: string[]; capacity: number; vet_transport: boolean; consent_policy_version: string }>(
        'SELECT city, species, capacity, vet_transport, consent_policy_version FROM foster_applications WHERE email = $1',
        [email],
      )).rows,
      mail: (await client.query<{ subject: string; text: string }>('SELECT subject, text FROM outbox WHERE to_address = $1', [email])).rows,
    }));
    expect(rows).toEqual([{ city: 'Kraków', species: ['Świnka morska', 'Królik'], capacity: 2, vet_transport: true, consent_policy_version: expect.any(String) as unknown }]);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Dziękujemy za zgłoszenie domu tymczasowego');
    expect(mail[0]!.text).toContain('- Gatunki: Świnka morska, Królik');
    expect(mail[0]!.text).toContain('- Miejscowość: Kraków (30-001)');
  });

  test('at 360 px: one column without sideways scrolling, axe clean, and a double click stores once', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Zostań domem tymczasowym' }).click();
    await expect(page).toHaveURL(/\/dom-tymczasowy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zostań domem tymczasowym' })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectNoAxeViolations(page, '/dom-tymczasowy at 360 px');

    const email = `podwojny.${suffix}@example.test`;
    await fill(page, email);
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'foster-apply-360');
    await applyForm(page).submit.dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Dziękujemy za zgłoszenie!' })).toBeFocused();
    await expectNoAxeViolations(page, '/dom-tymczasowy thanks at 360 px');
    const stored = await withDatabase(async (client) => ({
      applications: (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM foster_applications WHERE email = $1', [email])).rows[0]!.n,
      mails: (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [email])).rows[0]!.n,
    }));
    expect(stored).toEqual({ applications: 1, mails: 1 });
  });

  test('a network failure keeps everything typed and says so in Polish', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/dom-tymczasowy');
    await fill(page, `siec.${suffix}@example.test`);
    await page.route('**/api/foster/applications', (route) => route.abort('internetdisconnected'));
    const f = applyForm(page);
    await f.submit.click();
    await expect(page.getByRole('alert')).toHaveText(/Nie udało się wysłać zgłoszenia – sprawdź połączenie z internetem/);
    await expect(f.firstName).toHaveValue('Marta');
    await expect(f.consent).toBeChecked();
    await expect(f.species.getByRole('checkbox', { name: 'Królik' })).toBeChecked();
  });
});
