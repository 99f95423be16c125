import { EntitySchema } from 'typeorm';
import { bytea, int, serialId, timestamptz, varchar } from '../../db/entity-columns.js';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/**
 * A row of `images`. The three byte columns are not selected by default (select: false):
 * `.addSelect('image.cardWebp')` when serving one.
 */
export interface ImageRecord {
  id: number;
  animalId: number;
  /** sha256-derived name with the original extension; the URL under /api/images. */
  filename: string;
  contentType: ImageContentType;
  original?: Buffer;
  fullWebp?: Buffer;
  cardWebp?: Buffer;
  /** Original size after EXIF orientation. */
  width: number;
  height: number;
  fullWidth: number;
  fullHeight: number;
  cardWidth: number;
  cardHeight: number;
  originalBytes: number;
  fullBytes: number;
  cardBytes: number;
  position: number;
  createdAt: Date;
}

export const ImageEntity = new EntitySchema<ImageRecord>({
  name: 'Image',
  tableName: 'images',
  columns: {
    id: serialId,
    animalId: int('animal_id'),
    filename: varchar('filename', 80),
    contentType: varchar('content_type', 40),
    original: bytea('original'),
    fullWebp: bytea('full_webp'),
    cardWebp: bytea('card_webp'),
    width: int('width'),
    height: int('height'),
    fullWidth: int('full_width'),
    fullHeight: int('full_height'),
    cardWidth: int('card_width'),
    cardHeight: int('card_height'),
    originalBytes: int('original_bytes'),
    fullBytes: int('full_bytes'),
    cardBytes: int('card_bytes'),
    position: int('position', { default: 0 }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
  },
  checks: [{ name: 'chk_images_content_type', expression: 'content_type IN (...)' }],
  uniques: [{ name: 'uq_images_animal_filename', columns: ['animalId', 'filename'] }],
  indices: [
    { name: 'idx_images_filename', columns: ['filename'] },
    { name: 'idx_images_animal_position', columns: ['animalId', 'position'] },
  ],
  foreignKeys: [{ name: 'fk_images_animal', target: 'Animal', columnNames: ['animalId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
});
