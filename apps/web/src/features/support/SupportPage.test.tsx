import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';
import { SiteConfigContext } from '../../lib/site-config';
import { SupportPage, TRANSFER_TITLE } from './SupportPage';

afterEach(cleanup);

const COMPLETE: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  email: 'kontakt@puszyste-serca.pl',
  krs: '0000987654',
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
  facebookUrl: 'https://www.facebook.com/puszyste-serca',
};

function renderSupport(config: SiteConfig) {
  const router = createMemoryRouter([{ path: '/wspieram', element: <SupportPage /> }], { initialEntries: ['/wspieram?kwota=50'] });
  const view = render(
    <SiteConfigContext value={config}>
      <RouterProvider router={router} />
    </SiteConfigContext>,
  );
  return { ...view, section: (id: string) => view.container.querySelector<HTMLElement>(`#${id}`)! };
}

describe('Wspieram (/wspieram) and the foundation data', () => {
  it('gives the account number with its copy button, the KRS, the e-mail and the profile when they are filled in', () => {
    const { section } = renderSupport(COMPLETE);
    const transfer = section('przelew');
    expect(transfer.textContent).toContain(COMPLETE.bankAccount);
    expect(transfer.textContent).toContain(TRANSFER_TITLE);
    expect(within(transfer).getByRole('button', { name: 'Kopiuj numer konta' })).toBeTruthy();
    expect(within(transfer).getByTestId('suggested-amount').textContent).toContain('50');
    expect(section('podatek').textContent).toContain(COMPLETE.krs);
    expect(within(section('akcesoria')).getByRole('link', { name: COMPLETE.email }).getAttribute('href')).toBe(`mailto:${COMPLETE.email}`);
    expect(within(section('udostepnianie')).getByRole('link', { name: /Odwiedź nasz profil/ }).getAttribute('href')).toBe(COMPLETE.facebookUrl);
    // The spec's link to the contact form, and beside it the foster homes' own page (issue 33).
    expect(within(section('wolontariat')).getByRole('link', { name: 'Dołącz do nas' }).getAttribute('href')).toBe('/kontakt');
    expect(within(section('wolontariat')).getByRole('link', { name: 'Zostań domem tymczasowym' }).getAttribute('href')).toBe('/dom-tymczasowy');
  });

  it('without an account shows no number and no copy button, and says how to help instead', () => {
    const { section, container } = renderSupport(DEFAULT_SITE_CONFIG);
    const transfer = section('przelew');
    expect(within(transfer).queryByRole('button', { name: 'Kopiuj numer konta' })).toBeNull();
    expect(within(transfer).queryByText('Numer konta')).toBeNull();
    expect(within(transfer).queryByTestId('suggested-amount')).toBeNull();
    expect(within(transfer).getByTestId('no-account').textContent).toContain('Numer konta do darowizn wkrótce pojawi się na tej stronie');
    expect(within(transfer).getByRole('link', { name: 'Napisz do nas' }).getAttribute('href')).toBe('/kontakt');
    // No KRS: asked for through the contact page; no e-mail: the contact form; no profile: no link.
    expect(within(section('podatek')).getByRole('link', { name: 'zapytaj nas o niego' }).getAttribute('href')).toBe('/kontakt');
    expect(within(section('akcesoria')).getByRole('link', { name: 'formularz kontaktowy' }).getAttribute('href')).toBe('/kontakt');
    expect(within(section('udostepnianie')).queryByRole('link')).toBeNull();
    expect(container.textContent).not.toMatch(/0{4}/);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
