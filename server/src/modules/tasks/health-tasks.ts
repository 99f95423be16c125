import type { EntityManager } from 'typeorm';
import { HEALTH_ENTRY_TYPE_LABELS, type HealthEntryType } from '@pets/shared';
import { execute, queryFirst, type Queryable } from '../../db/sql.js';

/** "Szczepienie: RHD1 i RHD2": what the task of a health entry's next-due date asks for. */
export function healthTaskTitle(type: HealthEntryType, description: string): string {
  return `${HEALTH_ENTRY_TYPE_LABELS[type]}: ${description}`.slice(0, 200);
}

/** "Podać: Metacam 0,3 ml (2 razy dziennie)": a day of a medication course. */
export function courseTaskTitle(description: string, everyHours: number): string {
  return `Podać: ${description} (${doseRhythm(everyHours)})`.slice(0, 200);
}

/** "2 razy dziennie", "raz dziennie", "co 2 dni", "co 36 godz.". */
export function doseRhythm(everyHours: number): string {
  if (everyHours === 24) return 'raz dziennie';
  if (everyHours < 24 && 24 % everyHours === 0) return `${24 / everyHours} razy dziennie`;
  if (everyHours > 24 && everyHours % 24 === 0) return `co ${everyHours / 24} dni`;
  return `co ${everyHours} godz.`;
}

interface EntrySchedule {
  animal_id: number;
  type: HealthEntryType;
  description: string;
  date: string;
  next_due: string | null;
  dose_every_hours: number | null;
  course_until: string | null;
}

/**
 * Keeps the tasks of one health entry in step with it, in the entry's transaction: its next-due
 * date is one task; a medication course (a dose every N hours until a day) is a task for each day
 * a dose falls on. Open tasks no longer asked for go; done ones stay, as the record of what was
 * done; a day asked for again after being done is not repeated.
 */
export async function syncHealthTask(manager: EntityManager, entryId: number): Promise<void> {
  const entry = await queryFirst<EntrySchedule>(
    manager,
    `SELECT animal_id, type, description, to_char(date, 'YYYY-MM-DD') AS date, to_char(next_due, 'YYYY-MM-DD') AS next_due,
            dose_every_hours, to_char(course_until, 'YYYY-MM-DD') AS course_until
     FROM health_entries WHERE id = $1`,
    [entryId],
  );
  if (!entry) return;
  const wanted = new Map<string, string>();
  if (entry.next_due) wanted.set(entry.next_due, healthTaskTitle(entry.type, entry.description));
  if (entry.dose_every_hours && entry.course_until) {
    const title = courseTaskTitle(entry.description, entry.dose_every_hours);
    const stepDays = Math.max(1, Math.floor(entry.dose_every_hours / 24));
    for (let day = new Date(`${entry.date}T00:00:00Z`); day.toISOString().slice(0, 10) <= entry.course_until; day.setUTCDate(day.getUTCDate() + stepDays)) {
      const due = day.toISOString().slice(0, 10);
      if (!wanted.has(due)) wanted.set(due, title);
    }
  }
  const dues = [...wanted.keys()];
  await execute(manager, `DELETE FROM tasks WHERE health_entry_id = $1 AND done_at IS NULL AND NOT (due = ANY($2::date[]))`, [entryId, dues]);
  if (dues.length === 0) return;
  await execute(
    manager,
    `INSERT INTO tasks (title, due, source, animal_id, health_entry_id)
     SELECT w.title, w.due, 'zdrowie', $2, $1 FROM unnest($3::date[], $4::text[]) AS w(due, title)
     ON CONFLICT (health_entry_id, due) DO UPDATE SET title = EXCLUDED.title WHERE tasks.done_at IS NULL`,
    [entryId, entry.animal_id, dues, [...wanted.values()]],
  );
}

/**
 * A new entry fulfils what earlier ones of the same kind asked for: the animal's open next-due
 * tasks of earlier entries with the same type and description (in any letter case) are marked
 * done by whoever recorded it. Answers how many.
 */
export function fulfilEarlierHealthTasks(manager: EntityManager, entryId: number, actorId: number): Promise<number> {
  return execute(
    manager,
    `UPDATE tasks t SET done_at = now(), done_by = $2
     FROM health_entries earlier, health_entries recorded
     WHERE recorded.id = $1 AND t.health_entry_id = earlier.id AND t.due = earlier.next_due AND t.done_at IS NULL
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
     WHERE e.next_due IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.health_entry_id = e.id AND t.due = e.next_due)
     ON CONFLICT (health_entry_id, due) DO NOTHING`,
  );
}
