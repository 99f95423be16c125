import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdopterAdminProfile, AdopterListItem } from '@pets/shared';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SEARCH_DEBOUNCE_MS } from '../use-list-filters';
import { AdoptersPage } from './AdoptersPage';
import { adopterProfileHref } from '../adopter-link';

const listItem = (id: number): AdopterListItem => ({
  id,
  adopter: { firstName: 'Zofia', lastName: `Kowalska${id}`, email: `zofia${id}@example.com`, phone: '' },
  adoptionCount: 1,
  lastAdoptionAt: '2026-03-04T10:00:00Z',
  speciesChips: ['Królik'],
});

const profileOf = (id: number): AdopterAdminProfile => ({
  id,
  adopter: { firstName: 'Zofia', lastName: `Kowalska${id}`, email: `zofia${id}@example.com`, phone: '', zip: '', city: '', updatedAt: '2026-03-01T10:00:00Z' },
  adoptedAnimals: [],
  reservedAnimals: [],
  surveys: [],
  erasedAt: null,
});

const params = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

function stubApi() {
  return routedFetch({
    'GET /api/adopters?': { items: [listItem(1), listItem(2)], total: 2 },
    'GET /api/adopters/': (call: FetchCall) => json(200, profileOf(Number(call.url.split('/').pop()))),
    'GET /api/animals/available': [],
    'GET /api/history': { items: [], nextBefore: null },
  });
}

function setup(entry: string) {
  const router = createMemoryRouter([{ path: '/admin/adopters', element: <AdoptersPage /> }], { initialEntries: [entry] });
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admin/adopters: the profile and the filters in the URL', () => {
  it('links to a profile say ?profil=', () => {
    expect(adopterProfileHref(7)).toBe('/admin/adopters?profil=7');
  });

  it('?profil= opens that profile; closing it drops the parameter and keeps the filters', async () => {
    stubApi();
    const router = setup('/admin/adopters?szukaj=zofia&profil=7');
    expect(await screen.findByRole('dialog', { name: 'Adoptujący: Zofia Kowalska7' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?szukaj=zofia');
  });

  it('an older link with ?profile= still opens it; opening one from the table writes ?profil=', async () => {
    stubApi();
    const router = setup('/admin/adopters?profile=2');
    expect(await screen.findByRole('dialog', { name: 'Adoptujący: Zofia Kowalska2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    await userEvent.click(await screen.findByRole('button', { name: 'Zofia Kowalska1 – pokaż profil' }));
    expect(await screen.findByRole('dialog', { name: 'Adoptujący: Zofia Kowalska1' })).toBeTruthy();
    expect(router.state.location.search).toBe('?profil=1');
  });

  it('ignores a profile id that is not a positive whole number', async () => {
    stubApi();
    setup('/admin/adopters?profil=-4&profile=abc');
    await screen.findByRole('button', { name: 'Zofia Kowalska1 – pokaż profil' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('back from a settled search returns to the list without it (no new history entry), and forward brings it back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubApi();
    const router = setup('/admin/adopters?sort=oldest');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByRole('searchbox'), 'zofia');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest&szukaj=zofia'));
    await act(async () => {
      await router.navigate(-1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(router.state.location.search).toBe('?sort=oldest');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    const lists = calls.filter((call) => call.url.startsWith('/api/adopters?')).map(params);
    expect(lists.at(-1)?.query ?? '').toBe('');
    await act(async () => {
      await router.navigate(1);
    });
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zofia'));
    expect(router.state.location.search).toBe('?sort=oldest&szukaj=zofia');
  });
});
