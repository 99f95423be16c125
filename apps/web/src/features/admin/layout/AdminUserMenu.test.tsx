import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminUserMenu, useLoginFlash } from './AdminUserMenu';
import { AdminSessionContext } from '../admin-session';
import { storeLoginFlash } from '../login/login-flash';
import { useToastStore } from '../../../ui/toast-store';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { routedFetch } from '../test-helpers';
import { withQueryClient } from '../../../test/query-client';

function Shell() {
  useLoginFlash();
  return (
    <AdminSessionContext.Provider value={{ id: 1, username: 'ola', role: 'administrator', email: 'ola@fundacja.test' }}>
      <AdminUserMenu />
    </AdminSessionContext.Provider>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>logowanie</p> },
      { path: '/admin/*', element: <Shell /> },
    ],
    { initialEntries: ['/admin'] },
  );
  return { router, ...render(withQueryClient(<RouterProvider router={router} />)) };
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('admin layout pieces', () => {
  it('shows the sign-in message once, for 2 s', () => {
    vi.useFakeTimers();
    storeLoginFlash('Zalogowano pomyślnie');
    setup();
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((toast) => [toast.message, toast.duration])).toEqual([['Zalogowano pomyślnie', 2000]]);
    cleanup();
    setup();
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('shows the username and signs out through POST /api/auth/logout', async () => {
    const { calls } = routedFetch({ 'POST /api/auth/logout': { message: 'Wylogowano.' } });
    sessionStorage.setItem('admin.surveys.query', 'Fistaszek');
    const { container, router } = setup();
    expect(container.textContent).toContain('Zalogowano jako ola');
    click(getByText(container, 'Wyloguj', 'button'));
    await flush();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/logout']);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(sessionStorage.getItem('admin.surveys.query')).toBeNull();
  });
});
