import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, areInSameGroup, MESSAGES, type AnimalStatus, type SurveyAdminDetail } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import {
  adoptionRefusal,
  cancelAdoptionRecord,
  freedStatus,
  inStateTransaction,
  lockAnimal,
  lockAnimals,
  linkAdopter,
  recordAdoption,
} from '../adoptions/adoption-rules.js';
import type { HistoryActor } from '../history/history.js';
import { recordSurveyHistory, stateChange, surveyStateLabel, type TouchedAnimal } from './survey-history.js';
import { assertOpen, detailAfter, linkedAdopterId, lockSurvey, surveyNotFound } from './survey-locks.js';
import { loadSurveyDetail } from './surveys.admin.queries.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * The survey actions of SPEC section 4 ("Animal inside a survey"): selection, reserve, unreserve,
 * adopt-bulk, cancel adoption. Each runs in one transaction that locks the survey row, then the
 * animals (by id), checks the rules against what it locked, writes, records who did what in the
 * history (survey-history.ts), and answers the survey as it is after the change. A closed survey
 * refuses them (survey-lifecycle.ts reopens it).
 */

async function selectionOf(manager: EntityManager, surveyId: number): Promise<Set<number>> {
  const rows = await queryRows<{ animal_id: number }>(manager, `SELECT animal_id FROM survey_animals WHERE survey_id = $1`, [surveyId]);
  return new Set(rows.map((row) => row.animal_id));
}

async function animalNames(manager: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Columns<'animals', 'id' | 'name'>>(manager, `SELECT id, name FROM animals WHERE id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function getSurveyDetail(db: DataSource, id: number): Promise<SurveyAdminDetail> {
  const detail = await loadSurveyDetail(db, id);
  if (!detail) throw surveyNotFound();
  return detail;
}

/**
 * POST /survey/:id/selected-animals: replaces the selection. Animals reserved or adopted through
 * this survey must stay; newly added ones must exist, belong to the survey's species group and be
 * adoptable (not adopted, not 'Za Tęczowym Mostem'). Animals already in the selection are kept
 * whatever happened to them since.
 */
export function saveSelection(db: DataSource, surveyId: number, animalIds: readonly number[], actor: HistoryActor): Promise<SurveyAdminDetail> {
  const wanted = [...new Set(animalIds)];
  return inStateTransaction(db, async (manager) => {
    const survey = await lockSurvey(manager, surveyId);
    const current = await selectionOf(manager, surveyId);
    const added = wanted.filter((id) => !current.has(id));
    const removed = [...current].filter((id) => !wanted.includes(id));
    if (added.length === 0 && removed.length === 0) return detailAfter(manager, surveyId);
    assertOpen(survey);
    const held = await queryRows<{ animal_id: number; adopted: boolean }>(
      manager,
      `SELECT animal_id, false AS adopted FROM reservations WHERE survey_id = $1 AND released_at IS NULL
       UNION ALL SELECT animal_id, true FROM adoptions WHERE survey_id = $1 AND cancelled_at IS NULL`,
      [surveyId],
    );
    const wantedSet = new Set(wanted);
    for (const item of held) {
      if (wantedSet.has(item.animal_id)) continue;
      const message = item.adopted ? ADOPTION_MESSAGES.adoptedCannotRemove : MESSAGES.admin.reservedCannotRemove;
      throw HttpError.conflict(message, item.adopted ? 'adopted_cannot_remove' : 'reserved_cannot_remove');
    }

    if (added.length > 0) {
      const rows = await queryRows<Columns<'animals', 'id' | 'species' | 'status' | 'rainbow_bridge'>>(
        manager,
        `SELECT id, species, status, rainbow_bridge FROM animals WHERE id = ANY($1::int[])`,
        [added],
      );
      if (rows.length !== added.length) throw HttpError.badRequest(MESSAGES.survey.animalNotFound, 'animal_not_found');
      if (rows.some((row) => !areInSameGroup(survey.species, row.species))) {
        throw HttpError.badRequest(MESSAGES.survey.animalsOutsideGroup, 'animal_outside_group');
      }
      if (rows.some((row) => row.status === 'Adoptowany' || row.rainbow_bridge)) {
        throw HttpError.conflict(ADOPTION_MESSAGES.animalsUnavailable, 'animal_not_adoptable');
      }
      await execute(
        manager,
        `INSERT INTO survey_animals (survey_id, animal_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [surveyId, added],
      );
    }
    if (removed.length > 0) {
      await execute(manager, `DELETE FROM survey_animals WHERE survey_id = $1 AND animal_id = ANY($2::int[])`, [surveyId, removed]);
    }
    const names = await animalNames(manager, [...current, ...added]);
    const named = (ids: Iterable<number>) => [...ids].map((id) => names.get(id) ?? `#${id}`);
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.selection_changed',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      animals: [
        ...added.map((id): TouchedAnimal => ({ id, name: names.get(id) ?? '', selected: { from: false, to: true } })),
        ...removed.map((id): TouchedAnimal => ({ id, name: names.get(id) ?? '', selected: { from: true, to: false } })),
      ],
      survey: { changes: { selection: { from: named(current), to: named(wanted) } } },
    });
    return detailAfter(manager, surveyId);
  });
}

