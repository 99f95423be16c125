import type { DataSource } from 'typeorm';
import { MESSAGES, type AnimalAddInput, type AnimalUpdateInput, type ReservationInfo } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { animalChanges, animalEditAction, type AnimalFieldValues } from './animal-changes.js';
import { ANIMAL_COLUMNS, type AnimalRow } from './animal-row.js';
import { findAnimalById } from './animals.queries.js';

const ARCHIVED = `(a.status = 'Adoptowany' OR a.rainbow_bridge)`;

export const STATUS_ONLY_THROUGH_SURVEYS = 'Status tego zwierzaka zmienia się tylko przez ankiety (rezerwacja lub adopcja).';

/** Every animal for the admin browse screen (not adopted, not TM), or the archive (the rest). */
export function listAnimalsForAdmin(db: DataSource, archive: boolean): Promise<AnimalRow[]> {
  return db.query(
    `SELECT ${ANIMAL_COLUMNS} FROM animals a WHERE ${archive ? ARCHIVED : `NOT ${ARCHIVED}`} ORDER BY a.created_at DESC, a.id DESC`,
  );
}

/** Adds an animal and records who did it (name, species and status: no description). */
export async function addAnimal(db: DataSource, input: AnimalAddInput, actor: HistoryActor): Promise<number> {
  return db.transaction(async (manager) => {
    const [row] = await manager.query(
      `INSERT INTO animals (name, species, sex, birth_date, neutered, status, description, health)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [input.imie, input.gatunek, input.plec, input.data_urodzenia, input.wykastrowany === 'Tak', input.status, input.opis, input.stan_zdrowia],
    );
    const id = row.id as number;
    await recordHistory(manager, { actor, action: 'animal.created', subjectType: 'animal', subjectId: id, details: { name: input.imie, species: input.gatunek, status: input.status } });
    return id;
  });
}

/** A row of `animals` as the edit form names its fields. */
function formValues(row: {
  name: string;
  species: string;
  sex: string;
  birth_date: string | null;
  neutered: boolean;
  status: string;
  description: string;
  health: string;
  rainbow_bridge: boolean;
}): AnimalFieldValues {
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
 * Saves an edit. The status only moves between Dostępny and Wstrzymany here (the hold switch);
 * reserved and adopted animals change status only through surveys, and the row lock makes the
 * check hold against a reservation made at the same moment.
 */
export async function updateAnimal(db: DataSource, id: number, input: AnimalUpdateInput, actor: HistoryActor): Promise<AnimalRow> {
  await db.transaction(async (manager) => {
    const [current] = await manager.query(
      `SELECT name, species, sex, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, neutered, status, description, health, rainbow_bridge
       FROM animals WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!current) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
    if (input.status && input.status !== current.status && !['Dostępny', 'Wstrzymany'].includes(current.status)) {
      throw HttpError.conflict(STATUS_ONLY_THROUGH_SURVEYS, 'status_locked');
    }
    const next = {
      name: keep(input.imie, current.name),
      species: keep(input.gatunek, current.species),
      sex: keep(input.plec, current.sex),
      birth_date: keep(input.data_urodzenia, current.birth_date),
      neutered: input.wykastrowany ? input.wykastrowany === 'Tak' : current.neutered,
      status: keep(input.status, current.status),
      description: keep(input.opis, current.description),
      health: keep(input.stan_zdrowia, current.health),
      rainbow_bridge: input.TM ? input.TM === 'Tak' : current.rainbow_bridge,
    };
    await manager.query(
      `UPDATE animals SET name = $2, species = $3, sex = $4, birth_date = $5, neutered = $6, status = $7,
         description = $8, health = $9, rainbow_bridge = $10 WHERE id = $1`,
      [id, next.name, next.species, next.sex, next.birth_date, next.neutered, next.status, next.description, next.health, next.rainbow_bridge],
    );
    // A save that changed nothing is not an action worth a row.
    const before = formValues(current);
    const after = formValues(next);
    const changes = animalChanges(before, after);
    if (Object.keys(changes).length > 0) {
      await recordHistory(manager, { actor, action: animalEditAction(before, after), subjectType: 'animal', subjectId: id, details: { changes } });
    }
  });
  const saved = await findAnimalById(db, id);
  if (!saved) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return saved;
}

export async function reservationInfo(db: DataSource, animalId: number): Promise<ReservationInfo> {
  const rows = await db.query(
    `SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since, r.survey_id,
            s.first_name, s.last_name, s.email, s.phone
     FROM reservations r JOIN surveys s ON s.id = r.survey_id
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
  };
}

export async function animalExists(db: DataSource, id: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM animals WHERE id = $1`, [id]);
  return rows.length > 0;
}
