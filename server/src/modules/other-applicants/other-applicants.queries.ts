import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, type Species } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { queryRows } from '../../db/sql.js';

type Db = DataSource | EntityManager;

export interface AnimalRow {
  id: number;
  name: string;
  species: Species;
}

/** Who holds the animal: an active adoption (through a survey or not), else an active reservation. */
export interface Holder {
  kind: 'reserved' | 'adopted';
  surveyId: number | null;
  /** The holder's address: their other surveys are not "other applicants". */
  email: string | null;
}

export interface ApplicantRow {
  id: number;
  adopter_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
  notified_at: Date | null;
}

/** The animal (404 when unknown); with `lock`, its row stays locked until the transaction ends. */
export async function loadAnimal(db: Db, animalId: number, lock = false): Promise<AnimalRow> {
  const [animal] = await queryRows<AnimalRow>(db, `SELECT id, name, species FROM animals WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [animalId]);
  if (!animal) throw HttpError.notFound(ADOPTION_MESSAGES.animalNotFound, 'animal_not_found');
  return animal;
}

export async function loadHolder(db: Db, animalId: number): Promise<Holder | null> {
  const [adoption] = await queryRows<{ survey_id: number | null; email: string }>(
    db,
    `SELECT x.survey_id, lower(coalesce(s.email, ad.email)) AS email
     FROM adoptions x JOIN adopters ad ON ad.id = x.adopter_id LEFT JOIN surveys s ON s.id = x.survey_id
     WHERE x.animal_id = $1 AND x.cancelled_at IS NULL`,
    [animalId],
  );
  if (adoption) return { kind: 'adopted', surveyId: adoption.survey_id, email: adoption.email };
  const [reservation] = await queryRows<{ survey_id: number; email: string }>(
    db,
    `SELECT r.survey_id, lower(s.email) AS email FROM reservations r JOIN surveys s ON s.id = r.survey_id
     WHERE r.animal_id = $1 AND r.released_at IS NULL`,
    [animalId],
  );
  if (reservation) return { kind: 'reserved', surveyId: reservation.survey_id, email: reservation.email };
  return null;
}

/**
 * The other applicants: surveys that chose the animal and are still open (no adoption through
 * them, not anonymised), except the holder's survey and other surveys of the holder's address,
 * oldest first, with when each was told (null: not yet).
 */
export async function listApplicants(db: Db, animalId: number, holder: Holder): Promise<ApplicantRow[]> {
  return queryRows<ApplicantRow>(
    db,
    `SELECT s.id, s.adopter_id, s.first_name, s.last_name, s.email, s.created_at, n.notified_at
     FROM survey_animals sa
     JOIN surveys s ON s.id = sa.survey_id
     JOIN survey_admin_list l ON l.survey_id = s.id
     LEFT JOIN survey_applicant_notices n ON n.animal_id = sa.animal_id AND n.survey_id = s.id
     WHERE sa.animal_id = $1 AND l.bucket <> 'done' AND s.anonymized_at IS NULL
       AND s.id IS DISTINCT FROM $2::int AND ($3::text IS NULL OR lower(s.email) <> $3::text)
     ORDER BY s.created_at, s.id`,
    [animalId, holder.surveyId, holder.email],
  );
}
