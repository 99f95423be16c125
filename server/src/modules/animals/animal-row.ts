import type { SummaryEntry } from '@pets/shared';
import type { Columns } from '../../db/rows.js';

/** An `animals` row as the read queries select it (dates already formatted by SQL). */
export type AnimalRow = Columns<'animals', 'id' | 'name' | 'species' | 'sex' | 'birth_date' | 'neutered' | 'status' | 'health' | 'rainbow_bridge'> &
  Partial<Columns<'animals', 'birth_precision'>> &
  Partial<Columns<'animals', 'description'>> & {
    /** to_char: ISO 8601 in UTC. */
    created_at: string;
    /** The chosen cover image, else the first one. */
    cover_filename: string | null;
    /** The health card entries the public summary reads (HEALTH_SUMMARY_COLUMN; single-animal reads only). */
    summary_entries?: SummaryEntry[] | null;
  };

/**
 * The columns every animal read selects, with the cover resolved: the chosen cover image, else the
 * first image by position. `a` must alias `animals`.
 */
export const ANIMAL_COLUMNS = `
  a.id, a.name, a.species, a.sex,
  to_char(a.birth_date, 'YYYY-MM-DD') AS birth_date,
  a.neutered, a.status, a.health, a.rainbow_bridge, a.birth_precision,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  (SELECT i.filename FROM images i WHERE i.animal_id = a.id
    ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename`;

/**
 * The health card entries the public summary is built from (healthSummary in shared): types,
 * dates and descriptions only, never costs, clinics or notes. `a` must alias `animals`.
 */
export const HEALTH_SUMMARY_COLUMN = `
  (SELECT json_agg(json_build_object('type', e.type, 'date', to_char(e.date, 'YYYY-MM-DD'), 'description', e.description))
   FROM health_entries e WHERE e.animal_id = a.id AND e.type IN ('szczepienie', 'odrobaczanie', 'kastracja')) AS summary_entries`;
