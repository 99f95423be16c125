import { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { availableAnimalsQuerySchema, idParamsSchema, MESSAGES, type AvailableAnimalsQuery } from '@pets/shared';
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

/**
 * The public animal reads as cached JSON, keyed and produced one way for the API routes below and
 * for the server render of public pages (spa/public-json-source.ts). The animal and its
 * images throw a 404 HttpError for an unknown id.
 */
export function publicAnimalsJson(db: DataSource, cache: JsonCache) {
  const missing = () => HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
  const reads = {
    list: (filters: AvailableAnimalsQuery) => ({
      key: `list:${JSON.stringify(filters)}`,
      produce: async () => (await findPubliclyListedAnimals(db, filters)).map(presentAnimalListItem),
    }),
    animal: (id: number) => ({
      key: `animal:${id}`,
      produce: async () => {
        const row = await findAnimalById(db, id);
        if (!row) throw missing();
        return presentAnimal(row);
      },
    }),
    images: (id: number) => ({
      key: `images:${id}`,
      produce: async () => {
        const row = await findAnimalById(db, id);
        if (!row) throw missing();
        return (await findAnimalImageNames(db, id)).map(imagePath);
      },
    }),
  };
  type Read = { key: string; produce: () => Promise<unknown> };
  const json = ({ key, produce }: Read) => cache.json(key, produce);
  const send = (req: Request, res: Response, { key, produce }: Read) => cache.send(req, res, key, produce);
  return {
    list: (filters: AvailableAnimalsQuery) => json(reads.list(filters)),
    animal: (id: number) => json(reads.animal(id)),
    images: (id: number) => json(reads.images(id)),
    sendList: (req: Request, res: Response, filters: AvailableAnimalsQuery) => send(req, res, reads.list(filters)),
    sendAnimal: (req: Request, res: Response, id: number) => send(req, res, reads.animal(id)),
    sendImages: (req: Request, res: Response, id: number) => send(req, res, reads.images(id)),
  };
}

export type PublicAnimalsJson = ReturnType<typeof publicAnimalsJson>;

/** Public animal reads (SPEC section 7): the list with filters, one animal, its images. */
export function animalsPublicRouter(db: DataSource, publicAnimalsCache: JsonCache): Router {
  const router = Router();
  const reads = publicAnimalsJson(db, publicAnimalsCache);

  router.get('/animals/available', async (req, res) => {
    await reads.sendList(req, res, parseInput(availableAnimalsQuerySchema, req.query));
  });

  router.get('/animals/:id', async (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) {
      next();
      return;
    }
    await reads.sendAnimal(req, res, parseAnimalId(req.params));
  });

  router.get('/animals/:id/images', async (req, res) => {
    await reads.sendImages(req, res, parseAnimalId(req.params));
  });

  return router;
}
