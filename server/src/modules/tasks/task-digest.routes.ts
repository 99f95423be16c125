import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { TASK_ASSIGNEES, TASK_DIGEST, TASK_DIGEST_MESSAGES as M } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { listTaskAssignees, readTaskDigest, saveTaskDigest } from './task-digest.js';

function actorOf(req: Request) {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

/**
 * Every role: who a task may be given to (the "Dodaj zadanie" form), and one's own daily e-mail of
 * tasks (the account menu). The setting is the signed-in account's only: no path names another.
 */
export function mountTaskDigestAdmin(routes: AdminRoutes, db: DataSource): void {
  serveEndpoint(routes, TASK_ASSIGNEES.list, async () => listTaskAssignees(db));

  serveEndpoint(routes, TASK_DIGEST.get, async ({ req }) => readTaskDigest(db, actorOf(req).id));

  serveEndpoint(routes, TASK_DIGEST.save, async ({ req, input }) => {
    const settings = await saveTaskDigest(db, actorOf(req), input());
    return { message: M.saved(settings.hour), settings };
  });
}
