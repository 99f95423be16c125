import type { DataSource, EntityManager } from 'typeorm';
import { ANIMAL_EDIT_MESSAGES, MESSAGES, type AnimalEditData } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { inStateTransaction } from '../adoptions/adoption-rules.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { appendAnimalImages } from '../images/animal-images.store.js';
import type { IngestedImage } from '../images/image-pipeline.js';
import { rejectionMessageFor } from '../images/image-upload.js';
import type { AnimalRow } from './animal-row.js';
import { saveAnimalFields } from './animals.admin.service.js';
import { findAnimalById, findAnimalImageNames } from './animals.queries.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

const imageNotFound = () => HttpError.notFound('Nie znaleziono zdjęcia.', 'image_not_found');
const coverNotAmongImages = () => HttpError.badRequest(ANIMAL_EDIT_MESSAGES.coverNotAmongImages, 'cover_not_found');

/** The cover as every read resolves it: the chosen image, else the first by position. */
async function resolvedCover(manager: EntityManager, animalId: number): Promise<string | null> {
  const [row] = await queryRows<Columns<'images', 'filename'>>(
    manager,
    `SELECT i.filename FROM images i JOIN animals a ON a.id = i.animal_id WHERE i.animal_id = $1
     ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1`,
    [animalId],
  );
  return row?.filename ?? null;
}

async function removeImages(manager: EntityManager, animalId: number, filenames: readonly string[], actor: HistoryActor): Promise<void> {
  for (const filename of filenames) {
    // TypeORM answers DELETE with [rows, affected count].
    const deleted = await execute(manager, `DELETE FROM images WHERE animal_id = $1 AND filename = $2`, [animalId, filename]);
    if (!deleted) throw imageNotFound();
    await recordHistory(manager, { actor, action: 'animal.image_removed', subjectType: 'animal', subjectId: animalId, details: { file: filename } });
  }
}

async function addImages(manager: EntityManager, animalId: number, images: IngestedImage[], actor: HistoryActor): Promise<void> {
  if (images.length === 0) return;
  const { overflow } = await appendAnimalImages(manager, animalId, images);
  // The count is taken under the animal's lock after the removals: one image too many refuses it all.
  if (overflow.length > 0) throw new HttpError(400, 'images_rejected', rejectionMessageFor([{ name: '', reason: 'count' }]));
  await recordHistory(manager, {
    actor,
    action: 'animal.images_added',
    subjectType: 'animal',
    subjectId: animalId,
    details: { count: images.length, files: images.map((image) => image.filename) },
  });
}

async function setCover(manager: EntityManager, animalId: number, filename: string, actor: HistoryActor): Promise<void> {
  // Choosing the image that already is the cover is no change and no history row.
  if ((await resolvedCover(manager, animalId)) === filename) return;
  const updated = await execute(
    manager,
    `UPDATE animals SET cover_image_id = i.id FROM images i WHERE animals.id = $1 AND i.animal_id = $1 AND i.filename = $2`,
    [animalId, filename],
  );
  if (!updated) throw coverNotAmongImages();
  await recordHistory(manager, { actor, action: 'animal.cover_set', subjectType: 'animal', subjectId: animalId, details: { file: filename } });
}

/** The filename the cover choice names, checked against what the edit keeps and adds. */
function chosenCover(cover: AnimalEditData['cover'], removed: ReadonlySet<string>, images: readonly IngestedImage[]): string | undefined {
  if (!cover) return undefined;
  if ('existing' in cover) {
    if (removed.has(cover.existing)) throw coverNotAmongImages();
    return cover.existing;
  }
  const image = images[cover.newIndex];
  if (!image) throw coverNotAmongImages();
  return image.filename;
}

export interface SavedAnimalEdit {
  animal: AnimalRow;
  /** The animal's image filenames after the edit, cover first. */
  images: string[];
}

/**
 * POST /animals/:id/edit: the fields, the removed images, the new images (already judged) and the
 * cover, all in one transaction, each with its history row. Any refusal (a status rule, an image
 * that is not the animal's, one image too many, a cover that is not among the images) rolls back
 * everything, so the animal is exactly as it was. Images live in the database, so a rollback
 * leaves no file behind either.
 */
export async function saveAnimalEdit(
  db: DataSource,
  id: number,
  input: AnimalEditData,
  images: IngestedImage[],
  actor: HistoryActor,
): Promise<SavedAnimalEdit> {
  const { removedImages, cover: coverChoice, ...fields } = input;
  const removed = new Set(removedImages);
  const cover = chosenCover(coverChoice, removed, images);
  await inStateTransaction(db, async (manager) => {
    await saveAnimalFields(manager, id, fields, actor);
    await removeImages(manager, id, [...removed], actor);
    await addImages(manager, id, images, actor);
    if (cover) await setCover(manager, id, cover, actor);
  });
  const animal = await findAnimalById(db, id);
  if (!animal) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return { animal, images: await findAnimalImageNames(db, id) };
}
