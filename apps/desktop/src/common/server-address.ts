/**
 * The server address the desktop app opens: validated on the settings page (as the user types)
 * and again in the main process before it is saved or used.
 */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

export type ServerAddressResult =
  | {
      ok: true;
      /** The normalised origin, e.g. 'https://panel.example.org' (no path, no trailing slash, no default port). */
      origin: string;
      /** Set for plain http to a host other than this computer: the address works, but unencrypted. */
      warning?: string;
    }
  | { ok: false; error: string };

export const SERVER_ADDRESS_MESSAGES = {
  empty: 'Podaj adres serwera, np. https://panel.fundacja.pl.',
  invalid: 'To nie jest poprawny adres serwera.',
  scheme: 'Dozwolone są tylko adresy http:// i https://.',
  credentials: 'Adres nie może zawierać nazwy użytkownika ani hasła.',
  tooLong: 'Adres serwera jest za długi.',
  insecure: 'Połączenie nie będzie szyfrowane (http). Poza siecią lokalną używaj adresu https://.',
} as const;

const MAX_LENGTH = 2048;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Accepts http and https addresses without credentials and keeps only their origin (a pasted
 * 'https://panel.example.org/admin/login' becomes 'https://panel.example.org'). An address typed
 * without a scheme is taken as https.
 */
export function parseServerAddress(input: string): ServerAddressResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: SERVER_ADDRESS_MESSAGES.empty };
  if (text.length > MAX_LENGTH) return { ok: false, error: SERVER_ADDRESS_MESSAGES.tooLong };
  if (/\s/.test(text)) return { ok: false, error: SERVER_ADDRESS_MESSAGES.invalid };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: SERVER_ADDRESS_MESSAGES.invalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: SERVER_ADDRESS_MESSAGES.scheme };
  if (url.username !== '' || url.password !== '') return { ok: false, error: SERVER_ADDRESS_MESSAGES.credentials };
  if (url.hostname === '') return { ok: false, error: SERVER_ADDRESS_MESSAGES.invalid };
  const origin = url.origin;
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return { ok: true, origin, warning: SERVER_ADDRESS_MESSAGES.insecure };
  return { ok: true, origin };
}

/**
 * The origin of a URL, or null when it cannot be parsed or has none (about:, data:, file:,
 * javascript:). Node's URL gives 'null' for schemes it does not know, while Chromium treats a
 * registered standard scheme such as app://panel as an origin of its own: such URLs get
 * '<scheme>://<host>' here too, so the app's pages compare the same way in both.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== 'null') return parsed.origin;
  if (parsed.protocol === 'file:' || parsed.host === '' || !url.slice(parsed.protocol.length).startsWith('//')) return null;
  return `${parsed.protocol}//${parsed.host}`;
}
