import { Router } from 'express';
import type { FosterDeps } from './foster-deps.js';

/** POST /foster/applications: the public application to become a foster home (to be built). */
export function fosterApplicationsRouter(_deps: FosterDeps & { perHour: number }): Router {
  return Router();
}
