import type { Request } from 'express';
import { FOSTER_ADMIN, FOSTER_MESSAGES as F, idParamsSchema } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { queryFirst } from '../../db/sql.js';
import { recordHistory } from '../history/history.js';
import { eraseFosterDataOf, fosterDataOf } from '../rodo/foster-personal-data.js';
import type { FosterDeps } from './foster-deps.js';

function idOf(req: Request, missing: string): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(missing);
  return parsed.data.id;
}

function actorOf(req: Request): { id: number; username: string } {
  if (!req.user) throw HttpError.unauthorized();
  return { id: req.user.id, username: req.user.username };
}

/**
 * RODO for foster carers and applicants (issue 33, item 8), administrators only like the adopters':
 * the export gathers everything by the person's address (applications, the home, reports,
 * reminders), the erase removes it (foster-personal-data.ts) and records who erased, never whom.
 */
export function mountFosterRodoAdmin(routes: AdminRoutes, { db, clock }: FosterDeps): void {
  const emailOf = async (table: 'foster_homes' | 'foster_applications', id: number, missing: string) => {
    const erased = table === 'foster_homes' ? 'AND erased_at IS NULL' : '';
    const row = await queryFirst<{ email: string }>(db, `SELECT lower(email) AS email FROM ${table} WHERE id = $1 ${erased}`, [id]);
    if (!row) throw HttpError.notFound(missing);
    return row.email;
  };
  const download = (res: { setHeader(name: string, value: string): void }, name: string) => res.setHeader('Content-Disposition', `attachment; filename="${name}"`);

  serveEndpoint(routes, FOSTER_ADMIN.exportHome, async ({ req, res }) => {
    const id = idOf(req, F.homeNotFound);
    const email = await emailOf('foster_homes', id, F.homeNotFound);
    download(res, `dane-dt-${id}.json`);
    return { exportedAt: clock().toISOString(), foster: await fosterDataOf(db, [email]) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.exportApplication, async ({ req, res }) => {
    const id = idOf(req, F.applicationNotFound);
    const email = await emailOf('foster_applications', id, F.applicationNotFound);
    download(res, `dane-zgloszenie-dt-${id}.json`);
    return { exportedAt: clock().toISOString(), foster: await fosterDataOf(db, [email]) };
  });

  serveEndpoint(routes, FOSTER_ADMIN.eraseHome, async ({ req }) => {
    const id = idOf(req, F.homeNotFound);
    const actor = actorOf(req);
    await db.transaction(async (manager) => {
      const home = await queryFirst<{ email: string }>(manager, `SELECT lower(email) AS email FROM foster_homes WHERE id = $1 AND erased_at IS NULL FOR UPDATE`, [id]);
      if (!home) throw HttpError.notFound(F.homeNotFound);
      const living = await queryFirst<{ n: number }>(manager, `SELECT count(*)::int AS n FROM animals WHERE foster_home_id = $1`, [id]);
      if (living && living.n > 0) throw HttpError.conflict(F.eraseAnimalsFirst(living.n), 'foster_home_has_animals');
      await eraseFosterDataOf(manager, [home.email]);
      await recordHistory(manager, { actor, action: 'foster_home.erased', subjectType: 'foster_home', subjectId: id });
    });
    return { message: F.erased };
  });

  serveEndpoint(routes, FOSTER_ADMIN.eraseApplication, async ({ req }) => {
    const id = idOf(req, F.applicationNotFound);
    const actor = actorOf(req);
    await db.transaction(async (manager) => {
      const application = await queryFirst<{ email: string; foster_home_id: number | null }>(
        manager,
        `SELECT lower(email) AS email, foster_home_id FROM foster_applications WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!application) throw HttpError.notFound(F.applicationNotFound);
      // An accepted applicant is a foster home now: that is erased from the home's page, with its animals moved first.
      if (application.foster_home_id !== null) {
        const home = await queryFirst<{ n: number }>(manager, `SELECT count(*)::int AS n FROM animals WHERE foster_home_id = $1`, [application.foster_home_id]);
        if (home && home.n > 0) throw HttpError.conflict(F.eraseAnimalsFirst(home.n), 'foster_home_has_animals');
      }
      await eraseFosterDataOf(manager, [application.email]);
      await recordHistory(manager, { actor, action: 'foster_application.erased', subjectType: 'foster_application', subjectId: id });
    });
    return { message: F.applicationErased };
  });
}
