import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { ANIMAL_EDIT_MESSAGES, animalEditSchema, ANIMALS_ADMIN, idParamsSchema, LIMITS, MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import type { JsonCache } from '../../http/cached-json.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { appendAnimalImages } from '../images/animal-images.store.js';
import { imagePath, STORED_IMAGE_NAME } from '../images/image-paths.js';
import { imagesMultipart, judgeUploadedFiles, rejectionMessageFor } from '../images/image-upload.js';
import { saveAnimalEdit } from './animal-edit.js';
import { addAnimal, animalExists, releaseStaleReservation, reservationInfo, updateAnimal } from './animals.admin.service.js';
import { findAdminAnimal, listAdminAnimals } from './admin-animal.reads.js';
import { todayOf, type Clock } from '../../clock.js';
import { findAnimalImageNames } from './animals.queries.js';
import { execute } from '../../db/sql.js';

const imageNotFound = () => HttpError.notFound('Nie znaleziono zdjęcia.', 'image_not_found');
const notFound = () => HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');

function actorOf(req: Request): HistoryActor {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

/** The `data` part of a multipart edit: JSON text, parsed before the shared schema judges it. */
function editData(body: unknown): unknown {
  const data = body && typeof body === 'object' ? (body as Record<string, unknown>).data : undefined;
  if (typeof data !== 'string') throw HttpError.badRequest(ANIMAL_EDIT_MESSAGES.invalidForm, 'invalid_form');
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw HttpError.badRequest(ANIMAL_EDIT_MESSAGES.invalidForm, 'invalid_form');
  }
}

async function existingAnimalId(db: DataSource, req: Request): Promise<number> {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success || !(await animalExists(db, parsed.data.id))) throw notFound();
  return parsed.data.id;
}

/**
 * Admin animal endpoints (SPEC section 7), all behind the session guard of AdminRoutes. Every
 * write clears this instance's cache of public animal reads and is recorded in the history with
 * who made it, in the same transaction.
 */
