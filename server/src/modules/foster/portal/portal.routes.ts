import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { FOSTER_MESSAGES as F, FOSTER_PORTAL, FOSTER_PORTAL_MESSAGES as P, idSchema, type FosterPortalView } from '@pets/shared';
import { todayOf } from '../../../clock.js';
import { HttpError } from '../../../http/http-error.js';
import { createPointCounter } from '../../../http/rate-limit-counter.js';
import { serveEndpoint } from '../../../http/serve-endpoint.js';
import { parseInput } from '../../../http/validate.js';
import { poolOf } from '../../auth/session.js';
import { imagesMultipart, judgeUploadedFiles, rejectionMessageFor } from '../../images/image-upload.js';
import { personalLinkGuard } from '../../personal-links/personal-link-guard.js';
import type { FosterDeps } from '../foster-deps.js';
import { addPortalNote, addPortalPhotos, addPortalWeight, openPortal, type PortalHome } from './portal.service.js';
import { portalAnimals } from './portal.view.js';

/** Writes per link per hour: a carer weighs, notes and sends photos a few times a day; a leaked link cannot flood the coordinators' tasks. */
export const PORTAL_WRITES_PER_HOUR = 60;

const PORTAL_PREFIX = '/foster/portal';
const photoFieldsSchema = z.object({ animalId: idSchema });

function homeOf(res: Response): PortalHome {
  return res.locals.fosterHome as PortalHome;
}

/**
 * The carer's page API (issue 33, item 4): /foster/portal/:token. The personal link is the key:
 * every request resolves it (the guard in front sets no-referrer and no-store and limits each
 * visitor), every write is also limited per link and touches only the animals living in the
 * link's home now.
 */
export function fosterPortalRouter(deps: FosterDeps): Router {
  const router = Router();
  const pool = poolOf(deps.db);
  const writes = createPointCounter(pool, { keyPrefix: 'plink_dt_write', points: PORTAL_WRITES_PER_HOUR, durationSeconds: 60 * 60 });

  router.use(PORTAL_PREFIX, personalLinkGuard(pool, F.portalRateLimited));
  // Before any body is read (a photo upload is megabytes): a wrong link costs the visitor nothing more.
  router.use(`${PORTAL_PREFIX}/:token`, async (req, res, next) => {
    res.locals.fosterHome = await openPortal(deps.db, String(req.params.token), deps.clock);
    next();
  });

  const writeLimit: RequestHandler = async (_req, res, next) => {
    const taken = await writes.take(String(homeOf(res).linkId));
    if (taken.refused) {
      res.setHeader('Retry-After', String(taken.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', F.portalRateLimited);
    }
    next();
  };

  const view = async (home: PortalHome): Promise<FosterPortalView> => {
    const [animals, foundation] = await Promise.all([portalAnimals(deps.db, home.id, todayOf(deps.clock)), deps.foundation.get()]);
    // The foundation's data keeps no phone number yet: the page then offers the e-mail alone.
    return { carerFirstName: home.firstName, animals, foundationEmail: foundation.email, foundationPhone: '' };
  };

  serveEndpoint(router, FOSTER_PORTAL.view, async ({ res }) => view(homeOf(res)));

  serveEndpoint(
    router,
    FOSTER_PORTAL.addWeight,
    async ({ res, input }) => {
      const home = homeOf(res);
      await addPortalWeight(deps.db, home, input());
      res.status(201);
      return { message: F.weightSaved, view: await view(home) };
    },
    [writeLimit],
  );

  serveEndpoint(
    router,
    FOSTER_PORTAL.addNote,
    async ({ res, input }) => {
      const home = homeOf(res);
      const note = input();
      await addPortalNote(deps.db, home, note, deps.clock);
      res.status(201);
      return { message: note.problem ? F.problemSaved : F.noteSaved };
    },
    [writeLimit],
  );

  serveEndpoint(
    router,
    FOSTER_PORTAL.addPhotos,
    async ({ req, res }) => {
      const home = homeOf(res);
      const { animalId } = parseInput(photoFieldsSchema, req.body ?? {});
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.length === 0) throw HttpError.badRequest(P.photosRequired, 'photos_required', { images: P.photosRequired });
      // The slow work (decoding, re-encoding) before the transaction and its row lock.
      // Every file is judged by its content; how many may wait is the transaction's count.
      const judged = await judgeUploadedFiles(files, files.length);
      if (judged.rejected.length > 0) {
        const message = rejectionMessageFor(judged.rejected) + P.photosNothingSent;
        throw HttpError.badRequest(message, 'images_rejected', { images: message });
      }
      await addPortalPhotos(deps.db, home, animalId, judged.accepted);
      res.status(201);
      return { message: F.photosSaved(judged.accepted.length), view: await view(home) };
    },
    [writeLimit, imagesMultipart()],
  );

  return router;
}
