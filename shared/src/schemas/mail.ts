import { z } from 'zod';
import type { MailMessage } from '../api-types.js';
import { LIMITS } from '../limits.js';
import { idSchema, pageSchema } from './common.js';

/** Texts of the mail and contact endpoints that SPEC section 8 does not quote. */
export const MAIL_MESSAGES = {
  tooManyLinks: 'Wiadomość zawiera zbyt wiele linków. Usuń część z nich i spróbuj ponownie.',
  contactRateLimited: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za jakiś czas.',
  messageNotFound: 'Nie znaleziono wiadomości.',
  attachmentNotFound: 'Nie znaleziono załącznika.',
  attachmentUnavailable: 'Załącznik jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
} as const;

/** A contact message may carry at most this many links; more is treated as spam. */
export const CONTACT_MAX_LINKS = 2;

const LINK_PATTERN = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"']+|\[url[=\]]/gi;

/** How many links (http(s)://, ftp://, www., BBCode [url]) a text contains. */
export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0;
}

/** GET /mail/messages: page, limit (25 by default), seen (0 or 1), q over subject and sender. */
export const mailListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.mailPageSize),
  seen: z.enum(['0', '1']).optional(),
  q: z.string().trim().max(200).optional(),
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;

/**
 * Where the mailbox comes from: 'imap' (synchronised; `ok` false while the inbox cannot be
 * reached, the list then shows what was synchronised last) or 'local' (no IMAP configured).
 */
export interface MailSyncInfo {
  mode: 'imap' | 'local';
  ok: boolean;
  lastSuccessAt: string | null;
}

/** The last failure of a mail channel: when, and what the server said (addresses removed). */
export interface MailChannelError {
  at: string;
  message: string;
}

/**
 * GET /mail/status (admins only): whether mail really leaves the machine (SMTP) and where the
 * mailbox comes from (IMAP), with the outcome of the last attempts and the outbox queue.
 */
export interface MailStatus {
  smtp: {
    /** false: outgoing mail is only recorded locally and never leaves the server. */
    configured: boolean;
    lastSuccessAt: string | null;
    lastError: MailChannelError | null;
    /** Messages waiting in the outbox (pending or being sent). */
    queued: number;
    /** Messages the outbox gave up on (in the last MAIL_FAILED_WINDOW_DAYS days). */
    failed: number;
    /** When the longest-waiting queued message was queued; null with an empty queue. */
    oldestQueuedAt: string | null;
  };
  imap: {
    /** false: the mailbox shows only the contact-form messages stored locally. */
    configured: boolean;
    lastSuccessAt: string | null;
    lastError: MailChannelError | null;
  };
}

/** GET /mail/messages: one page, newest first, without bodies. */
export interface MailListResponse {
  items: MailMessage[];
  total: number;
  sync: MailSyncInfo;
}

export const mailMessageParamsSchema = z.object({ id: idSchema });

export const mailAttachmentParamsSchema = z.object({ id: idSchema, attId: idSchema });

/** GET /mail/messages/:id?withBody=1 */
export const mailMessageQuerySchema = z.object({ withBody: z.enum(['0', '1']).optional() });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The HTML of an e-mail written by an administrator (SPEC section 5, e-mail compose): the text is
 * HTML-escaped, line breaks become <br>, and the result is wrapped in a styled container. Built by
 * the server from the text of POST /contact/admin/send; a client never supplies the HTML.
 */
export function composeReplyHtml(body: string): string {
  const escaped = escapeHtmlText(body.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>\n');
  return (
    '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.6; color: #26302b; ' +
    'max-width: 640px; padding: 16px 20px; border-left: 4px solid #2f6b4f; background: #fbf8f1;">' +
    escaped +
    '</div>'
  );
}