/**
 * POST /survey/:id/reserve: an available animal (Dostępny, not 'Za Tęczowym Mostem', no
 * reservation or adoption) of the survey's species group becomes Zarezerwowany, with a reservation
 * of this survey; it joins the selection. Reserving again through the same survey changes nothing.
 */
export function reserveAnimal(
  db: DataSource,
  surveyId: number,
  animalId: number,
  actor: HistoryActor,
): Promise<{ name: string; survey: SurveyAdminDetail }> {
  return inStateTransaction(db, async (manager) => {
    const name = await reserveForSurvey(manager, surveyId, animalId, actor);
    return { name, survey: await detailAfter(manager, surveyId) };
  });
}

/**
 * The reservation "Zarezerwuj" makes, inside the caller's transaction (also used when an animal is
 * added as "Zarezerwowany" for a survey): locks, checks, the reservation row, the status, the
 * selection and the history rows. Answers the animal's name.
 */
export async function reserveForSurvey(manager: EntityManager, surveyId: number, animalId: number, actor: HistoryActor): Promise<string> {
  const survey = await lockSurvey(manager, surveyId);
  const animal = await lockAnimal(manager, animalId);
  if (!areInSameGroup(survey.species, animal.species)) throw HttpError.badRequest(ADOPTION_MESSAGES.outsideGroup, 'animal_outside_group');
  if (animal.reservation?.surveyId !== surveyId) {
    assertOpen(survey);
    const refusal = adoptionRefusal(animal, surveyId, false);
    if (refusal) throw refusal;
    const before = await surveyStateLabel(manager, surveyId);
    await execute(manager, `INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)`, [animalId, surveyId]);
    await execute(manager, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [animalId]);
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.reserved',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      animals: [{ id: animalId, name: animal.name, status: { from: animal.status, to: 'Zarezerwowany' } }],
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
    });
  }
  await execute(manager, `INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [surveyId, animalId]);
  return animal.name;
}

/** POST /survey/:id/unreserve: only the survey holding the reservation releases it; the animal is Dostępny again. */
export function unreserveAnimal(
  db: DataSource,
  surveyId: number,
  animalId: number,
  actor: HistoryActor,
): Promise<{ name: string; survey: SurveyAdminDetail }> {
  return inStateTransaction(db, async (manager) => {
    const survey = await lockSurvey(manager, surveyId);
    const animal = await lockAnimal(manager, animalId);
    if (!animal.reservation || animal.reservation.surveyId !== surveyId) {
      throw HttpError.conflict(ADOPTION_MESSAGES.notReservedHere, 'not_reserved_here');
    }
    const before = await surveyStateLabel(manager, surveyId);
    const status = await releaseReservation(manager, animal.reservation.id, animal, 'unreserved');
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.unreserved',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      animals: [{ id: animalId, name: animal.name, status }],
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
    });
    return { name: animal.name, survey: await detailAfter(manager, surveyId) };
  });
}

/**
 * POST /survey/:id/adopt-bulk: all or nothing. Every animal must be selected or reserved by this
 * survey, of its species group, not 'Za Tęczowym Mostem', and available or reserved by this
 * survey. The adopter is the one the survey is linked to, else the one of its e-mail address
 * (created from the survey's contact data when there is none; an existing one is not changed), each
 * animal gets its adoption and becomes Adoptowany, its reservation is released ('adopted'), and
 * the selection keeps only what the survey adopted (and anything it still reserves).
 */
export function adoptAnimals(db: DataSource, surveyId: number, animalIds: readonly number[], actor: HistoryActor): Promise<SurveyAdminDetail> {
  return inStateTransaction(db, async (manager) => {
    const survey = await lockSurvey(manager, surveyId);
    assertOpen(survey);
    const locked = await lockAnimals(manager, animalIds);
    const selection = await selectionOf(manager, surveyId);
    const animals = [...new Set(animalIds)].map((id) => {
      const animal = locked.get(id);
      if (!animal) throw HttpError.notFound(ADOPTION_MESSAGES.animalNotFound, 'animal_not_found');
      return animal;
    });
    for (const animal of animals) {
      if (!selection.has(animal.id) && animal.reservation?.surveyId !== surveyId) {
        throw HttpError.conflict(ADOPTION_MESSAGES.notSelectedNamed(animal.name, animal.sex), 'animal_not_selected');
      }
      if (!areInSameGroup(survey.species, animal.species)) {
        throw HttpError.badRequest(ADOPTION_MESSAGES.outsideGroupNamed(animal.name), 'animal_outside_group');
      }
      const refusal = adoptionRefusal(animal, surveyId, true);
      if (refusal) throw refusal;
    }
    const before = await surveyStateLabel(manager, surveyId);
    const adopterId = (await linkedAdopterId(manager, survey)) ?? (await linkAdopter(manager, survey));
    if (adopterId !== survey.adopter_id) await execute(manager, `UPDATE surveys SET adopter_id = $2 WHERE id = $1`, [surveyId, adopterId]);
    for (const animal of animals) await recordAdoption(manager, animal, adopterId, surveyId);
    await execute(
      manager,
      `DELETE FROM survey_animals sa WHERE sa.survey_id = $1
         AND NOT EXISTS (SELECT 1 FROM adoptions ad WHERE ad.survey_id = $1 AND ad.animal_id = sa.animal_id AND ad.cancelled_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.survey_id = $1 AND r.animal_id = sa.animal_id AND r.released_at IS NULL)`,
      [surveyId],
    );
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.adopted',
      surveyId,
      adopterId,
      animals: animals.map((animal) => ({ id: animal.id, name: animal.name, status: { from: animal.status, to: 'Adoptowany' as AnimalStatus } })),
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
    });
    return detailAfter(manager, surveyId);
  });
}

/**
 * POST /survey/:id/cancel-adoption: the adoption through this survey is cancelled (the row is
 * kept with cancelled_at), the animal is Dostępny again and stays in the selection.
 */
export function cancelSurveyAdoption(
  db: DataSource,
  surveyId: number,
  animalId: number,
  actor: HistoryActor,
): Promise<{ name: string; survey: SurveyAdminDetail }> {
  return inStateTransaction(db, async (manager) => {
    await lockSurvey(manager, surveyId);
    const animal = await lockAnimal(manager, animalId);
    if (!animal.adoption || animal.adoption.surveyId !== surveyId) throw HttpError.conflict(ADOPTION_MESSAGES.notAdoptedHere, 'not_adopted_here');
    const before = await surveyStateLabel(manager, surveyId);
    const freed = await cancelAdoptionRecord(manager, animal);
    await execute(manager, `INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [surveyId, animalId]);
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.adoption_cancelled',
      surveyId,
      adopterId: animal.adoption.adopterId,
      animals: [{ id: animalId, name: animal.name, status: { from: animal.status, to: freed } }],
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
    });
    return { name: animal.name, survey: await detailAfter(manager, surveyId) };
  });
}

/**
 * Releases a survey's reservation of a locked animal (unreserve, or the survey closed): the animal
 * is free again unless staff changed its status meanwhile; free is "Dostępny", or "Wstrzymany" for a
 * TM animal (never available). Answers its status change.
 */
export async function releaseReservation(
  manager: EntityManager,
  reservationId: number,
  animal: { id: number; status: AnimalStatus; tm: boolean },
  reason: 'unreserved' | 'survey_closed',
): Promise<{ from: AnimalStatus; to: AnimalStatus }> {
  const freed = freedStatus(animal);
  await execute(manager, `UPDATE reservations SET released_at = now(), release_reason = $2 WHERE id = $1`, [reservationId, reason]);
  await execute(manager, `UPDATE animals SET status = $2 WHERE id = $1 AND status = 'Zarezerwowany'`, [animal.id, freed]);
  return { from: animal.status, to: animal.status === 'Zarezerwowany' ? freed : animal.status };
}
