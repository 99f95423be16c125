import { isValidEmail, MESSAGES, type ComposeMailInput, type MailTemplateKey } from '@pets/shared';
import { checkResolver } from '../../../../ui/form/check-resolver';

export interface ComposeFields {
  to: string;
  subject: string;
  body: string;
}

export type ComposeErrors = Partial<Record<keyof ComposeFields, string>>;

/** Whom an e-mail concerns: fills a template's placeholders, and files the e-mail in their history. */
export type ComposeContext = { surveyId: number } | { adopterId: number } | { replyToMessageId: number };

/** The three checks of SPEC section 5 (e-mail compose), each field with its own message. */
export function validateCompose(fields: ComposeFields): ComposeErrors {
  const errors: ComposeErrors = {};
  if (!isValidEmail(fields.to)) errors.to = MESSAGES.compose.invalidRecipient;
  if (fields.subject.trim().length < 3) errors.subject = MESSAGES.compose.subjectTooShort;
  if (fields.body.trim() === '') errors.body = MESSAGES.compose.bodyEmpty;
  return errors;
}

/** The form's resolver: every failing check at once, each on its own field. */
export const composeResolver = checkResolver(validateCompose);

/**
 * The request of POST /contact/admin/send: the body as typed (the server builds the e-mail's HTML
 * from it), with whom it concerns and the template it started from.
 */
export function composeRequest(fields: ComposeFields, context?: ComposeContext, template?: MailTemplateKey | null): ComposeMailInput {
  return { to: fields.to.trim(), subject: fields.subject.trim(), text: fields.body, ...context, ...(template ? { template } : {}) };
}
