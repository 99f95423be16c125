import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type SurveyAdminListItem } from '@pets/shared';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
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
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/admin/surveys', element: <SurveysPage /> }], { initialEntries: ['/admin/surveys'] });
  render(withQueryClient(<RouterProvider router={router} />));
  return { user };
}

const BUCKETS = { new: 'Nowe', reserved: 'Z rezerwacją', done: 'Zakończone' } as const;
/** A bucket's tab panel, shown or not: the one its tab ("<label><total>") controls. */
const panel = (bucket: keyof typeof BUCKETS) => {
  const tab = screen.getByRole('tab', { name: new RegExp(`^${BUCKETS[bucket]}`) });
  return document.getElementById(tab.getAttribute('aria-controls') ?? '')!;
};
const cards = (root: HTMLElement) => within(root).queryAllByRole('article');
const surveyDialog = () => screen.queryByRole('dialog', { name: /^Ankieta #/ });
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
    const { user } = setup();
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Nowe12', 'Z rezerwacją1', 'Zakończone0']));
    const newPanel = panel('new');
    expect(newPanel.hidden).toBe(false);
    const [first] = cards(newPanel);
    expect(within(first!).getByRole('heading', { name: 'Ankieta #1' })).toBeTruthy();
    expect(within(first!).getByText('Anna Nowak1')).toBeTruthy();
    expect(within(first!).getByText('Królik')).toBeTruthy();
    const chips = within(within(first!).getByRole('list', { name: 'Wybrane zwierzęta' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Zwierzak 1', 'Zwierzak 2', 'Zwierzak 3', '+2i jeszcze 2']);
    expect(within(first!).getByRole('button', { name: 'Otwórz ankietę #1' })).toBeTruthy();
    expect((within(newPanel).getByRole('searchbox') as HTMLInputElement).placeholder).toBe(SEARCH_PLACEHOLDER);
    expect(within(newPanel).getByRole('checkbox', { name: ONLY_NO_ANIMALS_LABEL })).toBeTruthy();
    expect(within(panel('reserved')).queryByRole('checkbox', { name: ONLY_NO_ANIMALS_LABEL, hidden: true })).toBeNull();
    // Pagination of 8 a page: 12 -> 2 pages.
    expect(within(newPanel).getByRole('button', { name: 'Strona 2' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /^Zakończone/ }));
    expect(panel('done').hidden).toBe(false);
    expect(within(panel('done')).getByText(MESSAGES.admin.surveysEmpty)).toBeTruthy();
  });

  it('the tabs follow the keyboard: arrows and Home/End move and select, one tab in the Tab order', async () => {
    routedFetch({ 'GET /api/survey/surveys': listRoutes({ new: [listItem(1)], reserved: [listItem(3)], done: [] }) });
    const { user } = setup();
    const tab = (name: RegExp) => screen.getByRole('tab', { name });
    await waitFor(() => expect(tab(/^Nowe/).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tablist', { name: 'Rodzaje ankiet' })).toBeTruthy();
    tab(/^Nowe/).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/^Z rezerwacją/));
    await waitFor(() => expect(panel('reserved').hidden).toBe(false));
    await user.keyboard('{End}');
    await waitFor(() => expect(tab(/^Zakończone/).getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab(/^Nowe/).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('tab').filter((item) => item.tabIndex === 0)).toEqual([tab(/^Nowe/)]);
    expect(tab(/^Nowe/).getAttribute('aria-controls')).toBe(panel('new').id);
  });

  it('asks for 8 a page and goes back to page 1 when a filter changes; onlyNoAnimals only in Nowe', async () => {
    const { calls } = routedFetch({ 'GET /api/survey/surveys': listRoutes({ new: [listItem(1)] }, { new: 30 }) });
    const { user } = setup();
    const newPanel = panel('new');
    await user.click(await within(newPanel).findByRole('button', { name: 'Strona 3' }));
    expect(params(listCalls(calls)[0]!)).toMatchObject({ bucket: 'new', sort: 'newest', page: '1', pageSize: '8' });
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ bucket: 'new', page: '3' }));

    await user.click(within(newPanel).getByRole('checkbox', { name: ONLY_NO_ANIMALS_LABEL }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ bucket: 'new', page: '1', onlyNoAnimals: '1' }));

    await user.click(await within(newPanel).findByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ page: '2' }));
    await user.selectOptions(within(newPanel).getByLabelText('Sortuj'), 'oldest');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'oldest', page: '1' }));
  });

  it('shows the loader, then the error with retry', async () => {
    let fail = true;
    routedFetch({
      'GET /api/survey/surveys': () => (fail ? json(500, { error: 'x', code: 'internal_error' }) : json(200, { items: [listItem(4)], total: 1 })),
    });
    const { user } = setup();
    expect(within(panel('new')).getByRole('status').textContent).toContain('Wczytywanie ankiet');
    const newPanel = panel('new');
    expect((await within(newPanel).findByRole('alert')).textContent).toContain('Nie udało się pobrać ankiet.');
    fail = false;
    await user.click(within(newPanel).getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(cards(newPanel)).toHaveLength(1));
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
    setup();
    const newPanel = panel('new');
    // fireEvent, not user-event: Testing Library's async wrapper around user-event waits on a
    // setTimeout, which this test fakes to step through the search debounce.
    const search = within(newPanel).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'Fi' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    fireEvent.change(search, { target: { value: 'Fistaszek' } });
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
    // The query cache tells the screen on its next tick (a timer, faked here).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(within(newPanel).getByText('Nowa Odpowiedź')).toBeTruthy();
    expect(within(newPanel).queryByText('Stara Odpowiedź')).toBeNull();
  });

  it('starts with the search the animal screens remembered and shows the first bucket that has results', async () => {
    sessionStorage.setItem('admin.surveys.query', 'Fistaszek');
    const { calls } = routedFetch({ 'GET /api/survey/surveys': listRoutes({ new: [], reserved: [listItem(7)], done: [] }) });
    setup();
    await waitFor(() => expect(panel('reserved').hidden).toBe(false));
    expect(listCalls(calls).every((call) => params(call).query === 'Fistaszek')).toBe(true);
    expect((within(panel('new')).getByRole('searchbox', { hidden: true }) as HTMLInputElement).value).toBe('Fistaszek');
    expect(sessionStorage.getItem('admin.surveys.query')).toBeNull();
  });

  it('opens a survey remembered in session storage, from a card, and from the openSurveyDetails event', async () => {
    sessionStorage.setItem('admin.surveys.openId', '41');
    routedFetch({
      'GET /api/survey/surveys': listRoutes({ new: [listItem(1)] }),
      'GET /api/survey/details/': (call: FetchCall) => json(200, detailOf(Number(call.url.split('/').pop()))),
      'GET /api/animals/available': [],
    });
    const { user } = setup();
    const remembered = await screen.findByRole('dialog', { name: 'Ankieta #41' });
    expect(sessionStorage.getItem('admin.surveys.openId')).toBeNull();
    await user.click(within(remembered).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(surveyDialog()).toBeNull());

    await user.click(await within(panel('new')).findByRole('button', { name: 'Otwórz ankietę #1' }));
    const fromCard = await screen.findByRole('dialog', { name: 'Ankieta #1' });
    await user.click(within(fromCard).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(surveyDialog()).toBeNull());

    act(() => {
      window.dispatchEvent(new CustomEvent('openSurveyDetails', { detail: { id: 9 } }));
    });
    expect(await screen.findByRole('dialog', { name: 'Ankieta #9' })).toBeTruthy();
  });
});
