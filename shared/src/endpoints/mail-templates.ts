import type { MailTemplateList, MailTemplateResponse, RenderedMailTemplate } from '../mail/mail-templates.js';
import { mailTemplateRenderQuerySchema, mailTemplateUpdateSchema } from '../schemas/mail-templates.js';
import { endpoint } from './endpoint.js';

/**
 * The e-mail templates (Szablony e-maili): the list with the placeholders they may use, saving one
 * and restoring its default text (administrators), and one filled for a survey or an adopter (the
 * compose forms' picker). An unknown `:key` is a 404.
 */
export const MAIL_TEMPLATES = {
  list: endpoint<MailTemplateList>()({ method: 'GET', path: '/mail-templates' }),
  save: endpoint<MailTemplateResponse>()({ method: 'PUT', path: '/mail-templates/:key', input: mailTemplateUpdateSchema }),
  restoreDefault: endpoint<MailTemplateResponse>()({ method: 'POST', path: '/mail-templates/:key/restore-default' }),
  render: endpoint<RenderedMailTemplate>()({ method: 'GET', path: '/mail-templates/:key/render', input: mailTemplateRenderQuerySchema }),
} as const;
