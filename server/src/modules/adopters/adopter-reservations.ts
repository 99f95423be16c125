import type { EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, RESERVATION_MESSAGES, RODO_MESSAGES, type AdopterReservedAnimal, type AnimalStatus, type Species } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { adoptionRefusal, freedStatus, lockAnimal } from '../adoptions/adoption-rules.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { coverPath, isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { execute, queryRows, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * Reservations for an adopter who sent no survey (an animal added as "Zarezerwowany" for them).
 * The adopter profile adopts such an animal without a survey (adoptionRefusal lets exactly this
 * adopter through) or releases it. Each change writes a history row on the adopter (their
 * timeline; the RODO erase blanks its details) and one on the animal (ids only).
 */

/** Locks the adopter row against a concurrent erase; an erased adopter is read-only. */
async function lockLiveAdopter(manager: EntityManager, adopterId: number): Promise<void> {
  const [adopter] = await queryRows<Columns<'adopters', 'erased_at'>>(manager, `SELECT erased_at FROM adopters WHERE id = $1 FOR SHARE`, [adopterId]);
  if (!adopter) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
  if (adopter.erased_at) throw HttpError.conflict(RODO_MESSAGES.erasedReadOnly, 'adopter_erased');
}

/** Reserves an available animal for the adopter, in the caller's transaction. */
export async function reserveForAdopter(manager: EntityManager, adopterId: number, animalId: number, actor: HistoryActor): Promise<void> {
  await lockLiveAdopter(manager, adopterId);
  const animal = await lockAnimal(manager, animalId);
  if (animal.adopterReservation?.adopterId === adopterId) return;
  const refusal = adoptionRefusal(animal, null, false);
  if (refusal) throw refusal;
  await execute(manager, `INSERT INTO adopter_reservations (animal_id, adopter_id) VALUES ($1, $2)`, [animalId, adopterId]);
  await execute(manager, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [animalId]);
  const status = { from: animal.status, to: 'Zarezerwowany' as AnimalStatus };
  await recordHistory(manager, {
    actor,
    action: 'adopter.animal_reserved',
    subjectType: 'adopter',
    subjectId: adopterId,
    details: { animals: [{ id: animalId, name: animal.name }] },
  });
  await recordHistory(manager, { actor, action: 'adopter.animal_reserved', subjectType: 'animal', subjectId: animalId, details: { adopterId, changes: { status } } });
}

/** Releases the adopter's reservation of an animal: it is free again ("Wstrzymany" if TM). Answers its name. */
export async function unreserveForAdopter(manager: EntityManager, adopterId: number, animalId: number, actor: HistoryActor): Promise<string> {
  await lockLiveAdopter(manager, adopterId);
  return release(manager, adopterId, animalId, actor);
}

/**
 * Releases every animal still reserved for the adopter, when their data is erased: nobody could
 * adopt through a profile that can no longer change, so the animals would stay "Zarezerwowany".
 */
export async function releaseAllForAdopter(manager: EntityManager, adopterId: number, actor: HistoryActor): Promise<void> {
  const rows = await queryRows<{ animal_id: number }>(
    manager,
    `SELECT animal_id FROM adopter_reservations WHERE adopter_id = $1 AND released_at IS NULL ORDER BY animal_id`,
    [adopterId],
  );
  for (const row of rows) await release(manager, adopterId, row.animal_id, actor);
}

async function release(manager: EntityManager, adopterId: number, animalId: number, actor: HistoryActor): Promise<string> {
  const animal = await lockAnimal(manager, animalId);
  if (animal.adopterReservation?.adopterId !== adopterId) throw HttpError.conflict(RESERVATION_MESSAGES.notReservedForAdopter, 'not_reserved_here');
  const freed = freedStatus(animal);
  await execute(manager, `UPDATE adopter_reservations SET released_at = now(), release_reason = 'unreserved' WHERE id = $1`, [
    animal.adopterReservation.id,
  ]);
  await execute(manager, `UPDATE animals SET status = $2 WHERE id = $1 AND status = 'Zarezerwowany'`, [animalId, freed]);
  const status = { from: animal.status, to: animal.status === 'Zarezerwowany' ? freed : animal.status };
  await recordHistory(manager, {
    actor,
    action: 'adopter.animal_unreserved',
    subjectType: 'adopter',
    subjectId: adopterId,
    details: { animals: [{ id: animalId, name: animal.name }] },
  });
  await recordHistory(manager, { actor, action: 'adopter.animal_unreserved', subjectType: 'animal', subjectId: animalId, details: { adopterId, changes: { status } } });
  return animal.name;
}

/** The animals currently reserved for the adopter, newest first, for their profile. */
export async function reservedForAdopter(db: Queryable, adopterId: number): Promise<AdopterReservedAnimal[]> {
  const rows = await queryRows<{ animal_id: number; created_at: Date; name: string; species: Species; cover_filename: string | null }>(
    db,
    `SELECT r.animal_id, r.created_at, a.name, a.species,
       (SELECT i.filename FROM images i WHERE i.animal_id = a.id
         ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename
     FROM adopter_reservations r JOIN animals a ON a.id = r.animal_id
     WHERE r.adopter_id = $1 AND r.released_at IS NULL
     ORDER BY r.created_at DESC, r.id DESC`,
    [adopterId],
  );
  return rows.map((row) => ({
    animalId: row.animal_id,
    since: isoOrNull(row.created_at) ?? '',
    animal: { name: row.name, species: row.species, cover: coverPath(row.cover_filename) },
  }));
}
