import type { EntityManager } from 'typeorm';
import type { AnimalWeights, WeightDrop, WeightDropNotice, WeightEntry } from '@pets/shared';
import { execute, queryFirst, queryRows, type Queryable } from '../../db/sql.js';

/**
 * The latest weighing of each animal and the heaviest in the 14 days before it, when the latest
 * is at least 10 % lower (10 × latest ≤ 9 × heaviest, in integers). For small pets a fall like
 * that is often the first sign of illness. One definition for the animal, the list and "Na dziś".
 */
export const WEIGHT_DROPS_SQL = weightDropsSql('true');

/** The drops of the animals `animalFilter` (SQL over `a`) keeps. */
function weightDropsSql(animalFilter: string): string {
  return `
  SELECT a.id AS animal_id, p.grams AS from_grams, to_char(p.date, 'YYYY-MM-DD') AS from_date,
         l.grams AS to_grams, to_char(l.date, 'YYYY-MM-DD') AS to_date
  FROM animals a
  -- Two index probes per animal (uq_weights_animal_date), whatever the number of weighings.
  JOIN LATERAL (SELECT w.date, w.grams FROM weights w WHERE w.animal_id = a.id ORDER BY w.date DESC LIMIT 1) l ON true
  JOIN LATERAL (
    SELECT w.date, w.grams FROM weights w
    WHERE w.animal_id = a.id AND w.date >= l.date - 14 AND w.date < l.date
    ORDER BY w.grams DESC, w.date DESC LIMIT 1
  ) p ON true
  WHERE ${animalFilter} AND l.grams * 10 <= p.grams * 9`;
}

interface DropRow {
  animal_id: number;
  from_grams: number;
  from_date: string;
  to_grams: number;
  to_date: string;
}

export function presentDrop(row: DropRow): WeightDrop {
  return {
    fromGrams: row.from_grams,
    toGrams: row.to_grams,
    fromDate: row.from_date,
    toDate: row.to_date,
    percent: Math.round(((row.from_grams - row.to_grams) / row.from_grams) * 100),
  };
}

export async function animalWeights(db: Queryable, animalId: number): Promise<AnimalWeights> {
  const weights = await queryRows<WeightEntry>(
    db,
    `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, grams FROM weights WHERE animal_id = $1 ORDER BY date, id`,
    [animalId],
  );
  const drop = await queryFirst<DropRow>(db, `SELECT * FROM (${WEIGHT_DROPS_SQL}) d WHERE d.animal_id = $1`, [animalId]);
  return { weights, drop: drop ? presentDrop(drop) : null };
}

/** Animals whose weight fell (id → the fall), computed from the weighings; `animalFilter` (SQL over `a`) narrows the animals looked at. */
export async function weightDrops(db: Queryable, animalFilter = 'true'): Promise<Map<number, WeightDrop>> {
  const rows = await queryRows<DropRow>(db, weightDropsSql(animalFilter));
  return new Map(rows.map((row) => [row.animal_id, presentDrop(row)]));
}

/**
 * Stores the fall of weight on the animals `animalFilter` keeps (animals.weight_drop, NULL
 * without one): after every weighing of an animal, and for all after weighings written another way
 * (the demo, a benchmark). The rule depends only on the weighings, never on today's date.
 */
export function refreshWeightDrops(db: Queryable, animalFilter: string, params: readonly unknown[] = []): Promise<number> {
  return execute(
    db,
    `WITH drops AS (${weightDropsSql(animalFilter)})
     UPDATE animals t SET weight_drop = (
       SELECT jsonb_build_object('fromGrams', d.from_grams, 'toGrams', d.to_grams, 'fromDate', d.from_date, 'toDate', d.to_date)
       FROM drops d WHERE d.animal_id = t.id)
     FROM (SELECT a.id FROM animals a WHERE ${animalFilter}) s
     WHERE t.id = s.id`,
    params,
  );
}

/** animals.weight_drop as refreshWeightDrops writes it. */
export interface StoredDrop {
  fromGrams: number;
  toGrams: number;
  fromDate: string;
  toDate: string;
}

/** A stored fall (animals.weight_drop) as the API gives it. */
export function storedDrop(stored: StoredDrop | null): WeightDrop | null {
  return stored && presentDrop({ animal_id: 0, from_grams: stored.fromGrams, to_grams: stored.toGrams, from_date: stored.fromDate, to_date: stored.toDate });
}

/**
 * One weighing per day: a second one that day corrects the first. Answers the grams it replaced, if
 * any. `authorId` null: a foster carer's weighing (their page has no account; the history names them).
 */
export async function saveWeight(manager: EntityManager, animalId: number, date: string, grams: number, authorId: number | null): Promise<number | null> {
  const before = await queryFirst<{ grams: number }>(manager, `SELECT grams FROM weights WHERE animal_id = $1 AND date = $2 FOR UPDATE`, [animalId, date]);
  await queryRows(
    manager,
    `INSERT INTO weights (animal_id, date, grams, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (animal_id, date) DO UPDATE SET grams = EXCLUDED.grams, created_by = EXCLUDED.created_by, created_at = now()`,
    [animalId, date, grams, authorId],
  );
  await refreshWeightDrops(manager, 'a.id = $1', [animalId]);
  return before?.grams ?? null;
}

/** Animals still with the foundation whose stored weighings show a fall: "Na dziś" warns of them. */
export async function weightDropNotices(db: Queryable): Promise<WeightDropNotice[]> {
  const rows = await queryRows<{ id: number; name: string; weight_drop: StoredDrop }>(
    db,
    `SELECT a.id, a.name, a.weight_drop FROM animals a
     WHERE a.weight_drop IS NOT NULL AND a.status <> 'Adoptowany' AND NOT a.rainbow_bridge
     ORDER BY a.weight_drop->>'toDate' DESC, a.id`,
  );
  return rows.map((row) => ({ animal: { id: row.id, name: row.name }, percent: storedDrop(row.weight_drop)!.percent, toDate: row.weight_drop.toDate }));
}
