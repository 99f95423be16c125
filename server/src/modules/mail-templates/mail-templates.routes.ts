import type { DataSource } from 'typeorm';
import {
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_PLACEHOLDER_NAMES,
  MAIL_TEMPLATE_PLACEHOLDERS,
  mailTemplateKeyParamsSchema,
  mailTemplateRenderQuerySchema,
  mailTemplateUpdateSchema,
  type MailTemplateList,
  type MailTemplateResponse,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { parseInput } from '../../http/validate.js';
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
  routes.get('/mail-templates', async (_req, res) => {
    const body: MailTemplateList = {
      templates: await listMailTemplates(db),
      placeholders: MAIL_TEMPLATE_PLACEHOLDER_NAMES.map((name) => ({ name, meaning: MAIL_TEMPLATE_PLACEHOLDERS[name] })),
    };
    res.json(body);
  });

  routes.put('/mail-templates/:key', async (req, res) => {
    const key = keyOf(req.params);
    // An unknown key is a 404 even when the body is also wrong.
    await loadMailTemplate(db, key);
    const input = parseInput(mailTemplateUpdateSchema, req.body);
    const template = await saveMailTemplate(db, key, input, historyActorOf(req));
    const body: MailTemplateResponse = { message: MAIL_TEMPLATE_MESSAGES.saved(template.name), template };
    res.json(body);
  });

  routes.post('/mail-templates/:key/restore-default', async (req, res) => {
    const template = await restoreMailTemplate(db, keyOf(req.params), historyActorOf(req));
    const body: MailTemplateResponse = { message: MAIL_TEMPLATE_MESSAGES.restored(template.name), template };
    res.json(body);
  });

  routes.get('/mail-templates/:key/render', async (req, res) => {
    const key = keyOf(req.params);
    const query = parseInput(mailTemplateRenderQuerySchema, req.query);
    const site = await mailSiteOf(siteSource);
    const vars =
      query.surveyId !== undefined
        ? await mailVarsForSurvey(db, query.surveyId, site)
        : query.adopterId !== undefined
          ? await mailVarsForAdopter(db, query.adopterId, site)
          : { fundacja: site.foundationName };
    res.json(await renderMailTemplate(db, key, vars));
  });
}
