import type { EntityManager } from 'typeorm';
import { HEALTH_ENTRY_TYPE_LABELS, type HealthEntryType } from '@pets/shared';
import { execute, queryFirst, type Queryable } from '../../db/sql.js';

/** "Szczepienie: RHD1 i RHD2": what the task of a health entry's next-due date asks for. */
export function healthTaskTitle(type: HealthEntryType, description: string): string {
  return `${HEALTH_ENTRY_TYPE_LABELS[type]}: ${description}`.slice(0, 200);
}

/**
 * Keeps the task of one health entry in step with its next-due date, in the entry's transaction:
 * a date makes (or moves, and then reopens) the task; no date removes a task still open (one
 * done stays, as a record of what was done).
 */
export async function syncHealthTask(manager: EntityManager, entryId: number): Promise<void> {
  await execute(manager, `DELETE FROM tasks t USING health_entries e WHERE t.health_entry_id = e.id AND e.id = $1 AND e.next_due IS NULL AND t.done_at IS NULL`, [entryId]);
  await execute(
    manager,
    `INSERT INTO tasks (title, due, source, animal_id, health_entry_id)
     SELECT $2, e.next_due, 'zdrowie', e.animal_id, e.id FROM health_entries e WHERE e.id = $1 AND e.next_due IS NOT NULL
     ON CONFLICT (health_entry_id) DO UPDATE SET title = EXCLUDED.title,
       done_at = CASE WHEN tasks.due = EXCLUDED.due THEN tasks.done_at END,
       done_by = CASE WHEN tasks.due = EXCLUDED.due THEN tasks.done_by END,
       due = EXCLUDED.due`,
    [entryId, await titleOf(manager, entryId)],
  );
}

async function titleOf(db: Queryable, entryId: number): Promise<string> {
  const row = await queryFirst<{ type: HealthEntryType; description: string }>(db, `SELECT type, description FROM health_entries WHERE id = $1`, [entryId]);
  return row ? healthTaskTitle(row.type, row.description) : '';
}

/**
 * A new entry fulfils what earlier ones of the same kind asked for: the animal's open tasks of
 * earlier entries with the same type and description (in any letter case) are marked done by
 * whoever recorded it. Answers how many.
 */
export function fulfilEarlierHealthTasks(manager: EntityManager, entryId: number, actorId: number): Promise<number> {
  return execute(
    manager,
    `UPDATE tasks t SET done_at = now(), done_by = $2
     FROM health_entries earlier, health_entries recorded
     WHERE recorded.id = $1 AND t.health_entry_id = earlier.id AND t.done_at IS NULL
       AND earlier.animal_id = recorded.animal_id AND earlier.id <> recorded.id AND earlier.date <= recorded.date
       AND earlier.type = recorded.type AND lower(earlier.description) = lower(recorded.description)`,
    [entryId, actorId],
  );
}

/**
 * The daily job's work: every next-due date has its task (entries written before this code, or
 * imported, included). Idempotent; answers how many it made.
 */
export function createMissingHealthTasks(db: Queryable): Promise<number> {
  return execute(
    db,
    `INSERT INTO tasks (title, due, source, animal_id, health_entry_id)
     SELECT left(CASE e.type
         ${Object.entries(HEALTH_ENTRY_TYPE_LABELS)
           .map(([type, label]) => `WHEN '${type}' THEN '${label.replace(/'/g, "''")}'`)
           .join(' ')}
       END || ': ' || e.description, 200), e.next_due, 'zdrowie', e.animal_id, e.id
     FROM health_entries e
     WHERE e.next_due IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.health_entry_id = e.id)
     ON CONFLICT (health_entry_id) DO NOTHING`,
  );
}
