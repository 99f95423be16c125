/** Public facts about the foundation that the SPA receives from the server's configuration. */
export interface SiteConfig {
  foundationName: string;
  email: string;
  krs: string;
  nip: string;
  regon: string;
  bankAccount: string;
  facebookUrl: string;
  instagramUrl: string;
  auctionGroupUrl: string;
  cashbackUrl: string;
  /**
   * Where the chat assistant sends conversations: 'openai' (OpenAI, USA), 'external' (another
   * language-model service) or '' (answered by the server itself). The chat panel says so.
   */
  chatProvider: string;
}

/**
 * The title of a bank transfer to the foundation, one wording wherever it is given (the support
 * page and the chat assistant): a donation "na cele statutowe" is what the foundation books as such.
 */
export const DONATION_TRANSFER_TITLE = 'Darowizna na cele statutowe';

/** Neutral placeholders used until the foundation configures its own data. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  foundationName: 'Fundacja Małe Łapki',
  email: 'kontakt@example.org',
  krs: '0000000000',
  nip: '000-000-00-00',
  regon: '000000000',
  bankAccount: '00 0000 0000 0000 0000 0000 0000',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  auctionGroupUrl: 'https://www.facebook.com/groups/',
  cashbackUrl: 'https://fanimani.pl/',
  chatProvider: '',
};
