import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RECOVERY_CODE_COUNT,
  ROLE_MESSAGES,
  TEAM_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type AuthMe,
  type RecoveryCodesResult,
  type TeamAccount,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { startTestApp, TEST_FOUNDATION_ENV } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { LOGIN_LIMITS } from '../auth/login-limiter.js';
import { SESSION_COOKIE } from '../auth/session.js';
import { createSecretBox } from './secret-box.js';

const PASSWORD = 'haslo-do-weryfikacji-1';
/** The secret app-harness.ts gives the test app: the key the TOTP secrets are sealed under. */
const TEST_SESSION_SECRET = 'test-session-secret-0123456789';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

type HistoryRow = RecordedHistory<'actor_name' | 'action' | 'subject_id'>;

/** Two-step sign-in through the real app on real PostgreSQL: enrolment, sign-in, limits, settings, removal. */
describe('two-step sign-in', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const ids: Record<string, number> = {};
  /** Each account's base32 secret, as the enrolment showed it. */
  const secrets: Record<string, string> = {};

  const client = () => new HttpClient(server.baseUrl);
  /** The answer's body, read whole: the session is saved before the last byte is sent. */
  const body = async <T = Record<string, unknown>>(response: Response) => readJson<T>(response);
  const passwordStep = async (username: string, password = PASSWORD) => {
    const http = client();
    const response = await http.post('/api/auth/login', { username, password });
    return { http, status: response.status, body: await body(response) };
  };
  const history = (where: string, params: unknown[] = []): Promise<HistoryRow[]> =>
    queryRows<HistoryRow>(db.dataSource, `SELECT actor_name, action, subject_id, details FROM history WHERE ${where} ORDER BY id`, params);
  /** Lets the next code of the account be accepted again (tests sign in more often than every 30 s). */
  const forgetUsedSteps = (username: string) => execute(db.dataSource, `UPDATE admin_users SET totp_last_step = 0 WHERE username = $1 AND totp_secret IS NOT NULL`, [username]);
  const lastMailId = async () => Number((await queryOne<{ id: number }>(db.dataSource, `SELECT coalesce(max(id), 0)::int AS id FROM outbox`)).id);

  /** Signs in with the password and enrols through the API as a person would; answers the recovery codes. */
  const enrol = async (http: HttpClient, username: string) => {
    const setup = await body<TwoFactorSetup>(await http.post('/api/account/two-factor/setup', {}));
    secrets[username] = setup.secret;
    const enabled = await http.post('/api/account/two-factor/enable', { code: codeFor(setup.secret) });
    expect(enabled.status).toBe(200);
    return (await body<RecoveryCodesResult>(enabled)).recoveryCodes;
  };
  /** A full sign-in of an account with two-step sign-in: password, then a fresh code. */
  const signInWithCode = async (username: string) => {
    await forgetUsedSteps(username);
    const { http, body: first } = await passwordStep(username);
    expect(first).toEqual({ message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true });
    const response = await http.post('/api/auth/login/totp', { code: codeFor(secrets[username]!) });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    await body(response);
    return http;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const [username, role] of [
      ['anna', 'administrator'],
      ['bartek', 'administrator'],
      ['celina', 'koordynator'],
      ['wera', 'wolontariusz'],
    ] as const) {
      ids[username] = (await ensureAdmin(db.dataSource, username, PASSWORD)).id;
      await execute(db.dataSource, 'UPDATE admin_users SET role = $1, email = $2 WHERE id = $3', [role, `${username}@example.org`, ids[username]]);
    }
    server = await startTestApp(db.dataSource);
  });
  beforeEach(async () => {
    await execute(db.dataSource, 'DELETE FROM rate_limits');
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('enrols with a code the app computes from the secret shown; the database keeps neither the secret nor the recovery codes', async () => {
    const { http, status, body: signedIn } = await passwordStep('anna');
    expect(status).toBe(200);
    expect(signedIn).toEqual({ message: MESSAGES.auth.loginSuccess, user: { id: ids.anna, username: 'anna', role: 'administrator', email: 'anna@example.org' }, mustChangePassword: false });
    expect(await body<AuthMe>(await http.get('/api/auth/me'))).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: false });

    const setup = await body<TwoFactorSetup>(await http.post('/api/account/two-factor/setup', {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.issuer).toBe(TEST_FOUNDATION_ENV.FOUNDATION_NAME);
    expect(setup.label).toBe('anna');
    expect(setup.otpauthUri).toMatch(new RegExp(`^otpauth://totp/[^?]+:anna\\?.*secret=${setup.secret}`));
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString('utf8')).toMatch(/^<svg/);
    // Not on yet: nothing stored on the account.
    const before = await queryOne<{ totp_secret: string | null }>(db.dataSource, 'SELECT totp_secret FROM admin_users WHERE id = $1', [ids.anna]);
    expect(before.totp_secret).toBeNull();

    const wrong = await http.post('/api/account/two-factor/enable', { code: codeFor(setup.secret, 5) });
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode, code: 'invalid_code' });
    const malformed = await http.post('/api/account/two-factor/enable', { code: '12ab' });
    expect(await body(malformed)).toMatchObject({ error: TWO_FACTOR_MESSAGES.codeRequired, code: 'validation_failed' });

    const enabled = await http.post('/api/account/two-factor/enable', { code: codeFor(setup.secret) });
    expect(enabled.status).toBe(200);
    const { message, recoveryCodes } = await body<RecoveryCodesResult>(enabled);
    expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    secrets.anna = setup.secret;

    // At rest: a sealed value, not the base32 secret; it opens only under the server's key and for this account.
    const stored = await queryOne<{ totp_secret: string }>(db.dataSource, 'SELECT totp_secret FROM admin_users WHERE id = $1', [ids.anna]);
    expect(stored.totp_secret).not.toContain(setup.secret);
    expect(stored.totp_secret).not.toContain(Buffer.from(setup.secret).toString('base64'));
    expect(createSecretBox(TEST_SESSION_SECRET).open(stored.totp_secret, `admin:${ids.anna}`)).toBe(setup.secret);
    expect(createSecretBox('another-session-secret-0123456789').open(stored.totp_secret, `admin:${ids.anna}`)).toBeNull();
    expect(createSecretBox(TEST_SESSION_SECRET).open(stored.totp_secret, `admin:${ids.bartek}`)).toBeNull();
    const hashes = await queryRows<{ code_hash: string }>(db.dataSource, 'SELECT code_hash FROM admin_recovery_codes WHERE admin_id = $1', [ids.anna]);
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    const dump = JSON.stringify(await queryRows(db.dataSource, 'SELECT * FROM admin_recovery_codes'));
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replaceAll('-', ''));

    expect(await body<AuthMe>(await http.get('/api/auth/me'))).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect(await body<TwoFactorStatus>(await http.get('/api/account/two-factor'))).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, usable: true });
    expect(await history(`action = 'admin.two_factor_enabled'`)).toEqual([{ actor_name: 'anna', action: 'admin.two_factor_enabled', subject_id: ids.anna, details: {} }]);
    // A second enrolment is refused while this one works.
    const again = await http.post('/api/account/two-factor/setup', {});
    expect(await body(again)).toEqual({ error: TWO_FACTOR_MESSAGES.alreadyEnabled, code: 'two_factor_already_enabled' });
    const team = await body<TeamAccount[]>(await http.get('/api/team/accounts'));
    expect(team.find((account) => account.username === 'anna')?.twoFactor).toBe(true);
    expect(team.find((account) => account.username === 'bartek')?.twoFactor).toBe(false);
  });

  it('gives the password alone no access: every admin endpoint answers 401 until the code is right', async () => {
    await forgetUsedSteps('anna');
    const { http, status, body: first } = await passwordStep('anna');
    expect(status).toBe(200);
    expect(first).toEqual({ message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true });
    const pendingCookie = http.cookie(SESSION_COOKIE);
    expect(pendingCookie).toBeDefined();
    for (const path of ['/api/dashboard', '/api/auth/me', '/api/team/accounts', '/api/account/two-factor']) {
      const response = await http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
    expect((await http.post('/api/auth/refresh')).status).toBe(401);

    const signedIn = await http.post('/api/auth/login/totp', { code: codeFor(secrets.anna!) });
    expect(signedIn.status).toBe(200);
    expect(await body(signedIn)).toEqual({ message: MESSAGES.auth.loginSuccess, user: { id: ids.anna, username: 'anna', role: 'administrator', email: 'anna@example.org' }, mustChangePassword: false });
    // A new session id at the final step; the half-signed-in one is gone.
    expect(http.cookie(SESSION_COOKIE)).not.toBe(pendingCookie);
    const stale = client();
    stale.setCookie(SESSION_COOKIE, pendingCookie!);
    expect((await stale.get('/api/dashboard')).status).toBe(401);
    expect((await stale.post('/api/auth/login/totp', { code: codeFor(secrets.anna!, 1) })).status).toBe(401);
    expect((await http.get('/api/dashboard')).status).toBe(200);
    const [row] = (await history(`action = 'auth.signed_in' AND subject_id = $1`, [ids.anna])).slice(-1);
    expect(row!.details).toEqual({ secondFactor: 'totp' });

    // Without a password step first, the code step has nothing to complete.
    const anonymous = await client().post('/api/auth/login/totp', { code: '123456' });
    expect(anonymous.status).toBe(401);
    expect(await body(anonymous)).toEqual({ error: TWO_FACTOR_MESSAGES.pendingExpired, code: 'two_factor_expired' });
  });

  // The ±1 step window itself is tested with a fixed clock in totp.test.ts; here the codes stay
  // valid if a 30-second step ends while a request runs.
  it('refuses a code of a step further off than one, and never accepts the same code twice', async () => {
    await forgetUsedSteps('anna');
    const { http } = await passwordStep('anna');
    const far = await http.post('/api/auth/login/totp', { code: codeFor(secrets.anna!, -3) });
    expect(far.status).toBe(401);
    expect(await body(far)).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode, code: 'invalid_code' });
    const previous = codeFor(secrets.anna!);
    expect((await http.post('/api/auth/login/totp', { code: previous })).status).toBe(200);

    // Replay: the same code once more, from a new password step.
    const replay = await passwordStep('anna');
    const reused = await replay.http.post('/api/auth/login/totp', { code: previous });
    expect(reused.status).toBe(401);
    expect(await body(reused)).toEqual({ error: TWO_FACTOR_MESSAGES.codeUsed, code: 'code_used', fields: { code: TWO_FACTOR_MESSAGES.codeUsed } });
    expect((await replay.http.get('/api/dashboard')).status).toBe(401);
    // Of two requests with one fresh code at once, exactly one signs in.
    const [a, b] = await Promise.all([passwordStep('anna'), passwordStep('anna')]);
    const code = codeFor(secrets.anna!, 1);
    const statuses = (await Promise.all([a.http.post('/api/auth/login/totp', { code }), b.http.post('/api/auth/login/totp', { code })])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('counts wrong codes like wrong passwords: a burst ends in 429, even for the right code, and each is recorded', async () => {
    await forgetUsedSteps('anna');
    const failedBefore = (await history(`action = 'auth.sign_in_failed' AND subject_id = $1`, [ids.anna])).length;
    const { http } = await passwordStep('anna');
    const wrong = codeFor(secrets.anna!, 4);
    const statuses = (await Promise.all(Array.from({ length: LOGIN_LIMITS.perUsernameAndIp + 2 }, () => http.post('/api/auth/login/totp', { code: wrong })))).map((r) => r.status);
    // The password step took one point of the per-account-and-address limit.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perUsernameAndIp - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = await http.post('/api/auth/login/totp', { code: codeFor(secrets.anna!) });
    expect(refused.status).toBe(429);
    expect(await body(refused)).toEqual({ error: MESSAGES.auth.tooManyAttempts, code: 'too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const failed = (await history(`action = 'auth.sign_in_failed' AND subject_id = $1`, [ids.anna])).slice(failedBefore);
    expect(failed).toHaveLength(LOGIN_LIMITS.perUsernameAndIp - 1);
    expect(failed[0]).toEqual({ actor_name: 'system', action: 'auth.sign_in_failed', subject_id: ids.anna, details: { secondFactor: true } });
    // The password form is blocked for this account from this address too.
    expect((await passwordStep('anna')).status).toBe(429);
  });

  it('lets each recovery code sign in once, and says how many are left', async () => {
    const { http } = await passwordStep('bartek');
    const codes = await enrol(http, 'bartek');
    const first = await passwordStep('bartek');
    // Typed in capitals and with spaces: still the code.
    const signedIn = await first.http.post('/api/auth/login/totp', { recoveryCode: ` ${codes[0]!.toUpperCase().replaceAll('-', ' ')} ` });
    expect(signedIn.status).toBe(200);
    expect(await body(signedIn)).toMatchObject({ message: TWO_FACTOR_MESSAGES.signedInWithRecoveryCode(9), recoveryCodesLeft: 9, user: { username: 'bartek' } });
    expect(TWO_FACTOR_MESSAGES.signedInWithRecoveryCode(9)).toBe('Zalogowano kodem odzyskiwania. Zostało: 9 kodów odzyskiwania.');
    expect((await first.http.get('/api/dashboard')).status).toBe(200);
    expect(await body<TwoFactorStatus>(await first.http.get('/api/account/two-factor'))).toMatchObject({ recoveryCodesLeft: 9 });
    const [row] = (await history(`action = 'auth.signed_in' AND subject_id = $1`, [ids.bartek])).slice(-1);
    expect(row!.details).toEqual({ secondFactor: 'recovery_code' });

    const second = await passwordStep('bartek');
    const reused = await second.http.post('/api/auth/login/totp', { recoveryCode: codes[0] });
    expect(reused.status).toBe(401);
    expect(await body(reused)).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidRecoveryCode, code: 'invalid_recovery_code' });
    const malformed = await second.http.post('/api/auth/login/totp', { recoveryCode: 'abc' });
    expect(await body(malformed)).toMatchObject({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired, code: 'validation_failed' });
    const both = await second.http.post('/api/auth/login/totp', { code: '123456', recoveryCode: codes[1] });
    expect(await body(both)).toMatchObject({ error: TWO_FACTOR_MESSAGES.codeOrRecoveryCode, code: 'validation_failed' });
    expect((await second.http.post('/api/auth/login/totp', { recoveryCode: codes[1] })).status).toBe(200);
  });

  it('replaces the recovery codes for a current code (a wrong one counted), and turns off with the password', async () => {
    const http = await signInWithCode('bartek');
    const old = await queryRows<{ code_hash: string }>(db.dataSource, 'SELECT code_hash FROM admin_recovery_codes WHERE admin_id = $1', [ids.bartek]);
    const wrong = await http.post('/api/account/two-factor/recovery-codes', { code: codeFor(secrets.bartek!, 6) });
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toMatchObject({ code: 'invalid_code' });
    expect(await queryRows(db.dataSource, 'SELECT code_hash FROM admin_recovery_codes WHERE admin_id = $1', [ids.bartek])).toEqual(old);
    expect(Number((await queryOne<{ points: number }>(db.dataSource, `SELECT coalesce(max(points), 0)::int AS points FROM rate_limits WHERE key LIKE 'login_user_ip%bartek'`)).points)).toBe(1);

    const renewed = await http.post('/api/account/two-factor/recovery-codes', { code: codeFor(secrets.bartek!, 1) });
    expect(renewed.status).toBe(200);
    const { recoveryCodes, message } = await body<RecoveryCodesResult>(renewed);
    expect(message).toBe(TWO_FACTOR_MESSAGES.recoveryCodesRegenerated);
    expect(recoveryCodes).toHaveLength(10);
    expect(await body<TwoFactorStatus>(await http.get('/api/account/two-factor'))).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await history(`action = 'admin.recovery_codes_regenerated'`)).map((row) => row.subject_id)).toEqual([ids.bartek]);

    const wrongPassword = await http.post('/api/account/two-factor/disable', { password: 'to-nie-to-haslo' });
    expect(wrongPassword.status).toBe(400);
    expect(await body(wrongPassword)).toMatchObject({ error: TEAM_MESSAGES.currentPasswordWrong, code: 'wrong_password' });
    const off = await http.post('/api/account/two-factor/disable', { password: PASSWORD });
    expect(off.status).toBe(200);
    expect(await body(off)).toEqual({ message: TWO_FACTOR_MESSAGES.disabled });
    expect(await queryOne(db.dataSource, 'SELECT totp_secret, totp_enabled_at, (SELECT count(*)::int FROM admin_recovery_codes WHERE admin_id = $1) AS codes FROM admin_users WHERE id = $1', [ids.bartek])).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      codes: 0,
    });
    expect(await passwordStep('bartek')).toMatchObject({ status: 200, body: { message: MESSAGES.auth.loginSuccess } });
    expect((await history(`action = 'admin.two_factor_disabled'`)).map((row) => row.actor_name)).toEqual(['bartek']);
  });

  it('when required of everyone, an account without it can only enrol; the administrator turning it on must have it', async () => {
    // Bartek (administrator, no second factor now) may not switch the requirement on.
    const bartek = (await passwordStep('bartek')).http;
    const refused = await bartek.request('PUT', '/api/settings/security', { requireTwoFactor: true });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toEqual({ error: TWO_FACTOR_MESSAGES.requireNeedsOwn, code: 'own_two_factor_required' });
    expect(await body(await bartek.get('/api/settings/security'))).toEqual({ requireTwoFactor: false });

    const anna = await signInWithCode('anna');
    const on = await anna.request('PUT', '/api/settings/security', { requireTwoFactor: true });
    expect(on.status).toBe(200);
    expect(await body(on)).toEqual({ message: TWO_FACTOR_MESSAGES.requireOn, settings: { requireTwoFactor: true } });
    expect(await history(`action = 'settings.security_updated'`)).toEqual([
      { actor_name: 'anna', action: 'settings.security_updated', subject_id: null, details: { changes: { requireTwoFactor: { from: false, to: true } } } },
    ]);
    expect((await anna.get('/api/dashboard')).status).toBe(200);

    // Bartek's open session is sent to the enrolment at once; his sign-in answer is unchanged.
    const gated = await bartek.get('/api/dashboard');
    expect(gated.status).toBe(403);
    expect(await body(gated)).toEqual({ error: TWO_FACTOR_MESSAGES.setupRequired, code: 'two_factor_setup_required' });
    const wera = await passwordStep('wera');
    expect(wera.body).toEqual({ message: MESSAGES.auth.loginSuccess, user: { id: ids.wera, username: 'wera', role: 'wolontariusz', email: 'wera@example.org' }, mustChangePassword: false });
    expect(await body<AuthMe>(await wera.http.get('/api/auth/me'))).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    for (const [method, path] of [
      ['GET', '/api/animals/all'],
      ['POST', '/api/account/two-factor/recovery-codes'],
      ['POST', '/api/account/two-factor/disable'],
    ] as const) {
      const response = await wera.http.request(method, path, method === 'GET' ? undefined : {});
      expect({ path, code: (await body(response)).code }).toEqual({ path, code: 'two_factor_setup_required' });
    }
    expect(await body<TwoFactorStatus>(await wera.http.get('/api/account/two-factor'))).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0, usable: false });
    await enrol(wera.http, 'wera');
    expect((await wera.http.get('/api/animals/all')).status).toBe(200);
    expect(await body<AuthMe>(await wera.http.get('/api/auth/me'))).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });

    // While required, nobody turns their own off.
    const weraAgain = await signInWithCode('wera');
    const keep = await weraAgain.post('/api/account/two-factor/disable', { password: PASSWORD });
    expect(keep.status).toBe(409);
    expect(await body(keep)).toEqual({ error: TWO_FACTOR_MESSAGES.disableRequired, code: 'two_factor_required' });

    const off = await anna.request('PUT', '/api/settings/security', { requireTwoFactor: false });
    expect(await body(off)).toEqual({ message: TWO_FACTOR_MESSAGES.requireOff, settings: { requireTwoFactor: false } });
    expect((await bartek.get('/api/dashboard')).status).toBe(200);
  });

  it('lets an administrator remove a colleague’s second factor: recorded, e-mailed, shown in the team list', async () => {
    const anna = await signInWithCode('anna');
    const before = await lastMailId();
    const own = await anna.post(`/api/team/accounts/${ids.anna}/two-factor/reset`, {});
    expect(await body(own)).toEqual({ error: TWO_FACTOR_MESSAGES.resetOwn, code: 'reset_own' });
    const none = await anna.post(`/api/team/accounts/${ids.celina}/two-factor/reset`, {});
    expect(await body(none)).toEqual({ error: TWO_FACTOR_MESSAGES.resetNotEnabled, code: 'two_factor_not_enabled' });
    expect((await anna.post('/api/team/accounts/999999/two-factor/reset', {})).status).toBe(404);

    const reset = await anna.post(`/api/team/accounts/${ids.wera}/two-factor/reset`, {});
    expect(reset.status).toBe(200);
    expect(await body(reset)).toEqual({ message: TWO_FACTOR_MESSAGES.resetDone('wera') });
    expect(await history(`action = 'admin.two_factor_reset'`)).toEqual([{ actor_name: 'anna', action: 'admin.two_factor_reset', subject_id: ids.wera, details: { via: 'panel', mailed: true } }]);
    const mail = await queryRows<{ to_address: string; subject: string; text: string }>(db.dataSource, 'SELECT to_address, subject, text FROM outbox WHERE id > $1 ORDER BY id', [before]);
    expect(mail.map((row) => [row.to_address, row.subject])).toEqual([['wera@example.org', 'Weryfikacja dwuetapowa w panelu fundacji została wyłączona']]);
    expect(mail[0]!.text).toContain('Zmiany dokonano z konta „anna”.');
    expect(mail[0]!.text).toContain('kody odzyskiwania przestały działać');
    const team = await body<TeamAccount[]>(await anna.get('/api/team/accounts'));
    expect(team.find((account) => account.username === 'wera')?.twoFactor).toBe(false);
    expect(await queryOne(db.dataSource, 'SELECT count(*)::int AS n FROM admin_recovery_codes WHERE admin_id = $1', [ids.wera])).toEqual({ n: 0 });
    // The password alone signs in again.
    expect(await passwordStep('wera')).toMatchObject({ status: 200, body: { message: MESSAGES.auth.loginSuccess } });
    // Nobody but an administrator may.
    const celina = (await passwordStep('celina')).http;
    const forbidden = await celina.post(`/api/team/accounts/${ids.anna}/two-factor/reset`, {});
    expect(await body(forbidden)).toEqual({ error: ROLE_MESSAGES.forbidden, code: 'forbidden_role' });
  });

  it('keeps volunteers and coordinators away from the security settings', async () => {
    for (const username of ['wera', 'celina']) {
      const { http } = await passwordStep(username);
      for (const response of [await http.get('/api/settings/security'), await http.request('PUT', '/api/settings/security', { requireTwoFactor: false })]) {
        expect(response.status).toBe(403);
        expect(await body(response)).toEqual({ error: ROLE_MESSAGES.forbidden, code: 'forbidden_role' });
      }
    }
  });

  it('after the server key changed: app codes cannot be checked, a recovery code signs in, and the app can be set up again', async () => {
    const { http } = await passwordStep('celina');
    const codes = await enrol(http, 'celina');
    // The secret as another server key sealed it: what a changed SESSION_SECRET leaves behind.
    const foreign = createSecretBox('a-different-session-secret-987654').seal(secrets.celina!, `admin:${ids.celina}`);
    await execute(db.dataSource, 'UPDATE admin_users SET totp_secret = $1, totp_last_step = 0 WHERE id = $2', [foreign, ids.celina]);

    const step = await passwordStep('celina');
    const code = await step.http.post('/api/auth/login/totp', { code: codeFor(secrets.celina!) });
    expect(code.status).toBe(409);
    expect(await body(code)).toEqual({ error: TWO_FACTOR_MESSAGES.keyUnreadable, code: 'two_factor_key_unreadable' });
    expect((await step.http.post('/api/auth/login/totp', { recoveryCode: codes[3] })).status).toBe(200);
    expect(await body<TwoFactorStatus>(await step.http.get('/api/account/two-factor'))).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9, usable: false });
    await enrol(step.http, 'celina');
    expect(await body<TwoFactorStatus>(await step.http.get('/api/account/two-factor'))).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, usable: true });
    expect((await signInWithCode('celina').then((client) => client.get('/api/dashboard'))).status).toBe(200);
  });
});
