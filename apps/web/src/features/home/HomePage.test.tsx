import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, click, flush, render } from '../../test/dom';
import { clearAnimalsCache } from '../../lib/available-animals';
import { HomePage } from './HomePage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let routes: Record<string, () => Response>;

beforeEach(() => {
  clearAnimalsCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => routes[url]?.() ?? json(404, {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  const rendered = render(<RouterProvider router={router} />);
  const section = (title: string) =>
    Array.from(rendered.container.querySelectorAll('section')).find((element) => element.querySelector('h2')?.textContent === title)!;
  return { ...rendered, section };
}

describe('HomePage', () => {
  it('each block fails on its own with the SPEC section 8 texts, and retries', async () => {
    let posts: () => Response = () => json(200, { data: [] });
    routes = {
      '/api/animals/available': () => json(500, { error: 'x', code: 'internal' }),
      '/api/latest-post': () => posts(),
    };
    const { section } = setup();
    await flush();
    const carousel = section('Nasi podopieczni');
    expect(carousel.querySelector('.error-card__title')?.textContent).toBe('Błąd wczytywania karuzeli');
    expect(carousel.querySelector('.error-card__message')?.textContent).toBe('Nie udało się pobrać danych o zwierzętach.');
    const news = section('Co nowego?');
    expect(news.querySelector('.error-card__title')?.textContent).toBe('Błąd wczytywania postów');
    expect(news.querySelector('.error-card__message')?.textContent).toBe('Otrzymano niepoprawny format danych z serwera.');

    posts = () => json(502, { error: 'Nie udało się pobrać najnowszych postów.', code: 'posts_unavailable' });
    click(news.querySelector('.error-card button')!);
    await flush();
    expect(section('Co nowego?').querySelector('.error-card__message')?.textContent).toBe('Nie udało się pobrać najnowszych postów.');

    posts = () =>
      json(200, [
        { id: '1', full_picture: null, permalink_url: 'https://www.facebook.com/p/1', created_time: '2026-03-05T10:00:00Z', message: 'Dziękujemy za siano!' },
      ]);
    click(section('Co nowego?').querySelector('.error-card button')!);
    await flush();
    const card = section('Co nowego?').querySelector('.post-card')!;
    expect(card.querySelector('time')?.textContent).toBe('05.03.2026');
    expect(card.textContent).toContain('Dziękujemy za siano!');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('https://www.facebook.com/p/1');
    expect(card.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it("links: 'Zobacz wszystkie', 'Pomóż nam', 'Zobacz więcej' and the seven guides", async () => {
    routes = { '/api/animals/available': () => json(200, []), '/api/latest-post': () => json(200, []) };
    const { container, section } = setup();
    await flush();
    const link = (name: string) => Array.from(container.querySelectorAll('a')).find((a) => a.textContent?.startsWith(name));
    expect(link('Zobacz wszystkie')?.getAttribute('href')).toBe('/adoptuje');
    expect(link('Pomóż nam')?.getAttribute('href')).toBe('/wspieram');
    expect(link('Zobacz więcej')?.getAttribute('target')).toBe('_blank');
    const guides = Array.from(section('Poradniki').querySelectorAll('a'));
    expect(guides.map((a) => a.querySelector('.guide-card__title')?.textContent)).toEqual([
      'Chomik',
      'Świnka morska',
      'Szczur',
      'Mysz',
      'Myszoskoczek',
      'Królik',
      'Szynszyla',
    ]);
    expect(new Set(guides.map((a) => a.getAttribute('href')))).toEqual(new Set(['/baza-wiedzy']));
  });
});
