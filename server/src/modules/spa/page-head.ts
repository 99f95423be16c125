import { formatPageTitle, pageDescription, pageNameFor, PAGE_TITLES, type PageName, type SiteConfig } from '@pets/shared';
import { applyHeadTags, applyTitle, type HeadTags } from '../seo/head-tags.js';

/** 1200 × 630, the logo on the site's background (resources/public, served under /static). */
export const DEFAULT_SHARING_IMAGE = '/static/og-default.png';

export interface PageHeadInput {
  pathname: string;
  /** Whether the address names an existing page (else it is answered with the not-found page). */
  known: boolean;
  /** Tags read from the page's data (an animal, a guide), when it has any. */
  found: HeadTags | null;
  site: SiteConfig;
  origin: string;
}

/**
 * Gives a page's HTML the title and description the web app sets for it (shared page-meta.ts), so
 * the page is complete before any script runs: pages named by their data take their tags, fixed
 * pages theirs (with preview tags when they have a description), an unknown address the
 * not-found page's title. Other addresses (the admin panel) keep the general ones.
 */
export function applyPageHead(html: string, { pathname, known, found, site, origin }: PageHeadInput): string {
  // A shared link always shows a picture: the page's own (an animal's photo, a guide's cover), else the foundation's.
  const imageUrl = `${origin}${DEFAULT_SHARING_IMAGE}`;
  if (known && found) return applyHeadTags(html, { ...found, imageUrl: found.imageUrl ?? imageUrl });
  const name: PageName | null = known ? pageNameFor(pathname) : 'notFound';
  if (!name) return html;
  const title = formatPageTitle(PAGE_TITLES[name], site.foundationName);
  const description = pageDescription(name);
  return description ? applyHeadTags(html, { title, description, url: `${origin}${pathname}`, imageUrl }) : applyTitle(html, title);
}
