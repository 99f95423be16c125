import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { readJson, type RunningServer } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';

const PASSWORD = 'haslo-naglowkow-testowe-1';

/**
 * Response headers and the session cookie as deployed (issue 17, finding 13): behind a trusted
 * HTTPS proxy with an https: PUBLIC_URL, and plain HTTP without one.
 */
describe('headers and cookies', () => {
  let db: TestDatabase;
  let https: RunningServer;
  let plain: RunningServer;
  let distDir: string;
  /** A browser behind the TLS-terminating proxy. */
  const overHttps = () => new HttpClient(https.baseUrl, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
  const sessionLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', PASSWORD);
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="pl"><head><!--site-config--></head><body><div id="root"></div></body></html>');
    https = await startTestApp(db.dataSource, { webDistDir: distDir, publicUrl: 'https://adopcje.example.org', trustProxy: 'loopback' });
    plain = await startTestApp(db.dataSource, { webDistDir: distDir, publicUrl: undefined, trustProxy: undefined });
  });
  afterAll(async () => {
    await https?.close();
    await plain?.close();
    await db?.drop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('names the session cookie __Host-… under an https: PUBLIC_URL: Secure, Path=/, no Domain, and it works', async () => {
    const browser = overHttps();
    const response = await browser.post('/api/auth/login', { username: 'admin', password: PASSWORD });
    expect(response.status).toBe(200);
    const line = sessionLine(response, `__Host-${SESSION_COOKIE}`);
    expect(line).not.toBe('');
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(line).not.toMatch(/Domain=/i);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    const logout = await browser.post('/api/auth/logout');
    expect(sessionLine(logout, `__Host-${SESSION_COOKIE}`)).toMatch(/Expires=Thu, 01 Jan 1970.*Secure|Secure.*Expires=Thu, 01 Jan 1970/i);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('keeps the plain cookie name over http (local use, the desktop app)', async () => {
    const response = await new HttpClient(plain.baseUrl).post('/api/auth/login', { username: 'admin', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(sessionLine(response, SESSION_COOKIE)).not.toBe('');
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await overHttps().get('/api/health')).headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect((await overHttps().get('/')).headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect((await fetch(`${plain.baseUrl}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${plain.baseUrl}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    // Without a trusted proxy a forged X-Forwarded-Proto changes nothing.
    expect((await fetch(`${plain.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends a Permissions-Policy and a CSP whose images are this site and the Facebook CDN only', async () => {
    for (const url of [`${plain.baseUrl}/`, `${plain.baseUrl}/api/health`, `${plain.baseUrl}/api/nie-ma`]) {
      const headers = (await fetch(url)).headers;
      const policy = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
      const imgSrc = /img-src ([^;]+)/.exec(headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
      expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://*.fbcdn.net', 'https://*.facebook.com']);
    }
  });

  it('marks every /api/auth answer and every admin API answer Cache-Control: no-store', async () => {
    const visitor = new HttpClient(plain.baseUrl);
    const answers = [
      await visitor.post('/api/auth/login', { username: 'admin', password: 'zle-haslo-123' }),
      await visitor.post('/api/auth/login', {}),
      await visitor.get('/api/auth/me'),
      await visitor.post('/api/auth/refresh'),
      await visitor.post('/api/auth/logout'),
      await visitor.get('/api/mail/messages'),
      await visitor.get('/api/adopters'),
    ];
    const admin = new HttpClient(plain.baseUrl);
    answers.push(await admin.post('/api/auth/login', { username: 'admin', password: PASSWORD }));
    answers.push(await admin.post('/api/auth/refresh'));
    answers.push(await admin.post('/api/animals/add', {}));
    answers.push(await admin.post('/api/auth/logout'));
    for (const response of answers) expect(response.headers.get('cache-control'), response.url).toBe('no-store');
    // Public reads keep their caching.
    expect((await fetch(`${plain.baseUrl}/api/latest-post`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it.each([
    ['PUT', '/'],
    ['DELETE', '/adoptuje'],
    ['POST', '/zwierzak/1'],
    ['PATCH', '/nie-ma-takiej-strony'],
  ])('answers %s %s with a Polish JSON 405 and Allow: GET, HEAD', async (method, pagePath) => {
    const response = await fetch(`${plain.baseUrl}${pagePath}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await readJson(response)).toEqual({ error: MESSAGES.server.methodNotAllowed, code: 'method_not_allowed' });
  });
});
