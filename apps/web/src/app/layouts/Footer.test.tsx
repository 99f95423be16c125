import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { Footer } from './Footer';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);

describe('Footer', () => {
  it('shows the contact e-mail, registry numbers, social links, the PDFs and the copyright', () => {
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    const { container } = render(<RouterProvider router={router} />);
    const config = DEFAULT_SITE_CONFIG;
    expect(screen.getByRole('link', { name: config.email }).getAttribute('href')).toBe(`mailto:${config.email}`);
    const text = container.textContent ?? '';
    expect(text).toContain(`KRS${config.krs}`);
    expect(text).toContain(`NIP${config.nip}`);
    expect(text).toContain(`REGON${config.regon}`);
    const links = screen.getAllByRole('link');
    for (const href of [config.facebookUrl, config.instagramUrl]) {
      const link = links.find((item) => item.getAttribute('href') === href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toContain('noopener');
    }
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/docs/polityka-prywatnosci.pdf');
    expect(hrefs).toContain('/docs/regulamin.pdf');
    expect(text).toContain(`© ${new Date().getFullYear()} ${config.foundationName}`);
  });
});
