import type { AdminAnimal, AdminAnimalListItem } from '@pets/shared';
import { queryFirst, queryRows, type Queryable } from '../../db/sql.js';
import { weightDrops } from '../care-record/weights.store.js';
import { INTAKE_COLUMNS, presentIntake, type IntakeRow } from './animal-intake.js';
import { ANIMAL_COLUMNS, HEALTH_SUMMARY_COLUMN, type AnimalRow } from './animal-row.js';
import { presentAnimal, presentAnimalListItem } from './animal.presenter.js';

const ARCHIVED = `(a.status = 'Adoptowany' OR a.rainbow_bridge)`;

/** An open vaccination task whose day has passed ($1: today in Poland). */
const VACCINATION_OVERDUE = `EXISTS (
  SELECT 1 FROM tasks t JOIN health_entries e ON e.id = t.health_entry_id
  WHERE t.animal_id = a.id AND t.done_at IS NULL AND t.due < $1::date AND e.type = 'szczepienie')`;

type AdminRow = AnimalRow & IntakeRow & { vaccination_overdue: boolean };

/** Every animal for the admin browse screen (not adopted, not TM), or the archive, with intake and warnings. */
export async function listAdminAnimals(db: Queryable, archive: boolean, today: string): Promise<AdminAnimalListItem[]> {
  const [rows, drops] = await Promise.all([
    queryRows<AdminRow>(
      db,
      `SELECT ${ANIMAL_COLUMNS}, ${INTAKE_COLUMNS}, ${VACCINATION_OVERDUE} AS vaccination_overdue
       FROM animals a WHERE ${archive ? ARCHIVED : `NOT ${ARCHIVED}`} ORDER BY a.created_at DESC, a.id DESC`,
      [today],
    ),
    weightDrops(db),
  ]);
  return rows.map((row) => ({
    ...presentAnimalListItem(row),
    ...presentIntake(row),
    spadek_wagi: drops.get(row.id) ?? null,
    szczepienie_po_terminie: row.vaccination_overdue,
  }));
}

export async function findAdminAnimal(db: Queryable, id: number): Promise<AdminAnimal | null> {
  const row = await queryFirst<AnimalRow & IntakeRow>(db, `SELECT ${ANIMAL_COLUMNS}, a.description, ${INTAKE_COLUMNS}, ${HEALTH_SUMMARY_COLUMN} FROM animals a WHERE a.id = $1`, [id]);
  return row ? { ...presentAnimal(row), ...presentIntake(row) } : null;
}
