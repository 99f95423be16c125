import { Router } from 'express';
import type { FosterDeps } from '../foster-deps.js';

/** The carer's page API, /foster/portal/:token (to be built). */
export function fosterPortalRouter(_deps: FosterDeps): Router {
  return Router();
}
