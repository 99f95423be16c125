import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES, type SurveyAdminListItem } from '@pets/shared';
import { cleanup, click, flush, getByText, queryAllByText, render } from '../../../test/dom';
import { json, routedFetch, setValue, withQueryClient, type FetchCall } from '../test-helpers';
import { useToastStore } from '../../../ui/toast-store';
import { SurveysPage } from './SurveysPage';
import { detailOf, listItem } from './test-data';
import { SEARCH_DEBOUNCE_MS } from '../use-list-filters';
import { ONLY_NO_ANIMALS_LABEL, SEARCH_PLACEHOLDER } from './SurveySection';

const animals = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Zwierzak ${index + 1}`, cover: '/static/default-animal.webp', reservedByMe: false, adopted: false, sex: null, elsewhere: null }));

function bucketOf(call: FetchCall): string {
  return new URL(call.url, 'http://x').searchParams.get('bucket') ?? '';
}

function listRoutes(items: Record<string, SurveyAdminListItem[]>, totals: Record<string, number> = {}) {
  return (call: FetchCall) => {
    const bucket = bucketOf(call);
    const list = items[bucket] ?? [];
    return json(200, { items: list, total: totals[bucket] ?? list.length });
  };
}

function setup() {
  const router = createMemoryRouter([{ path: '/admin/surveys', element: <SurveysPage /> }], { initialEntries: ['/admin/surveys'] });
  return render(withQueryClient(<RouterProvider router={router} />));
}

const panel = (container: HTMLElement, bucket: string) => container.querySelector<HTMLElement>(`[data-bucket="${bucket}"]`)!;
const cards = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('.survey-card'));
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/survey/surveys'));
const params = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admin/surveys', () => {
  it('shows the three buckets as tabs with their totals; cards show 3 animals then +N and Otwórz', async () => {
    routedFetch({
      'GET /api/survey/surveys': listRoutes(
        { new: [listItem(1, { animals: animals(5) }), listItem(2)], reserved: [listItem(3)], done: [] },
        { new: 12 },
      ),
    });
    const { container } = setup();
    await flush();
    const tabs = Array.from(container.querySelectorAll('[role="tab"]')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Nowe12', 'Z rezerwacją1', 'Zakończone0']);
    const newPanel = panel(container, 'new');
    expect(newPanel.hidden).toBe(false);
    const [first] = cards(newPanel);
    expect(first!.textContent).toContain('Ankieta #1');
    expect(first!.textContent).toContain('Anna Nowak1');
    expect(first!.textContent).toContain('Królik');
    expect(first!.querySelectorAll('.survey-chip:not(.survey-chip--more)')).toHaveLength(3);
    expect(first!.querySelector('.survey-chip--more')!.textContent).toContain('+2');
    expect(first!.querySelector('button')!.textContent).toContain('Otwórz');
    expect(newPanel.querySelector<HTMLInputElement>('input[type="search"]')!.placeholder).toBe(SEARCH_PLACEHOLDER);
    expect(newPanel.textContent).toContain(ONLY_NO_ANIMALS_LABEL);
    expect(panel(container, 'reserved').textContent).not.toContain(ONLY_NO_ANIMALS_LABEL);
    // Pagination of 8 a page: 12 -> 2 pages.
    expect(getByText(newPanel, 'Strona 2', 'button')).toBeTruthy();

    click(getByText(container, 'Zakończone0', 'button'));
    expect(panel(container, 'done').hidden).toBe(false);
    expect(panel(container, 'done').textContent).toContain(MESSAGES.admin.surveysEmpty);
  });

  it('asks for 8 a page and goes back to page 1 when a filter changes; onlyNoAnimals only in Nowe', async () => {
    const { calls } = routedFetch({ 'GET /api/survey/surveys': listRoutes({ new: [listItem(1)] }, { new: 30 }) });
    const { container } = setup();
    await flush();
    const newPanel = panel(container, 'new');
    expect(params(listCalls(calls)[0]!)).toMatchObject({ bucket: 'new', sort: 'newest', page: '1', pageSize: '8' });
    click(getByText(newPanel, 'Strona 3', 'button'));
    await flush();
    expect(params(listCalls(calls).at(-1)!)).toMatchObject({ bucket: 'new', page: '3' });

    click(newPanel.querySelector('.list-filters__check input')!);
    await flush();
    expect(params(listCalls(calls).at(-1)!)).toMatchObject({ bucket: 'new', page: '1', onlyNoAnimals: '1' });

    click(getByText(newPanel, 'Strona 2', 'button'));
    await flush();
    setValue(newPanel.querySelector('select'), 'oldest');
    await flush();
    expect(params(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'oldest', page: '1' });
  });

  it('shows the loader, then the error with retry', async () => {
    let fail = true;
    routedFetch({
      'GET /api/survey/surveys': () => (fail ? json(500, { error: 'x', code: 'internal_error' }) : json(200, { items: [listItem(4)], total: 1 })),
    });
    const { container } = setup();
    expect(panel(container, 'new').querySelector('[role="status"]')?.textContent).toContain('Wczytywanie ankiet');
    await flush();
    const newPanel = panel(container, 'new');
    expect(newPanel.querySelector('[role="alert"]')?.textContent).toContain('Nie udało się pobrać ankiet.');
    fail = false;
    click(getByText(newPanel, 'Spróbuj ponownie', 'button'));
    await flush();
    expect(cards(newPanel)).toHaveLength(1);
  });

  it('never shows an older search’s answer: the typed search settles, older requests are aborted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending: { query: string; resolve: (response: Response) => void; signal: AbortSignal | null | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        const query = new URL(url, 'http://x').searchParams.get('query') ?? '';
        const bucket = new URL(url, 'http://x').searchParams.get('bucket');
        if (bucket !== 'new') return Promise.resolve(json(200, { items: [], total: 0 }));
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.push({ query, resolve, signal: init.signal });
        });
      }),
    );
    const { container } = setup();
    const newPanel = panel(container, 'new');
    const search = newPanel.querySelector<HTMLInputElement>('input[type="search"]')!;
    setValue(search, 'Fi');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    setValue(search, 'Fistaszek');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    const older = pending.find((item) => item.query === 'Fi')!;
    const newer = pending.find((item) => item.query === 'Fistaszek')!;
    expect(older.signal?.aborted).toBe(true);
    await act(async () => {
      older.resolve(json(200, { items: [listItem(1, { adopter: { firstName: 'Stara', lastName: 'Odpowiedź', email: 'a@b.pl', phone: '1' } })], total: 1 }));
      newer.resolve(json(200, { items: [listItem(2, { adopter: { firstName: 'Nowa', lastName: 'Odpowiedź', email: 'a@b.pl', phone: '1' } })], total: 1 }));
    });
    await flush();
    expect(newPanel.textContent).toContain('Nowa Odpowiedź');
    expect(newPanel.textContent).not.toContain('Stara Odpowiedź');
  });

  it('starts with the search the animal screens remembered and shows the first bucket that has results', async () => {
    sessionStorage.setItem('admin.surveys.query', 'Fistaszek');
    const { calls } = routedFetch({ 'GET /api/survey/surveys': listRoutes({ new: [], reserved: [listItem(7)], done: [] }) });
    const { container } = setup();
    await flush();
    expect(listCalls(calls).every((call) => params(call).query === 'Fistaszek')).toBe(true);
    expect(panel(container, 'new').querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('Fistaszek');
    expect(panel(container, 'reserved').hidden).toBe(false);
    expect(sessionStorage.getItem('admin.surveys.query')).toBeNull();
  });

  it('opens a survey remembered in session storage, from a card, and from the openSurveyDetails event', async () => {
    sessionStorage.setItem('admin.surveys.openId', '41');
    routedFetch({
      'GET /api/survey/surveys': listRoutes({ new: [listItem(1)] }),
      'GET /api/survey/details/': (call: FetchCall) => json(200, detailOf(Number(call.url.split('/').pop()))),
      'GET /api/animals/available': [],
    });
    const { container } = setup();
    await flush();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Ankieta #41');
    expect(sessionStorage.getItem('admin.surveys.openId')).toBeNull();
    click(document.querySelector('.admin-dialog__close')!);
    await flush();
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    click(cards(panel(container, 'new'))[0]!.querySelector('button')!);
    await flush();
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Ankieta #1');
    click(document.querySelector('.admin-dialog__close')!);
    await flush();

    act(() => {
      window.dispatchEvent(new CustomEvent('openSurveyDetails', { detail: { id: 9 } }));
    });
    await flush();
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Ankieta #9');
    expect(queryAllByText(document.body, 'Ankieta #9')).not.toHaveLength(0);
  });
});
