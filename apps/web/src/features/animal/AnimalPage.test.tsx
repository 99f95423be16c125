import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Animal } from '@pets/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnimalPage } from './AnimalPage';
import { withQueryClient } from '../../test/query-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const PESTKA: Animal = {
  id_zwierzaka: 1,
  imie: 'Pestka',
  gatunek: 'Chomik syryjski',
  plec: 'Samica',
  data_urodzenia: '2020-01-15',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Pestka lubi kopać.\n\nBierze smakołyki z ręki.\nNie gryzie.',
  stan_zdrowia: 'Zdrowa.',
  TM: 'Nie',
  data_dodania: '2026-01-01',
  cover: '/api/images/abc.jpg',
  zdrowie: null,
};

let routes: Record<string, () => Response>;
let requests: string[];

beforeEach(() => {
  requests = [];
  routes = {
    '/api/animals/1': () => json(200, PESTKA),
    '/api/animals/1/images': () => json(200, ['/api/images/abc.jpg']),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return routes[url]?.() ?? json(404, { error: 'Nie ma', code: 'not_found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(path = '/zwierzak/1') {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/zwierzak/:id', element: <AnimalPage /> }], { initialEntries: [path] });
  const rendered = render(withQueryClient(<RouterProvider router={router} />));
  return { router, user, ...rendered };
}

const PHOTO = 'Pestka – Chomik syryjski';
const NOT_FOUND = 'Ups! 404 — Tu nawet mączniki nie zaglądają';

/** The facts list: each term with its definition, as a screen reader reads them in pairs. */
function details(): Record<string, string | undefined> {
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, definitions[index]?.textContent]));
}

const surveyLink = () => screen.queryByRole('link', { name: 'Wypełnij ankietę adopcyjną' });

describe('AnimalPage', () => {
  it('shows the animal: name, gender icon, details, paragraphs, photo and the survey link', async () => {
    setup();
    expect(screen.getByText(/Wczytujemy zwierzaka/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pestka' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Samica' })).toBeTruthy();
    expect(details()).toMatchObject({
      Gatunek: 'Chomik syryjski',
      // Pestka is female: the status and the castration row agree with her sex.
      Status: 'Dostępna',
      'Stan zdrowia': 'Zdrowa.',
      Wysterylizowana: 'Nie',
    });
    expect(details().Wiek).toMatch(/^\d+ lat$/);
    const story = screen.getByRole('region', { name: 'Historia i charakter' });
    expect(within(story).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Pestka lubi kopać.', 'Bierze smakołyki z ręki.', 'Nie gryzie.']);
    const photo = screen.getByRole('img', { name: PHOTO });
    expect(photo.getAttribute('src')).toBe('/api/images/abc.jpg?w=full');
    expect(photo.getAttribute('srcset')).toBe('/api/images/abc.jpg?w=card 480w, /api/images/abc.jpg?w=full 1200w');
    expect(surveyLink()?.getAttribute('href')).toBe('/ankieta/1');
    expect(document.title).toContain('Pestka');
  });

  it('shows an estimated age with "ok."', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, data_urodzenia_przyblizona: true });
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Pestka' });
    expect(details().Wiek).toMatch(/^ok\. \d+ lat$/);
  });

  it('shows the health summary from the card when there is one', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, zdrowie: 'zaszczepiona przeciw RHD1 i RHD2 (listopad 2026), wysterylizowana' });
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Pestka' });
    expect(details()['Szczepienia i zabiegi']).toBe('Zaszczepiona przeciw RHD1 i RHD2 (listopad 2026), wysterylizowana');
  });

  it('no gender icon for other values', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, plec: 'Nieznana' });
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Pestka' });
    // The photo is the only image left.
    expect(screen.getAllByRole('img')).toEqual([screen.getByRole('img', { name: PHOTO })]);
  });

  it('an adopted animal says it found a home and offers no survey', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, status: 'Adoptowany' });
    setup();
    expect(await screen.findByText(/Pestka znalazła już dom!/)).toBeTruthy();
    expect(details().Status).toBe('Adoptowana');
    expect(surveyLink()).toBeNull();
  });

  it("a TM animal is 'Za Tęczowym Mostem' and offers no survey", async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, TM: 'Tak', status: 'Wstrzymany' });
    setup();
    expect(await screen.findByText(/Pestka jest już Za Tęczowym Mostem/)).toBeTruthy();
    expect(details().Status).toBe('Za Tęczowym Mostem');
    expect(surveyLink()).toBeNull();
  });

  it('a 404 and a non-numeric id show the not-found page', async () => {
    const missing = setup('/zwierzak/999');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    expect(document.title).toMatch(/^Nie znaleziono strony/);
    missing.unmount();
    requests = [];
    setup('/zwierzak/abc');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('another failure shows the error card with retry', async () => {
    let fail = true;
    routes['/api/animals/1'] = () => (fail ? json(500, { error: 'x', code: 'internal' }) : json(200, PESTKA));
    const { user } = setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się pobrać danych o zwierzaku.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pestka' })).toBeTruthy();
  });

  it('failing images show their message and keep the cover photo', async () => {
    routes['/api/animals/1/images'] = () => json(500, { error: 'x', code: 'internal' });
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się pobrać zdjęć zwierzaka.');
    expect(screen.getByRole('img', { name: PHOTO }).getAttribute('src')).toBe('/api/images/abc.jpg?w=full');
  });

  it('shows no castration row for a tortoise, and a male\'s status in the masculine', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, gatunek: 'Żółw', plec: 'Samiec' });
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Pestka' });
    expect(details().Status).toBe('Dostępny');
    expect(Object.keys(details())).not.toContain('Wykastrowany');
    expect(Object.keys(details())).not.toContain('Wysterylizowana');
  });
});
