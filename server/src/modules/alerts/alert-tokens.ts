import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of confirm and unsubscribe links: 32 random bytes (base64url). Only their sha256 is
 * stored, so a copy of the database (a backup, a leak) cannot confirm or cancel anyone's alerts.
 */
export function newAlertToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAlertToken(token) };
}

export function hashAlertToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The public pages of the links (SPA routes); the token travels in the query, redacted from request logs. */
export const ALERT_CONFIRM_PATH = '/powiadomienia/potwierdz';
export const ALERT_UNSUBSCRIBE_PAGE_PATH = '/powiadomienia/wypisz';
/** The RFC 8058 one-click target: a POST without session or CSRF token (origin-check.ts lets it through). */
export const ALERT_ONE_CLICK_API_PATH = '/alerts/unsubscribe';
export const ALERT_ONE_CLICK_PATH = `/api${ALERT_ONE_CLICK_API_PATH}`;

export function alertLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
