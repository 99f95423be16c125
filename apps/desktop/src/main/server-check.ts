import type { ServerProblem } from '../common/app-page-api';

export type ServerCheck = { ok: true } | { ok: false; problem: ServerProblem };

export const HEALTH_TIMEOUT_MS = 5000;

type FetchLike = (url: string, init: { signal: AbortSignal; cache?: RequestCache; redirect?: RequestRedirect }) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Asks the server's GET /api/health before the panel is loaded: 200 with status 'ok' means ready;
 * 503 means the server runs but its database does not; anything that is not the panel's health
 * answer means the address points elsewhere. Redirects are not followed (a login portal or another
 * site is not the panel).
 */
export async function checkServer(origin: string, fetch: FetchLike, timeoutMs = HEALTH_TIMEOUT_MS): Promise<ServerCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${origin}/api/health`, { signal: controller.signal, cache: 'no-store', redirect: 'manual' });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
    if (response.status >= 300 && response.status < 400) return { ok: false, problem: 'redirect' };
    if (response.ok && status === 'ok') return { ok: true };
    if (response.status === 503 && status === 'degraded') return { ok: false, problem: 'database' };
    if (status === undefined) return { ok: false, problem: 'not-panel' };
    return { ok: false, problem: 'http-error' };
  } catch {
    return { ok: false, problem: controller.signal.aborted ? 'timeout' : 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
