import type { AnimalStatus, Sex, Species } from '@pets/shared';

/** An `animals` row as the read queries select it (dates already formatted by SQL). */
export interface AnimalRow {
  id: number;
  name: string;
  species: Species;
  sex: Sex;
  birth_date: string | null;
  neutered: boolean;
  status: AnimalStatus;
  description?: string;
  health: string;
  rainbow_bridge: boolean;
  created_at: string;
  cover_filename: string | null;
}

/**
 * The columns every animal read selects, with the cover resolved: the chosen cover image, else the
 * first image by position. `a` must alias `animals`.
 */
export const ANIMAL_COLUMNS = `
  a.id, a.name, a.species, a.sex,
  to_char(a.birth_date, 'YYYY-MM-DD') AS birth_date,
  a.neutered, a.status, a.health, a.rainbow_bridge,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  (SELECT i.filename FROM images i WHERE i.animal_id = a.id
    ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename`;
