import { test, expect, type Page } from './fixtures';
import type { AdminEvent, SurveyQuestion } from '@pets/shared';
import { DESKTOP, recordSessionWrites, sessionWrites, signInByApi } from './admin-helpers';

/**
 * The desktop app's renderer side (issue 9) in Chromium against the real server: a fake
 * `window.desktop` is injected before the page runs, the way the Electron preload exposes it,
 * and records every call. Electron itself cannot run on these machines; its main process is
 * unit-tested (apps/desktop, vitest project 'desktop').
 */

test.use({ viewport: DESKTOP });

interface BridgeRecord {
  notify: AdminEvent[];
  unread: number[];
  drags: [string, string][];
  picks: number;
  settings: number;
  webNotifications: string[];
  openSurvey: unknown[];
}

declare global {
  interface Window {
    __bridge: BridgeRecord;
    __clickHandlers: ((event: AdminEvent) => void)[];
    __eventSources: EventSource[];
  }
}

/** A 1×1 PNG, what bridge.pickImages hands over as file bytes. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Records EventSource instances (to know when the stream is open) and any Web Notification. */
async function instrumentPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { notify: [], unread: [], drags: [], picks: 0, settings: 0, webNotifications: [], openSurvey: [] } as unknown as Window['__bridge'];
    window.__bridge = record;
    window.__eventSources = [];
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        window.__eventSources.push(this);
      }
    };
    class RecordingNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as NotificationPermission;
      constructor(title: string) {
        record.webNotifications.push(title);
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
    window.addEventListener('openSurveyDetails', (event) => record.openSurvey.push((event as CustomEvent).detail));
  });
}

/** The fake bridge, shaped like the preload's (apps/desktop/src/preload/bridge.ts). */
async function injectBridge(page: Page, png: string): Promise<void> {
  await page.addInitScript((pngBase64: string) => {
    const record = window.__bridge;
    window.__clickHandlers = [];
    const bytes = () => Uint8Array.from(atob(pngBase64), (char) => char.charCodeAt(0)).buffer;
    window.desktop = Object.freeze({
      platform: 'desktop' as const,
      version: '0.1.0-e2e',
      notify: (event: AdminEvent) => void record.notify.push(event),
      onNotificationClick: (handler: (event: AdminEvent) => void) => {
        window.__clickHandlers.push(handler);
        return () => {
          window.__clickHandlers = window.__clickHandlers.filter((item) => item !== handler);
        };
      },
      setUnreadCount: (count: number) => void record.unread.push(count),
      pickImages: async () => {
        record.picks += 1;
        const data = bytes();
        return [
          { name: 'pestka-1.png', type: 'image/png', size: data.byteLength, data },
          { name: 'pestka-2.png', type: 'image/png', size: data.byteLength, data: bytes() },
        ];
      },
      startImageDrag: (url: string, filename: string) => void record.drags.push([url, filename]),
      openSettings: () => void (record.settings += 1),
    });
  }, png);
}

const bridgeRecord = (page: Page) => page.evaluate(() => window.__bridge);

async function waitForEventStream(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__eventSources.some((source) => source.readyState === EventSource.OPEN))).toBe(true);
}

