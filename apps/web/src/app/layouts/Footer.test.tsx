import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { Footer } from './Footer';
import { cleanup, render } from '../../test/dom';

afterEach(cleanup);

describe('Footer', () => {
  it('shows the contact e-mail, registry numbers, social links, the PDFs and the copyright', () => {
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    const { container } = render(<RouterProvider router={router} />);
    const config = DEFAULT_SITE_CONFIG;
    expect(container.querySelector(`a[href="mailto:${config.email}"]`)?.textContent).toBe(config.email);
    const text = container.textContent ?? '';
    expect(text).toContain(`KRS${config.krs}`);
    expect(text).toContain(`NIP${config.nip}`);
    expect(text).toContain(`REGON${config.regon}`);
    for (const href of [config.facebookUrl, config.instagramUrl]) {
      const link = container.querySelector(`a[href="${href}"]`);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toContain('noopener');
    }
    expect(container.querySelector('a[href="/docs/polityka-prywatnosci.pdf"]')).not.toBeNull();
    expect(container.querySelector('a[href="/docs/regulamin.pdf"]')).not.toBeNull();
    expect(text).toContain(`© ${new Date().getFullYear()} ${config.foundationName}`);
  });
});
