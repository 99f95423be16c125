import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { cleanup, render } from '../../test/dom';
import { AbcPage } from './AbcPage';

afterEach(cleanup);

describe('AbcPage', () => {
  it('lists six steps named by their headings, with no name on the list items themselves', () => {
    const router = createMemoryRouter([{ path: '/abc-adopcji', element: <AbcPage /> }], { initialEntries: ['/abc-adopcji'] });
    render(<RouterProvider router={router} />);
    // The first list of the page is the steps (a step may hold a list of its own).
    const [list] = screen.getAllByRole('list');
    const steps = within(list!)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { level: 2 }));
    expect(steps).toHaveLength(6);
    for (const step of steps) {
      expect(within(step).getByRole('heading', { level: 2 }).textContent).toMatch(/^Krok \d: /);
    }
    // No list item has an accessible name (aria-label or aria-labelledby) of its own.
    expect(screen.queryAllByRole('listitem', { name: /./ })).toEqual([]);
  });
});
