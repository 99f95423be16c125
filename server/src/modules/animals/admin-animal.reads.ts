import type { AdminAnimal, AdminAnimalListItem } from '@pets/shared';
import { queryFirst, queryRows, type Queryable } from '../../db/sql.js';
import { storedDrop, type StoredDrop } from '../care-record/weights.store.js';
import { FOSTER_HOME_NAME_SQL } from '../foster/foster-home-name.js';
import { INTAKE_COLUMNS, presentIntake, type IntakeRow } from './animal-intake.js';
import { ANIMAL_COLUMNS, HEALTH_SUMMARY_COLUMN, type AnimalRow } from './animal-row.js';
import { presentAnimal, presentAnimalListItem } from './animal.presenter.js';

const ARCHIVED = `(a.status = 'Adoptowany' OR a.rainbow_bridge)`;

/** Animals with an open vaccination task whose day has passed: one pass over the open tasks (idx_tasks_open_due). */
async function overdueVaccinations(db: Queryable, today: string): Promise<Set<number>> {
  const rows = await queryRows<{ animal_id: number }>(
    db,
    `SELECT DISTINCT t.animal_id FROM tasks t JOIN health_entries e ON e.id = t.health_entry_id
     WHERE t.done_at IS NULL AND t.due < $1::date AND e.type = 'szczepienie'`,
    [today],
  );
  return new Set(rows.map((row) => row.animal_id));
}

type AdminRow = AnimalRow & IntakeRow & { weight_drop: StoredDrop | null; foster_home_id: number | null; foster_home_name: string | null };

/** Every animal for the admin browse screen (not adopted, not TM), or the archive, with intake and warnings. */
export async function listAdminAnimals(db: Queryable, archive: boolean, today: string): Promise<AdminAnimalListItem[]> {
  const inList = archive ? ARCHIVED : `NOT ${ARCHIVED}`;
  const [rows, overdue] = await Promise.all([
    queryRows<AdminRow>(
      db,
      `SELECT ${ANIMAL_COLUMNS}, ${INTAKE_COLUMNS}, a.weight_drop, a.foster_home_id, ${FOSTER_HOME_NAME_SQL} AS foster_home_name
       FROM animals a LEFT JOIN foster_homes fh ON fh.id = a.foster_home_id
       WHERE ${inList} ORDER BY a.created_at DESC, a.id DESC`,
    ),
    overdueVaccinations(db, today),
  ]);
  // Object.assign onto the fresh list item: spreading two objects into a literal takes V8's slow
  // path, which cost ~40 ms for 4,000 animals (bench:care).
  return rows.map((row) =>
    Object.assign(presentAnimalListItem(row), presentIntake(row), {
      spadek_wagi: storedDrop(row.weight_drop),
      szczepienie_po_terminie: overdue.has(row.id),
      dom_tymczasowy: row.foster_home_id === null ? null : { id: row.foster_home_id, nazwa: row.foster_home_name ?? '' },
    }),
  );
}

export async function findAdminAnimal(db: Queryable, id: number): Promise<AdminAnimal | null> {
  const row = await queryFirst<AnimalRow & IntakeRow>(db, `SELECT ${ANIMAL_COLUMNS}, a.description, ${INTAKE_COLUMNS}, ${HEALTH_SUMMARY_COLUMN} FROM animals a WHERE a.id = $1`, [id]);
  return row ? { ...presentAnimal(row), ...presentIntake(row) } : null;
}
