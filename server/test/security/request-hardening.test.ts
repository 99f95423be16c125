import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { catalogRoutes, type CatalogRoute } from '../fuzz/route-catalog.js';
import { changedTables, createDbFingerprinter } from '../fuzz/db-fingerprint.js';
import { LEAK_PATTERN } from '../fuzz/api-fuzz.js';
import { HttpClient } from '../http-client.js';
import { readJson } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { queryOne } from '../../src/db/sql.js';

const PASSWORD = 'haslo-do-testow-naglowkow-1';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Helmet's headers every response must carry, and the CSP directives the SPA is built for. */
function expectSecurityHeaders(response: Response, what: string) {
  const header = (name: string) => response.headers.get(name);
  expect(header('x-content-type-options'), what).toBe('nosniff');
  expect(header('x-frame-options'), what).toBe('SAMEORIGIN');
  // Plain HTTP here: HSTS goes out over HTTPS only (headers-and-cookies.test.ts).
  expect(header('strict-transport-security'), what).toBeNull();
  expect(header('permissions-policy'), what).toContain('camera=()');
  expect(header('referrer-policy'), what).toBe('no-referrer');
  expect(header('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(header('x-powered-by'), what).toBeNull();
  const csp = header('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
    expect(csp, what).toContain(directive);
  }
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/);
}

/** A path with every parameter replaced. */
const fill = (route: CatalogRoute, value: string) => route.path.replace(/:\w+/g, value);

describe('request hardening', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let admin: HttpClient;
  let routes: CatalogRoute[];
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-web-dist-'));
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="pl"><head><!--site-config--></head><body><div id="root"></div></body></html>');
    db = await createTestDatabase({ seed: true });
    await ensureAdmin(db.dataSource, 'admin', PASSWORD);
    server = await startTestApp(db.dataSource, { webDistDir });
    routes = catalogRoutes(server.app);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });

  it('refuses every state-changing route, public and admin, from a foreign Origin, and changes nothing', async () => {
    // The one exception: the RFC 8058 one-click unsubscribe, POSTed by mail clients (webmail from its own
    // origin) with the link's token as its only authority. It still changes nothing without a valid token.
    const exempt = new Set(['POST /api/alerts/unsubscribe']);
    const targets = routes.filter((route) => STATE_CHANGING.has(route.method) && !exempt.has(`${route.method} ${route.path}`));
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const fingerprint = await createDbFingerprinter(db.dataSource);
    const before = await fingerprint();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await admin.request('POST', `/api/alerts/unsubscribe?token=${'a'.repeat(43)}`, 'List-Unsubscribe=One-Click', {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'invalid_token' });
    }
    for (const route of targets) {
      for (const origin of ['https://evil.example', 'null', `${server.baseUrl}.evil.example`]) {
        const response = await admin.request(route.method, fill(route, '1'), {}, { origin });
        expect({ route: `${route.method} ${route.path}`, origin, status: response.status }).toEqual({ route: `${route.method} ${route.path}`, origin, status: 403 });
        expect(await readJson(response)).toEqual({ error: MESSAGES.auth.foreignOrigin, code: 'foreign_origin' });
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    // The site's own origin passes.
    expect((await admin.request('POST', '/api/auth/refresh', {}, { origin: server.baseUrl })).status).toBe(200);
  });

  it('sends helmet security headers and the CSP on HTML, API, image, error and text responses', async () => {
    const image = await queryOne<{ filename: unknown }>(db.dataSource, `SELECT filename FROM images LIMIT 1`);
    const samples: [string, string, RegExp][] = [
      ['HTML page', '/', /text\/html/],
      ['HTML of an unknown page (404)', '/nie-ma-takiej-strony', /text\/html/],
      ['public API', '/api/animals/available', /application\/json/],
      ['admin API', '/api/animals/all', /application\/json/],
      ['API error', '/api/nie-ma-takiego', /application\/json/],
      ['image', `/api/images/${image.filename}?w=card`, /image\/webp/],
      ['original image (admin)', `/api/images/${image.filename}/original`, /image\//],
      ['robots.txt', '/robots.txt', /text\/plain/],
      ['sitemap', '/sitemap.xml', /xml/],
    ];
    for (const [what, url, type] of samples) {
      const response = await admin.get(url);
      expect(response.headers.get('content-type'), what).toMatch(type);
      expectSecurityHeaders(response, what);
    }
  });

  it('answers malformed JSON, wrong content types and oversized bodies with Polish 4xx bodies that hide internals', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['malformed JSON', { body: '{"username": ', headers: { 'content-type': 'application/json' } }, 400, MESSAGES.server.invalidJson],
      ['JSON with a trailing comma', { body: '{"a":1,}', headers: { 'content-type': 'application/json' } }, 400, MESSAGES.server.invalidJson],
      ['a bare string where strict JSON wants an object', { body: '"x"', headers: { 'content-type': 'application/json' } }, 400, MESSAGES.server.invalidJson],
      ['a charset JSON may not use', { body: '{}', headers: { 'content-type': 'application/json; charset=latin1' } }, 415, MESSAGES.server.validationFailed],
      ['a body over 100 kB', { body: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }), headers: { 'content-type': 'application/json' } }, 413, MESSAGES.server.payloadTooLarge],
      ['deeply nested JSON (40,000 levels)', { body: `${'['.repeat(40_000)}${']'.repeat(40_000)}`, headers: { 'content-type': 'application/json' } }, 400, MESSAGES.server.validationFailed],
    ];
    for (const [what, init, status, message] of cases) {
      const response = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', ...init });
      const text = await response.text();
      expect({ what, status: response.status }).toEqual({ what, status });
      expect((JSON.parse(text) as { error: unknown }).error, what).toBe(message);
      expect(text, what).not.toMatch(LEAK_PATTERN);
    }
  });

  it('answers out-of-range and malformed ids on every route with a parameter with a 4xx that hides internals', async () => {
    const withParams = routes.filter((route) => route.params.length > 0);
    for (const route of withParams) {
      for (const value of ['99999999999999999999', '-1', '0', '1.5', 'abc', '%00', "1'%20OR%20'1'='1", '%E0%A4%A']) {
        const response = await admin.request(route.method, fill(route, value), route.method === 'GET' ? undefined : {});
        const text = await response.text();
        const label = `${route.method} ${fill(route, value)}`;
        expect(response.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${label}: ${text}`).toBeLessThan(500);
        expect(text, label).not.toMatch(LEAK_PATTERN);
      }
    }
  });

  it('answers text PostgreSQL cannot store (NUL) with 400, not a database error', async () => {
    const fingerprint = await createDbFingerprinter(db.dataSource);
    const before = await fingerprint();
    for (const [method, url, body] of [
      ['POST', '/api/auth/login', { username: 'ad\u0000min', password: 'x' }],
      ['PUT', '/api/animals/1', { stan_zdrowia: 'zdrowy\u0000' }],
      ['PUT', '/api/animals/1/cover', { filename: 'a\u0000.png' }],
      ['GET', '/api/survey/surveys?query=%00', undefined],
      ['GET', '/api/adopters?query=a%00b', undefined],
      ['GET', '/api/mail/messages?q=%00', undefined],
    ] as const) {
      const response = await admin.request(method, url, body);
      const text = await response.text();
      expect({ url, status: response.status }, text).toEqual({ url, status: 400 });
      expect(text).not.toMatch(LEAK_PATTERN);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
