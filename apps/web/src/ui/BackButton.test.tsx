import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BackButton } from './BackButton';
import { screen } from '@testing-library/react';
import { cleanup, click, flush, render } from '../test/dom';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

function setup(entries: string[]) {
  const page = (name: string) => (
    <>
      <p>{name}</p>
      <BackButton />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('start') },
      { path: '/a', element: page('a') },
      { path: '/b', element: page('b') },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('BackButton', () => {
  it("reads 'Wróć' and goes one step back when the app has history", async () => {
    window.history.replaceState({ idx: 1 }, '');
    const { router } = setup(['/a', '/b']);
    // The arrow is decoration: the button is named 'Wróć'.
    click(screen.getByRole('button', { name: 'Wróć' }));
    await flush();
    expect(router.state.location.pathname).toBe('/a');
  });

  it('goes to / when the visitor arrived directly (no earlier entry)', async () => {
    window.history.replaceState({ idx: 0 }, '');
    const { router } = setup(['/b']);
    click(screen.getByRole('button', { name: 'Wróć' }));
    await flush();
    expect(router.state.location.pathname).toBe('/');
  });
});
