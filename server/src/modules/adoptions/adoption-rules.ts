import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, RESERVATION_MESSAGES, type AnimalStatus, type Species } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

/**
 * The state rules shared by survey actions and adoptions recorded from an adopter profile
 * (SPEC section 4; ARCHITECTURE decision 2). Every change of an animal's status, reservation or
 * adoption runs in a transaction that first locks the rows it depends on, always in the same
 * order (survey, then animals by id), so two admins clicking at once are serialised and the second
 * one sees the first one's result. The partial unique indexes are the last guard.
 */

/** An animal row locked FOR UPDATE, with its active reservation and adoption (if any). */
export interface LockedAnimal {
  id: number;
  name: string;
  /** Samiec, Samica or null: the refusals naming the animal agree with it. */
  sex: string | null;
  species: Species;
  status: AnimalStatus;
  tm: boolean;
  reservation: { id: number; surveyId: number } | null;
  /** An active reservation for an adopter without a survey (an animal added as "Zarezerwowany" for them). */
  adopterReservation: { id: number; adopterId: number } | null;
  adoption: { id: number; surveyId: number | null; adopterId: number } | null;
}

/** The animal with its holders, from LEFT JOINs: each holder's columns are null without one. */
type LockedAnimalRow = Columns<'animals', 'id' | 'name' | 'sex' | 'species' | 'status' | 'rainbow_bridge'> & {
  reservation_id: number | null;
  reservation_survey_id: TableRow<'reservations'>['survey_id'] | null;
  adopter_reservation_id: number | null;
  adopter_reservation_adopter_id: TableRow<'adopter_reservations'>['adopter_id'] | null;
  adoption_id: number | null;
  adoption_survey_id: TableRow<'adoptions'>['survey_id'];
  adoption_adopter_id: TableRow<'adoptions'>['adopter_id'] | null;
};

/**
 * Locks the animals (in id order, so concurrent callers never deadlock on each other) and reads
 * their active reservation and adoption. Those rows only change under the same animal lock, so
 * what is read here holds until the transaction ends.
 */
