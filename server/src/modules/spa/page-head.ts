import { formatPageTitle, pageDescription, pageNameFor, PAGE_TITLES, type PageName, type SiteConfig } from '@pets/shared';
import { applyHeadTags, applyTitle, type HeadTags } from '../seo/head-tags.js';

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
  if (known && found) return applyHeadTags(html, found);
  const name: PageName | null = known ? pageNameFor(pathname) : 'notFound';
  if (!name) return html;
  const title = formatPageTitle(PAGE_TITLES[name], site.foundationName);
  const description = pageDescription(name);
  return description ? applyHeadTags(html, { title, description, url: `${origin}${pathname}` }) : applyTitle(html, title);
}
