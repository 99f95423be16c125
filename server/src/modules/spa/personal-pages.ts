import type { Response } from 'express';
import { FOSTER_PORTAL_PAGE_PREFIX } from '@pets/shared';

/**
 * Pages opened by a personal link (the foster carer's /dt/<token>): the address itself is the
 * key. Their HTML is never rendered on the server with data (the page reads its API in the
 * browser), names no canonical address, is kept by no cache, never leaks its address to another
 * site as a referrer, and is not indexed.
 */
export function isPersonalPage(pathname: string): boolean {
  return pathname.startsWith(FOSTER_PORTAL_PAGE_PREFIX);
}

export function setPersonalPageHeaders(res: Response): void {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

export function applyNoIndex(html: string): string {
  return html.replace('</head>', () => '<meta name="robots" content="noindex, nofollow"></head>');
}
