import type { DataSource } from 'typeorm';
import { ABOUT_PAGE_SLUG, formatPageTitle, guidePageTitle, imageVariantUrl, PAGE_SLUG_PATTERN, PAGE_TITLES } from '@pets/shared';
import { excerpt, type HeadTags } from '../seo/head-tags.js';
import { imagePath } from '../images/image-paths.js';
import { htmlText } from './page-markdown.js';
import { storedPageHtml } from './page-render.js';
import { findPublishedPage } from './pages.queries.js';

/** The page a public address shows: a guide (/baza-wiedzy/:slug) or About us (/o-nas). */
function slugOf(pathname: string): string | null {
  if (/^\/o-nas\/?$/.test(pathname)) return ABOUT_PAGE_SLUG;
  const guide = /^\/baza-wiedzy\/([^/]+)\/?$/.exec(pathname)?.[1];
  return guide && guide !== ABOUT_PAGE_SLUG && PAGE_SLUG_PATTERN.test(guide) ? guide : null;
}

/** Title, description and Open Graph tags of a published page's address, or null for any other path. */
export function pageHeadTags(db: DataSource, foundationName: () => Promise<string>) {
  return async (pathname: string, base: string): Promise<HeadTags | null> => {
    const slug = slugOf(pathname);
    if (!slug) return null;
    const row = await findPublishedPage(db, slug);
    if (!row) return null;
    const guide = slug !== ABOUT_PAGE_SLUG;
    return {
      // The same title the web app sets (About us has a fixed one, whatever the page's heading).
      title: formatPageTitle(guide ? guidePageTitle(row.title) : PAGE_TITLES.about, await foundationName()),
      description: excerpt(row.summary || htmlText(await storedPageHtml(db, row))) || row.title,
      imageUrl: row.cover_filename ? `${base}${imageVariantUrl(imagePath(row.cover_filename), 'full')}` : undefined,
      url: `${base}${pathname.replace(/\/$/, '')}`,
      type: guide ? 'article' : 'website',
    };
  };
}
