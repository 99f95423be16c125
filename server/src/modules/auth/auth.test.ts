import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { LOGIN_LIMITS } from './login-limiter.js';
import { SESSION_COOKIE } from './session.js';
import { execute, queryOne } from '../../db/sql.js';

const PASSWORD = 'bardzo-tajne-haslo-42';

describe('authentication', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const client = () => new HttpClient(server.baseUrl);
  /**
   * Signs in and waits for the whole answer: fetch resolves on the headers, which express-session
   * sends before its save of the session ends (the last byte follows the save).
   */
  const login = async (http: HttpClient, username = 'ania', password = PASSWORD) => {
    const response = await http.post('/api/auth/login', { username, password });
    await response.clone().arrayBuffer();
    return response;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'ania', PASSWORD);
    server = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('refuses a wrong password with a Polish message and no session', async () => {
    const http = client();
    const response = await login(http, 'ania', 'zle-haslo');
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ error: MESSAGES.auth.invalidCredentials, code: 'invalid_credentials' });
    expect(http.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('requires both fields', async () => {
    const response = await client().post('/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error).toBe(MESSAGES.auth.usernameRequired);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie and answers /me', async () => {
    const http = client();
    const response = await login(http);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ message: MESSAGES.auth.loginSuccess, user: { username: 'ania' } });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await http.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect((await readJson<{ user: { username: string } }>(me)).user.username).toBe('ania');
    const row = await queryOne<{ last_login_at: unknown }>(db.dataSource, `SELECT last_login_at FROM admin_users WHERE username = 'ania'`);
    expect(row.last_login_at).not.toBeNull();
  });

  it('matches the username case-insensitively', async () => {
    expect((await login(client(), 'ANIA')).status).toBe(200);
  });

  it('issues a new session id at login and the old one stops working', async () => {
    const http = client();
    await login(http);
    const first = http.cookie(SESSION_COOKIE);
    await login(http);
    const second = http.cookie(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new HttpClient(server.baseUrl);
    stale.setCookie(SESSION_COOKIE, first ?? '');
    expect((await stale.get('/api/auth/me')).status).toBe(401);
  });

  it('answers /me and /refresh with 401 without a session', async () => {
    const http = client();
    const me = await http.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(await readJson(me)).toEqual({ error: MESSAGES.auth.unauthorized, code: 'unauthorized' });
    expect((await http.post('/api/auth/refresh')).status).toBe(401);
  });

  it('extends a valid session on /refresh', async () => {
    const http = client();
    await login(http);
    const response = await http.post('/api/auth/refresh');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toContain(SESSION_COOKIE);
  });

  it('destroys the session on logout', async () => {
    const http = client();
    await login(http);
    const cookie = http.cookie(SESSION_COOKIE) ?? '';
    expect((await http.post('/api/auth/logout')).status).toBe(200);
    const replay = new HttpClient(server.baseUrl);
    replay.setCookie(SESSION_COOKIE, cookie);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const http = client();
    await login(http);
    await execute(
      db.dataSource,
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb((extract(epoch from now()) * 1000 - 13 * 3600 * 1000)::bigint))::json`,
    );
    expect((await http.get('/api/auth/me')).status).toBe(401);
  });

  it('lets only a signed-in administrator add another', async () => {
    const anonymous = await client().post('/api/auth/register', { username: 'bartek', password: 'inne-dlugie-haslo-1' });
    expect(anonymous.status).toBe(401);

    const http = client();
    await login(http);
    const weak = await http.post('/api/auth/register', { username: 'bartek', password: 'krotkie' });
    expect(weak.status).toBe(400);
    const created = await http.post('/api/auth/register', { username: 'bartek', password: 'inne-dlugie-haslo-1' });
    expect(created.status).toBe(201);
    const duplicate = await http.post('/api/auth/register', { username: 'Bartek', password: 'inne-dlugie-haslo-1' });
    expect(duplicate.status).toBe(409);
    expect((await login(client(), 'bartek', 'inne-dlugie-haslo-1')).status).toBe(200);
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const http = client();
    const foreign = await http.post('/api/auth/login', { username: 'ania', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await readJson(foreign)).toEqual({ error: MESSAGES.auth.foreignOrigin, code: 'foreign_origin' });
    const own = await http.post('/api/auth/login', { username: 'ania', password: PASSWORD }, { origin: server.baseUrl });
    expect(own.status).toBe(200);
  });

  it('rate-limits failed attempts per username from one address, with a clear message, even for the right password', async () => {
    await ensureAdmin(db.dataSource, 'celina', PASSWORD);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndIp; attempt += 1) {
      expect((await login(client(), 'celina', 'zle-haslo')).status).toBe(401);
    }
    const blocked = await login(client(), 'celina', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({ error: MESSAGES.auth.tooManyAttempts, code: 'too_many_attempts' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits failed attempts per IP across usernames', async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
    let status = 0;
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp + 1; attempt += 1) {
      status = (await login(client(), `nieznany-${attempt}`, 'zle-haslo')).status;
    }
    expect(status).toBe(429);
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  });
});
