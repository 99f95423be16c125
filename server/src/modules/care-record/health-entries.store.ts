import type { EntityManager } from 'typeorm';
import { CARE_RECORD_MESSAGES as M, type HealthEntryData, type HealthEntryType } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute, queryFirst, queryOne, queryRows, type Queryable } from '../../db/sql.js';

/** A health entry as the reads select it (dates as YYYY-MM-DD, the clinic and author resolved). */
export interface HealthEntryRow {
  id: number;
  animal_id: number;
  type: HealthEntryType;
  date: string;
  description: string;
  cost_grosze: number | null;
  clinic_id: number | null;
  clinic_name: string | null;
  next_due: string | null;
  dose_every_hours: number | null;
  course_until: string | null;
  note: string;
  version: number;
  created_by: string;
  updated_at: string;
}

const ENTRY_SELECT = `
  SELECT e.id, e.animal_id, e.type, to_char(e.date, 'YYYY-MM-DD') AS date, e.description, e.cost_grosze,
         e.clinic_id, c.name AS clinic_name, to_char(e.next_due, 'YYYY-MM-DD') AS next_due,
         e.dose_every_hours, to_char(e.course_until, 'YYYY-MM-DD') AS course_until, e.note, e.version,
         COALESCE(u.username, '') AS created_by,
         to_char(e.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
  FROM health_entries e
  LEFT JOIN clinics c ON c.id = e.clinic_id
  LEFT JOIN admin_users u ON u.id = e.created_by`;

/** The card, newest first. */
export function listHealthEntries(db: Queryable, animalId: number): Promise<HealthEntryRow[]> {
  return queryRows<HealthEntryRow>(db, `${ENTRY_SELECT} WHERE e.animal_id = $1 ORDER BY e.date DESC, e.id DESC`, [animalId]);
}

export function findHealthEntry(db: Queryable, animalId: number, entryId: number, lock = false): Promise<HealthEntryRow | undefined> {
  // FOR UPDATE OF e: the correction's check of `version` and its write see one state.
  return queryFirst<HealthEntryRow>(db, `${ENTRY_SELECT} WHERE e.animal_id = $1 AND e.id = $2${lock ? ' FOR UPDATE OF e' : ''}`, [animalId, entryId]);
}

/** An unknown clinic is the field's 400, before anything is written. */
export async function assertClinicExists(db: Queryable, clinicId: number | null | undefined): Promise<void> {
  if (clinicId === null || clinicId === undefined) return;
  const found = await queryFirst<{ id: number }>(db, `SELECT id FROM clinics WHERE id = $1`, [clinicId]);
  if (!found) throw HttpError.badRequest(M.clinicUnknown, 'clinic_unknown', { clinicId: M.clinicUnknown });
}

export async function insertHealthEntry(manager: EntityManager, animalId: number, entry: HealthEntryData, authorId: number): Promise<number> {
  const { id } = await queryOne<{ id: number }>(
    manager,
    `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, clinic_id, next_due, note, created_by, dose_every_hours, course_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [animalId, entry.type, entry.date, entry.description, entry.costGrosze ?? null, entry.clinicId ?? null, entry.nextDue, entry.note, authorId, entry.doseEveryHours, entry.courseUntil],
  );
  return id;
}

/** A correction: every field as sent, except a cost left out (volunteers never see it), which stays. */
export async function updateHealthEntry(manager: EntityManager, entryId: number, entry: HealthEntryData): Promise<void> {
  const keepCost = entry.costGrosze === undefined;
  await execute(
    manager,
    `UPDATE health_entries SET type = $2, date = $3, description = $4,
       cost_grosze = CASE WHEN $9 THEN cost_grosze ELSE $5 END, clinic_id = $6, next_due = $7, note = $8,
       dose_every_hours = $10, course_until = $11, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [entryId, entry.type, entry.date, entry.description, entry.costGrosze ?? null, entry.clinicId ?? null, entry.nextDue, entry.note, keepCost, entry.doseEveryHours, entry.courseUntil],
  );
}