export function mountAnimalsAdmin(routes: AdminRoutes, db: DataSource, publicAnimalsCache: JsonCache, clock: Clock): void {
  /** The admin record of an animal just written (it exists: the write was under its lock). */
  const adminAnimal = async (id: number) => (await findAdminAnimal(db, id))!;

  serveEndpoint(routes, ANIMALS_ADMIN.list, async () => listAdminAnimals(db, false, todayOf(clock)));

  serveEndpoint(routes, ANIMALS_ADMIN.archive, async () => listAdminAnimals(db, true, todayOf(clock)));

  serveEndpoint(routes, ANIMALS_ADMIN.record, async ({ req }) => adminAnimal(await existingAnimalId(db, req)));

  serveEndpoint(routes, ANIMALS_ADMIN.add, async ({ req, res, input }) => {
    const id = await addAnimal(db, input(), actorOf(req));
    publicAnimalsCache.clear();
    res.status(201);
    return { id, message: MESSAGES.admin.animalAdded };
  });

  serveEndpoint(routes, ANIMALS_ADMIN.update, async ({ req, input }) => {
    const id = await existingAnimalId(db, req);
    await updateAnimal(db, id, input(), actorOf(req));
    publicAnimalsCache.clear();
    return { message: MESSAGES.admin.changesSaved, animal: await adminAnimal(id) };
  });

  // The edit modal's one call: fields, removed images, new images and cover in one transaction.
  // Everything is judged before anything is written, and a refusal inside rolls it all back.
  serveEndpoint(
    routes,
    ANIMALS_ADMIN.edit,
    async ({ req }) => {
      const id = await existingAnimalId(db, req);
      const input = parseInput(animalEditSchema, editData(req.body));
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      const judged = await judgeUploadedFiles(files, LIMITS.images.maxFiles);
      if (judged.rejected.length > 0) throw new HttpError(400, 'images_rejected', rejectionMessageFor(judged.rejected));
      const { images } = await saveAnimalEdit(db, id, input, judged.accepted, actorOf(req));
      publicAnimalsCache.clear();
      return { message: MESSAGES.admin.changesSaved, animal: await adminAnimal(id), images: images.map(imagePath) };
    },
    [imagesMultipart()],
  );

  serveEndpoint(routes, ANIMALS_ADMIN.reservation, async ({ req }) => reservationInfo(db, await existingAnimalId(db, req)));

  serveEndpoint(routes, ANIMALS_ADMIN.releaseReservation, async ({ req, input }) => {
    const id = await existingAnimalId(db, req);
    input();
    const { message } = await releaseStaleReservation(db, id, actorOf(req));
    publicAnimalsCache.clear();
    return { message, animal: await adminAnimal(id) };
  });

  serveEndpoint(
    routes,
    ANIMALS_ADMIN.addImages,
    async ({ req, res }) => {
      const id = await existingAnimalId(db, req);
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.length === 0) throw HttpError.badRequest('Nie wybrano żadnego pliku.', 'no_files');
      const existing = await findAnimalImageNames(db, id);
      const judged = await judgeUploadedFiles(files, LIMITS.images.maxFiles - existing.length);
      if (judged.accepted.length === 0) throw new HttpError(400, 'images_rejected', rejectionMessageFor(judged.rejected));
      // The count above only spares decoding; the binding one is taken under a lock on the animal.
      const { overflow } = await db.transaction(async (manager) => {
        const result = await appendAnimalImages(manager, id, judged.accepted);
        const stored = judged.accepted.filter((image) => !result.overflow.includes(image));
        if (stored.length > 0) {
          await recordHistory(manager, {
            actor: actorOf(req),
            action: 'animal.images_added',
            subjectType: 'animal',
            subjectId: id,
            details: { count: stored.length, files: stored.map((image) => image.filename) },
          });
        }
        return result;
      });
      const rejected = [
        ...judged.rejected,
        ...judged.acceptedNames.filter((_, index) => overflow.includes(judged.accepted[index]!)).map((name) => ({ name, reason: 'count' as const })),
      ];
      if (overflow.length === judged.accepted.length) throw new HttpError(400, 'images_rejected', rejectionMessageFor(rejected));
      publicAnimalsCache.clear();
      const images = (await findAnimalImageNames(db, id)).map(imagePath);
      res.status(201);
      return {
        images,
        rejected,
        ...(rejected.length > 0 ? { message: rejectionMessageFor(rejected) } : {}),
      };
    },
    [imagesMultipart()],
  );

  serveEndpoint(routes, ANIMALS_ADMIN.setCover, async ({ req, input }) => {
    const id = await existingAnimalId(db, req);
    const { filename } = input();
    await db.transaction(async (manager) => {
      // TypeORM answers UPDATE and DELETE with [rows, affected count].
      const updated = await execute(
        manager,
        `UPDATE animals SET cover_image_id = i.id FROM images i WHERE animals.id = $1 AND i.animal_id = $1 AND i.filename = $2`,
        [id, filename],
      );
      if (!updated) throw imageNotFound();
      await recordHistory(manager, { actor: actorOf(req), action: 'animal.cover_set', subjectType: 'animal', subjectId: id, details: { file: filename } });
    });
    publicAnimalsCache.clear();
    return { images: (await findAnimalImageNames(db, id)).map(imagePath) };
  });

  serveEndpoint(routes, ANIMALS_ADMIN.removeImage, async ({ req }) => {
    const id = await existingAnimalId(db, req);
    const filename = String(req.params.filename);
    if (!STORED_IMAGE_NAME.test(filename)) throw HttpError.badRequest('Nieprawidłowa nazwa pliku.', 'invalid_filename');
    await db.transaction(async (manager) => {
      const deleted = await execute(manager, `DELETE FROM images WHERE animal_id = $1 AND filename = $2`, [id, filename]);
      if (!deleted) throw imageNotFound();
      await recordHistory(manager, { actor: actorOf(req), action: 'animal.image_removed', subjectType: 'animal', subjectId: id, details: { file: filename } });
    });
    publicAnimalsCache.clear();
  });
}
