import type { EntityManager } from 'typeorm';
import type { Clinic } from '@pets/shared';
import { CARE_RECORD_MESSAGES as M } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute, queryFirst, queryRows, type Queryable } from '../../db/sql.js';

const CLINIC_COLUMNS = `c.id, c.name, (SELECT count(*)::int FROM health_entries e WHERE e.clinic_id = c.id) AS entries`;
const missing = () => HttpError.notFound(M.clinicMissing, 'clinic_not_found');

export function listClinics(db: Queryable): Promise<Clinic[]> {
  return queryRows<Clinic>(db, `SELECT ${CLINIC_COLUMNS} FROM clinics c ORDER BY lower(c.name), c.id`);
}

/** A name already on the list (in any letter case) is a 409: the list stays short and unambiguous. */
export async function addClinic(db: Queryable, name: string): Promise<Clinic> {
  const added = await queryFirst<{ id: number; name: string }>(db, `INSERT INTO clinics (name) VALUES ($1) ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name`, [name]);
  if (!added) throw HttpError.conflict(M.clinicExists, 'clinic_exists');
  return { ...added, entries: 0 };
}

/** Renames a clinic (its entries keep pointing at it); answers the old name. */
export async function renameClinic(manager: EntityManager, id: number, name: string): Promise<{ before: string; clinic: Clinic }> {
  const current = await queryFirst<{ name: string }>(manager, `SELECT name FROM clinics WHERE id = $1 FOR UPDATE`, [id]);
  if (!current) throw missing();
  const clash = await queryFirst(manager, `SELECT 1 FROM clinics WHERE lower(name) = lower($1) AND id <> $2`, [name, id]);
  if (clash) throw HttpError.conflict(M.clinicExists, 'clinic_exists');
  await execute(manager, `UPDATE clinics SET name = $2 WHERE id = $1`, [id, name]);
  const clinic = await queryFirst<Clinic>(manager, `SELECT ${CLINIC_COLUMNS} FROM clinics c WHERE c.id = $1`, [id]);
  return { before: current.name, clinic: clinic! };
}

/** Removes a clinic no entry names (the foreign key is RESTRICT too); answers its name. */
export async function removeClinic(manager: EntityManager, id: number): Promise<string> {
  const clinic = await queryFirst<Clinic>(manager, `SELECT ${CLINIC_COLUMNS} FROM clinics c WHERE c.id = $1 FOR UPDATE`, [id]);
  if (!clinic) throw missing();
  if (clinic.entries > 0) throw HttpError.conflict(M.clinicInUse(clinic.entries), 'clinic_in_use');
  await execute(manager, `DELETE FROM clinics WHERE id = $1`, [id]);
  return clinic.name;
}
