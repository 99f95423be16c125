import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import session from 'express-session';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';

/** A session store whose writes fail, as connect-pg-simple's do while PostgreSQL restarts. */
class UnavailableStore extends session.Store {
  get(_sid: string, callback: (error: unknown, value?: session.SessionData | null) => void): void {
    callback(null, null);
  }
  set(_sid: string, _value: session.SessionData, callback?: (error?: unknown) => void): void {
    callback?.(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
  }
  destroy(_sid: string, callback?: (error?: unknown) => void): void {
    callback?.();
  }
}

describe('a failure after the answer was sent', () => {
  const server = http.createServer();
  let connections = 0;
  let baseUrl = '';
  beforeAll(async () => {
    const app = express();
    app.use(session({ store: new UnavailableStore(), secret: 'test-secret', resave: false, saveUninitialized: false }));
    app.post('/reserve', (req, res) => {
      // The route's own work succeeded; only the session save at the end of the response fails.
      (req.session as unknown as { touched: number }).touched = Date.now();
      res.status(201).json({ reserved: true });
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    server.on('request', app).on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** One POST on a kept-alive connection; the answer's status and body. */
  const post = (agent: http.Agent) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${baseUrl}/reserve`, { method: 'POST', agent }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject).end();
    });

  it('delivers the complete answer and keeps the connection for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await post(agent);
      expect(answer).toEqual({ status: 201, body: JSON.stringify({ reserved: true }) });
      // Let a deferred error handler run before the next request reuses the connection.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    agent.destroy();
    // A cut connection would make every request open a new one (and a pipelined one fail).
    expect(connections).toBe(1);
  });
});
