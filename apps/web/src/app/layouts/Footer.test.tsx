import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { SiteConfigContext } from '../../lib/site-config';
import { Footer } from './Footer';

afterEach(cleanup);

const COMPLETE: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  email: 'kontakt@puszyste-serca.pl',
  krs: '0000987654',
  nip: '525-123-45-60',
  regon: '146789017',
  facebookUrl: 'https://www.facebook.com/puszyste-serca',
  instagramUrl: 'https://www.instagram.com/puszyste-serca',
};

function renderFooter(config: SiteConfig) {
  const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
  return render(
    <SiteConfigContext value={config}>
      <RouterProvider router={router} />
    </SiteConfigContext>,
  );
}

describe('Footer', () => {
  it('shows the contact e-mail, registry numbers, social links, the PDFs and the copyright', () => {
    const { container } = renderFooter(COMPLETE);
    expect(screen.getByRole('link', { name: COMPLETE.email }).getAttribute('href')).toBe(`mailto:${COMPLETE.email}`);
    const text = container.textContent ?? '';
    expect(text).toContain(`KRS${COMPLETE.krs}`);
    expect(text).toContain(`NIP${COMPLETE.nip}`);
    expect(text).toContain(`REGON${COMPLETE.regon}`);
    const links = screen.getAllByRole('link');
    for (const href of [COMPLETE.facebookUrl, COMPLETE.instagramUrl]) {
      const link = links.find((item) => item.getAttribute('href') === href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toContain('noopener');
    }
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/docs/polityka-prywatnosci.pdf');
    expect(hrefs).toContain('/docs/regulamin.pdf');
    expect(text).toContain(`© ${new Date().getFullYear()} ${COMPLETE.foundationName}`);
  });

  it('leaves out what is not filled in: no empty numbers, no zeros, no profile links, the contact page instead of an address', () => {
    const { container } = renderFooter({ ...COMPLETE, email: '', nip: '', regon: '', facebookUrl: '', instagramUrl: '' });
    const text = container.textContent ?? '';
    expect(text).toContain(`KRS${COMPLETE.krs}`);
    expect(text).not.toContain('NIP');
    expect(text).not.toContain('REGON');
    expect(screen.queryByRole('heading', { name: 'Obserwuj nas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Napisz do nas' }).getAttribute('href')).toBe('/kontakt');
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('mailto:'))).toEqual([]);

    cleanup();
    const empty = renderFooter(DEFAULT_SITE_CONFIG).container;
    expect(empty.querySelector('.site-footer__registry')).toBeNull();
    expect(empty.textContent).not.toMatch(/\b0{3,}|KRS|NIP|REGON/);
  });
});
