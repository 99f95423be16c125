import { test, expect, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS } from './axe';
import { availableAnimals } from './public-helpers';

/**
 * The help chat against the real built server without OPENAI_API_KEY (the offline assistant
 * answers from the knowledge file and the seeded animals): bubble and panel, counter and the
 * 150-character limit, Enter, the disabled states, the typing indicator, Escape, the failure and
 * empty-reply texts (the server's answer replaced in the browser), the conversation kept across
 * pages, the full-width panel at 360 px, and no widget on /admin/*.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 360, height: 740 };
const FAILED = 'Ups, nie udało się teraz odpowiedzieć. Spróbuj za chwilę lub napisz do nas przez „Kontakt”.';
const THANKS = 'Dziękujemy za wiadomość! Jeśli masz więcej pytań, napisz do nas przez „Kontakt”.';

const bubble = (page: Page) => page.locator('.chat__bubble');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Pomoc / Chat' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Twoja wiadomość' });
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Wyślij' });
const counter = (page: Page) => panel(page).getByTestId('chat-counter');
const messages = (page: Page) => panel(page).locator('.chat__msg:not(.chat__typing)');

async function openChat(page: Page) {
  await bubble(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('chat at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens with the greeting, counts up to 150 characters and sends nothing blank', async ({ page }) => {
    await page.goto('/');
    await expect(bubble(page)).toHaveAccessibleName('Pomoc / Chat');
    await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    await openChat(page);
    await expect(bubble(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('heading', { name: 'Pomoc / Chat' })).toBeVisible();
    await expect(messages(page).first()).toContainText('Cześć! Jestem wirtualnym asystentem fundacji.');
    await expect(input(page)).toBeFocused();

    await expect(counter(page)).toContainText('0/150');
    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill('    ');
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press('Enter');
    await expect(messages(page)).toHaveCount(1);

    await input(page).fill('Ala');
    await expect(counter(page)).toContainText('3/150');
    await expect(sendButton(page)).toBeEnabled();
    await input(page).fill('');
    await input(page).pressSequentially('x'.repeat(160));
    await expect(input(page)).toHaveValue('x'.repeat(150));
    await expect(counter(page)).toContainText('150/150');
  });

  test('Enter sends; the typing indicator shows and nothing more can be sent until the reply', async ({ page }) => {
    // An animal still waiting now: earlier specs adopt and reserve demo animals on the same server.
    const listed = await availableAnimals(page.request);
    const waiting = listed.find((animal) => animal.status === 'Dostępny' && animal.TM === 'Nie' && animal.plec === 'Samica' && listed.filter((other) => other.imie === animal.imie).length === 1);
    if (!waiting) throw new Error('no available demo animal with a unique name');
    const answer = `${waiting.imie} (${waiting.gatunek}) czeka na nowy dom`;
    await page.goto('/');
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/ask')) asked += 1;
    });
    // Hold the real server's answer back until the waiting state has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/ask', async (route) => {
      await held;
      await route.continue();
    });
    await openChat(page);
    await input(page).fill(`Czy ${waiting.imie} jest dostępna?`);
    await input(page).press('Enter');

    await expect(messages(page).nth(1)).toHaveText(`Ty: Czy ${waiting.imie} jest dostępna?`);
    await expect(input(page)).toHaveValue('');
    await expect(panel(page).getByTestId('chat-typing')).toBeVisible();
    await input(page).fill('Drugie pytanie');
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press('Enter');
    await expect(messages(page)).toHaveCount(2);
    release();

    const reply = messages(page).nth(2);
    await expect(reply).toContainText(`Tak! ${answer}.`);
    await expect(panel(page).getByTestId('chat-typing')).toHaveCount(0);
    await expect(panel(page).getByTestId('chat-announcer')).toContainText(answer);
    expect(asked).toBe(1);
    await expect(input(page)).toHaveValue('Drugie pytanie');
    await expect(sendButton(page)).toBeEnabled();
    await expect(reply.getByRole('link', { name: /^\/zwierzak\/\d+$/ })).toBeVisible();
  });

  test('Escape closes the panel and gives the focus back to the bubble', async ({ page }) => {
    await page.goto('/wspieram');
    await openChat(page);
    await input(page).press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bubble(page)).toBeFocused();
    await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps the conversation while moving between pages (and after a reload of the tab)', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await input(page).fill('Jak wygląda adopcja?');
    await input(page).press('Enter');
    await expect(messages(page).nth(2)).toContainText('Adopcja przebiega w sześciu krokach');

    await messages(page).nth(2).getByRole('link', { name: '/abc-adopcji' }).click();
    await expect(page).toHaveURL('/abc-adopcji');
    await expect(panel(page)).toBeVisible();
    await expect(messages(page)).toHaveCount(3);

    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL('/kontakt');
    await expect(messages(page).nth(1)).toHaveText('Ty: Jak wygląda adopcja?');

    await page.reload();
    await openChat(page);
    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).nth(2)).toContainText('Adopcja przebiega w sześciu krokach');
  });

  test('shows the failure text of SPEC section 8 and the thank-you fallback for an empty reply', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/chat/ask', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: FAILED, code: 'chat_unavailable' }) }),
    );
    await openChat(page);
    await input(page).fill('Hej');
    await input(page).press('Enter');
    await expect(panel(page).getByTestId('chat-error')).toHaveText(`Asystent: ${FAILED}`);

    await page.unroute('**/api/chat/ask');
    await page.route('**/api/chat/ask', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply: '' }) }));
    await input(page).fill('Hej jeszcze raz');
    await input(page).press('Enter');
    await expect(messages(page).last()).toHaveText(`Asystent: ${THANKS}`);
  });

  test('the open panel has no serious accessibility violations; screenshot', async ({ page }, testInfo) => {
    await page.goto('/');
    await openChat(page);
    await input(page).fill('Czy chomik może mieszkać z drugim chomikiem?');
    await input(page).press('Enter');
    await expect(messages(page).nth(2)).toContainText('samotnik');
    await input(page).fill('Gdzie znajdę ankietę?');
    const box = await panel(page).boundingBox();
    expect(box!.width).toBe(400);
    expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width - 16);
    await page.screenshot({ path: testInfo.outputPath('chat-1280.png') });
    const results = await new AxeBuilder({ page }).include('.chat').withTags(AXE_TAGS).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id} (${violation.nodes.length})`)).toEqual([]);
  });
});

test.describe('chat at 360 px', () => {
  test.use({ viewport: MOBILE });

  test('the panel takes the full width and closes from its own button; screenshot', async ({ page }, testInfo) => {
    await page.goto('/adoptuje');
    await openChat(page);
    await input(page).fill('Ile kosztuje adopcja?');
    await input(page).press('Enter');
    await expect(messages(page).nth(2)).toContainText('Fundacja nie sprzedaje zwierząt');
    const box = await panel(page).boundingBox();
    expect(box).toMatchObject({ x: 0, width: MOBILE.width });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: testInfo.outputPath('chat-360.png') });

    await panel(page).getByRole('button', { name: 'Zamknij czat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(bubble(page)).toBeFocused();
  });
});

test('no chat widget on the admin routes', async ({ page }) => {
  await page.goto('/');
  await expect(bubble(page)).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await expect(bubble(page)).toHaveCount(0);
  await expect(panel(page)).toHaveCount(0);
});
