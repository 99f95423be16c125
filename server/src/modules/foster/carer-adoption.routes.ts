import type { Request } from 'express';
import { FOSTER_ADMIN, FOSTER_MESSAGES as F, idParamsSchema, SURVEY_FOSTER_MESSAGES as M } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { historyActorOf } from '../history/actor.js';
import { adoptByCarer } from './carer-adoption.js';
import type { FosterDeps } from './foster-deps.js';

function homeId(req: Request): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(F.homeNotFound, 'foster_home_not_found');
  return parsed.data.id;
}

/** "Adoptuje opiekun" on a foster home's page (issue 33, item 7): coordination (access.ts). */
export function mountCarerAdoption(routes: AdminRoutes, deps: FosterDeps): void {
  serveEndpoint(routes, FOSTER_ADMIN.adoptByCarer, async ({ req, res, input }) => {
    const id = homeId(req);
    const result = await adoptByCarer(deps.db, id, input().animalId, historyActorOf(req));
    // The animal is no longer available on the public site.
    deps.onPublicChange();
    res.status(201);
    return { message: M.carerAdopted(result.animal, result.person), adopterId: result.adopterId };
  });
}
