import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SPECIES } from '@pets/shared';
import { useSiteConfig } from '../../lib/site-config';
import { useAdoptListMemory } from '../../features/adopt/adopt-list-memory';
import { RETURN_TO_LIST } from '../../lib/list-return';
import { Logo } from '../../ui/Logo';
import { takeOverOpenPopover } from '../../ui/native-popover';
import { useDrawerModality } from './useDrawerModality';
import { useStickyHeaderHeight } from './useStickyHeaderHeight';

export const MENU_ID = 'site-menu';
export const SPECIES_SUBMENU_ID = 'species-submenu';

/** Menu of SPEC section 2 ("Shared parts"), in display order. */
export const MENU_LINKS = [
  { to: '/', label: 'Start' },
  { to: '/adoptuje', label: 'Adoptuję' },
  { to: '/wspieram', label: 'Wspieram' },
  { to: '/abc-adopcji', label: 'ABC adopcji' },
  { to: '/baza-wiedzy', label: 'Baza wiedzy' },
  { to: '/o-nas', label: 'O nas' },
  { to: '/kontakt', label: 'Kontakt' },
] as const;

/**
 * Site header: logo and name, the menu (inline on wide screens, a drawer with a backdrop below
 * 1080 px) and the species submenu under 'Adoptuję'. The drawer closes on the backdrop, on Escape
 * and on navigation; while open it is modal (Tab stays in it, the page behind is inert).
 * Choosing a species goes to /adoptuje with `state: { species }`; clicking 'Adoptuję' returns to
 * the remembered list (RETURN_TO_LIST) but forgets its scroll position.
 */
export function Header() {
  const { foundationName } = useSiteConfig();
  const location = useLocation();
  const clearAdoptScroll = useAdoptListMemory((state) => state.clearScroll);
  const [menuOpen, setMenuOpen] = useState(false);
  const [speciesOpen, setSpeciesOpen] = useState(false);
  // After a species is chosen with the mouse, the hover-opened submenu stays hidden until the pointer leaves.
  const [hoverSuppressed, setHoverSuppressed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const speciesButtonRef = useRef<HTMLButtonElement>(null);
  const submenuRef = useRef<HTMLUListElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useStickyHeaderHeight(headerRef);
  useDrawerModality(menuOpen, closeMenu, { toggle: toggleRef, drawer: navRef, backdrop: backdropRef });

  // Any navigation (links, back/forward) closes the drawer and the submenu.
  useEffect(() => {
    // On the first render, a drawer the browser opened before the scripts ran stays open, as the app's.
    setMenuOpen(takeOverOpenPopover(navRef.current));
    setSpeciesOpen(false);
  }, [location.key]);

  // Escape closes the submenu first, then the drawer; the focus returns to the button that opened it.
  useEffect(() => {
    if (!menuOpen && !speciesOpen) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (speciesOpen) {
        setSpeciesOpen(false);
        speciesButtonRef.current?.focus();
      } else {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, speciesOpen]);

  // The page behind the open drawer does not scroll.
  useEffect(() => {
    document.body.classList.toggle('has-open-menu', menuOpen);
    return () => document.body.classList.remove('has-open-menu');
  }, [menuOpen]);

  function speciesLinks(): HTMLAnchorElement[] {
    return Array.from(submenuRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  }

  function focusSpecies(index: number) {
    const links = speciesLinks();
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  }

  function onSpeciesButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSpeciesOpen(true);
      // The links exist in the DOM already (only hidden), so they can take focus after the render.
      requestAnimationFrame(() => focusSpecies(0));
    }
  }

  function onSubmenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = speciesLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusSpecies(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusSpecies(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusSpecies(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusSpecies(links.length - 1);
    }
  }

  const itemClass = [
    'site-nav__item site-nav__item--has-sub',
    speciesOpen ? 'is-open' : '',
    hoverSuppressed ? 'is-hover-suppressed' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={headerRef} className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <Logo />
          <span className="brand__name">{foundationName}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'Zamknij menu' : 'Otwórz menu'}
          // Before the scripts run, the browser itself opens the drawer (a popover) on a tap.
          popoverTarget={MENU_ID}
          onClick={(event) => {
            // From then on the app opens it, as the modal drawer described above.
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>

        <div
          ref={backdropRef}
          className={menuOpen ? 'nav-backdrop nav-backdrop--visible' : 'nav-backdrop'}
          data-testid="menu-backdrop"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />

        <nav
          ref={navRef}
          id={MENU_ID}
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label="Menu główne"
          popover="auto"
        >
          {/* A drawer the browser opened before the scripts ran covers the header's button: this
              one closes it then, and is hidden otherwise (the app's drawer keeps the header's). */}
          <button type="button" className="site-nav__early-close" popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label="Zamknij">
            <span aria-hidden="true">×</span>
          </button>
          <ul className="site-nav__list">
            {MENU_LINKS.map((link) =>
              link.to === '/adoptuje' ? (
                <li
                  key={link.to}
                  className={itemClass}
                  onMouseLeave={() => setHoverSuppressed(false)}
                  onBlur={(event) => {
                    const next = event.relatedTarget;
                    if (speciesOpen && next instanceof Node && !event.currentTarget.contains(next)) setSpeciesOpen(false);
                  }}
                >
                  <div className="site-nav__row">
                    <NavLink to={link.to} state={RETURN_TO_LIST} className="site-nav__link" onClick={() => clearAdoptScroll()}>
                      {link.label}
                    </NavLink>
                    <button
                      ref={speciesButtonRef}
                      type="button"
                      className="site-nav__sub-toggle"
                      aria-expanded={speciesOpen}
                      aria-controls={SPECIES_SUBMENU_ID}
                      aria-label="Gatunki do adopcji"
                      onClick={() => {
                        setHoverSuppressed(speciesOpen);
                        setSpeciesOpen((open) => !open);
                      }}
                      onKeyDown={onSpeciesButtonKeyDown}
                    >
                      <span className="chevron" aria-hidden="true" />
                    </button>
                  </div>
                  <ul
                    ref={submenuRef}
                    id={SPECIES_SUBMENU_ID}
                    className="submenu"
                    onKeyDown={onSubmenuKeyDown}
                  >
                    {SPECIES.map((species) => (
                      <li key={species}>
                        <Link
                          to="/adoptuje"
                          state={{ species }}
                          className="submenu__link"
                          onClick={() => {
                            clearAdoptScroll();
                            setHoverSuppressed(true);
                          }}
                        >
                          {species}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={link.to} className="site-nav__item">
                  <NavLink to={link.to} end={link.to === '/'} className="site-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
