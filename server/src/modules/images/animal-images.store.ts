import type { EntityManager } from 'typeorm';
import type { IngestedImage } from './image-pipeline.js';

/**
 * Appends ingested images to an animal after its existing ones, in the order given, and makes
 * the first one the cover when the animal has none. Runs inside the caller's transaction.
 */
export async function appendAnimalImages(manager: EntityManager, animalId: number, images: IngestedImage[]): Promise<void> {
  const [{ next }] = await manager.query(`SELECT COALESCE(MAX(position) + 1, 0) AS next FROM images WHERE animal_id = $1`, [animalId]);
  let position = Number(next);
  for (const image of images) {
    await manager.query(
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (animal_id, filename) DO NOTHING`,
      [
        animalId,
        image.filename,
        image.contentType,
        image.original,
        image.fullWebp,
        image.cardWebp,
        image.width,
        image.height,
        image.fullWidth,
        image.fullHeight,
        image.cardWidth,
        image.cardHeight,
        image.original.length,
        image.fullWebp.length,
        image.cardWebp.length,
        position,
      ],
    );
    position += 1;
  }
  await manager.query(
    `UPDATE animals SET cover_image_id = (SELECT id FROM images WHERE animal_id = $1 ORDER BY position, id LIMIT 1)
     WHERE id = $1 AND cover_image_id IS NULL`,
    [animalId],
  );
}
