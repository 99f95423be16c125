import type { EntityManager } from 'typeorm';
import { LIMITS } from '@pets/shared';
import type { IngestedImage } from './image-pipeline.js';
import { STORED_IMAGE_COLUMNS, storedImagePlaceholders, storedImageValues } from './stored-image-columns.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * Appends ingested images to an animal after its existing ones, in the order given, as long as the
 * animal has fewer than `maxImages`, and makes the first one the cover when the animal has none.
 * Runs inside the caller's transaction and answers the images that did not fit.
 *
 * The animal's row is locked (FOR UPDATE) before the images are counted: parallel uploads to one
 * animal then count and insert one after another, where reading the count outside the transaction
 * let 12 parallel single-image uploads store 12.
 */
export async function appendAnimalImages(
  manager: EntityManager,
  animalId: number,
  images: IngestedImage[],
  maxImages: number = LIMITS.images.maxFiles,
): Promise<{ overflow: IngestedImage[] }> {
  await execute(manager, `SELECT id FROM animals WHERE id = $1 FOR UPDATE`, [animalId]);
  const [existing] = await queryRows<{ stored: number; next: string }>(
    manager,
    `SELECT count(*)::int AS stored, COALESCE(MAX(position) + 1, 0) AS next FROM images WHERE animal_id = $1`,
    [animalId],
  );
  let count = existing?.stored ?? 0;
  const overflow: IngestedImage[] = [];
  let position = Number(existing?.next ?? 0);
  for (const image of images) {
    if (count >= maxImages) {
      overflow.push(image);
      continue;
    }
    const inserted = await queryRows<unknown>(
      manager,
      `INSERT INTO images (animal_id, ${STORED_IMAGE_COLUMNS}, position)
       VALUES ($1, ${storedImagePlaceholders(2)}, $16)
       ON CONFLICT (animal_id, filename) DO NOTHING
       RETURNING id`,
      [animalId, ...storedImageValues(image), position],
    );
    // The same picture uploaded again is already there: it takes no place.
    if (inserted.length > 0) count += 1;
    position += 1;
  }
  await execute(
    manager,
    `UPDATE animals SET cover_image_id = (SELECT id FROM images WHERE animal_id = $1 ORDER BY position, id LIMIT 1)
     WHERE id = $1 AND cover_image_id IS NULL`,
    [animalId],
  );
  return { overflow };
}
