import type { DataSource } from 'typeorm';
import { MAIL_TEMPLATE_MESSAGES, MAIL_TEMPLATE_PLACEHOLDER_NAMES, MAIL_TEMPLATE_PLACEHOLDERS, MAIL_TEMPLATES, mailTemplateKeyParamsSchema } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { historyActorOf } from '../history/actor.js';
import { mailSiteOf, mailVarsForAdopter, mailVarsForSurvey, type MailSiteSource } from './mail-vars.js';
import { listMailTemplates, loadMailTemplate, restoreMailTemplate, saveMailTemplate, templateNotFound } from './mail-templates.store.js';
import { renderMailTemplate } from './render.js';

function keyOf(params: unknown): string {
  const parsed = mailTemplateKeyParamsSchema.safeParse(params);
  if (!parsed.success) throw templateNotFound();
  return parsed.data.key;
}

/**
 * The e-mail templates (behind the admin session guard): the list with the placeholders they may
 * use, saving one (unknown placeholders refused, naming them), restoring its default text, and
 * one filled for a survey or an adopter (the compose forms' picker). Edits are recorded.
 */
export function mountMailTemplatesAdmin(routes: AdminRoutes, db: DataSource, siteSource: MailSiteSource): void {
  serveEndpoint(routes, MAIL_TEMPLATES.list, async () => ({
    templates: await listMailTemplates(db),
    placeholders: MAIL_TEMPLATE_PLACEHOLDER_NAMES.map((name) => ({ name, meaning: MAIL_TEMPLATE_PLACEHOLDERS[name] })),
  }));

  serveEndpoint(routes, MAIL_TEMPLATES.save, async ({ req, input }) => {
    const key = keyOf(req.params);
    // An unknown key is a 404 even when the body is also wrong.
    await loadMailTemplate(db, key);
    const template = await saveMailTemplate(db, key, input(), historyActorOf(req));
    return { message: MAIL_TEMPLATE_MESSAGES.saved(template.name), template };
  });

  serveEndpoint(routes, MAIL_TEMPLATES.restoreDefault, async ({ req }) => {
    const template = await restoreMailTemplate(db, keyOf(req.params), historyActorOf(req));
    return { message: MAIL_TEMPLATE_MESSAGES.restored(template.name), template };
  });

  serveEndpoint(routes, MAIL_TEMPLATES.render, async ({ req, input }) => {
    const key = keyOf(req.params);
    const query = input();
    const site = await mailSiteOf(siteSource);
    const vars =
      query.surveyId !== undefined
        ? await mailVarsForSurvey(db, query.surveyId, site)
        : query.adopterId !== undefined
          ? await mailVarsForAdopter(db, query.adopterId, site)
          : { fundacja: site.foundationName };
    return renderMailTemplate(db, key, vars);
  });
}
