import type { MailAttachmentInfo, MailMessage } from '@pets/shared';
import { sanitizeMailHtml } from './html-sanitize.js';
import type { AttachmentRow, MailRow } from './mailbox.store.js';

/** A mailbox row in the shape of SPEC section 3 (Mail message). */
export function presentMessage(row: MailRow): MailMessage {
  return {
    id: row.id,
    from_name: row.from_name,
    from_email: row.from_email,
    subject: row.subject,
    date_received: new Date(row.date_received).toISOString(),
    seen: row.seen ? 1 : 0,
    has_attachments: row.has_attachments,
  };
}

export function presentAttachment(row: AttachmentRow): MailAttachmentInfo {
  return { id: row.id, filename: row.filename, content_type: row.content_type, size: row.size };
}

/** The body: plain text as stored, HTML sanitised again on the way out (the rules may have grown). */
export function presentBody(row: MailRow): { text: string | null; html: string | null } {
  return { text: row.text_body ?? null, html: sanitizeMailHtml(row.html_body) };
}
