import type { DataSource, EntityManager } from 'typeorm';
import { ABOUT_PAGE_SLUG, type PageData, type Species } from '@pets/shared';
import type { IngestedImage } from '../images/image-pipeline.js';
import { STORED_IMAGE_COLUMNS, storedImagePlaceholders, storedImageValues } from '../images/stored-image-columns.js';
import type { PageRow } from './page.presenter.js';
import { execute, queryRows } from '../../db/sql.js';

type Db = DataSource | EntityManager;

const SELECT_PAGE = `
  SELECT p.id, p.slug, p.title, p.summary, p.species, p.body, p.html, p.published, p.created_at, p.updated_at, p.updated_by,
         (SELECT i.filename FROM page_images i WHERE i.id = p.cover_image_id) AS cover_filename
  FROM pages p`;

/** The published guides of the knowledge base (About us is a page, not a guide), by title. */
export async function findPublishedGuides(db: Db, species?: Species): Promise<PageRow[]> {
  return queryRows<PageRow>(
    db,
    `${SELECT_PAGE} WHERE p.published AND p.slug <> $1 AND ($2::text IS NULL OR p.species = $2) ORDER BY p.title COLLATE "C", p.id`,
    [ABOUT_PAGE_SLUG, species ?? null],
  );
}

export async function findPublishedPage(db: Db, slug: string): Promise<PageRow | null> {
  const rows = await queryRows<PageRow>(db, `${SELECT_PAGE} WHERE p.published AND p.slug = $1`, [slug]);
  return rows[0] ?? null;
}

/** Slug and last change of every published guide (the sitemap). */
export async function findPublishedGuideDates(db: Db): Promise<{ slug: string; updated: string }[]> {
  return queryRows<{ slug: string; updated: string }>(
    db,
    `SELECT slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS updated FROM pages WHERE published AND slug <> $1 ORDER BY slug`,
    [ABOUT_PAGE_SLUG],
  );
}

export async function findAllPages(db: Db): Promise<PageRow[]> {
  return queryRows<PageRow>(db, `${SELECT_PAGE} ORDER BY p.updated_at DESC, p.id DESC`);
}

export async function findPageById(db: Db, id: number): Promise<PageRow | null> {
  const rows = await queryRows<PageRow>(db, `${SELECT_PAGE} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

/** A page's fields with its body rendered (page-render.ts: renderPageBody). */
export type RenderedPageData = PageData & { html: string };

export async function insertPage(db: Db, data: RenderedPageData, by: string | null): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO pages (slug, title, summary, species, body, html, published, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [data.slug, data.title, data.summary, data.species, data.body, data.html, data.published, by],
  );
  return Number(row!.id);
}

export async function updatePage(db: Db, id: number, data: RenderedPageData, by: string): Promise<void> {
  await execute(
    db,
    `UPDATE pages SET slug = $2, title = $3, summary = $4, species = $5, body = $6, html = $7, published = $8, updated_by = $9, updated_at = now()
     WHERE id = $1`,
    [id, data.slug, data.title, data.summary, data.species, data.body, data.html, data.published, by],
  );
}

/** Stores a picture of a page (the same bytes again keep their row); answers its row id. */
export async function insertPageImage(db: Db, pageId: number, image: IngestedImage): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    `INSERT INTO page_images (page_id, ${STORED_IMAGE_COLUMNS})
     VALUES ($1, ${storedImagePlaceholders(2)})
     ON CONFLICT (page_id, filename) DO UPDATE SET filename = EXCLUDED.filename
     RETURNING id`,
    [pageId, ...storedImageValues(image)],
  );
  return Number(rows[0]!.id);
}

/** True when the unique slug constraint refused a write. */
export function isSlugTaken(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  return driverError?.code === '23505' && driverError.constraint === 'uq_pages_slug';
}
