import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { availableAnimalsQuerySchema, idParamsSchema, MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import { imagePath } from '../images/image-paths.js';
import { presentAnimal, presentAnimalListItem } from './animal.presenter.js';
import { findAnimalById, findAnimalImageNames, findPubliclyListedAnimals } from './animals.queries.js';

/** Lists change with every admin edit: browsers revalidate (ETag, 304) instead of caching blindly. */
const REVALIDATE = 'no-cache';

function parseAnimalId(params: unknown): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  return parsed.data.id;
}

/** Public animal reads (SPEC section 7): the list with filters, one animal, its images. */
export function animalsPublicRouter(db: DataSource): Router {
  const router = Router();

  router.get('/animals/available', async (req, res) => {
    const filters = parseInput(availableAnimalsQuerySchema, req.query);
    const rows = await findPubliclyListedAnimals(db, filters);
    res.setHeader('Cache-Control', REVALIDATE).json(rows.map(presentAnimalListItem));
  });

  router.get('/animals/:id', async (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) {
      next();
      return;
    }
    const row = await findAnimalById(db, parseAnimalId(req.params));
    if (!row) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
    res.setHeader('Cache-Control', REVALIDATE).json(presentAnimal(row));
  });

  router.get('/animals/:id/images', async (req, res) => {
    const id = parseAnimalId(req.params);
    const row = await findAnimalById(db, id);
    if (!row) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
    const names = await findAnimalImageNames(db, id);
    res.setHeader('Cache-Control', REVALIDATE).json(names.map(imagePath));
  });

  return router;
}
