/**
 * Nothing personal in the logs (RODO): request URLs keep their path and only the query values
 * known to be harmless (paging, sorting, filters); search texts, e-mail addresses and anything
 * else a query may carry become "[redacted]". As a last line of defence every log line has
 * e-mail addresses masked (e.g. inside an SMTP error's message).
 */

export const REDACTED = '[redacted]';

/** Query keys whose values are never personal (the admin lists' paging, sorting and filters; the statistics' and exports' date range). */
const SAFE_QUERY_KEYS = new Set(['page', 'pageSize', 'strona', 'sort', 'species', 'gatunek', 'bucket', 'status', 'onlyNoAnimals', 'stale', 'elsewhere', 'format', 'limit', 'seen', 'from', 'to']);

/** The URL with the value of every query parameter not in SAFE_QUERY_KEYS replaced by "[redacted]". */
export function redactQuery(url: string): string {
  url = redactPathTokens(url);
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const kept = [...params].map(([key, value]) => `${encodeURIComponent(key)}=${SAFE_QUERY_KEYS.has(key) ? encodeURIComponent(value) : REDACTED}`);
  return kept.length > 0 ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

// Bounded local part: linear time on long log lines (no catastrophic backtracking).
const EMAIL_IN_TEXT = /[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/g;

/** Masks e-mail addresses in a serialised log line. */
export function maskEmails(line: string): string {
  return line.includes('@') ? line.replace(EMAIL_IN_TEXT, '[e-mail]') : line;
}

/** Personal links carry their token in the path (the carer's page /dt/<token>, its API /foster/portal/<token>). */
const PATH_TOKEN = /(\/dt\/|\/foster\/portal\/)[^/?#]+/g;

/** The URL with a personal link's token replaced by "[redacted]". */
export function redactPathTokens(url: string): string {
  return url.replace(PATH_TOKEN, `$1${REDACTED}`);
}
