import type { EntityManager } from 'typeorm';
import { FOSTER_MESSAGES as F, FOSTER_PHOTO_FILE, type FosterPhoto } from '@pets/shared';
import { queryFirst, queryRows, execute, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { HttpError } from '../../http/http-error.js';
import { appendAnimalImages } from '../images/animal-images.store.js';
import type { IngestedImage } from '../images/image-pipeline.js';
import { FOSTER_HOME_NAME_SQL } from './foster-home-name.js';

export const GALLERY_FULL_MESSAGE = 'Galeria tego zwierzaka jest pełna. Usuń któreś zdjęcie w edycji zwierzaka, aby dodać to.';

/** Carers' photos waiting for staff, oldest first (they were sent in that order). */
export async function pendingFosterPhotos(db: Queryable): Promise<FosterPhoto[]> {
  const rows = await queryRows<{ id: number; animal_id: number; animal_name: string; foster_home_id: number; home_name: string; created_at: Date }>(
    db,
    `SELECT p.id, p.animal_id, a.name AS animal_name, p.foster_home_id, ${FOSTER_HOME_NAME_SQL} AS home_name, p.created_at
     FROM foster_photos p JOIN animals a ON a.id = p.animal_id JOIN foster_homes fh ON fh.id = p.foster_home_id
     ORDER BY p.created_at, p.id LIMIT 200`,
  );
  return rows.map((row) => ({
    id: row.id,
    animalId: row.animal_id,
    animalName: row.animal_name,
    fosterHomeId: row.foster_home_id,
    fosterHomeName: row.home_name,
    url: `/api${FOSTER_PHOTO_FILE.replace(':id', String(row.id))}`,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The card-sized WebP of a waiting photo (what staff judge it by). */
export async function fosterPhotoImage(db: Queryable, id: number): Promise<Buffer | null> {
  const row = await queryFirst<{ card_webp: Buffer }>(db, `SELECT card_webp FROM foster_photos WHERE id = $1`, [id]);
  return row?.card_webp ?? null;
}

type PhotoRow = Columns<
  'foster_photos',
  'id' | 'animal_id' | 'filename' | 'original' | 'full_webp' | 'card_webp' | 'width' | 'height' | 'full_width' | 'full_height' | 'card_width' | 'card_height'
> & { content_type: IngestedImage['contentType'] };

async function lockPhoto(manager: EntityManager, id: number): Promise<PhotoRow> {
  const row = await queryFirst<PhotoRow>(
    manager,
    `SELECT id, animal_id, filename, content_type, original, full_webp, card_webp, width, height, full_width, full_height, card_width, card_height
     FROM foster_photos WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw HttpError.notFound(F.photoNotFound, 'photo_not_found');
  return row;
}

/** Moves an approved photo into the animal's public gallery (after its photos), in the caller's transaction. */
export async function approveFosterPhoto(manager: EntityManager, id: number): Promise<{ animalId: number }> {
  const row = await lockPhoto(manager, id);
  const image: IngestedImage = {
    filename: row.filename,
    contentType: row.content_type,
    original: row.original,
    fullWebp: row.full_webp,
    cardWebp: row.card_webp,
    width: row.width,
    height: row.height,
    fullWidth: row.full_width,
    fullHeight: row.full_height,
    cardWidth: row.card_width,
    cardHeight: row.card_height,
  };
  const { overflow } = await appendAnimalImages(manager, row.animal_id, [image]);
  if (overflow.length > 0) throw HttpError.conflict(GALLERY_FULL_MESSAGE, 'gallery_full');
  await execute(manager, `DELETE FROM foster_photos WHERE id = $1`, [id]);
  return { animalId: row.animal_id };
}

export async function rejectFosterPhoto(manager: EntityManager, id: number): Promise<{ animalId: number }> {
  const row = await lockPhoto(manager, id);
  await execute(manager, `DELETE FROM foster_photos WHERE id = $1`, [id]);
  return { animalId: row.animal_id };
}
