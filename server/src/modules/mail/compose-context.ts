import type { EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, MAIL_MESSAGES, type ComposeMailInput } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { MailSubject } from './panel-mail.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

export interface ComposeContext {
  subjects: MailSubject[];
  /** In-Reply-To and References of a reply to a mailbox message. */
  headers?: Record<string, string>;
}

/** A Message-ID in angle brackets (as RFC 5322 writes it in In-Reply-To and References). */
const bracketed = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

/** The threading headers of a reply: In-Reply-To the original, References its References + itself. */
export function replyHeaders(messageId: string | null, references: string | null): Record<string, string> | undefined {
  if (!messageId) return undefined;
  const parent = bracketed(messageId.trim());
  const ancestors = (references ?? '').split(/\s+/).filter((id) => id !== '' && id !== parent);
  return { 'In-Reply-To': parent, References: [...ancestors, parent].join(' ') };
}

/** Adopters with this address (the stored one): a reply from the mailbox belongs to their timeline too. */
async function adoptersWithAddress(manager: EntityManager, address: string): Promise<MailSubject[]> {
  const rows = await queryRows<{ id: number }>(manager, `SELECT id FROM adopters WHERE lower(email) = lower($1) AND erased_at IS NULL`, [address]);
  return rows.map((row) => ({ type: 'adopter', id: row.id }));
}

/**
 * Where an e-mail written in the panel belongs (404 when the survey, adopter or message named
 * does not exist; nothing is sent then): a survey and its adopter, an adopter, or a mailbox
 * message (and the adopter with the recipient's address), whose Message-ID threads the reply.
 */
export async function composeContext(manager: EntityManager, input: ComposeMailInput): Promise<ComposeContext> {
  if (input.surveyId !== undefined) {
    const [survey] = await queryRows<Columns<'surveys', 'id' | 'adopter_id'>>(manager, `SELECT id, adopter_id FROM surveys WHERE id = $1`, [input.surveyId]);
    if (!survey) throw HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found');
    const subjects: MailSubject[] = [{ type: 'survey', id: survey.id }];
    if (survey.adopter_id !== null) subjects.push({ type: 'adopter', id: survey.adopter_id });
    return { subjects };
  }
  if (input.adopterId !== undefined) {
    const [adopter] = await queryRows<{ id: number }>(manager, `SELECT id FROM adopters WHERE id = $1`, [input.adopterId]);
    if (!adopter) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
    return { subjects: [{ type: 'adopter', id: adopter.id }] };
  }
  if (input.replyToMessageId !== undefined) {
    const [message] = await queryRows<Columns<'mail_messages', 'id' | 'message_id' | 'references_header'>>(
      manager,
      `SELECT id, message_id, references_header FROM mail_messages WHERE id = $1`,
      [input.replyToMessageId],
    );
    if (!message) throw HttpError.notFound(MAIL_MESSAGES.messageNotFound, 'mail_not_found');
    return {
      subjects: [{ type: 'mail_message', id: message.id }, ...(await adoptersWithAddress(manager, input.to))],
      headers: replyHeaders(message.message_id, message.references_header),
    };
  }
  return { subjects: await adoptersWithAddress(manager, input.to) };
}
