import type { EntityManager } from 'typeorm';
import { FOSTER_MESSAGES as F, type FosterApplication, type FosterApplicationStatus } from '@pets/shared';
import { execute, queryFirst, queryOne, queryRows, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { HttpError } from '../../http/http-error.js';

type ApplicationRow = Columns<
  'foster_applications',
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'city'
  | 'species'
  | 'capacity'
  | 'experience'
  | 'housing'
  | 'other_animals'
  | 'vet_transport'
  | 'unavailable'
  | 'status'
  | 'decline_reason'
  | 'decided_at'
  | 'foster_home_id'
  | 'created_at'
> & { decided_by_name: string | null };

const APPLICATION_COLUMNS = `f.id, f.first_name, f.last_name, f.email, f.phone, f.postcode, f.city, f.species, f.capacity, f.experience,
  f.housing, f.other_animals, f.vet_transport, f.unavailable, f.status, f.decline_reason, f.decided_at, f.foster_home_id, f.created_at,
  u.username AS decided_by_name`;

function presentApplication(row: ApplicationRow): FosterApplication {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    city: row.city,
    species: row.species,
    capacity: row.capacity,
    experience: row.experience,
    housing: row.housing,
    otherAnimals: row.other_animals,
    vetTransport: row.vet_transport,
    unavailable: row.unavailable,
    status: row.status,
    declineReason: row.decline_reason,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    decidedBy: row.decided_by_name,
    fosterHomeId: row.foster_home_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** Applications of one state (newest first), or all; at most 500: a foundation decides them as they come. */
export async function listFosterApplications(db: Queryable, status: FosterApplicationStatus | 'wszystkie'): Promise<FosterApplication[]> {
  const rows = await queryRows<ApplicationRow>(
    db,
    `SELECT ${APPLICATION_COLUMNS} FROM foster_applications f LEFT JOIN admin_users u ON u.id = f.decided_by
     WHERE ($1::text = 'wszystkie' OR f.status = $1) ORDER BY f.created_at DESC, f.id DESC LIMIT 500`,
    [status],
  );
  return rows.map(presentApplication);
}

export async function findFosterApplication(db: Queryable, id: number): Promise<FosterApplication | null> {
  const row = await queryFirst<ApplicationRow>(db, `SELECT ${APPLICATION_COLUMNS} FROM foster_applications f LEFT JOIN admin_users u ON u.id = f.decided_by WHERE f.id = $1`, [id]);
  return row ? presentApplication(row) : null;
}

/** Every application sent from these (lower-cased) addresses, oldest first, with its consent: the person's RODO export. */
export async function fosterApplicationsOf(
  db: Queryable,
  emails: readonly string[],
): Promise<(FosterApplication & { consentAt: string; consentPolicyVersion: string })[]> {
  const rows = await queryRows<ApplicationRow & Columns<'foster_applications', 'consent_at' | 'consent_policy_version'>>(
    db,
    `SELECT ${APPLICATION_COLUMNS}, f.consent_at, f.consent_policy_version
     FROM foster_applications f LEFT JOIN admin_users u ON u.id = f.decided_by
     WHERE lower(f.email) = ANY($1::text[]) ORDER BY f.created_at, f.id`,
    [emails],
  );
  return rows.map((row) => ({ ...presentApplication(row), consentAt: row.consent_at.toISOString(), consentPolicyVersion: row.consent_policy_version }));
}

/** Locks a new application for its decision; a decided one is a 409 (two coordinators clicking at once: one decides). */
async function lockNewApplication(manager: EntityManager, id: number): Promise<Columns<'foster_applications', 'id' | 'status'>> {
  const row = await queryFirst<Columns<'foster_applications', 'id' | 'status'>>(manager, `SELECT id, status FROM foster_applications WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw HttpError.notFound(F.applicationNotFound, 'application_not_found');
  if (row.status !== 'nowe') throw HttpError.conflict(F.applicationDecided, 'application_decided');
  return row;
}

/**
 * Accepts an application: a foster home is made from what the applicant typed (no retyping), the
 * free-text periods they cannot take animals go into the home's notes for staff to date.
 */
export async function acceptFosterApplication(manager: EntityManager, id: number, adminId: number): Promise<number> {
  await lockNewApplication(manager, id);
  const home = await queryOne<{ id: number }>(
    manager,
    `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity, notes, application_id)
     SELECT first_name, last_name, email, phone, postcode, city, species, capacity,
            CASE WHEN unavailable <> '' THEN 'Niedostępność podana w zgłoszeniu: ' || unavailable ELSE '' END, id
     FROM foster_applications WHERE id = $1 RETURNING id`,
    [id],
  );
  await execute(manager, `UPDATE foster_applications SET status = 'przyjete', decided_at = now(), decided_by = $2, foster_home_id = $3 WHERE id = $1`, [id, adminId, home.id]);
  return home.id;
}

export async function declineFosterApplication(manager: EntityManager, id: number, adminId: number, reason: string): Promise<void> {
  await lockNewApplication(manager, id);
  await execute(manager, `UPDATE foster_applications SET status = 'odrzucone', decided_at = now(), decided_by = $2, decline_reason = $3 WHERE id = $1`, [id, adminId, reason]);
}
