import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { availableAnimalsQuerySchema, idParamsSchema, MESSAGES } from '@pets/shared';
import { createJsonCache, type JsonCache } from '../../http/cached-json.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import { imagePath } from '../images/image-paths.js';
import { presentAnimal, presentAnimalListItem } from './animal.presenter.js';
import { findAnimalById, findAnimalImageNames, findPubliclyListedAnimals } from './animals.queries.js';

/** How long a public animal read may be served from memory; other instances' writes show up within it. */
const PUBLIC_CACHE_TTL_MS = 2000;

export function createPublicAnimalsCache(): JsonCache {
  return createJsonCache(PUBLIC_CACHE_TTL_MS);
}

function parseAnimalId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return parsed.data.id;
}

/** Public animal reads (SPEC section 7): the list with filters, one animal, its images. */
export function animalsPublicRouter(db: DataSource, publicAnimalsCache: JsonCache): Router {
  const router = Router();

  router.get('/animals/available', async (req, res) => {
    const filters = parseInput(availableAnimalsQuerySchema, req.query);
    await publicAnimalsCache.send(req, res, `list:${JSON.stringify(filters)}`, async () =>
      (await findPubliclyListedAnimals(db, filters)).map(presentAnimalListItem),
    );
  });

  router.get('/animals/:id', async (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) {
      next();
      return;
    }
    const id = parseAnimalId(req.params);
    await publicAnimalsCache.send(req, res, `animal:${id}`, async () => {
      const row = await findAnimalById(db, id);
      if (!row) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
      return presentAnimal(row);
    });
  });

  router.get('/animals/:id/images', async (req, res) => {
    const id = parseAnimalId(req.params);
    await publicAnimalsCache.send(req, res, `images:${id}`, async () => {
      const row = await findAnimalById(db, id);
      if (!row) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
      return (await findAnimalImageNames(db, id)).map(imagePath);
    });
  });

  return router;
}
