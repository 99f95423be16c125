import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { SPECIES } from '@pets/shared';
import { Header } from './Header';
import { AdoptPage } from '../../features/adopt/AdoptPage';
import { useAdoptListMemory } from '../../features/adopt/adopt-list-memory';
import { cleanup, click, keyDown, render } from '../../test/dom';

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
  const rendered = render(<RouterProvider router={router} />);
  const toggle = () => rendered.container.querySelector<HTMLButtonElement>('.menu-toggle')!;
  const nav = () => rendered.container.querySelector<HTMLElement>('nav.site-nav')!;
  const backdrop = () => rendered.container.querySelector<HTMLElement>('[data-testid="menu-backdrop"]')!;
  const link = (name: string) =>
    Array.from(rendered.container.querySelectorAll<HTMLAnchorElement>('a')).find((a) => a.textContent === name)!;
  const speciesButton = () => rendered.container.querySelector<HTMLButtonElement>('.site-nav__sub-toggle')!;
  return { router, ...rendered, toggle, nav, backdrop, link, speciesButton };
}

beforeEach(() => {
  useAdoptListMemory.getState().clear();
});
afterEach(cleanup);

describe('Header menu', () => {
  it('links to every public page of the menu', () => {
    const { container } = setup();
    const hrefs = Array.from(container.querySelectorAll('nav.site-nav .site-nav__link')).map((a) => [a.textContent, a.getAttribute('href')]);
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
    const { container } = setup();
    const submenu = container.querySelector('#species-submenu')!;
    expect(submenu.hasAttribute('aria-label')).toBe(false);
    expect(container.querySelector('[aria-controls="species-submenu"]')?.getAttribute('aria-label')).toBe('Gatunki do adopcji');
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
    const { speciesButton, container, link, router } = setup('/kontakt');
    expect(speciesButton().getAttribute('aria-expanded')).toBe('false');
    click(speciesButton());
    expect(speciesButton().getAttribute('aria-expanded')).toBe('true');
    const submenu = container.querySelector(`#${speciesButton().getAttribute('aria-controls')}`)!;
    expect(Array.from(submenu.querySelectorAll('a')).map((a) => a.textContent)).toEqual([...SPECIES]);
    useAdoptListMemory.getState().remember({ scrollY: 640 });
    click(link('Szczur'));
    expect(router.state.location.pathname).toBe('/adoptuje');
    // The adopt page applied the species as its filter and cleared the state.
    expect(container.textContent).toContain('Wybrany gatunek: Szczur');
    expect(useAdoptListMemory.getState().filters.gatunek).toEqual(['Szczur']);
    expect(router.state.location.state).toBeNull();
    expect(useAdoptListMemory.getState().scrollY).toBeNull();
    expect(speciesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('is keyboard operable: ArrowDown opens it, arrows move, Escape closes it', async () => {
    const { speciesButton, container } = setup();
    speciesButton().focus();
    keyDown(speciesButton(), 'ArrowDown');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('.submenu a'));
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
    const { router, container } = setup();
    act(() => {
      void router.navigate('/adoptuje', { state: { species: 'Kot' } });
    });
    expect(useAdoptListMemory.getState().filters.gatunek).toEqual([]);
    expect(container.textContent).not.toContain('Wybrany gatunek');
  });
});
