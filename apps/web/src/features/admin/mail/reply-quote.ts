import { formatDate, type MailMessage } from '@pets/shared';

/** The longest subject of a compose form (the server refuses longer ones). */
const SUBJECT_MAX = 200;
/** How much of the original a reply quotes: a long newsletter must not make a huge e-mail. */
const QUOTE_MAX = 20_000;

/** "Re: <subject>", once: a subject that already starts with Re:, Odp:, AW: or SV: is kept. */
export function replySubject(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim();
  const reply = /^(re|odp|aw|sv)\s*:/i.test(clean) ? clean : `Re: ${clean || '(bez tematu)'}`;
  return reply.slice(0, SUBJECT_MAX);
}

/** The visible text of sanitised HTML (a message without a plain-text part): paragraphs and breaks kept as lines. */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, '$&\n');
  const document = new DOMParser().parseFromString(marked, 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function senderOf(message: MailMessage): string {
  const name = message.from_name.trim();
  const address = message.from_email.trim();
  if (name && address) return `${name} <${address}>`;
  return name || address || 'nadawca';
}

/** The reply's quote header: "W dniu 12.05.2026 o 14:03 Anna Nowak <anna@example.com> napisał(a):". */
export function quoteHeader(message: MailMessage): string {
  const date = new Date(message.date_received);
  const when = Number.isNaN(date.getTime())
    ? ''
    : `W dniu ${formatDate(date)} o ${date.toLocaleTimeString('pl-PL', { hour: '2-digit', minute: '2-digit' })} `;
  return `${when || 'Dnia '}${senderOf(message)} napisał(a):`;
}

/** "> " before every line of the original ("> > " stays ">>" for text quoted already). */
export function quoteLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : line.startsWith('>') ? `>${line}` : `> ${line}`))
    .join('\n');
}

/** The body a reply starts with: two empty lines to write in, the header, then the original quoted. */
export function quotedReply(message: MailMessage): string {
  const text = message.body?.text?.trim() ? message.body.text : message.body?.html?.trim() ? htmlToText(message.body.html) : '';
  const original = text.trim().slice(0, QUOTE_MAX);
  return `\n\n${quoteHeader(message)}\n${original ? quoteLines(original) : '>'}`;
}
