import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { applyParamChanges, SEARCH_DEBOUNCE_MS, useTypedParam, useUrlParams } from './url-state';

/** A search box kept in `?q=` (writing it goes back to page 1: `p`), a filter and links away. */
function SearchScreen() {
  const [params, write] = useUrlParams();
  const search = useTypedParam('q', params.get('q') ?? '', (text, options) => write({ q: text, p: null }, options));
  return (
    <>
      <input aria-label="Szukaj" value={search.value} onChange={(event) => search.onChange(event.target.value)} />
      <p>{search.settling ? 'czekam' : `wyniki: ${params.get('q') ?? ''}`}</p>
      <button type="button" onClick={() => write({ kolor: 'rudy' }, { now: true })}>
        Rude
      </button>
      <Link to="/wolny">Wolny ekran</Link>
    </>
  );
}

function setup(entry = '/lista') {
  const router = createMemoryRouter(
    [
      { path: '/lista', element: <SearchScreen /> },
      // Loads slowly, as the panel's lazy screens may: the list stays mounted meanwhile.
      { path: '/wolny', lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <p>wolny ekran</p> }), 4 * SEARCH_DEBOUNCE_MS)) },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = () => screen.getByLabelText('Szukaj') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const where = (router: ReturnType<typeof setup>) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('applyParamChanges', () => {
  it('sets and removes the named parameters and keeps the others', () => {
    const next = applyParamChanges(new URLSearchParams('a=1&b=2&c=3'), { a: '9', b: null, c: '', d: 'nowy' });
    expect(next.toString()).toBe('a=9&d=nowy');
  });
});

describe('useTypedParam', () => {
  it('writes the settled, trimmed text with the other changes; the first settle is a history entry, refining it replaces that entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = setup('/lista?p=3');
    type('zo');
    expect(screen.getByText('czekam')).toBeTruthy();
    await wait(SEARCH_DEBOUNCE_MS);
    expect(where(router)).toBe('/lista?q=zo');
    type('zofia ');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(where(router)).toBe('/lista?q=zofia');
    expect(box().value).toBe('zofia ');
    expect(screen.getByText('wyniki: zofia')).toBeTruthy();

    await act(async () => {
      await router.navigate(-1);
    });
    expect(where(router)).toBe('/lista?p=3');
    expect(box().value).toBe('');
    await wait(2 * SEARCH_DEBOUNCE_MS);
    expect(where(router)).toBe('/lista?p=3');
  });

  it('a link clicked before the text settles wins: the screen it leads to loads, nothing is written over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = setup();
    type('babel');
    await wait(SEARCH_DEBOUNCE_MS - 50);
    fireEvent.click(screen.getByRole('link', { name: 'Wolny ekran' }));
    await wait(2 * SEARCH_DEBOUNCE_MS);
    expect(router.state.navigation.state).toBe('loading');
    expect(where(router)).toBe('/lista');
    await wait(4 * SEARCH_DEBOUNCE_MS);
    expect(where(router)).toBe('/wolny');
    expect(screen.getByText('wolny ekran')).toBeTruthy();
  });

  it('a navigation started in the very moment the text settles, before React has rendered it, still wins', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = setup();
    type('babel');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    // One step for React: the router starts moving and the wait ends before anything renders
    // (what a click a moment before the timer fires looks like under load).
    act(() => {
      void router.navigate('/wolny');
      vi.advanceTimersByTime(1);
    });
    await wait(6 * SEARCH_DEBOUNCE_MS);
    expect(where(router)).toBe('/wolny');
    expect(screen.getByText('wolny ekran')).toBeTruthy();
  });

  it('an address change on the same screen before the text settles stays; the text follows on top of it a wait later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = setup();
    type('babel');
    await wait(SEARCH_DEBOUNCE_MS - 50);
    fireEvent.click(screen.getByRole('button', { name: 'Rude' }));
    expect(where(router)).toBe('/lista?kolor=rudy');
    await wait(SEARCH_DEBOUNCE_MS - 50);
    expect(where(router)).toBe('/lista?kolor=rudy');
    await wait(100);
    expect(where(router)).toBe('/lista?kolor=rudy&q=babel');
    // Both are history entries.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(where(router)).toBe('/lista?kolor=rudy');
  });
});
