import type { Request } from 'express';
import { HttpError } from '../../http/http-error.js';
import type { HistoryActor } from './history.js';

/** The signed-in administrator of an admin request, as the history records them. */
export function historyActorOf(req: Request): HistoryActor {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}
