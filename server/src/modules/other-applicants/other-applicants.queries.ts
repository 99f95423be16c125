import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { Columns, TableRow } from '../../db/rows.js';
import { queryRows } from '../../db/sql.js';

type Db = DataSource | EntityManager;

export type AnimalRow = Columns<'animals', 'id' | 'name' | 'species'>;

/** Who holds the animal: an active adoption (through a survey or not), else an active reservation. */
export interface Holder {
  kind: 'reserved' | 'adopted';
  surveyId: number | null;
  /** The holder's address: their other surveys are not "other applicants". */
  email: string | null;
}

export type ApplicantRow = Columns<'surveys', 'id' | 'adopter_id' | 'first_name' | 'last_name' | 'email' | 'created_at'> & {
  /** From the LEFT JOIN of survey_applicant_notices: null when not told yet. */
  notified_at: TableRow<'survey_applicant_notices'>['notified_at'] | null;
};

/** The animal (404 when unknown); with `lock`, its row stays locked until the transaction ends. */
export async function loadAnimal(db: Db, animalId: number, lock = false): Promise<AnimalRow> {
  const [animal] = await queryRows<AnimalRow>(db, `SELECT id, name, species FROM animals WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [animalId]);
  if (!animal) throw HttpError.notFound(ADOPTION_MESSAGES.animalNotFound, 'animal_not_found');
  return animal;
}

export async function loadHolder(db: Db, animalId: number): Promise<Holder | null> {
  const [adoption] = await queryRows<Columns<'adoptions', 'survey_id'> & { email: string /* lower(coalesce(survey's, adopter's)) */ }>(
    db,
    `SELECT x.survey_id, lower(coalesce(s.email, ad.email)) AS email
     FROM adoptions x JOIN adopters ad ON ad.id = x.adopter_id LEFT JOIN surveys s ON s.id = x.survey_id
     WHERE x.animal_id = $1 AND x.cancelled_at IS NULL`,
    [animalId],
  );
  if (adoption) return { kind: 'adopted', surveyId: adoption.survey_id, email: adoption.email };
  const [reservation] = await queryRows<Columns<'reservations', 'survey_id'> & { email: string /* lower() */ }>(
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
