import type { DataSource } from 'typeorm';
import { idParamsSchema, notifyOtherApplicantsSchema } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { parseInput } from '../../http/validate.js';
import { historyActorOf } from '../history/actor.js';
import type { MailModule } from '../mail/mail.module.js';
import { mailSiteOf, type MailSiteSource } from '../mail-templates/index.js';
import { loadOtherApplicants, notifyOtherApplicants } from './other-applicants.service.js';

/** The other applicants of a reserved or adopted animal: who they are, and telling them (admin only). */
export function mountOtherApplicantsAdmin(routes: AdminRoutes, db: DataSource, mail: MailModule, site: MailSiteSource): void {
  routes.get('/animals/:id/other-applicants', async (req, res) => {
    const { id } = parseInput(idParamsSchema, req.params);
    res.json(await loadOtherApplicants(db, id, await mailSiteOf(site)));
  });

  routes.post('/animals/:id/notify-other-applicants', async (req, res) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const input = parseInput(notifyOtherApplicantsSchema, req.body ?? {});
    res.json(await notifyOtherApplicants(db, mail, await mailSiteOf(site), id, input, historyActorOf(req)));
  });
}
