import { simpleParser, type AddressObject, type Attachment, type EmailAddress } from 'mailparser';
import { sanitizeMailHtml } from './html-sanitize.js';

/** The header that marks mail this app sent from the contact form (see contact.service.ts). */
export const CONTACT_FORM_HEADER = 'X-Fundacja-Form';
export const CONTACT_FORM_HEADER_VALUE = 'contact';

/** Attachments up to this size are cached in PostgreSQL when a message is synchronised. */
export const ATTACHMENT_CACHE_MAX_BYTES = 10 * 1024 * 1024;

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** null when larger than ATTACHMENT_CACHE_MAX_BYTES: fetched from IMAP on download. */
  content: Buffer | null;
  /** The MIME part number (also the IMAP body part). */
  partId: string | null;
}

export interface ParsedMessage {
  messageId: string | null;
  /** The References header (message ids joined by spaces): a reply continues the thread from it. */
  references: string | null;
  fromName: string;
  fromEmail: string;
  toAddresses: string;
  subject: string;
  date: Date | null;
  /** The text/plain part only (never generated from HTML, so "text, else HTML" is meaningful). */
  text: string | null;
  /** Sanitised (html-sanitize.ts); inline cid: images are already data: URIs. */
  html: string | null;
  attachments: ParsedAttachment[];
}

const MIME_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/calendar': 'ics',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

function firstAddress(object: AddressObject | AddressObject[] | undefined): EmailAddress | undefined {
  const list = Array.isArray(object) ? object : object ? [object] : [];
  for (const item of list) {
    for (const address of item.value) {
      if (address.address) return address;
      const member = address.group?.find((entry) => entry.address);
      if (member) return member;
    }
  }
  return undefined;
}

function addressList(object: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(object) ? object : object ? [object] : [];
  return list
    .map((item) => item.text)
    .join(', ')
    .slice(0, 2000);
}

/** One line, no control characters, bounded length (names and subjects shown in lists). */
export function oneLine(text: string | undefined | null, max = 500): string {
  return (text ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** The stored text of a text part: no NUL bytes (PostgreSQL text refuses them). */
function storedText(text: string | undefined | null): string | null {
  if (!text) return null;
  const clean = text.replaceAll('\u0000', '');
  return clean.trim() === '' ? null : clean;
}

/**
 * A file name safe to store and to put in Content-Disposition: no path, no control characters,
 * no quotes or separators, bounded length; a neutral name when none is usable.
 */
export function safeFilename(name: string | undefined | null, contentType = 'application/octet-stream', index = 0): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"*:<>?|]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned) {
    if (cleaned.length <= 150) return cleaned;
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
    return cleaned.slice(0, 150 - extension.length) + extension;
  }
  const extension = MIME_EXTENSIONS[contentType.toLowerCase()] ?? 'bin';
  return `zalacznik-${index + 1}.${extension}`;
}

function presentAttachment(attachment: Attachment, index: number): ParsedAttachment {
  const contentType = oneLine(attachment.contentType, 200).toLowerCase() || 'application/octet-stream';
  const size = attachment.size ?? attachment.content.length;
  return {
    filename: safeFilename(attachment.filename, contentType, index),
    contentType,
    size,
    content: size <= ATTACHMENT_CACHE_MAX_BYTES ? attachment.content : null,
    partId: attachment.partId ?? null,
  };
}

/** How many ancestors a stored References header keeps (the newest ones: enough to thread a reply). */
const MAX_REFERENCES = 20;

/** The References header as message ids joined by spaces, the newest MAX_REFERENCES of them. */
export function storedReferences(references: string | string[] | undefined): string | null {
  const ids = (Array.isArray(references) ? references : (references ?? '').split(/\s+/))
    .map((id) => oneLine(id, 998))
    .filter((id) => /^<[^<>\s]+>$/.test(id));
  return ids.length > 0 ? ids.slice(-MAX_REFERENCES).join(' ') : null;
}

/**
 * Parses a raw RFC 822 message. Mail sent by this app's contact form shows the visitor (its
 * Reply-To) as the sender, so the mailbox lists who actually wrote.
 */
export async function parseMessage(source: Buffer | string): Promise<ParsedMessage> {
  const parsed = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true });
  const marker = parsed.headers.get(CONTACT_FORM_HEADER.toLowerCase());
  const fromContactForm = typeof marker === 'string' && marker.trim().toLowerCase() === CONTACT_FORM_HEADER_VALUE;
  const sender = (fromContactForm ? firstAddress(parsed.replyTo) : undefined) ?? firstAddress(parsed.from);
  // Inline images of multipart/related are already data: URIs in the HTML; they are not files.
  const files = parsed.attachments.filter((attachment) => !(attachment.related && attachment.contentId && parsed.html));
  return {
    messageId: parsed.messageId ? oneLine(parsed.messageId, 998) : null,
    references: storedReferences(parsed.references),
    fromName: oneLine(sender?.name, 300),
    fromEmail: oneLine(sender?.address, 320).toLowerCase(),
    toAddresses: oneLine(addressList(parsed.to), 2000),
    subject: oneLine(parsed.subject, 998),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    text: storedText(parsed.text),
    html: sanitizeMailHtml(typeof parsed.html === 'string' ? storedText(parsed.html) : null),
    attachments: files.map(presentAttachment),
  };
}
