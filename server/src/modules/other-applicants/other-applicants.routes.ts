import type { DataSource } from 'typeorm';
import { idParamsSchema, OTHER_APPLICANTS } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
import { historyActorOf } from '../history/actor.js';
import type { MailModule } from '../mail/mail.module.js';
import { mailSiteOf, type MailSiteSource } from '../mail-templates/index.js';
import { loadOtherApplicants, notifyOtherApplicants } from './other-applicants.service.js';

/** The other applicants of a reserved or adopted animal: who they are, and telling them (admin only). */
export function mountOtherApplicantsAdmin(routes: AdminRoutes, db: DataSource, mail: MailModule, site: MailSiteSource): void {
  serveEndpoint(routes, OTHER_APPLICANTS.list, async ({ req }) => {
    const { id } = parseInput(idParamsSchema, req.params);
    return loadOtherApplicants(db, id, await mailSiteOf(site));
  });

  serveEndpoint(routes, OTHER_APPLICANTS.notify, async ({ req, input }) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const body = input();
    return notifyOtherApplicants(db, mail, await mailSiteOf(site), id, body, historyActorOf(req));
  });
}
