import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  adopterAdoptionSchema,
  adopterCreateSchema,
  adopterListQuerySchema,
  adopterUpdateSchema,
  ADOPTION_MESSAGES,
  animalActionSchema,
  idSchema,
  MESSAGES,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
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
  routes.get('/adopters', async (req, res) => {
    const query = parseInput(adopterListQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store').json(await listAdopters(db, query));
  });

  routes.post('/adopters', async (req, res) => {
    const profile = await createAdopter(db, parseInput(adopterCreateSchema, req.body), historyActorOf(req));
    res.status(201).json({ message: ADOPTION_MESSAGES.adopterCreated, profile });
  });

  routes.get('/adopters/:id', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store').json(await getAdopterProfile(db, adopterId(req)));
  });

  routes.put('/adopters/:id', async (req, res) => {
    const id = adopterId(req);
    const profile = await updateAdopter(db, id, parseInput(adopterUpdateSchema, req.body), historyActorOf(req));
    res.json({ message: ADOPTION_MESSAGES.adopterSaved, profile });
  });

  routes.post('/adopters/:id/adoptions', async (req, res) => {
    const id = adopterId(req);
    const { animalId } = parseInput(adopterAdoptionSchema, req.body);
    const profile = await createAdoptionWithoutSurvey(db, id, animalId, historyActorOf(req));
    options.onAnimalsChanged?.();
    res.status(201).json({ message: ADOPTION_MESSAGES.adoptionCreated, profile });
  });

  routes.post('/adopters/:id/adoptions/:adoptionId/cancel', async (req, res) => {
    const parsed = adoptionParams.safeParse(req.params);
    if (!parsed.success) throw HttpError.notFound(ADOPTION_MESSAGES.adoptionNotFound, 'adoption_not_found');
    const profile = await cancelAdopterAdoption(db, parsed.data.id, parsed.data.adoptionId, historyActorOf(req));
    options.onAnimalsChanged?.();
    res.json({ message: MESSAGES.admin.adoptionCancelled, profile });
  });

  routes.post('/adopters/:id/unreserve', async (req, res) => {
    const id = adopterId(req);
    const { animalId } = parseInput(animalActionSchema, req.body);
    const result = await unreserveAdopterAnimal(db, id, animalId, historyActorOf(req));
    options.onAnimalsChanged?.();
    res.json(result);
  });
}
