import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { animalAddSchema, animalCoverSchema, animalUpdateSchema, idParamsSchema, LIMITS, MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import type { JsonCache } from '../../http/cached-json.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import { appendAnimalImages } from '../images/animal-images.store.js';
import { imagePath, STORED_IMAGE_NAME } from '../images/image-paths.js';
import { imagesMultipart, judgeUploadedFiles, rejectionMessageFor } from '../images/image-upload.js';
import { presentAnimal, presentAnimalListItem } from './animal.presenter.js';
import { addAnimal, animalExists, listAnimalsForAdmin, reservationInfo, updateAnimal } from './animals.admin.service.js';
import { findAnimalImageNames } from './animals.queries.js';

const imageNotFound = () => HttpError.notFound('Nie znaleziono zdjęcia.', 'image_not_found');
const notFound = () => HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');

async function existingAnimalId(db: DataSource, req: Request): Promise<number> {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success || !(await animalExists(db, parsed.data.id))) throw notFound();
  return parsed.data.id;
}

/**
 * Admin animal endpoints (SPEC section 7), all behind the session guard of AdminRoutes. Every
 * write clears this instance's cache of public animal reads.
 */
export function mountAnimalsAdmin(routes: AdminRoutes, db: DataSource, publicAnimalsCache: JsonCache): void {
  routes.get('/animals/all', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json((await listAnimalsForAdmin(db, false)).map(presentAnimalListItem));
  });

  routes.get('/animals/archive', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json((await listAnimalsForAdmin(db, true)).map(presentAnimalListItem));
  });

  routes.post('/animals/add', async (req, res) => {
    const id = await addAnimal(db, parseInput(animalAddSchema, req.body));
    publicAnimalsCache.clear();
    res.status(201).json({ id, message: MESSAGES.admin.animalAdded });
  });

  routes.put('/animals/:id', async (req, res) => {
    const id = await existingAnimalId(db, req);
    const saved = await updateAnimal(db, id, parseInput(animalUpdateSchema, req.body));
    publicAnimalsCache.clear();
    res.json({ message: MESSAGES.admin.changesSaved, animal: presentAnimal(saved) });
  });

  routes.get('/animals/:id/reservation', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store').json(await reservationInfo(db, await existingAnimalId(db, req)));
  });

  routes.post('/animals/:id/images', imagesMultipart(), async (req, res) => {
    const id = await existingAnimalId(db, req);
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw HttpError.badRequest('Nie wybrano żadnego pliku.', 'no_files');
    const existing = await findAnimalImageNames(db, id);
    const judged = await judgeUploadedFiles(files, LIMITS.images.maxFiles - existing.length);
    if (judged.accepted.length === 0) throw new HttpError(400, 'images_rejected', rejectionMessageFor(judged.rejected));
    // The count above only spares decoding; the binding one is taken under a lock on the animal.
    const { overflow } = await db.transaction((manager) => appendAnimalImages(manager, id, judged.accepted));
    const rejected = [
      ...judged.rejected,
      ...judged.acceptedNames.filter((_, index) => overflow.includes(judged.accepted[index]!)).map((name) => ({ name, reason: 'count' as const })),
    ];
    if (overflow.length === judged.accepted.length) throw new HttpError(400, 'images_rejected', rejectionMessageFor(rejected));
    publicAnimalsCache.clear();
    const images = (await findAnimalImageNames(db, id)).map(imagePath);
    res.status(201).json({
      images,
      rejected,
      ...(rejected.length > 0 ? { message: rejectionMessageFor(rejected) } : {}),
    });
  });

  routes.put('/animals/:id/cover', async (req, res) => {
    const id = await existingAnimalId(db, req);
    const { filename } = parseInput(animalCoverSchema, req.body);
    // TypeORM answers UPDATE and DELETE with [rows, affected count].
    const [, updated] = await db.query(
      `UPDATE animals SET cover_image_id = i.id FROM images i WHERE animals.id = $1 AND i.animal_id = $1 AND i.filename = $2`,
      [id, filename],
    );
    if (!updated) throw imageNotFound();
    publicAnimalsCache.clear();
    res.json({ images: (await findAnimalImageNames(db, id)).map(imagePath) });
  });

  routes.delete('/animals/:id/images/:filename', async (req, res) => {
    const id = await existingAnimalId(db, req);
    const filename = String(req.params.filename);
    if (!STORED_IMAGE_NAME.test(filename)) throw HttpError.badRequest('Nieprawidłowa nazwa pliku.', 'invalid_filename');
    const [, deleted] = await db.query(`DELETE FROM images WHERE animal_id = $1 AND filename = $2`, [id, filename]);
    if (!deleted) throw imageNotFound();
    publicAnimalsCache.clear();
    res.status(204).end();
  });
}
