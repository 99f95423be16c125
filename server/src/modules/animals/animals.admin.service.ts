import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, MESSAGES, RESERVATION_MESSAGES, type AnimalAddInput, type AnimalUpdateInput, type ReservationInfo } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { reserveForAdopter } from '../adopters/adopter-reservations.js';
import { freedStatus, inStateTransaction, lockAnimal } from '../adoptions/adoption-rules.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { reserveForSurvey } from '../surveys/surveys.admin.service.js';
import { animalChanges, animalEditAction, type AnimalFieldValues } from './animal-changes.js';
import { saveIntake } from './animal-intake.js';
import type { AnimalRow } from './animal-row.js';
import { findAnimalById } from './animals.queries.js';
import type { Columns } from '../../db/rows.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

export const STATUS_ONLY_THROUGH_SURVEYS = 'Status tego zwierzaka zmienia się tylko przez ankiety (rezerwacja lub adopcja).';

/**
 * Adds an animal and records who did it (name, species and status: no description). An animal
 * added as "Zarezerwowany" is reserved in the same transaction for the survey (exactly as its
 * "Zarezerwuj" would) or the adopter it names: it is inserted available, then reserved, so the
 * reservation's rules and history are the usual ones and a refusal leaves nothing behind.
 */
export async function addAnimal(db: DataSource, input: AnimalAddInput, actor: HistoryActor): Promise<number> {
  return inStateTransaction(db, async (manager) => {
    const tm = input.TM === 'Tak';
    const inserted = input.status === 'Zarezerwowany' ? 'Dostępny' : input.status;
    const row = await queryOne<{ id: number }>(
      manager,
      `INSERT INTO animals (name, species, sex, birth_date, neutered, status, description, health, rainbow_bridge)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [input.imie, input.gatunek, input.plec, input.data_urodzenia, input.wykastrowany === 'Tak', inserted, input.opis, input.stan_zdrowia, tm],
    );
    const id = row.id;
    // The care record's intake (issue 32): the date defaults to today, the rest to empty.
    await saveIntake(manager, id, input);
    const reservedFor =
      input.ankieta_id !== undefined ? { surveyId: input.ankieta_id } : input.adoptujacy_id !== undefined ? { adopterId: input.adoptujacy_id } : undefined;
    await recordHistory(manager, {
      actor,
      action: 'animal.created',
      subjectType: 'animal',
      subjectId: id,
      details: { name: input.imie, species: input.gatunek, status: input.status, ...(tm ? { TM: 'Tak' } : {}), ...(reservedFor ? { reservedFor } : {}) },
    });
    if (input.ankieta_id !== undefined) await reserveForSurvey(manager, input.ankieta_id, id, actor);
    if (input.adoptujacy_id !== undefined) await reserveForAdopter(manager, input.adoptujacy_id, id, actor);
    return id;
  });
}

/** The stored fields an edit starts from (saveAnimalFields). */
interface CurrentAnimalFields {
  name: string;
  species: string;
  sex: string;
  birth_date: string | null;
  neutered: boolean;
  status: string;
  description: string;
  health: string;
  rainbow_bridge: boolean;
}

/** One active reservation with the contact it was made for (a survey's or an adopter's). */
/** The contact columns come from surveys or adopters (the same types in both). */
type ReservationInfoRow = Columns<'surveys', 'first_name' | 'last_name' | 'email' | 'phone'> &
  Columns<'adopters', 'first_name' | 'last_name' | 'email' | 'phone'> & {
  /** Formatted by SQL (since()). */
  since: string;
  /** One of the two is set: the reservation's survey or its adopter (NULL on the other side of the UNION). */
  survey_id: number | null;
  adopter_id: number | null;
};

/** A row of `animals` as the edit form names its fields. */
function formValues(row: CurrentAnimalFields): AnimalFieldValues {
  return {
    imie: row.name,
    gatunek: row.species,
    plec: row.sex,
    data_urodzenia: row.birth_date,
    wykastrowany: row.neutered ? 'Tak' : 'Nie',
    status: row.status,
    opis: row.description,
    stan_zdrowia: row.health,
    TM: row.rainbow_bridge ? 'Tak' : 'Nie',
  };
}

/** A field left empty keeps its previous value (SPEC section 5). */
const keep = <T>(next: T | undefined | '', previous: T): T => (next === undefined || next === '' ? previous : next);

/**
 * The status an edit leaves. A TM animal is never "Dostępny": releasing its hold is refused, and
 * marking an available animal TM holds it (the TM mark is the reason, shown beside the switch).
 */
function editedStatus(current: { status: string; rainbow_bridge: boolean }, input: AnimalUpdateInput, tm: boolean): string {
  const status = keep(input.status, current.status);
  if (!tm || status !== 'Dostępny') return status;
  if (input.status === 'Dostępny' && current.status !== 'Dostępny') throw HttpError.conflict(RESERVATION_MESSAGES.tmNotAvailable, 'animal_tm');
  return 'Wstrzymany';
}

/**
 * Saves an edit. The status only moves between Dostępny and Wstrzymany here (the hold switch);
 * reserved and adopted animals change status only through surveys, and the row lock makes the
 * check hold against a reservation made at the same moment.
 */
export async function updateAnimal(db: DataSource, id: number, input: AnimalUpdateInput, actor: HistoryActor): Promise<AnimalRow> {
  await inStateTransaction(db, (manager) => saveAnimalFields(manager, id, input, actor));
  const saved = await findAnimalById(db, id);
  if (!saved) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return saved;
}

/**
 * The fields of an edit inside the caller's transaction (PUT /animals/:id and the one-call edit):
 * locks the animal's row, applies the status rules, writes the row and its history (from -> to).
 */
export async function saveAnimalFields(manager: EntityManager, id: number, input: AnimalUpdateInput, actor: HistoryActor): Promise<void> {
  const [current] = await queryRows<CurrentAnimalFields>(
    manager,
    `SELECT name, species, sex, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, neutered, status, description, health, rainbow_bridge
     FROM animals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!current) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  if (input.status && input.status !== current.status && !['Dostępny', 'Wstrzymany'].includes(current.status)) {
    throw HttpError.conflict(STATUS_ONLY_THROUGH_SURVEYS, 'status_locked');
  }
  const rainbowBridge = input.TM ? input.TM === 'Tak' : current.rainbow_bridge;
  const next = {
    name: keep(input.imie, current.name),
    species: keep(input.gatunek, current.species),
    sex: keep(input.plec, current.sex),
    birth_date: keep(input.data_urodzenia, current.birth_date),
    neutered: input.wykastrowany ? input.wykastrowany === 'Tak' : current.neutered,
    status: editedStatus(current, input, rainbowBridge),
    description: keep(input.opis, current.description),
    health: keep(input.stan_zdrowia, current.health),
    rainbow_bridge: rainbowBridge,
  };
  await execute(
    manager,
    `UPDATE animals SET name = $2, species = $3, sex = $4, birth_date = $5, neutered = $6, status = $7,
       description = $8, health = $9, rainbow_bridge = $10 WHERE id = $1`,
    [id, next.name, next.species, next.sex, next.birth_date, next.neutered, next.status, next.description, next.health, next.rainbow_bridge],
  );
  // A save that changed nothing is not an action worth a row.
  const before = formValues(current);
  const after = formValues(next);
  const changes = { ...animalChanges(before, after), ...(await saveIntake(manager, id, input)) };
  if (Object.keys(changes).length > 0) {
    await recordHistory(manager, { actor, action: animalEditAction(before, after), subjectType: 'animal', subjectId: id, details: { changes } });
  }
}

/**
 * The animal's active reservation: a survey's (with the survey's contact data), or an adopter's
 * made when the animal was added as "Zarezerwowany" for them (with the adopter's data).
 */
export async function reservationInfo(db: DataSource, animalId: number): Promise<ReservationInfo> {
  const since = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const rows = await queryRows<ReservationInfoRow>(
    db,
    `SELECT ${since('r.created_at')} AS since, r.survey_id, NULL::int AS adopter_id, s.first_name, s.last_name, s.email, s.phone
     FROM reservations r JOIN surveys s ON s.id = r.survey_id
     WHERE r.animal_id = $1 AND r.released_at IS NULL
     UNION ALL
     SELECT ${since('r.created_at')}, NULL, r.adopter_id, ad.first_name, ad.last_name, ad.email, ad.phone
     FROM adopter_reservations r JOIN adopters ad ON ad.id = r.adopter_id
     WHERE r.animal_id = $1 AND r.released_at IS NULL`,
    [animalId],
  );
  const row = rows[0];
  if (!row) return { active: false, since: null, surveyId: null, adopter: null };
  return {
    active: true,
    since: row.since,
    surveyId: row.survey_id,
    adopter: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    ...(row.adopter_id === null ? {} : { adopterId: row.adopter_id }),
  };
}

/**
 * POST /animals/:id/release-reservation: an animal left "Zarezerwowany" with no reservation behind
 * it (older data: the status was chosen on add before a reservation was required) becomes free
 * again, "Dostępny" (or "Wstrzymany" for a TM animal). A real reservation is released where it was
 * made (the survey or the adopter profile), so it is refused here.
 */
export async function releaseStaleReservation(db: DataSource, id: number, actor: HistoryActor): Promise<{ message: string; animal: AnimalRow }> {
  const message = await inStateTransaction(db, async (manager) => {
    const animal = await lockAnimal(manager, id);
    if (animal.status !== 'Zarezerwowany') throw HttpError.conflict(RESERVATION_MESSAGES.notReservedStatus, 'not_reserved');
    if (animal.reservation) throw HttpError.conflict(ADOPTION_MESSAGES.reservedBySurvey(animal.reservation.surveyId), 'animal_reserved');
    if (animal.adopterReservation) throw HttpError.conflict(RESERVATION_MESSAGES.reservedForAdopter, 'animal_reserved');
    const freed = freedStatus(animal);
    await execute(manager, `UPDATE animals SET status = $2 WHERE id = $1`, [id, freed]);
    await recordHistory(manager, {
      actor,
      action: 'animal.reservation_released',
      subjectType: 'animal',
      subjectId: id,
      details: { changes: { status: { from: animal.status, to: freed } } },
    });
    return freed === 'Dostępny' ? RESERVATION_MESSAGES.released : RESERVATION_MESSAGES.releasedHeld;
  });
  const saved = await findAnimalById(db, id);
  if (!saved) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return { message, animal: saved };
}

export async function animalExists(db: DataSource, id: number): Promise<boolean> {
  const rows = await queryRows<unknown>(db, `SELECT 1 FROM animals WHERE id = $1`, [id]);
  return rows.length > 0;
}
