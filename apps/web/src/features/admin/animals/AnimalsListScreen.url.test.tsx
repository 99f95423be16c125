import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AnimalListItem } from '@pets/shared';
import { routedFetch, withQueryClient } from '../test-helpers';
import { SEARCH_DEBOUNCE_MS } from '../use-list-filters';
import { AnimalsListScreen } from './AnimalsListScreen';

function animal(id: number, imie: string, patch: Partial<AnimalListItem> = {}): AnimalListItem {
  return {
    id_zwierzaka: id,
    imie,
    gatunek: 'Królik',
    plec: 'Samica',
    data_urodzenia: '2024-01-01',
    wykastrowany: 'Nie',
    status: 'Dostępny',
    stan_zdrowia: 'Zdrowy',
    TM: 'Nie',
    data_dodania: new Date(Date.UTC(2025, 0, id)).toISOString(),
    cover: `/api/images/${id}.webp`,
    ...patch,
  };
}

// 14 rabbits (two pages of 11) and three held rats: Bąbel, Ćma (male) and Azor (male).
const rabbits = Array.from({ length: 14 }, (_, index) => animal(index + 1, `Królik ${index + 1}`));
const rats = [
  animal(20, 'Bąbel', { gatunek: 'Szczur', status: 'Wstrzymany' }),
  animal(21, 'Ćma', { gatunek: 'Szczur', status: 'Wstrzymany', plec: 'Samiec' }),
  animal(22, 'Azor', { gatunek: 'Szczur', status: 'Wstrzymany', plec: 'Samiec' }),
];

