/** E-mail templates: the store and routes of the editor, and filling a template for other modules. */
export { renderMailTemplate, renderText } from './render.js';
export { mailVarsForAdopter, mailVarsForApplicant, mailVarsForSurvey, otherAnimalsText, mailSiteOf, type MailSite, type MailSiteSource } from './mail-vars.js';
export { listMailTemplates, loadMailTemplate } from './mail-templates.store.js';
export { mountMailTemplatesAdmin } from './mail-templates.routes.js';
