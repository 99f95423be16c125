import type { EntityManager } from 'typeorm';
import {
  FOSTER_MESSAGES as F,
  formatDate,
  MESSAGES,
  type AnimalPlacements,
  type Placement,
  type PlacementInput,
  type PlacementWarning,
  type Species,
} from '@pets/shared';
import { queryFirst, queryOne, queryRows, execute, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { FOSTER_HOME_NAME_SQL } from './foster-home-name.js';

/** Animals that still count against a home's places: not adopted, not gone. */
export const LIVING_WITH_HOME = `a.status <> 'Adoptowany' AND NOT a.rainbow_bridge`;

type PlacementRow = Columns<'animal_placements', 'id' | 'animal_id' | 'foster_home_id' | 'note' | 'created_at'> & {
  starts_on: string;
  home_name: string | null;
  created_by_name: string | null;
};

function presentPlacement(row: PlacementRow): Placement {
  return {
    id: row.id,
    animalId: row.animal_id,
    fosterHomeId: row.foster_home_id,
    fosterHomeName: row.home_name,
    date: row.starts_on,
    note: row.note,
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
  };
}

/** An animal's moves, newest first; the first is where it lives now (none: with the foundation since intake). */
export async function animalPlacements(db: Queryable, animalId: number): Promise<AnimalPlacements> {
  const rows = await queryRows<PlacementRow>(
    db,
    `SELECT p.id, p.animal_id, p.foster_home_id, p.note, p.created_at, to_char(p.starts_on, 'YYYY-MM-DD') AS starts_on,
            CASE WHEN fh.id IS NULL THEN NULL ELSE ${FOSTER_HOME_NAME_SQL} END AS home_name, u.username AS created_by_name
     FROM animal_placements p
     LEFT JOIN foster_homes fh ON fh.id = p.foster_home_id
     LEFT JOIN admin_users u ON u.id = p.created_by
     WHERE p.animal_id = $1 ORDER BY p.starts_on DESC, p.id DESC`,
    [animalId],
  );
  const history = rows.map(presentPlacement);
  return { current: history[0] ?? null, history };
}

type HomeForMove = Columns<'foster_homes', 'id' | 'species' | 'capacity' | 'active'> & { name: string; animal_count: number };

/** Why a move into this home needs a second look: each reason in staff's words. */
async function placementWarnings(manager: EntityManager, home: HomeForMove, species: Species, date: string): Promise<PlacementWarning[]> {
  const warnings: PlacementWarning[] = [];
  if (!home.active) warnings.push({ code: 'inactive', message: F.warningInactive });
  if (!home.species.includes(species)) warnings.push({ code: 'species', message: F.warningSpecies(species) });
  if (home.animal_count >= home.capacity) warnings.push({ code: 'capacity', message: F.warningCapacity(home.animal_count, home.capacity) });
  const period = await queryFirst<{ starts_on: string; ends_on: string }>(
    manager,
    `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
     FROM foster_unavailable WHERE foster_home_id = $1 AND starts_on <= $2::date AND ends_on >= $2::date ORDER BY starts_on LIMIT 1`,
    [home.id, date],
  );
  if (period) warnings.push({ code: 'unavailable', message: F.warningUnavailable(formatDate(period.starts_on), formatDate(period.ends_on)) });
  return warnings;
}

/**
 * Moves an animal to a foster home or back to the foundation, in the caller's transaction. The
 * animal's row is locked (two moves of one animal queue) and so is the home's (two moves into one
 * home count its places one after the other). A move over capacity, into an unavailable period,
 * of a species the home does not take, or into an inactive home is refused with its reasons
 * (409 `placement_needs_confirmation`) unless the request confirms it.
 */
export async function placeAnimal(manager: EntityManager, animalId: number, input: PlacementInput & { date: string }, actor: HistoryActor, today: string): Promise<void> {
  const animal = await queryFirst<Columns<'animals', 'id' | 'species' | 'foster_home_id'>>(
    manager,
    `SELECT id, species, foster_home_id FROM animals WHERE id = $1 FOR UPDATE`,
    [animalId],
  );
  if (!animal) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  const target = input.fosterHomeId ?? null;
  if (target === animal.foster_home_id) throw HttpError.conflict(F.placementSame, 'placement_same');
  if (input.date > today) throw HttpError.badRequest(F.placementInFuture, 'validation_error', { date: F.placementInFuture });
  const last = await queryFirst<{ starts_on: string }>(
    manager,
    `SELECT to_char(max(starts_on), 'YYYY-MM-DD') AS starts_on FROM animal_placements WHERE animal_id = $1`,
    [animalId],
  );
  if (last?.starts_on && input.date < last.starts_on) throw HttpError.badRequest(F.placementBeforeLast, 'validation_error', { date: F.placementBeforeLast });

  let confirmed: string[] = [];
  if (target !== null) {
    const locked = await queryFirst<Omit<HomeForMove, 'animal_count'>>(
      manager,
      `SELECT fh.id, fh.species, fh.capacity, fh.active, ${FOSTER_HOME_NAME_SQL} AS name
       FROM foster_homes fh WHERE fh.id = $1 AND fh.erased_at IS NULL FOR UPDATE OF fh`,
      [target],
    );
    if (!locked) throw HttpError.notFound(F.homeNotFound, 'foster_home_not_found');
    // Counted by a statement of its own, after the lock: its snapshot then sees the move that held it.
    const { n } = await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM animals a WHERE a.foster_home_id = $1 AND ${LIVING_WITH_HOME}`, [target]);
    const home: HomeForMove = { ...locked, animal_count: n };
    const warnings = await placementWarnings(manager, home, animal.species, input.date);
    if (warnings.length > 0 && !input.confirm) {
      throw new HttpError(409, 'placement_needs_confirmation', F.placementNeedsConfirmation, undefined, { warnings });
    }
    confirmed = warnings.map((warning) => warning.code);
    await execute(manager, `UPDATE foster_homes SET last_activity_at = now() WHERE id = $1`, [target]);
  }
  const createdBy = actor === 'system' ? null : actor.id;
  await execute(
    manager,
    `INSERT INTO animal_placements (animal_id, foster_home_id, starts_on, note, created_by) VALUES ($1, $2, $3, $4, $5)`,
    [animalId, target, input.date, input.note ?? '', createdBy],
  );
  await execute(manager, `UPDATE animals SET foster_home_id = $2 WHERE id = $1`, [animalId, target]);
  // Ids and the date only: the homes' names are people's names, which the timeline resolves when read.
  await recordHistory(manager, {
    actor,
    action: 'animal.placed',
    subjectType: 'animal',
    subjectId: animalId,
    details: { fromFosterHomeId: animal.foster_home_id, toFosterHomeId: target, date: input.date, ...(confirmed.length > 0 ? { confirmed } : {}) },
  });
}
