import { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { AdminRoutes } from '../../http/admin-api.js';
import { createResponseCache, type ResponseCache } from '../../http/cached-json.js';
import { HttpError } from '../../http/http-error.js';
import { STORED_IMAGE_NAME } from './image-paths.js';
import { queryRows } from '../../db/sql.js';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const variantSchema = z.object({ w: z.enum(['card', 'full']).optional() });

const COLUMN_BY_VARIANT = { card: 'card_webp', full: 'full_webp', original: 'original' } as const;
type Variant = keyof typeof COLUMN_BY_VARIANT;

const imageEtag = (filename: string, variant: Variant) => `"${filename}-${variant}"`;

function sendNotModified(res: Response, etag: string, cacheControl: string): void {
  res.status(304).setHeader('ETag', etag).setHeader('Cache-Control', cacheControl).end();
}

async function readImage(db: DataSource, filename: string, variant: Variant): Promise<{ body: Buffer; contentType: string }> {
  // Pictures of pages written in Treści are kept alike in page_images, under the same paths.
  const column = COLUMN_BY_VARIANT[variant];
  const rows = await queryRows<{ bytes: Buffer; content_type: string }>(
    db,
    `(SELECT ${column} AS bytes, content_type FROM images WHERE filename = $1 LIMIT 1)
     UNION ALL
     (SELECT ${column} AS bytes, content_type FROM page_images WHERE filename = $1 LIMIT 1)
     LIMIT 1`,
    [filename],
  );
  const row = rows[0];
  if (!row) throw HttpError.notFound();
  return { body: row.bytes, contentType: variant === 'original' ? row.content_type : 'image/webp' };
}

/**
 * Sends one stored variant. Names are content-derived, so a URL never changes meaning and is
 * cached forever; a revalidation with the same ETag answers 304 without reading bytes.
 */
async function sendImage(db: DataSource, req: Request, res: Response, filename: string, variant: Variant, cacheControl: string) {
  if (!STORED_IMAGE_NAME.test(filename)) throw HttpError.notFound();
  const etag = imageEtag(filename, variant);
  if (req.headers['if-none-match'] === etag) {
    sendNotModified(res, etag, cacheControl);
    return;
  }
  const { body, contentType } = await readImage(db, filename, variant);
  res
    .status(200)
    .setHeader('Content-Type', contentType)
    .setHeader('Cache-Control', cacheControl)
    .setHeader('ETag', etag)
    .setHeader('Content-Length', String(body.length))
    .end(body);
}

/**
 * Recently served public variants, held in memory so hot images skip PostgreSQL (and, through the
 * fast path, Express). Names are content-derived, so an entry never goes stale; the TTL only
 * bounds how long a deleted image stays reachable by its old URL.
 */
export function createPublicImagesCache(): ResponseCache {
  return createResponseCache({ ttlMs: 60_000, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 });
}

/**
 * Public image variants: `?w=card` and `?w=full` (the default). Both are re-encoded by sharp, so
 * no EXIF data (camera GPS positions included) ever reaches a visitor.
 */
export function imagesRouter(db: DataSource, publicImagesCache: ResponseCache): Router {
  const router = Router();
  router.get('/images/:filename', async (req, res) => {
    const parsed = variantSchema.safeParse(req.query);
    if (!parsed.success) throw HttpError.notFound();
    const { filename } = req.params;
    const variant = parsed.data.w ?? 'full';
    if (!STORED_IMAGE_NAME.test(filename)) throw HttpError.notFound();
    const etag = imageEtag(filename, variant);
    if (req.headers['if-none-match'] === etag) {
      sendNotModified(res, etag, ONE_YEAR_IMMUTABLE);
      return;
    }
    await publicImagesCache.send(req, res, `${variant}:${filename}`, async () => ({
      ...(await readImage(db, filename, variant)),
      cacheControl: ONE_YEAR_IMMUTABLE,
      etag,
      compressible: false,
    }));
  });
  return router;
}

/** The uploaded original, EXIF included, for administrators only (e.g. dragged out of the desktop app). */
export function mountImageOriginals(routes: AdminRoutes, db: DataSource): void {
  routes.get('/images/:filename/original', async (req, res) => {
    await sendImage(db, req, res, String(req.params.filename), 'original', 'private, max-age=31536000, immutable');
  });
}
