import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import { useAdminUser } from './admin-session';
import { screen } from '@testing-library/react';
import { cleanup, flush, render } from '../../test/dom';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Secret() {
  const user = useAdminUser();
  return <p>tajne dla {user?.username}</p>;
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>logowanie</p> },
      {
        path: '/admin/*',
        element: (
          <AdminGuard>
            <Secret />
          </AdminGuard>
        ),
      },
    ],
    { initialEntries: ['/', '/admin/surveys'], initialIndex: 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminGuard', () => {
  it('shows a loader while GET /api/auth/me runs, then the admin page', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { container } = setup();
    expect(screen.getByRole('status').textContent).toContain('…');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/me');
    answer(json(200, { user: { id: 1, username: 'ola' } }));
    await flush();
    expect(container.textContent).toBe('tajne dla ola');
  });

  it('sends a signed-out visitor to /admin/login, replacing the history entry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/auth/refresh' ? json(401, {}) : json(401, { error: 'Brak sesji', code: 'unauthorized' }))),
    );
    const { container, router } = setup();
    await flush(6);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: '/admin/surveys' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(container.textContent).toBe('logowanie');
  });

  it('also sends the visitor to /admin/login when the check fails otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { router } = setup();
    await flush(6);
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
