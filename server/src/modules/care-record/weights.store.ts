import type { EntityManager } from 'typeorm';
import type { AnimalWeights, WeightDrop, WeightEntry } from '@pets/shared';
import { queryFirst, queryRows, type Queryable } from '../../db/sql.js';

/**
 * The latest weighing of each animal and the heaviest in the 14 days before it, when the latest
 * is at least 10 % lower (10 × latest ≤ 9 × heaviest, in integers). For small pets a fall like
 * that is often the first sign of illness. One definition for the animal, the list and "Na dziś".
 */
export const WEIGHT_DROPS_SQL = `
  SELECT l.animal_id, p.grams AS from_grams, to_char(p.date, 'YYYY-MM-DD') AS from_date,
         l.grams AS to_grams, to_char(l.date, 'YYYY-MM-DD') AS to_date
  FROM (SELECT DISTINCT ON (animal_id) animal_id, date, grams FROM weights ORDER BY animal_id, date DESC) l
  JOIN LATERAL (
    SELECT w.date, w.grams FROM weights w
    WHERE w.animal_id = l.animal_id AND w.date >= l.date - 14 AND w.date < l.date
    ORDER BY w.grams DESC, w.date DESC LIMIT 1
  ) p ON true
  WHERE l.grams * 10 <= p.grams * 9`;

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

/** Animals whose weight fell (id → the fall), for the list and "Na dziś". */
export async function weightDrops(db: Queryable): Promise<Map<number, WeightDrop>> {
  const rows = await queryRows<DropRow>(db, WEIGHT_DROPS_SQL);
  return new Map(rows.map((row) => [row.animal_id, presentDrop(row)]));
}

/** One weighing per day: a second one that day corrects the first. Answers the grams it replaced, if any. */
export async function saveWeight(manager: EntityManager, animalId: number, date: string, grams: number, authorId: number): Promise<number | null> {
  const before = await queryFirst<{ grams: number }>(manager, `SELECT grams FROM weights WHERE animal_id = $1 AND date = $2 FOR UPDATE`, [animalId, date]);
  await queryRows(
    manager,
    `INSERT INTO weights (animal_id, date, grams, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (animal_id, date) DO UPDATE SET grams = EXCLUDED.grams, created_by = EXCLUDED.created_by, created_at = now()`,
    [animalId, date, grams, authorId],
  );
  return before?.grams ?? null;
}
