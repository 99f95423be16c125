import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ANIMAL_IMAGE, type AnimalListItem, type StaffRole } from '@pets/shared';
import { AnimalsListScreen, type AnimalsListMode } from './AnimalsListScreen';
import { AnimalCover } from './AnimalBits';
import { json, routedFetch, withQueryClient } from '../test-helpers';

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

const many = Array.from({ length: 14 }, (_, index) => animal(index + 1, `Zwierzak ${index + 1}`));

function setup(mode: AnimalsListMode = 'browse', search = '', role: StaffRole = 'administrator') {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/admin/animals/browse', element: <AnimalsListScreen mode="browse" /> },
      { path: '/admin/animals/archives', element: <AnimalsListScreen mode="archive" /> },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: [`${mode === 'browse' ? '/admin/animals/browse' : '/admin/animals/archives'}${search}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />, { role }));
  return { router, user };
}

/** Each card's open button reads "<name> – edytuj" (the suffix is for screen readers). */
const OPEN_CARD = /^(.+) – edytuj$/;
const cards = () => screen.queryAllByRole('article');
const cardNames = () => cards().map((card) => OPEN_CARD.exec(within(card).getByRole('button', { name: OPEN_CARD }).textContent ?? '')?.[1]);
const card = (name: string) => cards().find((item) => within(item).queryByRole('heading', { level: 2, name: `${name} – edytuj` }))!;
/** The card covers are decorative (alt=""), so they have the role "presentation", not "img". */
const cover = (root: HTMLElement) => within(root).getByRole('presentation') as HTMLImageElement;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('browse (/admin/animals/browse)', () => {
  it('shows 11 cards a page, newest first, plus the Archiwum card', async () => {
    routedFetch({ 'GET /api/animals/all': many });
    const { user } = setup();
    expect(screen.getByRole('status').textContent).toContain('Wczytywanie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zwierzaki' })).toBeTruthy();
    await screen.findByText('Znaleziono: 14');
    expect(cards()).toHaveLength(11);
    expect(cardNames()[0]).toBe('Zwierzak 14');
    const archive = screen.getByRole('link', { name: /Archiwum/ });
    expect(archive.getAttribute('href')).toBe('/admin/animals/archives');
    await user.click(screen.getByRole('button', { name: 'Strona 2' }));
    expect(cards()).toHaveLength(3);
  });

  it('shows each card: cover variant, name, species, sex, status, health and the date dd.mm.yyyy', async () => {
    routedFetch({ 'GET /api/animals/all': [animal(3, 'Fistaszek', { cover: DEFAULT_ANIMAL_IMAGE, data_dodania: '2025-02-07T10:00:00Z' }), animal(4, 'Kropka')] });
    setup();
    await screen.findByText('Znaleziono: 2');
    expect(cardNames()).toEqual(['Fistaszek', 'Kropka']);
    const fistaszek = card('Fistaszek');
    expect(cover(fistaszek).getAttribute('src')).toBe(DEFAULT_ANIMAL_IMAGE);
    for (const text of ['Królik', 'Samica', 'Dostępna', 'Zdrowy', '07.02.2025']) expect(within(fistaszek).getByText(text)).toBeTruthy();
  });

  it('shows the card variant of the cover and the default picture when it fails to load', () => {
    const { container } = render(<AnimalCover path="/api/images/4.webp" />);
    const img = cover(container);
    expect(img.getAttribute('src')).toBe('/api/images/4.webp?w=card');
    fireEvent.error(img);
    expect(cover(container).getAttribute('src')).toBe(DEFAULT_ANIMAL_IMAGE);
  });

  it('filters by name and goes back to page 1 when a filter changes; empty text', async () => {
    routedFetch({ 'GET /api/animals/all': [...many, animal(40, 'Łatka')] });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Strona 2' }));
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    const search = screen.getByLabelText('Szukaj po imieniu');
    await user.type(search, 'latka');
    expect(cardNames()).toEqual(['Łatka']);
    expect(screen.queryByRole('navigation', { name: 'Strony listy zwierząt' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'nikt');
    expect(screen.getByRole('status').textContent).toBe('Brak zwierząt spełniających kryteria.');
    expect(screen.getByRole('link', { name: /Archiwum/ })).toBeTruthy();
  });

  it('sorts by name with Polish collation', async () => {
    routedFetch({ 'GET /api/animals/all': [animal(1, 'Żaba'), animal(2, 'Łatka'), animal(3, 'Lusia'), animal(4, 'Zuzia')] });
    const { user } = setup();
    await screen.findByText('Znaleziono: 4');
    const sort = screen.getByLabelText('Sortuj');
    await user.selectOptions(sort, 'Imię A-Z');
    expect(cardNames()).toEqual(['Lusia', 'Łatka', 'Zuzia', 'Żaba']);
    await user.selectOptions(sort, 'Imię Z-A');
    expect(cardNames()).toEqual(['Żaba', 'Zuzia', 'Łatka', 'Lusia']);
    await user.selectOptions(sort, 'Najstarsze');
    expect(cardNames()).toEqual(['Żaba', 'Łatka', 'Lusia', 'Zuzia']);
  });

  it("'Pokaż ankiety' stores the name as the surveys search and goes to /admin/surveys", async () => {
    routedFetch({ 'GET /api/animals/all': [animal(1, 'Fistaszek')] });
    const { router, user } = setup();
    await user.click(await screen.findByRole('link', { name: 'Pokaż ankiety dla: Fistaszek' }));
    expect(await screen.findByText('ankiety')).toBeTruthy();
    expect(sessionStorage.getItem('admin.surveys.query')).toBe('Fistaszek');
    expect(router.state.location.pathname).toBe('/admin/surveys');
    expect(router.state.location.search).toBe('?szukaj=Fistaszek');
  });

  it('shows the error card with retry', async () => {
    let fail = true;
    routedFetch({ 'GET /api/animals/all': () => (fail ? json(500, { error: 'x', code: 'internal' }) : json(200, [animal(1, 'A')])) });
    const { user } = setup();
    expect(await screen.findByText('Błąd wczytywania')).toBeTruthy();
    expect(screen.getByText('Nie udało się pobrać danych o zwierzętach.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await screen.findByText('Znaleziono: 1');
    expect(cardNames()).toEqual(['A']);
  });

  it('opens the edit modal from a card', async () => {
    routedFetch({
      'GET /api/animals/all': [animal(5, 'Kropka')],
      'GET /api/animals/5': { ...animal(5, 'Kropka'), opis: '' },
      'GET /api/animals/5/images': [],
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Kropka – edytuj' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edytuj: Kropka')).toBeTruthy();
  });

  it('opens a volunteer the health card and weights only, without the edit form, also for a linked animal', async () => {
    routedFetch({
      'GET /api/animals/all': [animal(5, 'Kropka')],
      'GET /api/animals/5/record': { ...animal(5, 'Kropka'), opis: '', zdrowie: null, data_przyjecia: '2025-01-01', zrodlo_przyjecia: null, okolicznosci_przyjecia: '', identyfikator: '', data_urodzenia_dokladnosc: 'dzien' },
      'GET /api/animals/5/health': [],
      'GET /api/animals/5/weights': { weights: [], drop: null },
      'GET /api/clinics': [],
    });
    setup('browse', '?zwierzak=5', 'wolontariusz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kropka – zdrowie i waga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kropka – edytuj' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Zdrowie i waga: Kropka' });
    expect(await within(dialog).findByText(/Karta zdrowia jest pusta/)).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Dane' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});

describe('archive (/admin/animals/archives)', () => {
  it('has the TM filter, highlights TM animals and links back', async () => {
    routedFetch({
      'GET /api/animals/archive': [animal(1, 'Tęcza', { TM: 'Tak', status: 'Wstrzymany' }), animal(2, 'Dom', { status: 'Adoptowany' })],
    });
    const { user } = setup('archive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Archiwum zwierząt' })).toBeTruthy();
    await screen.findByText('Znaleziono: 2');
    const back = screen.getByRole('link', { name: /Wszystkie zwierzęta \(bez TM i bez adoptowanych\)/ });
    expect(back.getAttribute('href')).toBe('/admin/animals/browse');
    expect(within(card('Tęcza')).getByText('Za Tęczowym Mostem')).toBeTruthy();
    expect(screen.getAllByText('Za Tęczowym Mostem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^TM/ }));
    const options = within(screen.getByRole('listbox', { name: 'TM' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tak', 'Nie']);
    await user.click(options[0]!);
    expect(cardNames()).toEqual(['Tęcza']);
  });
});

describe('a link to one animal (?zwierzak=<id>, from the history)', () => {
  it('opens its edit modal, looking in the archive when it is not in the list, and drops the parameter on close', async () => {
    const adopted = animal(40, 'Gucio', { status: 'Adoptowany' });
    routedFetch({
      'GET /api/animals/all': many,
      'GET /api/animals/archive': [adopted],
      'GET /api/animals/40/images': [],
      'GET /api/animals/40': { ...adopted, opis: '', gatunek: 'Szczur', plec: 'Samiec', data_urodzenia: '2024-01-01', wykastrowany: 'Nie', stan_zdrowia: 'Zdrowy' },
      'GET /api/history': { items: [], nextBefore: null },
    });
    const { router, user } = setup('browse', '?zwierzak=40');
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/admin/animals/archives');
    expect(within(dialog).getByText('Edytuj: Gucio')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
