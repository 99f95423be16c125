import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.js';
import { STORED_IMAGE_NAME } from './image-paths.js';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const variantSchema = z.object({ w: z.enum(['card', 'full']).optional() });

const COLUMN_BY_VARIANT = { card: 'card_webp', full: 'full_webp', original: 'original' } as const;

/**
 * Serves image bytes from the database. Names are content-derived, so a URL never changes meaning
 * and is cached forever; a revalidation with the same ETag answers 304 without reading bytes.
 */
export function imagesRouter(db: DataSource): Router {
  const router = Router();
  router.get('/images/:filename', async (req, res) => {
    const { filename } = req.params;
    const parsed = variantSchema.safeParse(req.query);
    if (!STORED_IMAGE_NAME.test(filename) || !parsed.success) throw HttpError.notFound();
    const variant = parsed.data.w ?? 'original';
    const etag = `"${filename}-${variant}"`;
    if (req.headers['if-none-match'] === etag) {
      res.status(304).setHeader('ETag', etag).setHeader('Cache-Control', ONE_YEAR_IMMUTABLE).end();
      return;
    }
    const rows: { bytes: Buffer; content_type: string }[] = await db.query(
      `SELECT ${COLUMN_BY_VARIANT[variant]} AS bytes, content_type FROM images WHERE filename = $1 LIMIT 1`,
      [filename],
    );
    const row = rows[0];
    if (!row) throw HttpError.notFound();
    res
      .status(200)
      .setHeader('Content-Type', variant === 'original' ? row.content_type : 'image/webp')
      .setHeader('Cache-Control', ONE_YEAR_IMMUTABLE)
      .setHeader('ETag', etag)
      .setHeader('Content-Length', String(row.bytes.length))
      .end(row.bytes);
  });
  return router;
}
