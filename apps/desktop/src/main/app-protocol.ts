/**
 * The app's own pages (settings, offline) are served from app://panel instead of file://
 * (Electron security checklist: prefer a custom protocol to file://): only files inside the built
 * renderer folder can be reached, and every answer carries a strict Content-Security-Policy.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'panel';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const APP_PAGES = {
  settings: `${APP_ORIGIN}/settings.html`,
  offline: `${APP_ORIGIN}/offline.html`,
} as const;

/** No network, no inline code, no framing: the pages talk to the main process only through their preload. */
export const APP_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  json: 'application/json',
};

/**
 * The file under `root` a request names, or null when it would leave the folder, is not of a
 * served type, or the host is not ours.
 */
export function resolveAppFile(requestUrl: string, root: string, path: { resolve(...parts: string[]): string; sep: string }): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const relative = pathname === '/' ? 'settings.html' : pathname.replace(/^\/+/, '');
  const base = path.resolve(root);
  const file = path.resolve(base, relative);
  if (!file.startsWith(base + path.sep)) return null;
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  if (!CONTENT_TYPES[ext]) return null;
  return file;
}

export function createAppProtocolHandler(deps: {
  root: string;
  readFile(file: string): Promise<Uint8Array>;
  path: { resolve(...parts: string[]): string; sep: string };
}): (request: { url: string; method?: string }) => Promise<Response> {
  const headers = (type: string) => ({
    'Content-Type': type,
    'Content-Security-Policy': APP_PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  return async (request) => {
    if (request.method && request.method !== 'GET') return new Response('', { status: 405, headers: headers('text/plain; charset=utf-8') });
    const file = resolveAppFile(request.url, deps.root, deps.path);
    if (file === null) return new Response('Nie znaleziono', { status: 404, headers: headers('text/plain; charset=utf-8') });
    try {
      const body = await deps.readFile(file);
      const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
      return new Response(body as BodyInit, { status: 200, headers: headers(CONTENT_TYPES[ext] ?? 'application/octet-stream') });
    } catch {
      return new Response('Nie znaleziono', { status: 404, headers: headers('text/plain; charset=utf-8') });
    }
  };
}
