import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, lengthCap } from './common.js';
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
});
export type ComposeMailInput = z.infer<typeof composeMailSchema>;
