import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Animal } from '@pets/shared';
import { cleanup, click, flush, render } from '../../test/dom';
import { AnimalPage } from './AnimalPage';

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
  const router = createMemoryRouter([{ path: '/zwierzak/:id', element: <AnimalPage /> }], { initialEntries: [path] });
  const rendered = render(<RouterProvider router={router} />);
  return { router, ...rendered, text: () => rendered.container.textContent ?? '' };
}

function details(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(container.querySelectorAll('.animal__details > div')).map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
  );
}

describe('AnimalPage', () => {
  it('shows the animal: name, gender icon, details, paragraphs, photo and the survey link', async () => {
    const { container, text } = setup();
    expect(text()).toContain('Wczytujemy zwierzaka');
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Pestka');
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Samica');
    expect(details(container)).toMatchObject({
      Gatunek: 'Chomik syryjski',
      Status: 'Dostępny',
      'Stan zdrowia': 'Zdrowa.',
      Wykastrowany: 'Nie',
    });
    expect(details(container).Wiek).toMatch(/^\d+ lat$/);
    expect(Array.from(container.querySelectorAll('.animal__story p')).map((p) => p.textContent)).toEqual([
      'Pestka lubi kopać.',
      'Bierze smakołyki z ręki.',
      'Nie gryzie.',
    ]);
    const photo = container.querySelector<HTMLImageElement>('.animal__photos img')!;
    expect(photo.getAttribute('src')).toBe('/api/images/abc.jpg?w=full');
    expect(photo.getAttribute('srcset')).toBe('/api/images/abc.jpg?w=card 480w, /api/images/abc.jpg?w=full 1200w');
    expect(photo.getAttribute('alt')).toBe('Pestka – Chomik syryjski');
    const survey = Array.from(container.querySelectorAll('a')).find((a) => a.textContent === 'Wypełnij ankietę adopcyjną');
    expect(survey?.getAttribute('href')).toBe('/ankieta/1');
    expect(document.title).toContain('Pestka');
  });

  it('no gender icon for other values', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, plec: 'Nieznana' });
    const { container } = setup();
    await flush();
    expect(container.querySelector('svg[role="img"]')).toBeNull();
  });

  it('an adopted animal says it found a home and offers no survey', async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, status: 'Adoptowany' });
    const { container, text } = setup();
    await flush();
    expect(text()).toContain('Pestka znalazła już dom!');
    expect(details(container).Status).toBe('Adoptowany');
    expect(container.querySelector('a[href="/ankieta/1"]')).toBeNull();
  });

  it("a TM animal is 'Za Tęczowym Mostem' and offers no survey", async () => {
    routes['/api/animals/1'] = () => json(200, { ...PESTKA, TM: 'Tak', status: 'Wstrzymany' });
    const { container, text } = setup();
    await flush();
    expect(text()).toContain('Pestka jest już Za Tęczowym Mostem');
    expect(details(container).Status).toBe('Za Tęczowym Mostem');
    expect(container.querySelector('a[href="/ankieta/1"]')).toBeNull();
  });

  it('a 404 and a non-numeric id show the not-found page', async () => {
    const missing = setup('/zwierzak/999');
    await flush();
    expect(missing.container.querySelector('h1')?.textContent).toBe('Ups! 404 — Tu nawet mączniki nie zaglądają');
    expect(document.title).toMatch(/^Nie znaleziono strony/);
    missing.unmount();
    requests = [];
    const bad = setup('/zwierzak/abc');
    await flush();
    expect(bad.container.querySelector('h1')?.textContent).toBe('Ups! 404 — Tu nawet mączniki nie zaglądają');
    expect(requests).toEqual([]);
  });

  it('another failure shows the error card with retry', async () => {
    let fail = true;
    routes['/api/animals/1'] = () => (fail ? json(500, { error: 'x', code: 'internal' }) : json(200, PESTKA));
    const { container, text } = setup();
    await flush();
    expect(text()).toContain('Nie udało się pobrać danych o zwierzaku.');
    fail = false;
    click(container.querySelector('.error-card button')!);
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Pestka');
  });

  it('failing images show their message and keep the cover photo', async () => {
    routes['/api/animals/1/images'] = () => json(500, { error: 'x', code: 'internal' });
    const { container, text } = setup();
    await flush();
    expect(text()).toContain('Nie udało się pobrać zdjęć zwierzaka.');
    expect(container.querySelector('.animal__photos img')?.getAttribute('src')).toBe('/api/images/abc.jpg?w=full');
  });
});
