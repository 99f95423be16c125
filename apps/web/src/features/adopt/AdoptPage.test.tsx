import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SPECIES, type AnimalListItem } from '@pets/shared';
import { screen } from '@testing-library/react';
import { cleanup, click, flush, render } from '../../test/dom';
import { AdoptPage } from './AdoptPage';
import { useAdoptListMemory } from './adopt-list-memory';
import { RETURN_TO_LIST } from '../../lib/list-return';
import type { QueryClient } from '@tanstack/react-query';
import { availableAnimalsQuery } from '../../lib/public-queries';
import { testQueryClient, withQueryClient } from '../../test/query-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const NAMES = ['Pestka', 'Łatka', 'Miodek', 'Kluska', 'Tofik', 'Ziarenko', 'Bułeczka', 'Groszek', 'Okruszek', 'Figa', 'Mysia', 'Kropka', 'Migdał', 'Rysiek', 'Borys', 'Fasolka', 'Piaskun', 'Cynamon', 'Sezam', 'Kasztanka'];
const ANIMALS: AnimalListItem[] = NAMES.map((imie, index) => ({
  id_zwierzaka: index + 1,
  imie,
  gatunek: SPECIES[index % SPECIES.length]!,
  plec: index % 2 ? 'Samiec' : 'Samica',
  data_urodzenia: '2025-01-01',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  stan_zdrowia: 'Zdrowy',
  TM: 'Nie',
  data_dodania: '2026-01-01',
  cover: '/static/default-animal.webp',
}));

let requests: string[] = [];
/** The server's filtering, enough for these tests (species and sex). */
function serverList(url: string): Response {
  const params = new URL(url, 'http://x').searchParams;
  const gatunek = params.get('gatunek')?.split(',');
  const plec = params.get('plec')?.split(',');
  return json(
    200,
    ANIMALS.filter((animal) => (!gatunek || gatunek.includes(animal.gatunek)) && (!plec || plec.includes(animal.plec))),
  );
}

let answer: (url: string) => Response = serverList;

beforeEach(() => {
  requests = [];
  useAdoptListMemory.getState().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return answer(url);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  answer = serverList;
});

