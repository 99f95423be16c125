import type { DataSource } from 'typeorm';
import type { AvailableAnimalsQuery } from '@pets/shared';
import { ANIMAL_COLUMNS, HEALTH_SUMMARY_COLUMN, type AnimalRow } from './animal-row.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * Animals a visitor may see in the public list: not adopted and not 'Za Tęczowym Mostem',
 * filtered by the four public filters (each an OR list; filters combine with AND).
 */
export async function findPubliclyListedAnimals(db: DataSource, filters: AvailableAnimalsQuery): Promise<AnimalRow[]> {
  const conditions = [`a.status <> 'Adoptowany'`, `NOT a.rainbow_bridge`];
  const params: unknown[] = [];
  const addFilter = (column: string, values: readonly unknown[]) => {
    if (values.length === 0) return;
    params.push(values);
    conditions.push(`${column} = ANY($${params.length})`);
  };
  addFilter('a.species', filters.gatunek);
  addFilter('a.sex', filters.plec);
  addFilter('a.neutered', filters.kastracja.map((value) => value === 'Tak'));
  addFilter('a.status', filters.status);
  return queryRows<AnimalRow>(
    db,
    `SELECT ${ANIMAL_COLUMNS} FROM animals a WHERE ${conditions.join(' AND ')} ORDER BY a.created_at DESC, a.id DESC`,
    params,
  );
}

export async function findAnimalById(db: DataSource, id: number): Promise<AnimalRow | null> {
  const rows = await queryRows<AnimalRow>(db, `SELECT ${ANIMAL_COLUMNS}, a.description, ${HEALTH_SUMMARY_COLUMN} FROM animals a WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Image names of an animal, cover first, then by position. */
export async function findAnimalImageNames(db: DataSource, animalId: number): Promise<string[]> {
  const rows = await queryRows<Columns<'images', 'filename'>>(
    db,
    `SELECT i.filename FROM images i JOIN animals a ON a.id = i.animal_id
     WHERE i.animal_id = $1 ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id`,
    [animalId],
  );
  return rows.map((row) => row.filename);
}
