import { endpointPath, MAIL_FILES } from '@pets/shared';
import { API_BASE } from '../../../lib/api';

/** The mailbox screen's filters, links and display helpers (its calls: mail-queries.ts). */

export type MailFilter = 'all' | 'unread' | 'read';

export const MAIL_FILTERS: { value: MailFilter; label: string }[] = [
  { value: 'all', label: 'Wszystkie' },
  { value: 'unread', label: 'Nieprzeczytane' },
  { value: 'read', label: 'Przeczytane' },
];

/** The URL parameter naming the mailbox filter, and its Polish values. */
export const MAIL_FILTER_PARAM = 'filtr';
const MAIL_FILTER_SLUGS: Record<MailFilter, string> = { all: 'wszystkie', unread: 'nieprzeczytane', read: 'przeczytane' };
export const mailFilterLink = (filter: MailFilter) => `/admin/mail?${MAIL_FILTER_PARAM}=${MAIL_FILTER_SLUGS[filter]}`;
/** The filter a `filtr` value names; 'all' for anything else. */
export function mailFilterOfParam(value: string | null): MailFilter {
  const found = (Object.entries(MAIL_FILTER_SLUGS) as [MailFilter, string][]).find(([, slug]) => slug === value);
  return found ? found[0] : 'all';
}

export interface MailListParams {
  page: number;
  filter: MailFilter;
  q: string;
}

export function attachmentUrl(messageId: number, attachmentId: number): string {
  return `${API_BASE}${endpointPath(MAIL_FILES.attachment, { id: messageId, attId: attachmentId })}`;
}

/** Bytes for people: 900 B, 12 kB, 3,4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

/**
 * The document shown in the sandboxed iframe: the server's sanitised HTML with a policy of its
 * own that loads nothing from anywhere (inline data: images only) and links that open outside.
 */
export function mailHtmlDocument(html: string): string {
  return (
    '<!doctype html><html lang="pl"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">` +
    '<base target="_blank">' +
    '<style>body{margin:12px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:15px;line-height:1.5;color:#26302b;overflow-wrap:anywhere}' +
    'img{max-width:100%;height:auto}table{max-width:100%}a{color:#2f6b4f}</style>' +
    `</head><body>${html}</body></html>`
  );
}
