import type { DataSource, EntityManager } from 'typeorm';
import { fillMailTemplate, type MailTemplateVars, type RenderedMailTemplate } from '@pets/shared';
import { loadMailTemplate } from './mail-templates.store.js';

/**
 * A saved template filled with `vars` (404 for an unknown key). Placeholders without a value stay
 * as written and are listed in `missing`, so staff see what is left to complete.
 */
export async function renderMailTemplate(db: DataSource | EntityManager, key: string, vars: MailTemplateVars): Promise<RenderedMailTemplate> {
  const template = await loadMailTemplate(db, key);
  return renderText(key, template, vars);
}

/** Fills a subject and body (a saved template or one edited for a single sending). */
export function renderText(key: string, text: { subject: string; body: string }, vars: MailTemplateVars): RenderedMailTemplate {
  const subject = fillMailTemplate(text.subject, vars);
  const body = fillMailTemplate(text.body, vars);
  // A subject is one line, whatever a value brought in.
  return { key, subject: subject.text.replace(/\s+/g, ' ').trim(), body: body.text, missing: [...new Set([...subject.missing, ...body.missing])] };
}
