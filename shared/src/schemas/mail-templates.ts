import { z } from 'zod';
import {
  MAIL_TEMPLATE_LIMITS,
  MAIL_TEMPLATE_MESSAGES,
  unknownPlaceholders,
  type MailTemplateField,
} from '../mail/mail-templates.js';
import { idSchema, lengthCap } from './common.js';

/**
 * Requests of the e-mail templates (the editor, a compose form's picker) and of telling the
 * other applicants of an animal. The placeholder rules live in mail/mail-templates.ts.
 */

/** Refuses the first `{name}` that is not a placeholder, naming it. */
const knownPlaceholders = (field: MailTemplateField) => (text: string, context: z.RefinementCtx) => {
  const [unknown] = unknownPlaceholders(text);
  if (unknown !== undefined) context.addIssue({ code: 'custom', message: MAIL_TEMPLATE_MESSAGES.unknownPlaceholder(field, unknown) });
};

const templateSubject = z
  .string({ error: MAIL_TEMPLATE_MESSAGES.subjectTooShort })
  .trim()
  .max(MAIL_TEMPLATE_LIMITS.subject, lengthCap(MAIL_TEMPLATE_MESSAGES.subjectTooLong))
  .min(MAIL_TEMPLATE_LIMITS.subjectMin, MAIL_TEMPLATE_MESSAGES.subjectTooShort)
  .superRefine(knownPlaceholders('subject'));

const templateBody = z
  .string({ error: MAIL_TEMPLATE_MESSAGES.bodyEmpty })
  .max(MAIL_TEMPLATE_LIMITS.body, lengthCap(MAIL_TEMPLATE_MESSAGES.bodyTooLong))
  .refine((body) => body.trim() !== '', MAIL_TEMPLATE_MESSAGES.bodyEmpty)
  .superRefine(knownPlaceholders('body'))
  // Stored with one kind of line break, so "is it the default?" compares texts, not line endings.
  .transform((body) => body.replace(/\r\n?/g, '\n'));

/** PUT /mail-templates/:key: the name, subject and body as staff edited them. */
export const mailTemplateUpdateSchema = z.strictObject({
  name: z
    .string({ error: MAIL_TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .max(MAIL_TEMPLATE_LIMITS.name, lengthCap(MAIL_TEMPLATE_MESSAGES.nameTooLong))
    .min(1, MAIL_TEMPLATE_MESSAGES.nameRequired),
  subject: templateSubject,
  body: templateBody,
});
export type MailTemplateUpdateInput = z.input<typeof mailTemplateUpdateSchema>;

/** The template key in the path; an unknown one is a 404, not a validation error. */
export const mailTemplateKeyParamsSchema = z.object({ key: z.string().max(60) });

/** GET /mail-templates/:key/render: the survey or the adopter whose data fill the placeholders. */
export const mailTemplateRenderQuerySchema = z
  .object({ surveyId: idSchema.optional(), adopterId: idSchema.optional() })
  .refine((query) => !(query.surveyId !== undefined && query.adopterId !== undefined), MAIL_TEMPLATE_MESSAGES.chooseOneContext);
export type MailTemplateRenderQuery = z.output<typeof mailTemplateRenderQuerySchema>;

/**
 * POST /animals/:id/notify-other-applicants: optionally a subject and body edited for this
 * sending (placeholders allowed, filled per survey); without them the saved template is used.
 */
export const notifyOtherApplicantsSchema = z
  .strictObject({
    subject: templateSubject.optional(),
    body: templateBody.optional(),
  })
  .refine((input) => (input.subject === undefined) === (input.body === undefined), {
    message: MAIL_TEMPLATE_MESSAGES.subjectAndBodyTogether,
    path: ['body'],
  });
export type NotifyOtherApplicantsInput = z.input<typeof notifyOtherApplicantsSchema>;
