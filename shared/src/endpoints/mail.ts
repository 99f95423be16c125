import type { MailMessage } from '../api-types.js';
import { composeMailSchema } from '../schemas/contact.js';
import { mailListQuerySchema, mailMessageQuerySchema, type MailListResponse, type MailStatus } from '../schemas/mail.js';
import { endpoint } from './endpoint.js';

/** What marking a message read answers; `server` only when the IMAP server was asked (false: not in time). */
export interface MailSeen {
  id: number;
  seen: 1;
  server?: boolean;
}

/**
 * The mailbox (SPEC section 7): whether mail leaves the server, the list, one message (its body
 * with `withBody=1`), marking it read, and an e-mail written in the panel, queued in the outbox
 * (202). An id that is not a number is a 400, an unknown one a 404.
 */
export const MAIL = {
  status: endpoint<MailStatus>()({ method: 'GET', path: '/mail/status' }),
  list: endpoint<MailListResponse>()({ method: 'GET', path: '/mail/messages', input: mailListQuerySchema }),
  message: endpoint<MailMessage>()({ method: 'GET', path: '/mail/messages/:id', input: mailMessageQuerySchema }),
  markSeen: endpoint<MailSeen>()({ method: 'PATCH', path: '/mail/messages/:id/seen' }),
  /** 202: queued; the outbox sends it. */
  send: endpoint<{ message: string }>()({ method: 'POST', path: '/contact/admin/send', input: composeMailSchema }),
} as const;

/** Downloads (session cookie, plain links). */
export const MAIL_FILES = {
  attachment: '/mail/messages/:id/attachments/:attId/download',
} as const;
