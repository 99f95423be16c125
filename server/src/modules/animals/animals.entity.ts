import { EntitySchema } from 'typeorm';
import type { AnimalStatus, Sex, Species } from '@pets/shared';
import { bool, int, serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';

/** A row of `animals` (English column names; presenters map to the Polish API fields). */
export interface AnimalRecord {
  id: number;
  name: string;
  species: Species;
  sex: Sex;
  /** yyyy-mm-dd (a `date` column comes back as a string, no time-zone shift). */
  birthDate: string | null;
  neutered: boolean;
  status: AnimalStatus;
  description: string;
  health: string;
  /** TM, 'Za Tęczowym Mostem'. */
  rainbowBridge: boolean;
  coverImageId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const AnimalEntity = new EntitySchema<AnimalRecord>({
  name: 'Animal',
  tableName: 'animals',
  columns: {
    id: serialId,
    name: varchar('name', 120),
    species: varchar('species', 40),
    sex: varchar('sex', 10),
    birthDate: { type: 'date', name: 'birth_date', nullable: true },
    neutered: bool('neutered'),
    status: varchar('status', 20, { default: 'Dostępny' }),
    description: text('description', { default: '' }),
    health: text('health', { default: '' }),
    rainbowBridge: bool('rainbow_bridge'),
    coverImageId: int('cover_image_id', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    // Set by the trg_animals_touch trigger on every UPDATE.
    updatedAt: timestamptz('updated_at', { defaultNow: true }),
  },
  checks: [
    { name: 'chk_animals_species', expression: 'species IN (...)' },
    { name: 'chk_animals_sex', expression: 'sex IN (...)' },
    { name: 'chk_animals_status', expression: 'status IN (...)' },
    // A TM animal is never available (migration 1795305600700).
    { name: 'chk_animals_tm_not_available', expression: 'NOT (rainbow_bridge AND status = ...)' },
  ],
  indices: [
    // lower(name) gin_trgm_ops: an expression index TypeORM cannot describe; the migration owns it.
    { name: 'idx_animals_name_trgm', synchronize: false },
    { name: 'idx_animals_species_status', columns: ['species', 'status'] },
    { name: 'idx_animals_created_at', columns: ['createdAt'] },
  ],
  foreignKeys: [
    { name: 'fk_animals_cover_image', target: 'Image', columnNames: ['coverImageId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
});