function setup(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/animals/browse', element: <AnimalsListScreen mode="browse" /> },
      { path: '/admin/animals/archives', element: <AnimalsListScreen mode="archive" /> },
      // Loads slowly, as the panel's lazy screens may: the list stays mounted meanwhile.
      { path: '/admin/surveys', lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <p>ankiety</p> }), 2 * SEARCH_DEBOUNCE_MS)) },
    ],
    { initialEntries: [entry] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

/** The names on the cards shown, in order (each card's button is '<name> – edytuj'). */
async function shownNames(): Promise<string[]> {
  await screen.findByRole('link', { name: /Archiwum|Wróć do listy/ });
  return screen.queryAllByRole('button', { name: / – edytuj$/ }).map((button) => button.textContent!.replace(/ – edytuj$/, ''));
}

const searchParams = (router: ReturnType<typeof setup>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

/** The options of a multi-select, opened from its button, and whether each is chosen. */
async function chosenIn(label: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  const listbox = screen.getByRole('listbox', { name: label });
  const chosen = within(listbox)
    .getAllByRole('option')
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return chosen;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the animal lists keep their filters in the URL', () => {
  it('restores the search, statuses, species, sex, sort and page from a link', async () => {
    routedFetch({ 'GET /api/animals/all': [...rabbits, ...rats] });
    setup('/admin/animals/browse?gatunek=Szczur&status=Wstrzymany&plec=Samiec&sort=name_az');
    await screen.findByText('Znaleziono: 2');
    expect(await shownNames()).toEqual(['Azor', 'Ćma']);
    expect(await chosenIn('Status')).toEqual(['Wstrzymany']);
    expect(await chosenIn('Gatunek')).toEqual(['Szczur']);
    expect(await chosenIn('Płeć')).toEqual(['Samiec']);
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('name_az');
    cleanup();

    setup('/admin/animals/browse?szukaj=krolik&strona=2');
    await screen.findByText('Znaleziono: 14');
    expect((screen.getByRole('searchbox', { name: 'Szukaj po imieniu' }) as HTMLInputElement).value).toBe('krolik');
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    expect(await shownNames()).toEqual(['Królik 3', 'Królik 2', 'Królik 1']);
  });

  it('ignores what it cannot read and falls back to the defaults', async () => {
    routedFetch({ 'GET /api/animals/all': [...rabbits, ...rats] });
    // Adopted animals are not in the browse list, and it has no TM filter.
    const router = setup('/admin/animals/browse?status=Adoptowany,Smok&gatunek=Smok&plec=Nikt&tm=Tak&sort=najlepsze&strona=-3');
    await screen.findByText('Znaleziono: 17');
    expect((await shownNames())[0]).toBe('Azor');
    expect(screen.getByRole('button', { name: 'Strona 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('newest');
    expect(await chosenIn('Status')).toEqual([]);
    expect(await chosenIn('Gatunek')).toEqual([]);
    expect(await chosenIn('Płeć')).toEqual([]);
    // Nothing was rewritten until staff change something.
    expect(router.state.location.search).toContain('status=Adoptowany');
  });

  it('a page past the end of the list becomes its last page', async () => {
    routedFetch({ 'GET /api/animals/all': rabbits });
    const router = setup('/admin/animals/browse?strona=9');
    await screen.findByText('Znaleziono: 14');
    await waitFor(() => expect(searchParams(router)).toEqual({ strona: '2' }));
    expect(await shownNames()).toEqual(['Królik 3', 'Królik 2', 'Królik 1']);
  });

  it('a filter change goes back to page 1; each change is a history entry back returns to', async () => {
    routedFetch({ 'GET /api/animals/all': [...rabbits, ...rats] });
    const router = setup('/admin/animals/browse?strona=2');
    const user = userEvent.setup();
    await screen.findByText('Znaleziono: 17');

    await user.click(screen.getByRole('button', { name: /^Gatunek/ }));
    await user.click(within(screen.getByRole('listbox', { name: 'Gatunek' })).getByRole('option', { name: 'Szczur' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(searchParams(router)).toEqual({ gatunek: 'Szczur' }));
    expect(await shownNames()).toEqual(['Azor', 'Ćma', 'Bąbel']);

    await user.selectOptions(screen.getByLabelText('Sortuj'), 'name_az');
    await waitFor(() => expect(searchParams(router)).toEqual({ gatunek: 'Szczur', sort: 'name_az' }));
    expect(await shownNames()).toEqual(['Azor', 'Bąbel', 'Ćma']);

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('newest'));
    expect(await shownNames()).toEqual(['Azor', 'Ćma', 'Bąbel']);
    await act(async () => {
      await router.navigate(-1);
    });
    await screen.findByText('Znaleziono: 17');
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('the name search filters as staff type and enters the URL once it settles, on page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routedFetch({ 'GET /api/animals/all': [...rabbits, ...rats] });
    const router = setup('/admin/animals/browse?strona=2');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Znaleziono: 17');
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj po imieniu' }), 'babel');
    expect(await shownNames()).toEqual(['Bąbel']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(searchParams(router)).toEqual({ szukaj: 'babel' }));

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Szukaj po imieniu' }) as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    // Back is not undone by the search it left behind; typing it again searches again.
    expect(searchParams(router)).toEqual({ strona: '2' });
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj po imieniu' }), 'babel');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(searchParams(router)).toEqual({ szukaj: 'babel' }));
  });

  it('a link clicked before the typed search settles is not cancelled by it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routedFetch({ 'GET /api/animals/all': [...rabbits, ...rats] });
    const router = setup('/admin/animals/browse');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Znaleziono: 17');
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj po imieniu' }), 'babel');
    await user.click(screen.getByRole('link', { name: 'Pokaż ankiety dla: Bąbel' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/surveys'));
    expect(await screen.findByText('ankiety')).toBeTruthy();
  });

  it('the archive restores its TM filter, and keeps the filters beside ?zwierzak=', async () => {
    routedFetch({
      'GET /api/animals/archive': [animal(1, 'Tęcza', { TM: 'Tak', status: 'Wstrzymany' }), animal(2, 'Dom', { status: 'Adoptowany' })],
    });
    const router = setup('/admin/animals/archives?tm=Tak&zwierzak=abc');
    await screen.findByText('Znaleziono: 1');
    expect(await shownNames()).toEqual(['Tęcza']);
    expect(await chosenIn('TM')).toEqual(['Tak']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(within(screen.getByRole('listbox', { name: 'Status' })).getByRole('option', { name: 'Adoptowany' }));
    await waitFor(() => expect(searchParams(router)).toEqual({ tm: 'Tak', zwierzak: 'abc', status: 'Adoptowany' }));
    expect(screen.getByText('Brak zwierząt spełniających kryteria.')).toBeTruthy();
  });

  it('"Gdzie mieszka" filters by foster home, kept in the address, and the cards name the home', async () => {
    const atAnna = { dom_tymczasowy: { id: 9, nazwa: 'Anna Kowalska (Kraków)' } } as Partial<AnimalListItem>;
    routedFetch({ 'GET /api/animals/all': [animal(1, 'Marchewka', atAnna), animal(2, 'Lusia', { dom_tymczasowy: null } as Partial<AnimalListItem>), animal(3, 'Kropka', atAnna)] });
    const router = setup('/admin/animals/browse?strona=1');
    await screen.findByText('Znaleziono: 3');
    const where = screen.getByLabelText('Gdzie mieszka');
    expect(within(where).getAllByRole('option').map((option) => option.textContent)).toEqual(['Wszędzie', 'W fundacji', 'Anna Kowalska (Kraków)']);
    expect(screen.getAllByText('DT: Anna Kowalska (Kraków)')).toHaveLength(2);

    const user = userEvent.setup();
    await user.selectOptions(where, 'Anna Kowalska (Kraków)');
    await waitFor(() => expect(searchParams(router)).toEqual({ dt: '9' }));
    expect(await shownNames()).toEqual(['Kropka', 'Marchewka']);
    await user.selectOptions(where, 'W fundacji');
    await waitFor(() => expect(searchParams(router)).toEqual({ dt: 'fundacja' }));
    expect(await shownNames()).toEqual(['Lusia']);
    await user.selectOptions(where, 'Wszędzie');
    await waitFor(() => expect(searchParams(router)).toEqual({}));
  });
});
