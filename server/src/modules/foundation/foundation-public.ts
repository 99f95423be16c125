import { formatBankAccount, formatNip, type FoundationSettings, type SiteConfig } from '@pets/shared';

/** What the public site takes from the configuration rather than from the foundation data. */
export type SiteLinks = Pick<SiteConfig, 'auctionGroupUrl' | 'cashbackUrl' | 'chatProvider'>;

/**
 * The public facts the SPA receives (and the server's render uses): the saved foundation data,
 * numbers formatted for reading; a field not filled in stays '' and the pages leave it out.
 */
export function siteConfigOf(settings: FoundationSettings, links: SiteLinks): SiteConfig {
  return {
    foundationName: settings.name,
    email: settings.email,
    krs: settings.krs,
    nip: formatNip(settings.nip),
    regon: settings.regon,
    bankAccount: formatBankAccount(settings.bankAccount),
    facebookUrl: settings.facebookUrl,
    instagramUrl: settings.instagramUrl,
    ...links,
  };
}

/** The address on one line ("ul. Ogrodowa 7, 30-001 Kraków") for sentences and documents; null when not filled in. */
export function addressOnOneLine(address: string): string | null {
  const line = address
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return line === '' ? null : line;
}
