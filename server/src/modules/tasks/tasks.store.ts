import type { EntityManager } from 'typeorm';
import { CARE_RECORD_MESSAGES as M, type HealthEntryType, type StaffTask, type TaskData, type TaskSource, type TaskView, type UpcomingHealthItem } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute, queryFirst, queryOne, queryRows, type Queryable } from '../../db/sql.js';

interface TaskRow {
  id: number;
  title: string;
  due: string;
  done_at: string | null;
  source: TaskSource;
  assignee_id: number | null;
  assignee_name: string | null;
  animal_id: number | null;
  animal_name: string | null;
  survey_id: number | null;
  adopter_id: number | null;
}

const TASK_SELECT = `
  SELECT t.id, t.title, to_char(t.due, 'YYYY-MM-DD') AS due,
         to_char(t.done_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS done_at, t.source,
         t.assignee_id, u.username AS assignee_name, t.animal_id, a.name AS animal_name, t.survey_id, t.adopter_id
  FROM tasks t
  LEFT JOIN admin_users u ON u.id = t.assignee_id
  LEFT JOIN animals a ON a.id = t.animal_id`;

function presentTask(row: TaskRow, today: string): StaffTask {
  return {
    id: row.id,
    title: row.title,
    due: row.due,
    done: row.done_at !== null,
    doneAt: row.done_at,
    source: row.source,
    assignee: row.assignee_id !== null ? { id: row.assignee_id, username: row.assignee_name ?? '' } : null,
    animal: row.animal_id !== null ? { id: row.animal_id, name: row.animal_name ?? '' } : null,
    surveyId: row.survey_id,
    adopterId: row.adopter_id,
    overdue: row.done_at === null && row.due < today,
  };
}

const VIEW_WHERE: Record<TaskView, string> = {
  // The oldest first; a backlog past 500 is a list to clear, not a day's work ("Wszystkie otwarte" has the rest).
  today: `t.done_at IS NULL AND t.due <= $1::date ORDER BY t.due, t.id LIMIT 500`,
  open: `t.done_at IS NULL ORDER BY t.due, t.id LIMIT 500`,
  done: `t.done_at IS NOT NULL ORDER BY t.done_at DESC, t.id DESC LIMIT 100`,
};

/**
 * A view of the tasks; `forAccount`: only those assigned to that account or to nobody (the daily
 * e-mail of one's tasks, task-digest.ts).
 */
export async function listTasks(db: Queryable, view: TaskView, today: string, forAccount: number | null = null): Promise<StaffTask[]> {
  // $1 is referenced by the `today` view only; the others still bind it for one parameter list.
  const rows = await queryRows<TaskRow>(
    db,
    `${TASK_SELECT} WHERE ($1::date IS NOT NULL) AND ($2::int IS NULL OR t.assignee_id IS NULL OR t.assignee_id = $2) AND ${VIEW_WHERE[view]}`,
    [today, forAccount],
  );
  return rows.map((row) => presentTask(row, today));
}

export async function findTask(db: Queryable, id: number, today: string): Promise<StaffTask | undefined> {
  const row = await queryFirst<TaskRow>(db, `${TASK_SELECT} WHERE t.id = $1`, [id]);
  return row && presentTask(row, today);
}

/** Health items due after today and within 7 days whose task is still open: "Na dziś" warns ahead. */
export function upcomingHealthItems(db: Queryable, today: string): Promise<UpcomingHealthItem[]> {
  return queryRows<{ entryId: number; animal: { id: number; name: string }; type: HealthEntryType; description: string; nextDue: string }>(
    db,
    `SELECT e.id AS "entryId", json_build_object('id', a.id, 'name', a.name) AS animal, e.type, e.description,
            to_char(e.next_due, 'YYYY-MM-DD') AS "nextDue"
     FROM health_entries e JOIN animals a ON a.id = e.animal_id
     LEFT JOIN tasks t ON t.health_entry_id = e.id AND t.due = e.next_due
     WHERE e.next_due > $1::date AND e.next_due <= $1::date + 7 AND t.done_at IS NULL
     ORDER BY e.next_due, e.id`,
    [today],
  );
}

/** What a task may point at must exist (an active account for the assignee): a 400 naming it otherwise. */
export async function assertTaskLinks(db: Queryable, task: TaskData): Promise<void> {
  if (task.assigneeId !== null) {
    const account = await queryFirst(db, `SELECT 1 FROM admin_users WHERE id = $1 AND disabled_at IS NULL`, [task.assigneeId]);
    if (!account) throw HttpError.badRequest(M.taskAssigneeUnknown, 'task_assignee_unknown', { assigneeId: M.taskAssigneeUnknown });
  }
  const subjects: [number | null, string, string][] = [
    [task.animalId, 'animals', 'animalId'],
    [task.surveyId, 'surveys', 'surveyId'],
    [task.adopterId, 'adopters', 'adopterId'],
  ];
  for (const [id, table, field] of subjects) {
    if (id === null) continue;
    const found = await queryFirst(db, `SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (!found) throw HttpError.badRequest(M.taskSubjectUnknown, 'task_subject_unknown', { [field]: M.taskSubjectUnknown });
  }
}

export async function insertTask(manager: EntityManager, task: TaskData, authorId: number): Promise<number> {
  const { id } = await queryOne<{ id: number }>(
    manager,
    `INSERT INTO tasks (title, due, assignee_id, animal_id, survey_id, adopter_id, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [task.title, task.due, task.assigneeId, task.animalId, task.surveyId, task.adopterId, authorId],
  );
  return id;
}

/** Marks a task done or not; answers whether anything changed (false: it already was). Locks the row. */
export async function setTaskDone(manager: EntityManager, id: number, done: boolean, actorId: number): Promise<boolean> {
  const changed = await execute(
    manager,
    done
      ? `UPDATE tasks SET done_at = now(), done_by = $2 WHERE id = $1 AND done_at IS NULL`
      : `UPDATE tasks SET done_at = NULL, done_by = NULL WHERE id = $1 AND done_at IS NOT NULL AND $2::int IS NOT NULL`,
    [id, actorId],
  );
  return changed > 0;
}
