import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { LOGIN_LIMITS, loginDelayMs } from '../../src/modules/auth/login-limiter.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { readJson, type RunningServer } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { execute, queryOne } from '../../src/db/sql.js';

const PASSWORD = 'haslo-do-testow-bezpieczenstwa-1';

/** Attributes of the session cookie in a Set-Cookie line, lower-cased names. */
function cookieAttributes(line: string): Map<string, string> {
  return new Map(
    line
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('='))
      .map(([name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

/**
 * The admin session behind a trusted HTTPS reverse proxy (TRUST_PROXY), as deployed: cookie
 * flags, id rotation, logout, and the login rate limits per IP and per username.
 */
describe('admin session security', () => {
  let db: TestDatabase;
  let server: RunningServer;
  /** A browser behind the proxy: its address and whether it came over HTTPS. */
  const browser = (ip: string, https = true) =>
    new HttpClient(server.baseUrl, { 'x-forwarded-for': ip, ...(https ? { 'x-forwarded-proto': 'https' } : {}) });
  // Waits for the whole answer: fetch resolves on the headers, sent before the session's save ends.
  const login = async (http: HttpClient, username = 'admin', password = PASSWORD) => {
    const response = await http.post('/api/auth/login', { username, password });
    await response.clone().arrayBuffer();
    return response;
  };
  const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', PASSWORD);
    server = await startTestApp(db.dataSource, { trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Secure over HTTPS, Path=/ and with an idle expiry', async () => {
    const response = await login(browser('10.1.0.1'));
    expect(response.status).toBe(200);
    const attributes = cookieAttributes(sessionLine(response));
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    const expires = Date.parse(attributes.get('expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(0);
    expect(expires - Date.now()).toBeLessThanOrEqual(120 * 60_000 + 5_000);
  });

  it('leaves out Secure only when the request really came over plain HTTP', async () => {
    const attributes = cookieAttributes(sessionLine(await login(browser('10.1.0.2', false))));
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.has('secure')).toBe(false);
  });

  it('rotates the session id at login: a planted (fixated) cookie never becomes a signed-in session', async () => {
    const victim = browser('10.1.0.3');
    await login(victim);
    const planted = victim.cookie(SESSION_COOKIE)!;
    await victim.post('/api/auth/logout');
    // The attacker's cookie is in the victim's browser when the victim signs in.
    victim.setCookie(SESSION_COOKIE, planted);
    expect((await login(victim)).status).toBe(200);
    expect(victim.cookie(SESSION_COOKIE)).not.toBe(planted);
    const attacker = browser('10.1.0.4');
    attacker.setCookie(SESSION_COOKIE, planted);
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
  });

  it('makes the old cookie worthless after logout on every kind of admin request, and clears it', async () => {
    const http = browser('10.1.0.5');
    await login(http);
    const old = http.cookie(SESSION_COOKIE)!;
    const sid = decodeURIComponent(old).slice('s:'.length).split('.')[0];
    const storedSessions = async () => (await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM sessions WHERE sid = $1`, [sid])).n;
    expect(await storedSessions()).toBe(1);
    expect((await http.get('/api/animals/all')).status).toBe(200);
    const logout = await http.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(cookieAttributes(sessionLine(logout)).get('expires')).toMatch(/1970/);
    const replay = browser('10.1.0.5');
    replay.setCookie(SESSION_COOKIE, old);
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/animals/all'],
      ['GET', '/api/survey/surveys'],
      ['POST', '/api/auth/refresh'],
    ] as const) {
      const response = await replay.request(method, path, method === 'POST' ? {} : undefined);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(await readJson(response)).toEqual({ error: MESSAGES.auth.unauthorized, code: 'unauthorized' });
    }
    expect(await storedSessions()).toBe(0);
  });

  it('refuses a forged or tampered cookie', async () => {
    const http = browser('10.1.0.6');
    await login(http);
    const cookie = http.cookie(SESSION_COOKIE)!;
    const tampered = browser('10.1.0.6');
    tampered.setCookie(SESSION_COOKIE, cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    expect((await tampered.get('/api/auth/me')).status).toBe(401);
    const unsigned = browser('10.1.0.6');
    unsigned.setCookie(SESSION_COOKIE, decodeURIComponent(cookie).slice(2).split('.')[0]!);
    expect((await unsigned.get('/api/auth/me')).status).toBe(401);
  });

  it('limits failed logins per IP: the address is blocked with 429 and the Polish message, another address is not', async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt += 1) {
      expect((await login(browser('10.2.0.1'), `ktos-${attempt}`, 'zle-haslo')).status).toBe(401);
    }
    const blocked = await login(browser('10.2.0.1'));
    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({ error: MESSAGES.auth.tooManyAttempts, code: 'too_many_attempts' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.getSetCookie().some((line) => line.startsWith(SESSION_COOKIE))).toBe(false);
    expect((await login(browser('10.2.0.2'))).status).toBe(200);
  }, 120_000);

  it("limits a stranger's guesses at one account from one address without locking the owner out", async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
    await ensureAdmin(db.dataSource, 'celina', PASSWORD);
    const stranger = '10.3.0.1';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp; attempt += 1) {
      expect((await login(browser(stranger), 'celina', 'zle-haslo')).status).toBe(401);
    }
    const blocked = await login(browser(stranger), 'CELINA', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({ error: MESSAGES.auth.tooManyAttempts, code: 'too_many_attempts' });
    // The owner, from another address, signs in: the stranger's failures are not theirs (and are
    // too few to slow the account down).
    expect(loginDelayMs(LOGIN_LIMITS.perUsernameAndIp + 1)).toBe(0);
    const owner = browser('10.3.1.1');
    expect((await login(owner, 'celina', PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  }, 60_000);

  it('slows guesses at one account spread over many addresses with a growing delay, and still lets the owner in', async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
    await ensureAdmin(db.dataSource, 'dorota', PASSWORD);
    const failures = LOGIN_LIMITS.freeFailuresPerUsername + 1;
    for (let attempt = 0; attempt < failures; attempt += 1) {
      expect((await login(browser(`10.5.0.${attempt + 1}`), 'dorota', 'zle-haslo')).status).toBe(401);
    }
    // The next attempt (the owner's, from yet another address) waits before its password is checked, then passes.
    const expectedDelay = loginDelayMs(failures + 1);
    expect(expectedDelay).toBeGreaterThan(loginDelayMs(failures));
    const started = performance.now();
    const signedIn = await login(browser('10.5.1.1'), 'dorota', PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(expectedDelay - 20);
    // Another administrator is not affected.
    expect((await login(browser('10.5.1.2'))).status).toBe(200);
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  }, 60_000);
});
