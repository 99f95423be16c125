import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render } from '../../test/dom';
import { AbcPage } from './AbcPage';

afterEach(cleanup);

describe('AbcPage', () => {
  it('lists six steps named by their headings, with no name on the list items themselves', () => {
    const router = createMemoryRouter([{ path: '/abc-adopcji', element: <AbcPage /> }], { initialEntries: ['/abc-adopcji'] });
    const { container } = render(<RouterProvider router={router} />);
    const steps = Array.from(container.querySelectorAll('ol.abc-steps > li'));
    expect(steps).toHaveLength(6);
    for (const step of steps) {
      expect(step.hasAttribute('aria-labelledby')).toBe(false);
      expect(step.hasAttribute('aria-label')).toBe(false);
      expect(step.querySelector('h2')?.textContent).toMatch(/^Krok \d: /);
    }
  });
});
