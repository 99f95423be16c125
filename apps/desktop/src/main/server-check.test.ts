import { describe, expect, it, vi } from 'vitest';
import { checkServer } from './server-check';

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('checkServer (before the panel is loaded)', () => {
  it('asks /api/health of the origin and is ready on 200 ok', async () => {
    const fetch = vi.fn(async () => json(200, { status: 'ok', database: 'up', uptimeSeconds: 3 }));
    expect(await checkServer('https://panel.example.org', fetch)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('https://panel.example.org/api/health', expect.objectContaining({ cache: 'no-store', redirect: 'manual' }));
  });

  it('tells a server without its database, another site, a redirect and an error apart', async () => {
    expect(await checkServer('https://x', async () => json(503, { status: 'degraded', database: 'down' }))).toEqual({ ok: false, problem: 'database' });
    expect(await checkServer('https://x', async () => ({ ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('html')) }))).toEqual({
      ok: false,
      problem: 'not-panel',
    });
    expect(await checkServer('https://x', async () => json(301, null))).toEqual({ ok: false, problem: 'redirect' });
    expect(await checkServer('https://x', async () => json(500, { status: 'broken' }))).toEqual({ ok: false, problem: 'http-error' });
  });

  it('reports an unreachable server and a timeout', async () => {
    expect(await checkServer('https://x', async () => Promise.reject(new TypeError('net::ERR_CONNECTION_REFUSED')))).toEqual({ ok: false, problem: 'unreachable' });
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    expect(await checkServer('https://x', hanging, 20)).toEqual({ ok: false, problem: 'timeout' });
  });
});