function setup(entry: string | { pathname: string; state?: unknown } = '/adoptuje', client: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/adoptuje', element: <AdoptPage /> },
      { path: '/zwierzak/:id', element: <p>zwierzak</p> },
    ],
    { initialEntries: [entry] },
  );
  const rendered = render(withQueryClient(<RouterProvider router={router} />, client));
  // The cards' names are their links to the animal pages.
  const animalLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/zwierzak/'));
  const names = () => animalLinks().map((link) => link.textContent);
  const text = () => rendered.container.textContent ?? '';
  const form = () => screen.getByRole<HTMLFormElement>('search', { name: 'Filtry zwierzaków' });
  return { router, ...rendered, names, animalLinks, text, form };
}

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submit(form: HTMLFormElement) {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('AdoptPage', () => {
  it('shows the first 9 animals with a count, and the page from the URL', async () => {
    const { names, text, router } = setup('/adoptuje?strona=3');
    expect(text()).toContain('Wczytujemy zwierzaki');
    await flush();
    expect(requests).toEqual(['/api/animals/available']);
    expect(text()).toContain('Znaleziono: 20 zwierzaków');
    expect(names()).toEqual(['Sezam', 'Kasztanka']);
    click(screen.getByRole('button', { name: 'Strona 1' }));
    expect(router.state.location.search).toBe('');
    expect(names()).toHaveLength(9);
    expect(useAdoptListMemory.getState().page).toBe(1);
  });

  it("'Szukaj' applies the name search (page 1) and puts it into the URL and the memory", async () => {
    const { form, names, router } = setup('/adoptuje?strona=2');
    await flush();
    typeInto(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Imię zwierzaka' }), 'lat');
    submit(form());
    await flush();
    expect(router.state.location.search).toBe('?q=lat');
    expect(names()).toEqual(['Łatka']);
    expect(useAdoptListMemory.getState()).toMatchObject({ query: 'lat', page: 1 });
  });

  it('filters from the URL go to the server, and their summary is shown', async () => {
    const { names, text } = setup('/adoptuje?gatunek=Mysz,Kr%C3%B3lik&plec=Samiec');
    await flush();
    expect(requests).toEqual(['/api/animals/available?gatunek=Kr%C3%B3lik%2CMysz&plec=Samiec']);
    expect(text()).toContain('Wybrane gatunki: Królik, Mysz');
    expect(text()).toContain('Płeć: Samiec');
    expect(names().length).toBeGreaterThan(0);
  });

  it('shows the list the page was rendered with (its data cache) at once, without a request; other filters fetch', async () => {
    const rodents = ANIMALS.filter((animal) => ['Królik', 'Mysz'].includes(animal.gatunek));
    const client = testQueryClient();
    // As in the visitor's client: data the page came with is fresh for a while.
    client.setQueryDefaults(['public'], { staleTime: 30_000 });
    client.setQueryData(availableAnimalsQuery({ gatunek: ['Mysz', 'Królik'], plec: [], kastracja: [], status: [] }).queryKey, rodents);
    const first = setup('/adoptuje?gatunek=Mysz,Kr%C3%B3lik', client);
    expect(first.text()).not.toContain('Wczytujemy zwierzaki');
    expect(first.names()).toEqual(rodents.map((animal) => animal.imie));
    await flush();
    expect(first.names()).toEqual(rodents.map((animal) => animal.imie));

    // Another filter is not what the page was served with: fetched.
    await act(() => first.router.navigate('/adoptuje?plec=Samiec'));
    await flush();
    expect(requests).toEqual(['/api/animals/available?plec=Samiec']);
  });

  it('a species from the header submenu becomes the only filter; the state is cleared', async () => {
    useAdoptListMemory.getState().remember({ query: 'xyz', page: 3, scrollY: 900 });
    const { router, text } = setup({ pathname: '/adoptuje', state: { species: 'Szczur' } });
    await flush();
    expect(router.state.location.search).toBe('?gatunek=Szczur');
    expect(router.state.location.state).toBeNull();
    expect(text()).toContain('Wybrany gatunek: Szczur');
    expect(useAdoptListMemory.getState()).toMatchObject({ filters: { gatunek: ['Szczur'] }, query: '', page: 1, scrollY: null });
    expect(requests).toEqual(['/api/animals/available?gatunek=Szczur']);
  });

  it('a link back to the list without a query brings the remembered list back (and into the URL)', async () => {
    const { router, names } = setup('/zwierzak/1');
    useAdoptListMemory.getState().remember({ filters: { gatunek: [], plec: ['Samica'], kastracja: [], status: [] }, page: 2 });
    await act(async () => {
      await router.navigate('/adoptuje', { state: RETURN_TO_LIST });
    });
    await flush();
    expect(router.state.location.search).toBe('?plec=Samica&strona=2');
    expect(names()).toHaveLength(1);
  });

  it("any other link to /adoptuje ('Zobacz wszystkie', the not-found page's button) opens a fresh list", async () => {
    const { router, names } = setup('/zwierzak/1');
    useAdoptListMemory.getState().remember({ filters: { gatunek: [], plec: ['Samica'], kastracja: [], status: [] }, page: 2, query: 'a' });
    await act(async () => {
      await router.navigate('/adoptuje');
    });
    await flush();
    expect(router.state.location.search).toBe('');
    expect(names()).toHaveLength(9);
    expect(names()[0]).toBe('Pestka');
    // What is shown is what a later return brings back.
    expect(useAdoptListMemory.getState()).toMatchObject({ page: 1, query: '', filters: { plec: [] } });
  });

  it('back/forward to an address without a query shows the full list (the URL is the truth)', async () => {
    const { router, names } = setup('/adoptuje');
    await flush();
    click(screen.getByRole('button', { name: 'Strona 2' }));
    expect(router.state.location.search).toBe('?strona=2');
    await act(async () => {
      await router.navigate(-1);
    });
    await flush();
    expect(router.state.location.search).toBe('');
    expect(names()[0]).toBe('Pestka');
    expect(useAdoptListMemory.getState().page).toBe(1);
  });

  it("'Wyczyść' erases filters, name, page and the remembered scroll", async () => {
    useAdoptListMemory.getState().remember({ scrollY: 300 });
    const { router, names } = setup('/adoptuje?plec=Samica&q=a&strona=2');
    await flush();
    click(screen.getByRole('button', { name: 'Wyczyść' }));
    await flush();
    expect(router.state.location.search).toBe('');
    expect(useAdoptListMemory.getState()).toMatchObject({ page: 1, query: '', scrollY: null, filters: { gatunek: [], plec: [], kastracja: [], status: [] } });
    expect(screen.getByRole('searchbox', { name: 'Imię zwierzaka' })).toHaveProperty('value', '');
    expect(names()).toHaveLength(9);
  });

  it('remembers the scroll position when an animal is opened and restores it on return', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router, animalLinks } = setup('/adoptuje?strona=2');
    await flush();
    click(animalLinks()[0]!);
    expect(router.state.location.pathname).toBe('/zwierzak/10');
    expect(useAdoptListMemory.getState().scrollY).toBe(window.scrollY);
    useAdoptListMemory.getState().remember({ scrollY: 640 });
    await act(async () => {
      await router.navigate(-1);
    });
    await flush();
    expect(router.state.location.search).toBe('?strona=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(useAdoptListMemory.getState().scrollY).toBeNull();
    // The list came from memory at once: no second request.
    expect(requests).toHaveLength(2);
  });

  it('shows the error card with retry, and the empty state', async () => {
    answer = () => json(500, { error: 'x', code: 'internal' });
    const { text } = setup('/adoptuje?gatunek=%C5%BB%C3%B3%C5%82w');
    await flush();
    expect(text()).toContain('Błąd wczytywania');
    expect(text()).toContain('Nie udało się pobrać danych o zwierzętach.');
    answer = () => json(200, []);
    click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await flush();
    expect(text()).toContain('Nic nie znaleziono');
    expect(text()).toContain('Spróbuj zmienić kryteria filtrowania.');
  });
});
