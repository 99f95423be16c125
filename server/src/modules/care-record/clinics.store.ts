import type { Clinic } from '@pets/shared';
import { CARE_RECORD_MESSAGES as M } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { queryFirst, queryRows, type Queryable } from '../../db/sql.js';

export function listClinics(db: Queryable): Promise<Clinic[]> {
  return queryRows<Clinic>(db, `SELECT id, name FROM clinics ORDER BY lower(name), id`);
}

/** A name already on the list (in any letter case) is a 409: the list stays short and unambiguous. */
export async function addClinic(db: Queryable, name: string): Promise<Clinic> {
  const added = await queryFirst<Clinic>(db, `INSERT INTO clinics (name) VALUES ($1) ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name`, [name]);
  if (!added) throw HttpError.conflict(M.clinicExists, 'clinic_exists');
  return added;
}
