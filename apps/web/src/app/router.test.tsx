import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { createRoutes } from './router';
import { testQueryClient, withQueryClient } from '../test/query-client';

const routes = createRoutes({ queryClient: testQueryClient(), awaitData: false });

afterEach(cleanup);

/** The path patterns of the deepest match, joined ('' for index routes). */
function matchedPattern(path: string): string | null {
  const matches = matchRoutes(routes, path);
  if (!matches) return null;
  return matches
    .map((match) => (match.route.index ? '(index)' : (match.route.path ?? '')))
    .filter(Boolean)
    .join('/');
}

describe('route table (SPEC section 2)', () => {
  it.each([
    ['/', '(index)'],
    ['/adoptuje', 'adoptuje'],
    ['/wspieram', 'wspieram'],
    ['/abc-adopcji', 'abc-adopcji'],
    ['/baza-wiedzy', 'baza-wiedzy'],
    ['/o-nas', 'o-nas'],
    ['/kontakt', 'kontakt'],
    ['/zwierzak/12', 'zwierzak/:id'],
    ['/ankieta/12', 'ankieta/:id'],
    ['/ankieta-gatunek/%C5%9Awinka%20morska', 'ankieta-gatunek/:species'],
    ['/404', '404'],
    ['/nie-ma-takiej-strony', '*'],
    ['/adoptuje/cos/dalej', '*'],
    ['/admin/login', 'admin/login'],
    ['/admin', 'admin/(index)'],
    ['/admin/animals', 'admin/animals'],
    ['/admin/animals/add', 'admin/animals/add'],
    ['/admin/animals/browse', 'admin/animals/browse'],
    ['/admin/animals/archives', 'admin/animals/archives'],
    ['/admin/zadania', 'admin/zadania'],
    ['/admin/adopters', 'admin/adopters'],
    ['/admin/surveys', 'admin/surveys'],
    ['/admin/mail', 'admin/mail'],
    ['/admin/stats', 'admin/stats'],
    ['/admin/settings/contract', 'admin/settings/contract'],
    ['/admin/team', 'admin/team'],
    ['/admin/history', 'admin/history'],
    ['/admin/ustaw-haslo', 'admin/ustaw-haslo'],
    ['/admin/settings/templates', 'admin/settings/templates'],
    ['/admin/settings/foundation', 'admin/settings/foundation'],
    ['/admin/cos-innego', 'admin/*'],
  ])('%s -> %s', (path, pattern) => {
    expect(matchedPattern(path)).toBe(pattern);
  });

  it('loads every admin route lazily (no admin component in the public bundle)', () => {
    const root = routes[0]!;
    const adminRoutes = (root.children ?? []).filter((route) => route.path?.startsWith('admin'));
    expect(adminRoutes.map((route) => route.path)).toEqual(['admin/login', 'admin/ustaw-haslo', 'admin']);
    const all: RouteObject[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        // The pathless route around the panel's pages that only holds the error screen (public code).
        const boundaryOnly = !route.path && !route.index && !route.lazy && !route.element && !route.Component && route.errorElement;
        if (!boundaryOnly) all.push(route);
        walk(route.children ?? []);
      }
    };
    walk(adminRoutes);
    expect(all).toHaveLength(26);
    for (const route of all) {
      expect(typeof route.lazy, route.path ?? 'index').toBe('function');
      expect(route.element, route.path ?? 'index').toBeUndefined();
      expect(route.Component, route.path ?? 'index').toBeUndefined();
    }
  });
});

describe('rendering', () => {
  it('shows the not-found page with its two buttons for an unknown path', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/nie-ma-takiej-strony'] });
    render(withQueryClient(<RouterProvider router={router} />));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ups! 404 — Tu nawet mączniki nie zaglądają');
    expect(MESSAGES.public.notFound).toBe('Ups! 404 — Tu nawet mączniki nie zaglądają');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Strona główna', '/'],
      ['Adoptuj zwierzaka', '/adoptuje'],
    ]);
    expect(document.title).toMatch(/^Nie znaleziono strony \| /);
  });

  it('redirects a non-numeric animal survey id to /404', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/ankieta/abc'] });
    render(withQueryClient(<RouterProvider router={router} />));
    // The survey page is a lazy route module: it loads, then redirects.
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("shows 'Strona w budowie' with buttons to / and /adoptuje on /baza-wiedzy and /o-nas while nothing is published", async () => {
    // Nothing published in Treści: no guides, and no page 'o-nas'.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/pages')) return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ error: 'Nie znaleziono strony.', code: 'page_not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    });
    for (const path of ['/baza-wiedzy', '/o-nas']) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const { unmount } = render(withQueryClient(<RouterProvider router={router} />));
      // Both pages are lazy route modules: they load, then read.
      const notice = await screen.findByText('Strona w budowie');
      const card = within(notice.closest('section, article, div') as HTMLElement);
      expect(card.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/adoptuje']);
      unmount();
    }
    vi.unstubAllGlobals();
  });

  it('renders the public layout with header, footer and page title', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/kontakt'] });
    render(withQueryClient(<RouterProvider router={router} />));
    // The contact page is a lazy route module: it loads, then shows.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kontakt');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toMatch(/^Kontakt \| /);
  });
});
