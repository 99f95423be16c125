import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { MAIL_TEMPLATE_KEYS, MAIL_TEMPLATE_MESSAGES } from '../mail/mail-templates.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, idSchema, lengthCap } from './common.js';
import { consentPolicyVersionSchema } from './consent.js';
import { CONTACT_PHONE_RAW_MAX, normalizeContactPhone } from './contact-phone.js';

const m = MESSAGES.contact;

/** The contact form (SPEC section 5); the same schema drives the page and the server. */
export const contactSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, m.fullNameRequired)
    .min(LIMITS.contactNameMin, m.fullNameTooShort)
    .max(120, MESSAGES.server.textTooLong),
  email: z.string().trim().min(1, m.emailRequired).max(EMAIL_MAX_LENGTH, lengthCap(m.emailInvalid)).regex(EMAIL_PATTERN, m.emailInvalid),
  // Typed or pasted with +48/0048 and separators; validated (and stored) as the national number.
  phone: z
    .string()
    .trim()
    .min(1, m.phoneRequired)
    .max(CONTACT_PHONE_RAW_MAX, lengthCap(m.phoneInvalid))
    .transform(normalizeContactPhone)
    .pipe(z.string().regex(new RegExp(`^\\d{${LIMITS.contactPhoneDigits}}$`), m.phoneInvalid)),
  question: z
    .string()
    .trim()
    .min(1, m.questionRequired)
    .min(LIMITS.contactMessageMin, m.questionTooShort)
    .max(5000, MESSAGES.server.textTooLong),
  policy: z.literal(true, { error: m.policyRequired }),
  /** The privacy-policy version shown beside the consent (stored with it; default: the current one). */
  policyVersion: consentPolicyVersionSchema,
  /** Honeypot: people never see it; when filled the server pretends success. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;


/** A compose request names at most one of: the survey, the adopter, the mailbox message answered. */
const COMPOSE_CONTEXT_MESSAGE = 'Wiadomość może dotyczyć jednej ankiety, jednego adoptującego albo jednej wiadomości ze skrzynki.';

/** The longest body of an e-mail written in the panel. */
export const COMPOSE_TEXT_MAX = 50_000;

/**
 * POST /contact/admin/send (SPEC section 5, e-mail compose): the body as plain text. The server
 * builds the e-mail's HTML from it (composeReplyHtml: escaped, line breaks kept), so no markup a
 * client sends (a script, a tracking pixel) can reach a recipient; an `html` field is refused.
 */
export const composeMailSchema = z.strictObject({
  to: z
    .string({ error: MESSAGES.compose.invalidRecipient })
    .trim()
    .max(EMAIL_MAX_LENGTH, lengthCap(MESSAGES.compose.invalidRecipient))
    .regex(EMAIL_PATTERN, MESSAGES.compose.invalidRecipient),
  subject: z.string({ error: MESSAGES.compose.subjectTooShort }).trim().min(3, MESSAGES.compose.subjectTooShort).max(200, MESSAGES.server.textTooLong),
  text: z.string({ error: MESSAGES.compose.bodyEmpty }).trim().min(1, MESSAGES.compose.bodyEmpty).max(COMPOSE_TEXT_MAX, MESSAGES.server.textTooLong),
  /** Where it was written: the survey or adopter it goes to, or the mailbox message it answers (history, reply headers). */
  surveyId: idSchema.optional(),
  adopterId: idSchema.optional(),
  replyToMessageId: idSchema.optional(),
  /** The template staff started from, if any (kept in the history). */
  template: z.enum(MAIL_TEMPLATE_KEYS, { error: MAIL_TEMPLATE_MESSAGES.notFound }).optional(),
}).refine(
  (input) => [input.surveyId, input.adopterId, input.replyToMessageId].filter((id) => id !== undefined).length <= 1,
  { message: COMPOSE_CONTEXT_MESSAGE, path: ['surveyId'] },
);
export type ComposeMailInput = z.input<typeof composeMailSchema>;
