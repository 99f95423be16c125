import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { CARE_RECORD, CARE_RECORD_MESSAGES as M, idParamsSchema } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { todayOf, type Clock } from '../../clock.js';
import { recordHistory } from '../history/history.js';
// The weight falls are a live count of 'Na dziś', beside the tasks (ARCHITECTURE: one task model).
import { weightDropNotices } from '../care-record/weights.store.js';
import { assertTaskLinks, findTask, insertTask, listTasks, setTaskDone, upcomingHealthItems } from './tasks.store.js';

function actorOf(req: Request) {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

/**
 * "Zadania" (issue 32): one task model for every reminder. Manual tasks are added here; health
 * next-due dates make theirs (health-tasks.ts). "Na dziś" (`due=today`) is today's and overdue
 * open tasks plus health items due within a week, by the injected clock's day in Poland.
 */
export function mountTasksAdmin(routes: AdminRoutes, db: DataSource, clock: Clock): void {
  serveEndpoint(routes, CARE_RECORD.tasks, async ({ input }) => {
    const { due } = input();
    const today = todayOf(clock);
    const [tasks, upcomingHealth, weightDrops] = await Promise.all([
      listTasks(db, due, today),
      due === 'today' ? upcomingHealthItems(db, today) : [],
      due === 'today' ? weightDropNotices(db) : [],
    ]);
    return { today, tasks, upcomingHealth, weightDrops };
  });

  serveEndpoint(routes, CARE_RECORD.addTask, async ({ req, res, input }) => {
    const actor = actorOf(req);
    const task = input();
    await assertTaskLinks(db, task);
    const id = await db.transaction(async (manager) => {
      const created = await insertTask(manager, task, actor.id);
      await recordHistory(manager, { actor, action: 'task.created', subjectType: 'task', subjectId: created, details: { due: task.due } });
      return created;
    });
    res.status(201);
    return { message: M.taskAdded, task: (await findTask(db, id, todayOf(clock)))! };
  });

  serveEndpoint(routes, CARE_RECORD.taskDone, async ({ req, input }) => {
    const parsed = idParamsSchema.safeParse(req.params);
    const today = todayOf(clock);
    if (!parsed.success || !(await findTask(db, parsed.data.id, today))) throw HttpError.notFound(M.taskMissing, 'task_not_found');
    const { done } = input();
    const actor = actorOf(req);
    await db.transaction(async (manager) => {
      // Recorded only when the state changed: a second click (or a colleague's) adds nothing.
      if (await setTaskDone(manager, parsed.data.id, done, actor.id)) {
        await recordHistory(manager, { actor, action: done ? 'task.done' : 'task.reopened', subjectType: 'task', subjectId: parsed.data.id });
      }
    });
    return { message: done ? M.taskDone : M.taskUndone, task: (await findTask(db, parsed.data.id, today))! };
  });
}
