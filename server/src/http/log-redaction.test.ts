import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// layer: this test drives the log redaction through the composed app, as a request meets it.
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
// layer: the test signs in with an account made by the accounts module.
import { ensureAdmin } from '../modules/accounts/admin-users.js';
import { createLogger, type Logger } from '../logger.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { loadSessionSecret } from '../modules/auth/session-secret.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { createEventBus, type EventBus } from '../modules/events/event-bus.js';
import { HttpClient } from '../../test/http-client.js';
import { listen, type RunningServer } from '../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { maskEmails, redactQuery } from './log-redaction.js';

describe('redactQuery', () => {
  it('keeps the path and the harmless parameters, and hides every other value', () => {
    expect(redactQuery('/adopters?query=Jan.Kowalski%40example.org&page=2&sort=name_az')).toBe('/adopters?query=[redacted]&page=2&sort=name_az');
    expect(redactQuery('/survey/surveys?bucket=new&species=Kr%C3%B3lik&query=Nowak')).toBe('/survey/surveys?bucket=new&species=Kr%C3%B3lik&query=[redacted]');
    expect(redactQuery('/animals/12')).toBe('/animals/12');
    expect(redactQuery('/mail/messages?')).toBe('/mail/messages');
    // The one-click unsubscribe link's token (a bearer secret) never reaches a request log.
    expect(redactQuery('/alerts/unsubscribe?token=nskb8Bu8cWajgQe6ghqxP-iCpr0b2m0wUPPHldQBgC4')).toBe('/alerts/unsubscribe?token=[redacted]');
  });
});

describe('maskEmails', () => {
  it('masks addresses anywhere in a line and stays linear on a long line without one', () => {
    expect(maskEmails('{"msg":"550 5.1.1 <jan.kowalski@example.org>: rejected"}')).toBe('{"msg":"550 5.1.1 <[e-mail]>: rejected"}');
    // No clock here (a loaded machine made a 500 ms bound flaky): a pattern that backtracks would
    // need on the order of 10^12 steps for these 2 MB and never finish within the test's timeout.
    const long = `${'a'.repeat(2_000_000)}@`;
    expect(maskEmails(long)).toBe(long);
  });
});

/** The real app with its real logger writing into memory: what a request leaves in the log. */
describe('request log', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let events: EventBus;
  let logger: Logger;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    logger = createLogger(config, { write: (line: string) => void lines.push(line) });
    events = createEventBus(db.dataSource, logger);
    const sessionSecret = await loadSessionSecret(db.dataSource, 'test-session-secret-0123456789');
    server = await listen(createApp({ config, logger, dataSource: db.dataSource, sessionSecret, events }));
  });
  afterAll(async () => {
    await server?.close();
    await events?.close();
    await db?.drop();
  });

  it('holds no search text, e-mail address or name from an admin search', async () => {
    const admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    lines.length = 0;
    expect((await admin.get('/api/adopters?query=Jan.Kowalski@example.org&page=1')).status).toBe(200);
    expect((await admin.get('/api/survey/surveys?bucket=new&query=Kowalski')).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/adopters?query=Jan.Kowalski@example.org`)).status).toBe(401);

    // pino-http writes its line when the response has finished, which may be after fetch resolved.
    const loggedUrls = () =>
      lines
        .map((line) => JSON.parse(line) as { req?: { url: string } })
        .flatMap((entry) => (entry.req && entry.req.url !== '/api/auth/login' ? [entry.req.url] : []));
    for (let waited = 0; loggedUrls().length < 3 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loggedUrls().sort()).toEqual([
      '/api/adopters?query=[redacted]',
      '/api/adopters?query=[redacted]&page=1',
      '/api/survey/surveys?bucket=new&query=[redacted]',
    ]);
    const log = lines.join('');
    expect(log).not.toMatch(/kowalski/i);
    expect(log).not.toContain('example.org');
  });

  it('holds no alert address or link token from a sign-up and a one-click unsubscribe', async () => {
    lines.length = 0;
    const token = 'nskb8Bu8cWajgQe6ghqxP-iCpr0b2m0wUPPHldQBgC4';
    const signup = await fetch(`${server.baseUrl}/api/alerts/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Jan.Kowalski@example.org', species: ['Królik'], policy: true }),
    });
    expect(signup.status).toBe(202);
    const oneClick = await fetch(`${server.baseUrl}/api/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://poczta.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(400);
    const loggedUrls = () =>
      lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    for (let waited = 0; loggedUrls().length < 2 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loggedUrls().sort()).toEqual(['/api/alerts/subscribe', '/api/alerts/unsubscribe?token=[redacted]']);
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/kowalski/i);
  });

  it('masks an address inside an error logged by any module', () => {
    lines.length = 0;
    logger.warn({ err: new Error('Recipient address rejected: <jan.kowalski@example.org>') }, 'mail not sent yet, will retry');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Recipient address rejected: <[e-mail]>');
    expect(lines[0]).not.toContain('jan.kowalski');
  });
});
