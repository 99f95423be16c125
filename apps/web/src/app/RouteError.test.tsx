import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { json, routedFetch } from '../features/admin/test-helpers';
import { createRoutes } from './router';
import { testQueryClient, withQueryClient } from '../test/query-client';

const routes = createRoutes({ queryClient: testQueryClient(), awaitData: false });
import { isChunkLoadError, pageReload } from './RouteError';

/** What Chromium says when a lazy page's chunk of an old build is gone after a deploy. */
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ContactPage-0ld0ld.js');

// The contact page and the panel's dashboard are lazy route modules: reading their page from the
// loaded module fails as the import itself would (a rejected import cannot be mocked as such).
vi.mock('../features/contact/ContactPage', () => ({
  get ContactPage() {
    throw chunkGone();
  },
}));
vi.mock('../features/admin/dashboard/DashboardPage', () => ({
  get DashboardPage() {
    throw new RangeError('Nieoczekiwany stan');
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a route that cannot be shown', () => {
  it('asks for a reload in Polish when the chunk of a public page fails to load, inside the page layout', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render(withQueryClient(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/kontakt'] })} />));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Strona została zaktualizowana');
    expect(alert.textContent).toContain('Nie udało się wczytać tej części strony');
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    // The header and footer stay: the visitor can still go elsewhere.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Odśwież stronę' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows any other failure of an admin page as a Polish error with the same reload', async () => {
    routedFetch({ 'GET /api/auth/me': () => json(200, { user: { id: 1, username: 'ania', role: 'admin' } }) });
    render(withQueryClient(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin'] })} />));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Coś poszło nie tak');
    expect(alert.textContent).toContain('Wystąpił nieoczekiwany błąd. Odśwież stronę, aby spróbować ponownie.');
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
    // Inside the panel: its menu stays.
    expect(screen.getByRole('navigation', { name: 'Panel administratora' })).toBeTruthy();
  });

  it('tells a failed chunk from other errors by the browsers’ messages', () => {
    expect(isChunkLoadError(chunkGone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
