import http from 'node:http';

/**
 * A tiny round-robin HTTP proxy for the several-instances test: each request goes to the next
 * upstream in turn (no stickiness, so a session must work on every instance). Bodies stream both
 * ways, so Server-Sent Events (/api/admin/events) pass through as they are written.
 */
/** Marks the proxy's own 502 (the upstream connection failed): the app's answer, if any, was lost. */
export const PROXY_ERROR_HEADER = 'x-soak-proxy-error';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream received. */
  readonly counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[], port: number): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      // Server-Sent Events must reach the client at once.
      res.flushHeaders();
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', [PROXY_ERROR_HEADER]: '1' }).end('bad gateway');
      else res.destroy();
    });
    // The client went away (e.g. an SSE stream closed): stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