/** A complete survey for the species, built from its questionnaire (plain options, notes where needed). */
async function submitSurvey(page: Page, adopter: { imie: string; nazwisko: string }): Promise<number> {
  const species = 'Chomik syryjski';
  const questions = (await (await page.request.get(`/api/survey/questions/${encodeURIComponent(species)}`)).json()) as SurveyQuestion[];
  expect(questions.length).toBeGreaterThan(0);
  const odpowiedzi: Record<string, string | number[]> = {};
  const dopiski: Record<string, string> = {};
  for (const question of questions) {
    const key = String(question.id_pytania);
    const plain = question.opcje.filter((option) => option.wymaga_dopisku === 0);
    const option = plain[0] ?? question.opcje[0];
    if (question.typ === 'tekst') odpowiedzi[key] = 'Odpowiedź testowa';
    else if (question.typ === 'textarea') odpowiedzi[key] = 'Dłuższa odpowiedź testowa.';
    else if (!option) continue;
    else if (question.typ === 'checkbox') odpowiedzi[key] = [option.id_opcji];
    else odpowiedzi[key] = String(option.id_opcji);
    if (option && option.wymaga_dopisku === 1 && question.typ !== 'tekst' && question.typ !== 'textarea') dopiski[String(option.id_opcji)] = 'Dopisek testowy';
  }
  const response = await page.request.post('/api/survey', {
    data: {
      gatunek: species,
      ...adopter,
      telefon: '600 700 800',
      email: 'e2e.desktop@example.org',
      adres_kod: '30-001',
      adres_miasto: 'Kraków',
      zwierzaki: [],
      odpowiedzi,
      dopiski,
      zgoda: true,
      idempotencyKey: `e2e-desktop-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function sendContactMessage(page: Page, fullName: string): Promise<void> {
  const response = await page.request.post('/api/contact', {
    data: { fullName, email: 'e2e.kontakt@example.org', phone: '600700800', question: 'Czy Pestka jest jeszcze dostępna do adopcji?', policy: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('new surveys and mail go to bridge.notify (not Web Notifications); a click opens the survey or the mailbox', async ({ page }) => {
  await instrumentPage(page);
  // As if the window were hidden in the tray: a browser would now add a Web Notification.
  await page.addInitScript(() => {
    Document.prototype.hasFocus = () => false;
  });
  await injectBridge(page, PNG_BASE64);
  await recordSessionWrites(page);
  await signInByApi(page);
  await page.goto('/admin');
  await expect(page.getByText('Panel administratora').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ustawienia aplikacji' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Włącz powiadomienia' })).toHaveCount(0);
  await waitForEventStream(page);
  await expect.poll(async () => (await bridgeRecord(page)).unread.at(-1)).toBe(0);

  const surveyId = await submitSurvey(page, { imie: 'Aniela', nazwisko: 'Desktopowa' });
  await expect.poll(async () => (await bridgeRecord(page)).notify.map((event) => event.type)).toEqual(['survey.created']);
  await sendContactMessage(page, 'Jan Okienkowy');
  await expect.poll(async () => (await bridgeRecord(page)).notify.map((event) => event.type)).toEqual(['survey.created', 'mail.received']);

  const record = await bridgeRecord(page);
  const [survey, mail] = record.notify as [Extract<AdminEvent, { type: 'survey.created' }>, Extract<AdminEvent, { type: 'mail.received' }>];
  expect(survey).toMatchObject({ type: 'survey.created', surveyId, species: 'Chomik syryjski', adopterName: 'Aniela Desktopowa' });
  expect(mail).toMatchObject({ type: 'mail.received', fromName: 'Jan Okienkowy' });
  expect(record.webNotifications).toEqual([]);
  await expect(page.locator('.toast')).toHaveCount(0);
  expect(record.unread.at(-1)).toBe(2);

  // The main process calls the renderer's handler when a native notification is clicked.
  await page.evaluate((event) => window.__clickHandlers.forEach((handler) => handler(event)), survey as AdminEvent);
  // The surveys screen puts the handed-over survey into its address and opens it.
  await expect(page).toHaveURL(`/admin/surveys?ankieta=${surveyId}`);
  await expect(page.getByRole('dialog', { name: `Ankieta #${surveyId}` })).toBeVisible();
  expect(await sessionWrites(page)).toContainEqual(['admin.surveys.openId', String(surveyId)]);
  expect((await bridgeRecord(page)).openSurvey).toEqual([{ id: surveyId }]);
  await expect.poll(async () => (await bridgeRecord(page)).unread.at(-1)).toBe(1);

  await page.evaluate((event) => window.__clickHandlers.forEach((handler) => handler(event)), mail as AdminEvent);
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect.poll(async () => (await bridgeRecord(page)).unread.at(-1)).toBe(0);
  expect((await bridgeRecord(page)).notify).toHaveLength(2);
});

test('without the bridge the browser shows a toast and offers Web Notifications', async ({ page }) => {
  await instrumentPage(page);
  await page.addInitScript(() => {
    // A browser that has not been asked yet.
    Object.defineProperty(window.Notification, 'permission', { value: 'default', configurable: true });
  });
  await signInByApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Ustawienia aplikacji' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Włącz powiadomienia' })).toBeVisible();
  await waitForEventStream(page);
  await sendContactMessage(page, 'Ewa Przeglądarkowa');
  await expect(page.locator('.toast').filter({ hasText: 'Nowa wiadomość: Ewa Przeglądarkowa: ' })).toBeVisible();
});

test('the animal drop zone takes files from bridge.pickImages and dropped files, with the same checks', async ({ page }) => {
  await instrumentPage(page);
  await injectBridge(page, PNG_BASE64);
  await signInByApi(page);
  await page.goto('/admin/animals/add');
  await page.getByRole('button', { name: 'Wybierz z komputera (aplikacja)' }).click();
  const previews = page.getByRole('img', { name: /^Podgląd: / });
  await expect(previews).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Podgląd: pestka-1.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Podgląd: pestka-2.png' })).toBeVisible();
  expect((await bridgeRecord(page)).picks).toBe(1);

  // Files dropped from the file manager land on the same drop zone and pass the same checks.
  const dataTransfer = await page.evaluateHandle((pngBase64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(pngBase64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], 'upuszczone.png', { type: 'image/png' }));
    transfer.items.add(new File(['tekst'], 'notatki.txt', { type: 'text/plain' }));
    return transfer;
  }, PNG_BASE64);
  const zone = page.locator('.drop-zone').first();
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(previews).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Podgląd: upuszczone.png' })).toBeVisible();
  await expect(page.getByText('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.')).toBeVisible();
});

test('dragging an existing animal image out calls bridge.startImageDrag with its URL and file name', async ({ page }) => {
  await instrumentPage(page);
  await injectBridge(page, PNG_BASE64);
  await signInByApi(page);

  const animals = (await (await page.request.get('/api/animals/available')).json()) as { id_zwierzaka: number; imie: string }[];
  let chosen: { name: string; image: string } | null = null;
  for (const animal of animals) {
    const images = (await (await page.request.get(`/api/animals/${animal.id_zwierzaka}/images`)).json()) as string[];
    if (images.length > 0 && animals.filter((other) => other.imie === animal.imie).length === 1) {
      chosen = { name: animal.imie, image: images[0]! };
      break;
    }
  }
  expect(chosen, 'a demo animal with images').not.toBeNull();
  const { name, image } = chosen!;

  await page.goto('/admin/animals/browse');
  await page.getByLabel('Szukaj po imieniu').fill(name);
  await page.getByRole('button', { name: `${name} – edytuj`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edytuj: ${name}` });
  const first = dialog.getByRole('list', { name: 'Obecne zdjęcia' }).getByRole('img').first();
  await expect(first).toBeVisible();

  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await first.dispatchEvent('dragstart', { dataTransfer });
  const filename = image.slice(image.lastIndexOf('/') + 1);
  await expect.poll(async () => (await bridgeRecord(page)).drags).toEqual([[new URL(image, page.url()).href, filename]]);
});
