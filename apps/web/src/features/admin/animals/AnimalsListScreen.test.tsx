import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_ANIMAL_IMAGE, type AnimalListItem } from '@pets/shared';
import { act } from 'react';
import { AnimalsListScreen, type AnimalsListMode } from './AnimalsListScreen';
import { AnimalCover } from './AnimalBits';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { json, routedFetch, setValue, withQueryClient } from '../test-helpers';

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

function setup(mode: AnimalsListMode = 'browse', search = '') {
  const router = createMemoryRouter(
    [
      { path: '/admin/animals/browse', element: <AnimalsListScreen mode="browse" /> },
      { path: '/admin/animals/archives', element: <AnimalsListScreen mode="archive" /> },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: [`${mode === 'browse' ? '/admin/animals/browse' : '/admin/animals/archives'}${search}`] },
  );
  return { router, ...render(withQueryClient(<RouterProvider router={router} />)) };
}

const cards = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.animal-card'));
const cardNames = (container: HTMLElement) => cards(container).map((card) => card.querySelector('.animal-card__open')!.firstChild!.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('browse (/admin/animals/browse)', () => {
  it('shows 11 cards a page, newest first, plus the Archiwum card', async () => {
    routedFetch({ 'GET /api/animals/all': many });
    const { container } = setup();
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Wczytywanie');
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Zwierzaki');
    expect(cards(container)).toHaveLength(11);
    expect(cardNames(container)[0]).toBe('Zwierzak 14');
    const archive = container.querySelector<HTMLAnchorElement>('a.animal-link-card');
    expect(archive?.getAttribute('href')).toBe('/admin/animals/archives');
    expect(archive?.textContent).toContain('Archiwum');
    click(getByText(container, 'Strona 2', 'button'));
    expect(cards(container)).toHaveLength(3);
  });

  it('shows each card: cover variant, name, species, sex, status, health and the date dd.mm.yyyy', async () => {
    routedFetch({ 'GET /api/animals/all': [animal(3, 'Fistaszek', { cover: DEFAULT_ANIMAL_IMAGE, data_dodania: '2025-02-07T10:00:00Z' }), animal(4, 'Kropka')] });
    const { container } = setup();
    await flush();
    const [fistaszek, kropka] = cards(container);
    expect(kropka!.textContent).toContain('Kropka');
    expect(fistaszek!.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_ANIMAL_IMAGE);
    expect(fistaszek!.textContent).toContain('Królik');
    expect(fistaszek!.textContent).toContain('Samica');
    expect(fistaszek!.textContent).toContain('Dostępny');
    expect(fistaszek!.textContent).toContain('Zdrowy');
    expect(fistaszek!.textContent).toContain('07.02.2025');
  });

  it('shows the card variant of the cover and the default picture when it fails to load', () => {
    const { container } = render(<AnimalCover path="/api/images/4.webp" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/images/4.webp?w=card');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_ANIMAL_IMAGE);
  });

  it('filters by name and goes back to page 1 when a filter changes; empty text', async () => {
    routedFetch({ 'GET /api/animals/all': [...many, animal(40, 'Łatka')] });
    const { container } = setup();
    await flush();
    click(getByText(container, 'Strona 2', 'button'));
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    setValue(container.querySelector('input[type="search"]'), 'latka');
    expect(cardNames(container)).toEqual(['Łatka']);
    expect(container.querySelector('.pagination')).toBeNull();
    setValue(container.querySelector('input[type="search"]'), 'nikt');
    expect(container.textContent).toContain('Brak zwierząt spełniających kryteria.');
    expect(container.querySelector('a.animal-link-card')).not.toBeNull();
  });

  it('sorts by name with Polish collation', async () => {
    routedFetch({ 'GET /api/animals/all': [animal(1, 'Żaba'), animal(2, 'Łatka'), animal(3, 'Lusia'), animal(4, 'Zuzia')] });
    const { container } = setup();
    await flush();
    setValue(container.querySelector('select'), 'name_az');
    expect(cardNames(container)).toEqual(['Lusia', 'Łatka', 'Zuzia', 'Żaba']);
    setValue(container.querySelector('select'), 'name_za');
    expect(cardNames(container)).toEqual(['Żaba', 'Zuzia', 'Łatka', 'Lusia']);
    setValue(container.querySelector('select'), 'oldest');
    expect(cardNames(container)).toEqual(['Żaba', 'Łatka', 'Lusia', 'Zuzia']);
  });

  it("'Pokaż ankiety' stores the name as the surveys search and goes to /admin/surveys", async () => {
    routedFetch({ 'GET /api/animals/all': [animal(1, 'Fistaszek')] });
    const { container, router } = setup();
    await flush();
    click(container.querySelector('.animal-card__surveys')!);
    await flush();
    expect(sessionStorage.getItem('admin.surveys.query')).toBe('Fistaszek');
    expect(router.state.location.pathname).toBe('/admin/surveys');
  });

  it('shows the error card with retry', async () => {
    let fail = true;
    routedFetch({ 'GET /api/animals/all': () => (fail ? json(500, { error: 'x', code: 'internal' }) : json(200, [animal(1, 'A')])) });
    const { container } = setup();
    await flush();
    expect(container.textContent).toContain('Błąd wczytywania');
    expect(container.textContent).toContain('Nie udało się pobrać danych o zwierzętach.');
    fail = false;
    click(getByText(container, 'Spróbuj ponownie', 'button'));
    await flush();
    expect(cardNames(container)).toEqual(['A']);
  });

  it('opens the edit modal from a card', async () => {
    routedFetch({
      'GET /api/animals/all': [animal(5, 'Kropka')],
      'GET /api/animals/5': { ...animal(5, 'Kropka'), opis: '' },
      'GET /api/animals/5/images': [],
    });
    const { container } = setup();
    await flush();
    click(container.querySelector('.animal-card__open')!);
    await flush();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Edytuj: Kropka');
  });
});

describe('archive (/admin/animals/archives)', () => {
  it('has the TM filter, highlights TM animals and links back', async () => {
    routedFetch({
      'GET /api/animals/archive': [animal(1, 'Tęcza', { TM: 'Tak', status: 'Wstrzymany' }), animal(2, 'Dom', { status: 'Adoptowany' })],
    });
    const { container } = setup('archive');
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Archiwum zwierząt');
    const back = container.querySelector<HTMLAnchorElement>('a.animal-link-card');
    expect(back?.getAttribute('href')).toBe('/admin/animals/browse');
    expect(back?.textContent).toContain('Wszystkie zwierzęta (bez TM i bez adoptowanych)');
    const tmCard = container.querySelector('.animal-card--tm');
    expect(tmCard?.textContent).toContain('Za Tęczowym Mostem');
    expect(container.querySelectorAll('.animal-card--tm')).toHaveLength(1);

    click(getByText(container, 'TM', 'button'));
    const options = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
    expect(options.map((option) => option.textContent)).toEqual(['Tak', 'Nie']);
    click(options[0]!);
    expect(cardNames(container)).toEqual(['Tęcza']);
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
    const { router } = setup('browse', '?zwierzak=40');
    await flush();
    await flush();
    expect(router.state.location.pathname).toBe('/admin/animals/archives');
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(dialog?.textContent).toContain('Edytuj: Gucio');
    click(dialog!.querySelector('button[aria-label="Zamknij"]')!);
    await flush();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