export async function lockAnimals(manager: EntityManager, ids: readonly number[]): Promise<Map<number, LockedAnimal>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  await execute(manager, `SELECT id FROM animals WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [unique]);
  const rows = await queryRows<LockedAnimalRow>(
    manager,
    `SELECT a.id, a.name, a.sex, a.species, a.status, a.rainbow_bridge,
            r.id AS reservation_id, r.survey_id AS reservation_survey_id,
            ar.id AS adopter_reservation_id, ar.adopter_id AS adopter_reservation_adopter_id,
            ad.id AS adoption_id, ad.survey_id AS adoption_survey_id, ad.adopter_id AS adoption_adopter_id
     FROM animals a
     LEFT JOIN reservations r ON r.animal_id = a.id AND r.released_at IS NULL
     LEFT JOIN adopter_reservations ar ON ar.animal_id = a.id AND ar.released_at IS NULL
     LEFT JOIN adoptions ad ON ad.animal_id = a.id AND ad.cancelled_at IS NULL
     WHERE a.id = ANY($1::int[])`,
    [unique],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        sex: row.sex,
        species: row.species,
        status: row.status,
        tm: row.rainbow_bridge,
        reservation: row.reservation_id === null ? null : { id: row.reservation_id, surveyId: row.reservation_survey_id as number },
        adopterReservation:
          row.adopter_reservation_id === null
            ? null
            : { id: row.adopter_reservation_id, adopterId: row.adopter_reservation_adopter_id as number },
        adoption:
          row.adoption_id === null
            ? null
            : { id: row.adoption_id, surveyId: row.adoption_survey_id, adopterId: row.adoption_adopter_id as number },
      },
    ]),
  );
}

export async function lockAnimal(manager: EntityManager, id: number): Promise<LockedAnimal> {
  const animal = (await lockAnimals(manager, [id])).get(id);
  if (!animal) throw HttpError.notFound(ADOPTION_MESSAGES.animalNotFound, 'animal_not_found');
  return animal;
}

/**
 * Why an animal cannot be adopted now (null when it can). `surveyId` is the survey adopting it:
 * an animal reserved by that survey may be adopted; one reserved by another survey may not.
 * `adopterId` is the adopter adopting without a survey: an animal reserved for them may be adopted.
 */
export function adoptionRefusal(animal: LockedAnimal, surveyId: number | null, named: boolean, adopterId: number | null = null): HttpError | null {
  if (animal.tm) {
    return HttpError.conflict(named ? ADOPTION_MESSAGES.rainbowBridgeNamed(animal.name) : ADOPTION_MESSAGES.rainbowBridge, 'animal_tm');
  }
  if (animal.adoption || animal.status === 'Adoptowany') {
    return HttpError.conflict(named ? ADOPTION_MESSAGES.adoptedNamed(animal.name, animal.sex) : ADOPTION_MESSAGES.adopted, 'animal_adopted');
  }
  if (animal.reservation) {
    if (animal.reservation.surveyId === surveyId) return null;
    if (surveyId === null) return HttpError.conflict(ADOPTION_MESSAGES.reservedBySurvey(animal.reservation.surveyId), 'animal_reserved');
    return HttpError.conflict(
      named ? ADOPTION_MESSAGES.reservedByOtherNamed(animal.name, animal.sex) : ADOPTION_MESSAGES.reservedByOther,
      'animal_reserved',
    );
  }
  if (animal.adopterReservation) {
    if (surveyId === null && animal.adopterReservation.adopterId === adopterId) return null;
    return HttpError.conflict(RESERVATION_MESSAGES.reservedForAdopter, 'animal_reserved');
  }
  if (animal.status === 'Zarezerwowany') return HttpError.conflict(ADOPTION_MESSAGES.reservedWithoutSurvey, 'animal_reserved');
  if (animal.status === 'Wstrzymany') {
    return HttpError.conflict(named ? ADOPTION_MESSAGES.onHoldNamed(animal.name, animal.sex) : ADOPTION_MESSAGES.onHold, 'animal_on_hold');
  }
  return null;
}

/**
 * Records an adoption: the adoption row, the animal's status Adoptowany, and the animal's active
 * reservation (which can only be the adopting survey's, see adoptionRefusal) released as 'adopted'.
 */
export async function recordAdoption(
  manager: EntityManager,
  animal: LockedAnimal,
  adopterId: number,
  surveyId: number | null,
): Promise<number> {
  if (animal.reservation) {
    await execute(manager, `UPDATE reservations SET released_at = now(), release_reason = 'adopted' WHERE id = $1`, [animal.reservation.id]);
  }
  if (animal.adopterReservation) {
    await execute(manager, `UPDATE adopter_reservations SET released_at = now(), release_reason = 'adopted' WHERE id = $1`, [
      animal.adopterReservation.id,
    ]);
  }
  const [row] = await queryRows<{ id: number }>(
    manager,
    `INSERT INTO adoptions (animal_id, survey_id, adopter_id) VALUES ($1, $2, $3) RETURNING id`,
    [animal.id, surveyId, adopterId],
  );
  await execute(manager, `UPDATE animals SET status = 'Adoptowany' WHERE id = $1`, [animal.id]);
  return row!.id;
}

/**
 * The status an animal returns to when a reservation or adoption ends: "Dostępny", except a TM
 * animal ('Za Tęczowym Mostem'), which is never available and stays "Wstrzymany".
 */
export const freedStatus = (animal: { tm: boolean }): AnimalStatus => (animal.tm ? 'Wstrzymany' : 'Dostępny');

/** Cancels an active adoption: the history row stays (cancelled_at), the animal is free again. Answers its new status. */
export async function cancelAdoptionRecord(manager: EntityManager, animal: LockedAnimal): Promise<AnimalStatus> {
  if (!animal.adoption) throw HttpError.conflict(ADOPTION_MESSAGES.adoptionNotFound, 'adoption_not_found');
  const status = freedStatus(animal);
  await execute(manager, `UPDATE adoptions SET cancelled_at = now() WHERE id = $1`, [animal.adoption.id]);
  await execute(manager, `UPDATE animals SET status = $2 WHERE id = $1`, [animal.id, status]);
  return status;
}

/** The contact data a survey was sent with. */
export type SurveyContact = Columns<'surveys', 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city'>;

/**
 * The adopter of this e-mail address (case-insensitive), created from the survey's contact data
 * when there is none. An existing adopter is linked, never modified: their data belongs to staff,
 * and a survey that differs is shown as a difference they may apply (survey-contact-apply.ts).
 * `createdAt` dates a new adopter (the demo seed's surveys are in the past).
 */
export async function linkAdopter(manager: EntityManager, contact: SurveyContact, createdAt: Date | null = null): Promise<number> {
  // DO NOTHING returns no row on a conflict; the second statement then reads the existing one.
  // Under READ COMMITTED it sees a row committed by a concurrent insert that caused the conflict.
  const [inserted] = await queryRows<{ id: number }>(
    manager,
    `INSERT INTO adopters (first_name, last_name, email, phone, zip, city, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()), COALESCE($7, now()))
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [contact.first_name, contact.last_name, contact.email, contact.phone, contact.zip, contact.city, createdAt],
  );
  if (inserted) return inserted.id;
  const [existing] = await queryRows<{ id: number }>(manager, `SELECT id FROM adopters WHERE lower(email) = lower($1)`, [contact.email]);
  return existing!.id;
}

function sqlState(error: unknown): { code?: string; constraint?: string } {
  const candidate = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return { code: candidate.driverError?.code ?? candidate.code, constraint: candidate.driverError?.constraint ?? candidate.constraint };
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  return state.code === '23505' && (constraint === undefined || state.constraint === constraint);
}

/** The last guard of the TM rule (migration 1795305600700): a TM animal is never "Dostępny". */
function isTmAvailableViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state.code === '23514' && state.constraint === 'chk_animals_tm_not_available';
}

/** Deadlock or serialization failure: the transaction did nothing and may simply run again. */
function isRetryable(error: unknown): boolean {
  const { code } = sqlState(error);
  return code === '40P01' || code === '40001';
}

const ATTEMPTS = 3;

/**
 * Runs a state change in a transaction, retrying the rare deadlock, and turns a violation of the
 * "one active reservation / adoption per animal" indexes into the same 409 the checks give.
 */
export async function inStateTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_reservations_active_animal')) {
        throw HttpError.conflict(ADOPTION_MESSAGES.reservedByOther, 'animal_reserved');
      }
      if (isUniqueViolation(error, 'uq_adoptions_active_animal')) throw HttpError.conflict(ADOPTION_MESSAGES.adopted, 'animal_adopted');
      if (isUniqueViolation(error, 'uq_adopter_reservations_active_animal')) {
        throw HttpError.conflict(RESERVATION_MESSAGES.reservedForAdopter, 'animal_reserved');
      }
      if (isTmAvailableViolation(error)) throw HttpError.conflict(RESERVATION_MESSAGES.tmNotAvailable, 'animal_tm');
      if (attempt < ATTEMPTS && isRetryable(error)) continue;
      throw error;
    }
  }
}
