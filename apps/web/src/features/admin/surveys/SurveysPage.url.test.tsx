import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveysPage } from './SurveysPage';
import { detailOf, listItem } from './test-data';
import { SEARCH_DEBOUNCE_MS } from '../use-list-filters';
import { openSurveyScreen } from '../survey-handoff';
import { surveyLink, surveysSearchLink } from './survey-url';

const params = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/survey/surveys')).map(params);

function setup(entry: string) {
  const router = createMemoryRouter([{ path: '/admin/surveys', element: <SurveysPage /> }], { initialEntries: [entry] });
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

function stubApi() {
  return routedFetch({
    'GET /api/survey/surveys': (call: FetchCall) => json(200, { items: params(call).bucket === 'new' ? [listItem(1)] : [], total: 1, staleDays: 14 }),
    'GET /api/survey/details/': (call: FetchCall) => json(200, detailOf(Number(call.url.split('/').pop()))),
    'GET /api/animals/available': [],
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admin/surveys keeps its state in the URL', () => {
  it('restores the tab and each tab’s filters from a link, and asks the server with them', async () => {
    const { calls } = stubApi();
    setup('/admin/surveys?zakladka=rezerwacje&rezerwacje-szukaj=Kowalska&rezerwacje-gatunek=Kr%C3%B3lik&rezerwacje-sort=oldest&rezerwacje-strona=2&rezerwacje-dlugie-rezerwacje=1');
    await waitFor(() => expect(listCalls(calls).some((call) => call.bucket === 'reserved')).toBe(true));
    expect(screen.getByRole('tab', { name: /Z rezerwacją/ }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(calls).find((call) => call.bucket === 'reserved')).toMatchObject({
      query: 'Kowalska',
      species: 'Królik',
      sort: 'oldest',
      page: '2',
      stale: '1',
    });
    expect((await screen.findByLabelText('Tylko rezerwacje starsze niż 14 dni')) as HTMLInputElement).toMatchObject({ checked: true });
  });

  it('ignores parameters it cannot read and falls back to the defaults', async () => {
    const { calls } = stubApi();
    setup('/admin/surveys?zakladka=cos&nowe-sort=najlepsze&nowe-strona=-3&nowe-gatunek=Smok,Kr%C3%B3lik&ankieta=abc');
    await waitFor(() => expect(listCalls(calls).some((call) => call.bucket === 'new')).toBe(true));
    expect(screen.getByRole('tab', { name: /Nowe/ }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls(calls).find((call) => call.bucket === 'new')).toMatchObject({ sort: 'newest', page: '1', species: 'Królik' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the survey ?ankieta= names; closing removes the parameter, opening a card adds it', async () => {
    stubApi();
    const router = setup('/admin/surveys?ankieta=41&nowe-szukaj=zofia');
    expect(await screen.findByRole('heading', { name: 'Ankieta #41' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?nowe-szukaj=zofia');
    await userEvent.click(await screen.findByRole('button', { name: /Otwórz ankietę #1/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Ankieta #1' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('ankieta')).toBe('1');
  });

  it('the openSurveyDetails event opens a survey through the URL', async () => {
    stubApi();
    const router = setup('/admin/surveys');
    await screen.findByRole('button', { name: /Otwórz ankietę #1/ });
    act(() => {
      window.dispatchEvent(new CustomEvent('openSurveyDetails', { detail: { id: 9 } }));
    });
    expect(await screen.findByRole('heading', { name: 'Ankieta #9' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('ankieta')).toBe('9');
  });

  it('a settled search and a checkbox become history entries: back returns to the previous filter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubApi();
    const router = setup('/admin/surveys');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [search] = await screen.findAllByRole('searchbox');
    await user.type(search!, 'zofia');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?nowe-szukaj=zofia'));
    await user.click(screen.getByLabelText('Tylko ankiety bez wybranych zwierząt'));
    await waitFor(() => expect(router.state.location.search).toBe('?nowe-szukaj=zofia&nowe-bez-zwierzat=1'));
    expect(listCalls(calls).at(-1)).toMatchObject({ bucket: 'new', query: 'zofia', onlyNoAnimals: '1' });

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect((screen.getByLabelText('Tylko ankiety bez wybranych zwierząt') as HTMLInputElement).checked).toBe(false));
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect((screen.getAllByRole('searchbox')[0] as HTMLInputElement).value).toBe(''));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    expect(router.state.location.search).toBe('');
    expect(listCalls(calls).filter((call) => call.bucket === 'new').at(-1)?.query ?? '').toBe('');
  });
});

describe('/admin/surveys: what other screens hand over becomes its URL', () => {
  it("?szukaj= (a 'Pokaż ankiety' link) becomes every tab's search in one replaced entry; the first tab with results opens", async () => {
    const { calls } = routedFetch({
      'GET /api/survey/surveys': (call: FetchCall) => json(200, { items: params(call).bucket === 'done' ? [listItem(3)] : [], total: params(call).bucket === 'done' ? 1 : 0 }),
    });
    const router = setup(surveysSearchLink('Fistaszek Mały'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Zakończone/ }).getAttribute('aria-selected')).toBe('true'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      'nowe-szukaj': 'Fistaszek Mały',
      'rezerwacje-szukaj': 'Fistaszek Mały',
      'zakonczone-szukaj': 'Fistaszek Mały',
      zakladka: 'zakonczone',
    });
    // The lists never asked without it, and the hand-over replaced the entry it came in on.
    expect(listCalls(calls).every((call) => call.query === 'Fistaszek Mały')).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the address wins over a remembered id, which is forgotten', async () => {
    stubApi();
    sessionStorage.setItem('admin.surveys.openId', '41');
    const router = setup(`${surveyLink(7)}&nowe-szukaj=zofia`);
    expect(await screen.findByRole('heading', { name: 'Ankieta #7' })).toBeTruthy();
    expect(sessionStorage.getItem('admin.surveys.openId')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('ankieta')).toBe('7');
  });

  it('a survey opened from elsewhere while the screen is shown opens in place, keeping the tab and its filters (no second navigation)', async () => {
    stubApi();
    const router = setup('/admin/surveys?zakladka=rezerwacje&rezerwacje-szukaj=Kowalska');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Z rezerwacją/ }).getAttribute('aria-selected')).toBe('true'));
    const navigate = vi.fn();
    act(() => openSurveyScreen(9, navigate));
    expect(await screen.findByRole('heading', { name: 'Ankieta #9' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ zakladka: 'rezerwacje', 'rezerwacje-szukaj': 'Kowalska', ankieta: '9' });
    expect(sessionStorage.getItem('admin.surveys.openId')).toBeNull();
  });
});
