import { type FosterCareItem, type FosterPortalAnimal, type HealthEntryType, type Species } from '@pets/shared';
import { queryRows, type Queryable } from '../../../db/sql.js';
import { imagePath } from '../../images/image-paths.js';
import { healthTaskTitle } from '../../tasks/health-tasks.js';

/** How far ahead the carer's page looks for care items. */
export const PORTAL_CARE_DAYS = 14;
/** At most this many care items per animal: a long-forgotten backlog must not bury the next dose. */
export const PORTAL_CARE_MAX = 10;

/**
 * The animals a carer sees: those living in the home now (animals.foster_home_id), neither
 * adopted nor gone over the rainbow bridge. One definition for the page and every write.
 */
export const PORTAL_ANIMAL_WHERE = `a.foster_home_id = $1 AND a.status <> 'Adoptowany' AND NOT a.rainbow_bridge`;

interface AnimalRow {
  id: number;
  name: string;
  species: Species;
  sex: string;
  cover_filename: string | null;
  since: string;
  last_weight: { date: string; grams: number } | null;
  pending_photos: number;
}

interface CareRow {
  animal_id: number;
  date: string;
  /** A task's own title, or null for a health entry's date that has no task (then built from type and description). */
  title: string | null;
  type: HealthEntryType | null;
  description: string | null;
}

/**
 * The care items of the home's animals: open tasks of the health card (a next-due date, a day of a
 * medication course) due within PORTAL_CARE_DAYS or overdue, and health entries' next-due dates in
 * that window that have no task row. Only what the health card asks for: never staff's own tasks,
 * costs, clinics or notes.
 */
async function careItems(db: Queryable, homeId: number, today: string): Promise<Map<number, FosterCareItem[]>> {
  const rows = await queryRows<CareRow>(
    db,
    `SELECT t.animal_id, to_char(t.due, 'YYYY-MM-DD') AS date, t.title, NULL AS type, NULL AS description
     FROM tasks t JOIN animals a ON a.id = t.animal_id
     WHERE ${PORTAL_ANIMAL_WHERE} AND t.source = 'zdrowie' AND t.done_at IS NULL AND t.due <= $2::date + ${PORTAL_CARE_DAYS}
     UNION ALL
     SELECT e.animal_id, to_char(e.next_due, 'YYYY-MM-DD'), NULL, e.type, e.description
     FROM health_entries e JOIN animals a ON a.id = e.animal_id
     WHERE ${PORTAL_ANIMAL_WHERE} AND e.next_due >= $2::date AND e.next_due <= $2::date + ${PORTAL_CARE_DAYS}
       AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.health_entry_id = e.id AND t.due = e.next_due)
     ORDER BY 2, 1`,
    [homeId, today],
  );
  const byAnimal = new Map<number, FosterCareItem[]>();
  for (const row of rows) {
    const items = byAnimal.get(row.animal_id) ?? [];
    if (items.length >= PORTAL_CARE_MAX) continue;
    const label = row.title ?? healthTaskTitle(row.type!, row.description ?? '');
    items.push({ date: row.date, label, overdue: row.date < today });
    byAnimal.set(row.animal_id, items);
  }
  return byAnimal;
}

/** The home's animals as the carer's page shows them (the cover photo's public card URL). */
export async function portalAnimals(db: Queryable, homeId: number, today: string): Promise<FosterPortalAnimal[]> {
  const [rows, care] = await Promise.all([
    queryRows<AnimalRow>(
      db,
      `SELECT a.id, a.name, a.species, a.sex,
              (SELECT i.filename FROM images i WHERE i.animal_id = a.id
                ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename,
              COALESCE((SELECT to_char(max(p.starts_on), 'YYYY-MM-DD') FROM animal_placements p WHERE p.animal_id = a.id AND p.foster_home_id = $1),
                       to_char(a.intake_date, 'YYYY-MM-DD')) AS since,
              (SELECT json_build_object('date', to_char(w.date, 'YYYY-MM-DD'), 'grams', w.grams)
                FROM weights w WHERE w.animal_id = a.id ORDER BY w.date DESC LIMIT 1) AS last_weight,
              (SELECT count(*)::int FROM foster_photos f WHERE f.animal_id = a.id) AS pending_photos
       FROM animals a WHERE ${PORTAL_ANIMAL_WHERE}
       ORDER BY a.name, a.id`,
      [homeId],
    ),
    careItems(db, homeId, today),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    species: row.species,
    sex: row.sex,
    photo: row.cover_filename ? `${imagePath(row.cover_filename)}?w=card` : null,
    since: row.since,
    nextCare: care.get(row.id) ?? [],
    lastWeight: row.last_weight,
    pendingPhotos: row.pending_photos,
  }));
}
