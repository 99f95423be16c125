import type { SiteConfig } from './site.js';

/**
 * Which web addresses in a chat reply may be links (issue 17, finding 10). A reply is the
 * language model's text: a prompt trick or a hallucination could put any address in it, and a
 * link in the foundation's own chat panel looks endorsed. So only the site itself, the
 * foundation's configured profiles and a short list of known domains are links; any other
 * address is shown as plain text without its scheme.
 */

/** Known domains (with their subdomains) besides the site and the hosts of the site's own links. */
export const CHAT_LINK_DOMAINS = ['facebook.com', 'instagram.com', 'fanimani.pl'] as const;

/** Absolute web addresses in a text (what a widget would turn into a link). */
export const CHAT_WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

/** The domains a reply may link to: the known ones and the hosts of the site's configured links. */
export function chatLinkDomains(site: Pick<SiteConfig, 'facebookUrl' | 'instagramUrl' | 'auctionGroupUrl' | 'cashbackUrl'>): string[] {
  const hosts = [site.facebookUrl, site.instagramUrl, site.auctionGroupUrl, site.cashbackUrl].flatMap((raw) => {
    try {
      return [new URL(raw).hostname.replace(/^www\./, '')];
    } catch {
      return [];
    }
  });
  return [...new Set([...CHAT_LINK_DOMAINS, ...hosts])];
}

/** Whether an absolute address may be a link: https (or the site's own origin) on an allowed host. */
export function isChatLinkAllowed(raw: string, domains: readonly string[], ownOrigin?: string | null): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (ownOrigin && url.origin === ownOrigin) return true;
  if (url.protocol !== 'https:') return false;
  return domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
}

/** The text with every address that may not be a link reduced to plain text (no scheme, so no widget links it). */
export function neutraliseChatLinks(text: string, domains: readonly string[], ownOrigin?: string | null): string {
  return text.replace(CHAT_WEB_ADDRESS, (address) => (isChatLinkAllowed(address, domains, ownOrigin) ? address : address.replace(/^https?:\/\//i, '')));
}
