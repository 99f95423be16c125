import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { ADOPTERS, ADOPTION_MESSAGES, idSchema, MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { historyActorOf } from '../history/actor.js';
import {
  cancelAdopterAdoption,
  createAdopter,
  createAdoptionWithoutSurvey,
  getAdopterProfile,
  listAdopters,
  unreserveAdopterAnimal,
  updateAdopter,
} from './adopters.service.js';

const adopterParams = z.object({ id: idSchema });
const adoptionParams = z.object({ id: idSchema, adoptionId: idSchema });

function adopterId(req: Request): number {
  const parsed = adopterParams.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
  return parsed.data.id;
}

export interface AdoptersAdminOptions {
  /** Called after an action changed an animal's status (e.g. to clear the public animal cache). */
  onAnimalsChanged?(): void;
}

/** Admin adopter endpoints (SPEC section 7 and the dashboard's promises), behind the session guard. */
export function mountAdoptersAdmin(routes: AdminRoutes, db: DataSource, options: AdoptersAdminOptions = {}): void {
  serveEndpoint(routes, ADOPTERS.list, async ({ input }) => listAdopters(db, input()));

  serveEndpoint(routes, ADOPTERS.create, async ({ req, res, input }) => {
    const profile = await createAdopter(db, input(), historyActorOf(req));
    res.status(201);
    return { message: ADOPTION_MESSAGES.adopterCreated, profile };
  });

  serveEndpoint(routes, ADOPTERS.profile, async ({ req }) => getAdopterProfile(db, adopterId(req)));

  serveEndpoint(routes, ADOPTERS.update, async ({ req, input }) => {
    const id = adopterId(req);
    const profile = await updateAdopter(db, id, input(), historyActorOf(req));
    return { message: ADOPTION_MESSAGES.adopterSaved, profile };
  });

  serveEndpoint(routes, ADOPTERS.adopt, async ({ req, res, input }) => {
    const id = adopterId(req);
    const profile = await createAdoptionWithoutSurvey(db, id, input().animalId, historyActorOf(req));
    options.onAnimalsChanged?.();
    res.status(201);
    return { message: ADOPTION_MESSAGES.adoptionCreated, profile };
  });

  serveEndpoint(routes, ADOPTERS.cancelAdoption, async ({ req }) => {
    const parsed = adoptionParams.safeParse(req.params);
    if (!parsed.success) throw HttpError.notFound(ADOPTION_MESSAGES.adoptionNotFound, 'adoption_not_found');
    const profile = await cancelAdopterAdoption(db, parsed.data.id, parsed.data.adoptionId, historyActorOf(req));
    options.onAnimalsChanged?.();
    return { message: MESSAGES.admin.adoptionCancelled, profile };
  });

  serveEndpoint(routes, ADOPTERS.unreserve, async ({ req, input }) => {
    const id = adopterId(req);
    const result = await unreserveAdopterAnimal(db, id, input().animalId, historyActorOf(req));
    options.onAnimalsChanged?.();
    return result;
  });
}
