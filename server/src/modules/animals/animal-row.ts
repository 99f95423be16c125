import type { Columns } from '../../db/rows.js';

/** An `animals` row as the read queries select it (dates already formatted by SQL). */
export type AnimalRow = Columns<'animals', 'id' | 'name' | 'species' | 'sex' | 'birth_date' | 'neutered' | 'status' | 'health' | 'rainbow_bridge'> &
  Partial<Columns<'animals', 'description'>> & {
    /** to_char: ISO 8601 in UTC. */
    created_at: string;
    /** The chosen cover image, else the first one. */
    cover_filename: string | null;
  };

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
