import { isSpecies, type AdminPage, type AdminPageListItem, type PageSummary, type PublicPage, type Species } from '@pets/shared';
import { imagePath } from '../images/image-paths.js';
import type { Columns } from '../../db/rows.js';

/**
 * A row of `pages` with its cover's file name, as the queries read it. `html`: the body rendered to
 * safe HTML when it was saved (page-render.ts); null before that was done.
 */
export type PageRow = Columns<'pages', 'id' | 'slug' | 'title' | 'summary' | 'species' | 'body' | 'html' | 'published' | 'created_at' | 'updated_at' | 'updated_by'> & {
  /** The chosen cover image's file name. */
  cover_filename: string | null;
};

const speciesOf = (value: string | null): Species | null => (isSpecies(value) ? value : null);
const coverOf = (row: PageRow) => (row.cover_filename ? imagePath(row.cover_filename) : null);

export function presentPageSummary(row: PageRow): PageSummary {
  return { slug: row.slug, title: row.title, summary: row.summary, species: speciesOf(row.species), cover: coverOf(row), updatedAt: row.updated_at.toISOString() };
}

/** The public page with the HTML its body was rendered to when saved (page-render.ts). */
export function presentPublicPage(row: PageRow, html: string): PublicPage {
  return { ...presentPageSummary(row), html };
}

export function presentAdminListItem(row: PageRow): AdminPageListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    species: speciesOf(row.species),
    published: row.published,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export function presentAdminPage(row: PageRow): AdminPage {
  return { ...presentAdminListItem(row), summary: row.summary, body: row.body, cover: coverOf(row), createdAt: row.created_at.toISOString() };
}
