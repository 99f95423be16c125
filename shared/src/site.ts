import { DEFAULT_FOUNDATION_NAME } from './foundation/foundation-data.js';

/**
 * Public facts about the foundation that the SPA receives from the server: the foundation data
 * saved in the panel (numbers formatted for reading) and links from the configuration. An empty
 * string is a field not filled in yet: the page leaves it out.
 */
export interface SiteConfig {
  foundationName: string;
  email: string;
  krs: string;
  /** "123-456-32-18" */
  nip: string;
  regon: string;
  /** "61 1090 1014 0000 0712 1981 2874" */
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

/**
 * What a page knows without the server's data (`vite dev`, a broken injection): the default name
 * and no foundation data at all, so nothing invented is ever shown. The partner links are generic.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  foundationName: DEFAULT_FOUNDATION_NAME,
  email: '',
  krs: '',
  nip: '',
  regon: '',
  bankAccount: '',
  facebookUrl: '',
  instagramUrl: '',
  auctionGroupUrl: 'https://www.facebook.com/groups/',
  cashbackUrl: 'https://fanimani.pl/',
  chatProvider: '',
};
