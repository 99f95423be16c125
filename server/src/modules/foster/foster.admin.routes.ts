import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import { FOSTER_ADMIN, FOSTER_MESSAGES as F, FOSTER_PHOTO_FILE, idParamsSchema, MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { queryFirst } from '../../db/sql.js';
import { todayOf } from '../../clock.js';
import { recordHistory } from '../history/history.js';
import { issuePersonalLink, revokePersonalLinks } from '../personal-links/personal-links.js';
import { acceptFosterApplication, declineFosterApplication, findFosterApplication, listFosterApplications } from './applications.store.js';
import type { FosterDeps } from './foster-deps.js';
import { FOSTER_LINK_IDLE_DAYS, fosterLinkMail, fosterPortalUrl } from './foster-mail.js';
import { approveFosterPhoto, fosterPhotoImage, pendingFosterPhotos, rejectFosterPhoto } from './foster-photos.js';
import { findFosterHome, listFosterHomes, updateFosterHome } from './homes.store.js';
import { animalPlacements, placeAnimal } from './placements.js';
import { mountFosterRodoAdmin } from './foster-rodo.routes.js';
import { mountCarerAdoption } from './carer-adoption.routes.js';

function staffOf(req: Request): { id: number; username: string } {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

function idOf(req: Request, missing: string, code: string): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(missing, code);
  return parsed.data.id;
}

const homeId = (req: Request) => idOf(req, F.homeNotFound, 'foster_home_not_found');

/**
 * Staff's foster-home work (issue 33): applications decided, homes kept, carers' links sent,
 * animals moved, carers' photos judged. Each write is one transaction with its history row.
 */
export function mountFosterAdmin(routes: AdminRoutes, deps: FosterDeps): void {
  const { db, clock } = deps;
  mountFosterRodoAdmin(routes, deps);
  mountCarerAdoption(routes, deps);

  async function homeOrMissing(id: number) {
    const home = await findFosterHome(db, id);
    if (!home) throw HttpError.notFound(F.homeNotFound, 'foster_home_not_found');
    return home;
  }

  serveEndpoint(routes, FOSTER_ADMIN.applications, async ({ input }) => listFosterApplications(db, input().status));

  serveEndpoint(routes, FOSTER_ADMIN.accept, async ({ req, res }) => {
    const actor = staffOf(req);
    const applicationId = idOf(req, F.applicationNotFound, 'application_not_found');
    const newHomeId = await db.transaction(async (manager) => {
      const id = await acceptFosterApplication(manager, applicationId, actor.id);
      await recordHistory(manager, { actor, action: 'foster_application.accepted', subjectType: 'foster_application', subjectId: applicationId, details: { fosterHomeId: id } });
      return id;
    });
    res.status(201);
    return { message: F.accepted, home: await homeOrMissing(newHomeId) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.decline, async ({ req, input }) => {
    const actor = staffOf(req);
    const applicationId = idOf(req, F.applicationNotFound, 'application_not_found');
    const { reason } = input();
    await db.transaction(async (manager) => {
      await declineFosterApplication(manager, applicationId, actor.id, reason);
      // The reason stays on the application only: it may name the person.
      await recordHistory(manager, { actor, action: 'foster_application.declined', subjectType: 'foster_application', subjectId: applicationId });
    });
    const application = await findFosterApplication(db, applicationId);
    if (!application) throw HttpError.notFound(F.applicationNotFound, 'application_not_found');
    return { message: F.declined, application };
  });

  serveEndpoint(routes, FOSTER_ADMIN.homes, async ({ input }) => listFosterHomes(db, input().status));

  serveEndpoint(routes, FOSTER_ADMIN.home, async ({ req }) => homeOrMissing(homeId(req)));

  serveEndpoint(routes, FOSTER_ADMIN.updateHome, async ({ req, input }) => {
    const actor = staffOf(req);
    const id = homeId(req);
    const update = input();
    await db.transaction(async (manager) => {
      const changed = await updateFosterHome(manager, id, update);
      if (changed === null) throw HttpError.notFound(F.homeNotFound, 'foster_home_not_found');
      if (changed.length > 0) await recordHistory(manager, { actor, action: 'foster_home.updated', subjectType: 'foster_home', subjectId: id, details: { fields: changed } });
    });
    return { message: F.homeSaved, home: await homeOrMissing(id) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.sendLink, async ({ req }) => {
    const actor = staffOf(req);
    const id = homeId(req);
    const home = await homeOrMissing(id);
    if (!home.active) throw HttpError.conflict(F.homeInactive, 'foster_home_inactive');
    if (!home.email) throw HttpError.conflict(F.noEmail, 'foster_home_no_email');
    const foundationName = await deps.foundation.name();
    await db.transaction(async (manager: EntityManager) => {
      const link = await issuePersonalLink(manager, { purpose: 'dt', subjectId: id, idleDays: FOSTER_LINK_IDLE_DAYS, clock });
      await deps.mail.outbox.enqueue(
        manager,
        fosterLinkMail({ to: home.email, firstName: home.firstName, url: fosterPortalUrl(deps.origin, link.token), foundationName, linkId: link.linkId }),
      );
      await recordHistory(manager, { actor, action: 'foster_home.link_sent', subjectType: 'foster_home', subjectId: id });
    });
    deps.mail.outbox.kick();
    return { message: F.linkSent, home: await homeOrMissing(id) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.revokeLink, async ({ req }) => {
    const actor = staffOf(req);
    const id = homeId(req);
    await homeOrMissing(id);
    await db.transaction(async (manager) => {
      await revokePersonalLinks(manager, 'dt', id, clock());
      await recordHistory(manager, { actor, action: 'foster_home.link_revoked', subjectType: 'foster_home', subjectId: id });
    });
    return { message: F.linkRevoked, home: await homeOrMissing(id) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.placements, async ({ req }) => {
    const animalId = idOf(req, MESSAGES.public.animalMissingMessage, 'animal_not_found');
    if (!(await queryFirst(db, `SELECT 1 FROM animals WHERE id = $1`, [animalId]))) throw HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
    return animalPlacements(db, animalId);
  });

  serveEndpoint(routes, FOSTER_ADMIN.place, async ({ req, res, input }) => {
    const actor = staffOf(req);
    const animalId = idOf(req, MESSAGES.public.animalMissingMessage, 'animal_not_found');
    const placement = input();
    await db.transaction((manager) => placeAnimal(manager, animalId, placement, actor, todayOf(clock)));
    res.status(201);
    return { message: F.placementSaved, placements: await animalPlacements(db, animalId) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.photos, async () => pendingFosterPhotos(db));

  routes.get(FOSTER_PHOTO_FILE, async (req, res) => {
    const parsed = idParamsSchema.safeParse(req.params);
    const image = parsed.success ? await fosterPhotoImage(db, parsed.data.id) : null;
    if (!image) throw HttpError.notFound(F.photoNotFound, 'photo_not_found');
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    res.type('image/webp').send(image);
  });

  serveEndpoint(routes, FOSTER_ADMIN.approvePhoto, async ({ req }) => {
    const actor = staffOf(req);
    const id = idOf(req, F.photoNotFound, 'photo_not_found');
    await db.transaction(async (manager) => {
      const { animalId } = await approveFosterPhoto(manager, id);
      await recordHistory(manager, { actor, action: 'foster_photo.approved', subjectType: 'animal', subjectId: animalId });
    });
    deps.onPublicChange();
    return { message: F.photoApproved };
  });

  serveEndpoint(routes, FOSTER_ADMIN.rejectPhoto, async ({ req }) => {
    const actor = staffOf(req);
    const id = idOf(req, F.photoNotFound, 'photo_not_found');
    await db.transaction(async (manager) => {
      const { animalId } = await rejectFosterPhoto(manager, id);
      await recordHistory(manager, { actor, action: 'foster_photo.rejected', subjectType: 'animal', subjectId: animalId });
    });
    return { message: F.photoRejected };
  });
}
