import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { SPECIES } from '@pets/shared';
import { Header } from './Header';
import { AdoptPage } from '../../features/adopt/AdoptPage';
import { useAdoptListMemory } from '../../features/adopt/adopt-list-memory';
import { screen, within } from '@testing-library/react';
import { cleanup, click, keyDown, render } from '../../test/dom';
import { withQueryClient } from '../../test/query-client';

function setup(initial = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>strona główna</p> },
          { path: '/adoptuje', element: <AdoptPage /> },
          { path: '/kontakt', element: <p>kontakt</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  const rendered = render(withQueryClient(<RouterProvider router={router} />));
  const toggle = () => screen.getByRole('button', { name: /^(Otwórz|Zamknij) menu$/ });
  const nav = () => screen.getByRole('navigation', { name: 'Menu główne' });
  // The backdrop is a mouse-only target (aria-hidden): a test id is its only handle.
  const backdrop = () => screen.getByTestId('menu-backdrop');
  const link = (name: string) => screen.getByRole('link', { name });
  const speciesButton = () => screen.getByRole('button', { name: 'Gatunki do adopcji' });
  /** The species submenu: the list the species button controls. */
  const submenu = () => document.getElementById(speciesButton().getAttribute('aria-controls') ?? '')!;
  return { router, ...rendered, toggle, nav, backdrop, link, speciesButton, submenu };
}

beforeEach(() => {
  useAdoptListMemory.getState().clear();
});
afterEach(cleanup);

describe('Header menu', () => {
  it('links to every public page of the menu', () => {
    const { nav, submenu } = setup();
    const species = within(submenu()).getAllByRole('link');
    const hrefs = within(nav())
      .getAllByRole('link')
      .filter((a) => !species.includes(a))
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Start', '/'],
      ['Adoptuję', '/adoptuje'],
      ['Wspieram', '/wspieram'],
      ['ABC adopcji', '/abc-adopcji'],
      ['Baza wiedzy', '/baza-wiedzy'],
      ['O nas', '/o-nas'],
      ['Kontakt', '/kontakt'],
    ]);
  });

  it('names the species submenu only through its toggle button (no aria-label on the list)', () => {
    const { submenu } = setup();
    expect(submenu().hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('button', { name: 'Gatunki do adopcji' }).getAttribute('aria-controls')).toBe(submenu().id);
  });

  it("'Adoptuję' returns to the remembered list (the link carries RETURN_TO_LIST)", () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    const { router, link } = setup('/kontakt');
    click(link('Adoptuję'));
    expect(router.state.location.state).toEqual({ returnToList: true });
    vi.unstubAllGlobals();
  });

  it('the toggle opens the menu and the backdrop closes it', () => {
    const { toggle, nav, backdrop } = setup();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Otwórz menu');
    expect(toggle().getAttribute('aria-controls')).toBe(nav().id);
    click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Zamknij menu');
    // The drawer, its backdrop and the page lock are shown by these classes only (CSS): no role or state says it.
    expect(nav().classList.contains('site-nav--open')).toBe(true);
    expect(backdrop().classList.contains('nav-backdrop--visible')).toBe(true);
    expect(document.body.classList.contains('has-open-menu')).toBe(true);
    click(backdrop());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(nav().classList.contains('site-nav--open')).toBe(false);
    expect(document.body.classList.contains('has-open-menu')).toBe(false);
  });

  it('Escape closes the menu and gives the focus back to the toggle', () => {
    const { toggle } = setup();
    click(toggle());
    keyDown(document.body, 'Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('the open drawer is modal: Tab cycles from the last link to the toggle, the page behind is inert until it closes', () => {
    const { container, toggle, link } = setup();
    const page = document.createElement('main');
    page.innerHTML = '<button>za menu</button>';
    container.append(page);
    click(toggle());
    expect(page.inert).toBe(true);
    // The assertion itself, not a way to find the toggle: no inert ancestor may hide it.
    expect(toggle().closest('[inert]')).toBeNull();
    link('Kontakt').focus();
    const event = keyDown(link('Kontakt'), 'Tab');
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(toggle());
    keyDown(document.body, 'Escape');
    expect(page.inert).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('navigation closes the menu', () => {
    const { toggle, link, router } = setup();
    click(toggle());
    click(link('Kontakt'));
    expect(router.state.location.pathname).toBe('/kontakt');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Species submenu', () => {
  it('lists the ten species and carries the chosen one to /adoptuje as navigation state', () => {
    const { speciesButton, submenu, link, router } = setup('/kontakt');
    expect(speciesButton().getAttribute('aria-expanded')).toBe('false');
    click(speciesButton());
    expect(speciesButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(submenu()).getAllByRole('link').map((a) => a.textContent)).toEqual([...SPECIES]);
    useAdoptListMemory.getState().remember({ scrollY: 640 });
    click(link('Szczur'));
    expect(router.state.location.pathname).toBe('/adoptuje');
    // The adopt page applied the species as its filter and cleared the state.
    expect(screen.getByText(/Wybrany gatunek: Szczur/)).toBeTruthy();
    expect(useAdoptListMemory.getState().filters.gatunek).toEqual(['Szczur']);
    expect(router.state.location.state).toBeNull();
    expect(useAdoptListMemory.getState().scrollY).toBeNull();
    expect(speciesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('is keyboard operable: ArrowDown opens it, arrows move, Escape closes it', async () => {
    const { speciesButton, submenu } = setup();
    speciesButton().focus();
    keyDown(speciesButton(), 'ArrowDown');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const links = within(submenu()).getAllByRole('link');
    expect(speciesButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(links[0]);
    keyDown(links[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(links[1]);
    keyDown(links[1]!, 'ArrowUp');
    keyDown(links[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(links[9]);
    keyDown(links[9]!, 'Escape');
    expect(speciesButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(speciesButton());
  });

  it("clicking 'Adoptuję' forgets only the remembered scroll position", () => {
    const { link, router } = setup();
    useAdoptListMemory.getState().remember({ page: 3, scrollY: 1200, query: 'Pusia', filters: { gatunek: ['Mysz'], plec: [], kastracja: [], status: [] } });
    click(link('Adoptuję'));
    expect(router.state.location.pathname).toBe('/adoptuje');
    expect(useAdoptListMemory.getState()).toMatchObject({ page: 3, scrollY: null, query: 'Pusia', filters: { gatunek: ['Mysz'] } });
  });

  it('ignores an unknown species in the navigation state', () => {
    const { router } = setup();
    act(() => {
      void router.navigate('/adoptuje', { state: { species: 'Kot' } });
    });
    expect(useAdoptListMemory.getState().filters.gatunek).toEqual([]);
    expect(screen.queryByText(/Wybrany gatunek/)).toBeNull();
  });
});
