import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';
import { HomePage } from './HomePage';
import { SiteConfigContext } from '../../lib/site-config';
import { withQueryClient } from '../../test/query-client';

const PROFILE = 'https://www.facebook.com/malelapki';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let routes: Record<string, () => Response>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => routes[url]?.() ?? json(404, {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(site: SiteConfig = { ...DEFAULT_SITE_CONFIG, facebookUrl: PROFILE }) {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  render(
    <SiteConfigContext value={site}>
      {withQueryClient(<RouterProvider router={router} />)}
    </SiteConfigContext>,
  );
  /** A home block, by its heading. */
  const section = (title: string) => screen.getByRole('region', { name: title });
  return { user, section };
}

/** A block's error card (role alert): its title and message as shown. */
async function errorIn(block: HTMLElement, title: string, message: string) {
  const alert = await within(block).findByRole('alert');
  expect(within(alert).getByText(title)).toBeTruthy();
  expect(within(alert).getByText(message)).toBeTruthy();
  return alert;
}

describe('HomePage', () => {
  it('each block fails on its own with the SPEC section 8 texts, and retries', async () => {
    let posts: () => Response = () => json(200, { data: [] });
    routes = {
      '/api/animals/available': () => json(500, { error: 'x', code: 'internal' }),
      '/api/latest-post': () => posts(),
    };
    const { user, section } = setup();
    await errorIn(section('Nasi podopieczni'), 'Błąd wczytywania karuzeli', 'Nie udało się pobrać danych o zwierzętach.');
    const newsError = await errorIn(section('Co nowego?'), 'Błąd wczytywania postów', 'Otrzymano niepoprawny format danych z serwera.');

    posts = () => json(502, { error: 'Nie udało się pobrać najnowszych postów.', code: 'posts_unavailable' });
    await user.click(within(newsError).getByRole('button', { name: 'Spróbuj ponownie' }));
    const again = await waitFor(() => errorIn(section('Co nowego?'), 'Błąd wczytywania postów', 'Nie udało się pobrać najnowszych postów.'));

    posts = () =>
      json(200, [
        { id: '1', full_picture: null, permalink_url: 'https://www.facebook.com/p/1', created_time: '2026-03-05T10:00:00Z', message: 'Dziękujemy za siano!' },
      ]);
    await user.click(within(again).getByRole('button', { name: 'Spróbuj ponownie' }));
    const card = await within(section('Co nowego?')).findByRole('article');
    expect(within(card).getByText('05.03.2026')).toBeTruthy();
    expect(within(card).getByText('Dziękujemy za siano!')).toBeTruthy();
    const read = within(card).getByRole('link', { name: /^Przeczytaj wpis/ });
    expect(read.getAttribute('href')).toBe('https://www.facebook.com/p/1');
    expect(read.getAttribute('target')).toBe('_blank');
  });

  it("links: 'Zobacz wszystkie', 'Pomóż nam', 'Zobacz więcej' and the seven guides", async () => {
    routes = { '/api/animals/available': () => json(200, []), '/api/latest-post': () => json(200, []) };
    const { section } = setup();
    await screen.findByText(/^Na razie nie ma tu nowych wpisów/);
    expect(screen.getByRole('link', { name: /^Zobacz wszystkie/ }).getAttribute('href')).toBe('/adoptuje');
    expect(screen.getByRole('link', { name: /^Pomóż nam/ }).getAttribute('href')).toBe('/wspieram');
    expect(screen.getByRole('link', { name: /^Zobacz więcej/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^Zobacz więcej/ }).getAttribute('href')).toBe(PROFILE);
    const guides = within(section('Poradniki')).getAllByRole('link');
    const titles = ['Chomik', 'Świnka morska', 'Szczur', 'Mysz', 'Myszoskoczek', 'Królik', 'Szynszyla'];
    expect(guides).toHaveLength(titles.length);
    guides.forEach((guide, index) => expect(within(guide).getByText(titles[index]!)).toBeTruthy());
    expect(new Set(guides.map((a) => a.getAttribute('href')))).toEqual(new Set(['/baza-wiedzy']));
  });

  it("has no 'Zobacz więcej' while the foundation's profile is not filled in", async () => {
    routes = { '/api/animals/available': () => json(200, []), '/api/latest-post': () => json(200, []) };
    setup(DEFAULT_SITE_CONFIG);
    await screen.findByText(/^Na razie nie ma tu nowych wpisów/);
    expect(screen.queryByRole('link', { name: /^Zobacz więcej/ })).toBeNull();
  });
});
