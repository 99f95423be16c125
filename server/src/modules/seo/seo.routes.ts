import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { animalPageTitle, formatPageTitle, imageVariantUrl } from '@pets/shared';
import { imagePath } from '../images/image-paths.js';
import { findAnimalById } from '../animals/animals.queries.js';
import { findPublishedGuideDates } from '../pages/pages.queries.js';
import { excerpt, type HeadTags } from './head-tags.js';
import { robotsTxt } from './robots.js';
import { queryRows } from '../../db/sql.js';

const STATIC_PAGES = ['/', '/adoptuje', '/wspieram', '/abc-adopcji', '/baza-wiedzy', '/o-nas', '/kontakt', '/dom-tymczasowy'];

/** Resolves the preview tags of an animal page (/zwierzak/:id), or null for any other path. */
export function animalHeadTags(db: DataSource, foundationName: () => Promise<string>) {
  return async (pathname: string, base: string): Promise<HeadTags | null> => {
    const match = /^\/zwierzak\/(\d{1,9})\/?$/.exec(pathname);
    if (!match) return null;
    const row = await findAnimalById(db, Number(match[1]));
    if (!row) return null;
    return {
      title: formatPageTitle(animalPageTitle(row), await foundationName()),
      description: excerpt(row.description ?? '') || `${row.name} (${row.species}) szuka domu.`,
      imageUrl: row.cover_filename ? `${base}${imageVariantUrl(imagePath(row.cover_filename), 'full')}` : undefined,
      url: `${base}${pathname}`,
      type: 'article',
    };
  };
}

/** sitemap.xml (public pages, published guides and listed animals) and robots.txt (robots.ts), with links under the fixed public origin. */
export function seoRouter(db: DataSource, origin: string): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(robotsTxt(origin));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const animals = await queryRows<{ id: number; updated: string }>(
      db,
      `SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS updated FROM animals
       WHERE status <> 'Adoptowany' AND NOT rainbow_bridge ORDER BY id`,
    );
    const guides = await findPublishedGuideDates(db);
    const base = origin;
    const urls = [
      ...STATIC_PAGES.map((page) => `<url><loc>${base}${page}</loc></url>`),
      ...guides.map((guide) => `<url><loc>${base}/baza-wiedzy/${guide.slug}</loc><lastmod>${guide.updated}</lastmod></url>`),
      ...animals.map((animal) => `<url><loc>${base}/zwierzak/${animal.id}</loc><lastmod>${animal.updated}</lastmod></url>`),
    ];
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
  return router;
}

type HeadTagsResolver = (pathname: string, base: string) => Promise<HeadTags | null>;

/** The tags of the first resolver that knows the path (an animal, a page written in Treści…). */
export function firstHeadTags(...resolvers: HeadTagsResolver[]): HeadTagsResolver {
  return async (pathname, base) => {
    for (const resolve of resolvers) {
      const tags = await resolve(pathname, base);
      if (tags) return tags;
    }
    return null;
  };
}
