import http from 'node:http';

/**
 * A small HTTP client over one keep-alive agent: the load driver needs per-request timing, the
 * status even for 5xx, a timeout that counts as "no answer" and a cookie, nothing more.
 */
export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  cookie?: string;
  timeoutMs?: number;
}

/** Thrown when no status came back (connection refused/reset, time-out): the outcome is unknown. */
export class NoResponseError extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message);
  }
}

export function createAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

export function request(agent: http.Agent, url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const started = performance.now();
  const payload = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? (payload ? 'POST' : 'GET'), headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
      res.on('error', (error) => reject(new NoResponseError(error.message, performance.now() - started)));
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => reject(new NoResponseError(error.message, performance.now() - started)));
    req.end(payload);
  });
}

/** The session cookie of a response (name=value only). */
export function sessionCookie(response: HttpResponse): string | undefined {
  const cookies = response.headers['set-cookie'] ?? [];
  return cookies.map((cookie) => cookie.split(';')[0]!).join('; ') || undefined;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
