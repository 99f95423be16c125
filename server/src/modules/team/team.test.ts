import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME_CHARACTERS_MESSAGE, MESSAGES, ROLE_MESSAGES, TEAM_MESSAGES, type SetPasswordLinkInfo, type TeamAccount, type TeamPasswordResult } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { RecordedHistory } from '../../../test/history-rows.js';
import { hashLinkToken } from './password-links.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

const PASSWORD = 'haslo-koordynatorki-1';

type HistoryRow = RecordedHistory<'actor_name' | 'action' | 'subject_id'>;

/** The Zespół screen's API and the set-password links, through the real app on real PostgreSQL. */
describe('team accounts', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let anna: HttpClient;
  let annaId: number;

  const signIn = async (username: string, password: string) => {
    const http = new HttpClient(server.baseUrl);
    const response = await http.post('/api/auth/login', { username, password });
    return { http, status: response.status };
  };
  const signedIn = async (http: HttpClient) => (await http.get('/api/auth/me')).status === 200;
  const idOf = async (username: string) => Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM admin_users WHERE username = $1`, [username])).id);
  const history = (where = 'TRUE', params: unknown[] = []): Promise<HistoryRow[]> =>
    queryRows<HistoryRow>(db.dataSource, `SELECT actor_name, action, subject_id, details FROM history WHERE ${where} ORDER BY id`, params);
  const count = async (table: string) => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`)).n);
  const tableCounts = async () => ({ admins: await count('admin_users'), history: await count('history'), outbox: await count('outbox'), links: await count('admin_password_links') });
  const errorOf = async (response: Response) => (await readJson<{ error: string; code: string }>(response));
  /** The set-password link of the last e-mail queued to `to`. */
  const linkTokenSentTo = async (to: string) => {
    const mail = await queryOne<{ subject: unknown; text: unknown; html: unknown }>(db.dataSource, `SELECT subject, text, html FROM outbox WHERE to_address = $1 AND subject = 'Ustaw hasło do panelu fundacji' ORDER BY id DESC LIMIT 1`, [to]);
    const match = /\/admin\/ustaw-haslo\?token=([\w%-]+)/.exec(mail.text as string);
    expect(mail.subject).toBe('Ustaw hasło do panelu fundacji');
    return decodeURIComponent(match![1]!);
  };
  /** Adds an account (a coordinator with an address of its own unless the body says otherwise). */
  const addAccount = async (http: HttpClient, body: { username: string } & Record<string, unknown>) => {
    const response = await http.post('/api/team/accounts', { role: 'koordynator', email: `${body.username}@example.org`, ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return readJson<TeamPasswordResult>(response);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'anna', PASSWORD);
    annaId = await idOf('anna');
    server = await startTestApp(db.dataSource);
    anna = (await signIn('anna', PASSWORD)).http;
  });
  beforeEach(async () => {
    await execute(db.dataSource, 'DELETE FROM rate_limits');
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('adds an account with a one-time password shown once, which signs in; the history keeps no password', async () => {
    const added = await addAccount(anna, { username: 'bartek', delivery: 'password' });
    expect(added.message).toBe(TEAM_MESSAGES.created('bartek'));
    expect(added.account).toMatchObject({ username: 'bartek', lastLoginAt: null, disabledAt: null, linkExpiresAt: null });
    expect(added.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect((await signIn('bartek', added.password!)).status).toBe(200);

    const list = await readJson<TeamAccount[]>(await anna.get('/api/team/accounts'));
    expect(list.map((account) => account.username)).toEqual(['anna', 'bartek']);
    expect(list.find((account) => account.username === 'bartek')!.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/argon2|password_hash/);

    const [created] = await history(`action = 'admin.created'`);
    expect(created).toEqual({ actor_name: 'anna', action: 'admin.created', subject_id: added.account.id, details: { via: 'panel', delivery: 'password', role: 'koordynator' } });
    expect(added.account).toMatchObject({ role: 'koordynator', email: 'bartek@example.org', mustChangePassword: true });
    const all = JSON.stringify(await history());
    expect(all).not.toContain(added.password);
  });

  it('refuses an existing login (any case), a bad login and a missing e-mail with Polish messages, changing nothing', async () => {
    const before = await tableCounts();
    const taken = await anna.post('/api/team/accounts', { username: 'BARTEK', role: 'koordynator', email: 'b@example.org', delivery: 'password' });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({ error: TEAM_MESSAGES.usernameTaken, code: 'username_taken' });
    const badName = await anna.post('/api/team/accounts', { username: 'a b', role: 'koordynator', email: 'b@example.org', delivery: 'password' });
    expect(badName.status).toBe(400);
    expect((await errorOf(badName)).error).toBe(ADMIN_USERNAME_CHARACTERS_MESSAGE);
    // Look-alikes of an existing login: a Cyrillic "а", a trailing dot, full-width letters (NFKC folds them to "bartek").
    for (const username of ['bаrtek', 'bartek.', '.bartek', 'łucja']) {
      const lookAlike = await anna.post('/api/team/accounts', { username, role: 'koordynator', email: 'b@example.org', delivery: 'password' });
      expect({ username, error: (await errorOf(lookAlike)).error }).toEqual({ username, error: ADMIN_USERNAME_CHARACTERS_MESSAGE });
    }
    const fullWidth = await anna.post('/api/team/accounts', { username: 'ｂａｒｔｅｋ', role: 'koordynator', email: 'b@example.org', delivery: 'password' });
    expect(await errorOf(fullWidth)).toEqual({ error: TEAM_MESSAGES.usernameTaken, code: 'username_taken' });
    const noEmail = await anna.post('/api/team/accounts', { username: 'celina', role: 'koordynator', delivery: 'email' });
    expect(noEmail.status).toBe(400);
    const badEmail = await anna.post('/api/team/accounts', { username: 'celina', role: 'koordynator', delivery: 'email', email: 'nie-adres' });
    expect((await errorOf(badEmail)).error).toBe(TEAM_MESSAGES.emailInvalid);
    const badRole = await anna.post('/api/team/accounts', { username: 'celina', role: 'wlasciciel', delivery: 'password', email: 'c@example.org' });
    expect(await errorOf(badRole)).toMatchObject({ error: ROLE_MESSAGES.roleInvalid, fields: { role: ROLE_MESSAGES.roleInvalid } });
    expect(await tableCounts()).toEqual(before);
  });

  it('adds an account with a set-password e-mail: the single-use link (stored hashed) sets the password', async () => {
    const added = await addAccount(anna, { username: 'celina', delivery: 'email', email: 'celina@example.org' });
    expect(added.message).toBe(TEAM_MESSAGES.createdWithLink('celina'));
    expect(added.password).toBeUndefined();
    expect(added.account.linkExpiresAt).not.toBeNull();
    const token = await linkTokenSentTo('celina@example.org');
    const stored = await queryRows<{ token_hash: unknown }>(db.dataSource, `SELECT token_hash FROM admin_password_links`);
    expect(stored).toEqual([{ token_hash: hashLinkToken(token) }]);
    expect(JSON.stringify(await history())).not.toContain(token);
    expect(JSON.stringify(await history())).not.toContain('celina@example.org');

    // Nobody can sign in before the link is used.
    expect((await signIn('celina', 'cokolwiek-dlugiego')).status).toBe(401);
    const visitor = new HttpClient(server.baseUrl);
    const info = await readJson<SetPasswordLinkInfo>(await visitor.post('/api/auth/set-password/check', { token }));
    expect(info.username).toBe('celina');

    const short = await visitor.post('/api/auth/set-password', { token, password: 'krotkie' });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).error).toBe(TEAM_MESSAGES.passwordTooShort);

    const set = await visitor.post('/api/auth/set-password', { token, password: 'wlasne-haslo-celiny' });
    expect(set.status).toBe(200);
    expect((await readJson<{ message: string }>(set)).message).toBe(TEAM_MESSAGES.passwordSet);
    expect((await signIn('celina', 'wlasne-haslo-celiny')).status).toBe(200);
    expect((await history(`action = 'admin.password_set'`)).map((row) => row.actor_name)).toEqual(['celina']);

    const again = await visitor.post('/api/auth/set-password', { token, password: 'inne-haslo-celiny' });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({ error: TEAM_MESSAGES.linkUsed, code: 'link_used' });
    expect((await signIn('celina', 'wlasne-haslo-celiny')).status).toBe(200);
  });

  it('refuses an expired or unknown link, and a link of a disabled account, changing nothing', async () => {
    await addAccount(anna, { username: 'darek', delivery: 'email', email: 'darek@example.org' });
    const token = await linkTokenSentTo('darek@example.org');
    await execute(db.dataSource, `UPDATE admin_password_links SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashLinkToken(token)]);
    const visitor = new HttpClient(server.baseUrl);
    const before = await tableCounts();
    const expired = await visitor.post('/api/auth/set-password', { token, password: 'haslo-po-terminie' });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toEqual({ error: TEAM_MESSAGES.linkExpired, code: 'link_expired' });
    expect((await visitor.post('/api/auth/set-password/check', { token })).status).toBe(400);
    const unknown = await visitor.post('/api/auth/set-password', { token: 'x'.repeat(43), password: 'haslo-z-nikad-12' });
    expect(await errorOf(unknown)).toEqual({ error: TEAM_MESSAGES.linkInvalid, code: 'invalid_link' });
    expect(await tableCounts()).toEqual(before);

    // A fresh link, then the account is disabled: the link stops working.
    const reset = await anna.post(`/api/team/accounts/${await idOf('darek')}/reset-password`, { delivery: 'email' });
    expect(reset.status).toBe(200);
    const fresh = await linkTokenSentTo('darek@example.org');
    expect((await anna.post(`/api/team/accounts/${await idOf('darek')}/disable`)).status).toBe(200);
    expect(await errorOf(await visitor.post('/api/auth/set-password', { token: fresh, password: 'haslo-po-wylaczeniu' }))).toEqual({
      error: TEAM_MESSAGES.linkInvalid,
      code: 'invalid_link',
    });
  });

  it('disables an account: its open sessions end at once and it cannot sign in; enable lets it in again', async () => {
    const added = await addAccount(anna, { username: 'ewa', delivery: 'password' });
    const ewa = (await signIn('ewa', added.password!)).http;
    expect(await signedIn(ewa)).toBe(true);

    const disabled = await anna.post(`/api/team/accounts/${added.account.id}/disable`, {});
    expect(disabled.status).toBe(200);
    const body = await readJson<{ message: string; account: TeamAccount }>(disabled);
    expect(body.message).toBe(TEAM_MESSAGES.disabled('ewa'));
    expect(body.account.disabledAt).not.toBeNull();
    expect(await signedIn(ewa)).toBe(false);
    expect((await signIn('ewa', added.password!)).status).toBe(401);
    expect(await signedIn(anna)).toBe(true);

    const twice = await anna.post(`/api/team/accounts/${added.account.id}/disable`, {});
    expect(await errorOf(twice)).toEqual({ error: TEAM_MESSAGES.alreadyDisabled, code: 'already_disabled' });

    const enabled = await anna.post(`/api/team/accounts/${added.account.id}/enable`, {});
    expect(enabled.status).toBe(200);
    expect((await signIn('ewa', added.password!)).status).toBe(200);
    const rows = await history(`subject_id = $1 AND action IN ('admin.disabled', 'admin.enabled')`, [added.account.id]);
    expect(rows).toEqual([
      { actor_name: 'anna', action: 'admin.disabled', subject_id: added.account.id, details: { via: 'panel', sessionsEnded: 1 } },
      { actor_name: 'anna', action: 'admin.enabled', subject_id: added.account.id, details: { via: 'panel' } },
    ]);
  });

  it('never disables one’s own account, nor the last active one, with Polish 409s and nothing changed', async () => {
    const own = await anna.post(`/api/team/accounts/${annaId}/disable`, {});
    expect(own.status).toBe(409);
    expect(await errorOf(own)).toEqual({ error: TEAM_MESSAGES.disableOwn, code: 'disable_own' });
    expect(await signedIn(anna)).toBe(true);
    expect((await anna.post('/api/team/accounts/99999/disable', {})).status).toBe(404);

    // Everyone else disabled: anna is the last active account.
    const others = await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM admin_users WHERE id <> $1 AND disabled_at IS NULL`, [annaId]);
    for (const { id } of others) expect((await anna.post(`/api/team/accounts/${id}/disable`, {})).status).toBe(200);
    const before = await tableCounts();
    const last = await anna.post(`/api/team/accounts/${annaId}/disable`, {});
    expect(last.status).toBe(409);
    expect(await errorOf(last)).toEqual({ error: TEAM_MESSAGES.lastActive, code: 'last_active_account' });
    expect(await tableCounts()).toEqual(before);
    expect(await signedIn(anna)).toBe(true);
    for (const { id } of others) expect((await anna.post(`/api/team/accounts/${id}/enable`, {})).status).toBe(200);
  });

  /** Waits for the whole answer: fetch resolves on the headers, sent before the session's save ends. */
  const signInAgain = async (http: HttpClient, username: string, password: string) => {
    const response = await http.post('/api/auth/login', { username, password });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  };

  it('of two people disabling each other, the last two active accounts, at once: exactly one wins', async () => {
    // Only anna and fryderyk active.
    const active = await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM admin_users WHERE id <> $1 AND disabled_at IS NULL`, [annaId]);
    for (const { id } of active) expect((await anna.post(`/api/team/accounts/${id}/disable`, {})).status).toBe(200);
    const added = await addAccount(anna, { username: 'fryderyk', role: 'administrator', delivery: 'password' });
    // As if fryderyk had replaced the one-time password: this test is about the race, not that rule.
    await execute(db.dataSource, 'UPDATE admin_users SET must_change_password = false WHERE id = $1', [added.account.id]);
    const fryderyk = (await signIn('fryderyk', added.password!)).http;

    for (let round = 0; round < 3; round += 1) {
      const [byAnna, byFryderyk] = await Promise.all([
        anna.post(`/api/team/accounts/${added.account.id}/disable`, {}),
        fryderyk.post(`/api/team/accounts/${annaId}/disable`, {}),
      ]);
      const statuses = [byAnna.status, byFryderyk.status].sort();
      // Either both ran at once and the loser is refused (409), or on a busy machine the winner's
      // disable ended the loser's session before the loser's request was read (401).
      expect([
        [200, 409],
        [200, 401],
      ]).toContainEqual(statuses);
      const refused = byAnna.status === 200 ? byFryderyk : byAnna;
      if (refused.status === 409) expect((await errorOf(refused)).error).toBe(TEAM_MESSAGES.lastActive);
      const { n } = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM admin_users WHERE disabled_at IS NULL`);
      expect(n).toBe(1);
      // Put things back for the next round: the winner's colleague is enabled and signs in again.
      const winnerIsAnna = byAnna.status === 200;
      if (winnerIsAnna) {
        expect((await anna.post(`/api/team/accounts/${added.account.id}/enable`, {})).status).toBe(200);
        await signInAgain(fryderyk, 'fryderyk', added.password!);
      } else {
        await execute(db.dataSource, `UPDATE admin_users SET disabled_at = NULL WHERE id = $1`, [annaId]);
        await signInAgain(anna, 'anna', PASSWORD);
      }
    }
  });

  it('resets another person’s password: a new one-time password, the old one and their sessions end', async () => {
    const added = await addAccount(anna, { username: 'gosia', delivery: 'password' });
    const gosia = (await signIn('gosia', added.password!)).http;
    const response = await anna.post(`/api/team/accounts/${added.account.id}/reset-password`, { delivery: 'password' });
    expect(response.status).toBe(200);
    const reset = await readJson<TeamPasswordResult>(response);
    expect(reset.message).toBe(TEAM_MESSAGES.passwordReset('gosia'));
    expect(reset.password).toBeDefined();
    expect(reset.password).not.toBe(added.password);
    expect(await signedIn(gosia)).toBe(false);
    expect((await signIn('gosia', added.password!)).status).toBe(401);
    expect((await signIn('gosia', reset.password!)).status).toBe(200);
    const [row] = await history(`action = 'admin.password_reset' AND subject_id = $1`, [added.account.id]);
    expect(row!.details).toEqual({ via: 'panel', delivery: 'password', sessionsEnded: 1 });
    expect(JSON.stringify(await history())).not.toContain(reset.password);

    const own = await anna.post(`/api/team/accounts/${annaId}/reset-password`, { delivery: 'password' });
    expect(await errorOf(own)).toEqual({ error: TEAM_MESSAGES.resetOwn, code: 'reset_own' });
    expect((await signIn('anna', PASSWORD)).status).toBe(200);
  });

  it('changes one’s own password: a wrong current one is refused in Polish; other sessions end, this one stays', async () => {
    const added = await addAccount(anna, { username: 'henryk', delivery: 'password' });
    const here = (await signIn('henryk', added.password!)).http;
    const elsewhere = (await signIn('henryk', added.password!)).http;
    const before = await tableCounts();

    const wrong = await here.post('/api/account/password', { currentPassword: 'nie-to-haslo', newPassword: 'nowe-haslo-henryka' });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ error: TEAM_MESSAGES.currentPasswordWrong, code: 'wrong_password' });
    const short = await here.post('/api/account/password', { currentPassword: added.password, newPassword: 'krotkie' });
    expect((await errorOf(short)).error).toBe(TEAM_MESSAGES.passwordTooShort);
    const same = await here.post('/api/account/password', { currentPassword: added.password, newPassword: added.password });
    expect((await errorOf(same)).error).toBe(TEAM_MESSAGES.samePassword);
    expect(await tableCounts()).toEqual(before);

    const changed = await here.post('/api/account/password', { currentPassword: added.password, newPassword: 'nowe-haslo-henryka' });
    expect(changed.status).toBe(200);
    expect((await readJson<{ message: string }>(changed)).message).toBe(TEAM_MESSAGES.passwordChanged);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await signIn('henryk', added.password!)).status).toBe(401);
    expect((await signIn('henryk', 'nowe-haslo-henryka')).status).toBe(200);
    const [row] = await history(`action = 'admin.password_changed'`);
    expect(row).toEqual({ actor_name: 'henryk', action: 'admin.password_changed', subject_id: added.account.id, details: { sessionsEnded: 1 } });
    expect(JSON.stringify(await history())).not.toContain('nowe-haslo-henryka');
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const added = await addAccount(anna, { username: 'irena', delivery: 'password' });
    const irena = (await signIn('irena', added.password!)).http;
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
      status = (await irena.post('/api/account/password', { currentPassword: `zgaduje-${attempt}`, newPassword: 'nowe-haslo-ireny-1' })).status;
    }
    expect(status).toBe(429);
    const refused = await irena.post('/api/account/password', { currentPassword: added.password, newPassword: 'nowe-haslo-ireny-1' });
    expect(await errorOf(refused)).toEqual({ error: MESSAGES.auth.tooManyAttempts, code: 'too_many_attempts' });
    expect((await signIn('irena', added.password!)).status).toBe(429);
  });

  /** The subjects and addresses of the mail queued since `afterId`. */
  const mailSince = (afterId: number) =>
    queryRows<{ to_address: string; subject: string; text: string }>(db.dataSource, `SELECT to_address, subject, text FROM outbox WHERE id > $1 ORDER BY id`, [afterId]);
  const lastMailId = async () => Number((await queryOne<{ id: number }>(db.dataSource, `SELECT coalesce(max(id), 0)::int AS id FROM outbox`)).id);

  it('sends a reset link only to the address stored on the account, and tells the account of the reset', async () => {
    const added = await addAccount(anna, { username: 'jola', delivery: 'email' });
    const before = await lastMailId();
    const counts = await tableCounts();
    const elsewhere = await anna.post(`/api/team/accounts/${added.account.id}/reset-password`, { delivery: 'email', email: 'napastnik@example.net' });
    expect(elsewhere.status).toBe(400);
    expect(await tableCounts()).toEqual(counts);

    expect((await anna.post(`/api/team/accounts/${added.account.id}/reset-password`, { delivery: 'email' })).status).toBe(200);
    const sent = await mailSince(before);
    expect(sent.map((mail) => [mail.to_address, mail.subject])).toEqual([
      ['jola@example.org', 'Ustaw hasło do panelu fundacji'],
      ['jola@example.org', 'Hasło do panelu fundacji zostało zresetowane'],
    ]);
    expect(sent[1]!.text).toContain('Zmiany dokonano z konta „anna”.');

    // An account without an address (from the command line) gets no link at all.
    await execute(db.dataSource, 'UPDATE admin_users SET email = NULL WHERE id = $1', [added.account.id]);
    const noAddress = await anna.post(`/api/team/accounts/${added.account.id}/reset-password`, { delivery: 'email' });
    expect(await errorOf(noAddress)).toEqual({ error: ROLE_MESSAGES.noEmailOnAccount, code: 'no_email_on_account' });
    expect(await lastMailId()).toBe(sent.length + before);
  });

  it('changes a colleague’s role: recorded, mailed, applied at once; never one’s own, never the last administrator’s', async () => {
    const added = await addAccount(anna, { username: 'kasia', delivery: 'email' });
    const before = await lastMailId();
    const changed = await anna.post(`/api/team/accounts/${added.account.id}/role`, { role: 'wolontariusz' });
    expect(changed.status).toBe(200);
    expect(await readJson<{ message: string; account: TeamAccount }>(changed)).toMatchObject({
      message: ROLE_MESSAGES.roleChanged('kasia', 'wolontariusz'),
      account: { username: 'kasia', role: 'wolontariusz' },
    });
    const [row] = await history(`action = 'admin.role_changed' AND subject_id = $1`, [added.account.id]);
    expect(row).toEqual({ actor_name: 'anna', action: 'admin.role_changed', subject_id: added.account.id, details: { via: 'panel', from: 'koordynator', to: 'wolontariusz' } });
    expect((await mailSince(before)).map((mail) => [mail.to_address, mail.subject])).toEqual([['kasia@example.org', 'Zmiana roli w panelu fundacji']]);

    const same = await anna.post(`/api/team/accounts/${added.account.id}/role`, { role: 'wolontariusz' });
    expect(await errorOf(same)).toEqual({ error: ROLE_MESSAGES.roleUnchanged, code: 'role_unchanged' });
    const own = await anna.post(`/api/team/accounts/${annaId}/role`, { role: 'koordynator' });
    expect(await errorOf(own)).toEqual({ error: ROLE_MESSAGES.roleOwn, code: 'role_own' });
    const bad = await anna.post(`/api/team/accounts/${added.account.id}/role`, { role: 'wlasciciel' });
    expect(bad.status).toBe(400);

    // The new role applies to open sessions at once.
    await execute(db.dataSource, 'UPDATE admin_users SET must_change_password = false WHERE id = $1', [added.account.id]);
    await execute(db.dataSource, `UPDATE admin_users SET role = 'administrator' WHERE id = $1`, [added.account.id]);
    await execute(db.dataSource, `UPDATE admin_users SET password_hash = (SELECT password_hash FROM admin_users WHERE id = $1) WHERE id = $2`, [annaId, added.account.id]);
    const kasia = (await signIn('kasia', PASSWORD)).http;
    expect((await kasia.get('/api/team/accounts')).status).toBe(200);
    expect((await anna.post(`/api/team/accounts/${added.account.id}/role`, { role: 'koordynator' })).status).toBe(200);
    expect((await kasia.get('/api/team/accounts')).status).toBe(403);

    // Anna and kasia the only administrators, each taking the other's role at once: exactly one
    // wins, and one administrator always stays.
    await execute(db.dataSource, `UPDATE admin_users SET role = 'koordynator' WHERE id NOT IN ($1, $2)`, [annaId, added.account.id]);
    await execute(db.dataSource, `UPDATE admin_users SET role = 'administrator' WHERE id = $1`, [added.account.id]);
    const [byAnna, byKasia] = await Promise.all([
      anna.post(`/api/team/accounts/${added.account.id}/role`, { role: 'koordynator' }),
      kasia.post(`/api/team/accounts/${annaId}/role`, { role: 'koordynator' }),
    ]);
    const statuses = [byAnna.status, byKasia.status].sort();
    // The loser is refused as the last administrator (409), or, when the winner committed before
    // the loser's request was read, by the role guard (403).
    expect([
      [200, 409],
      [200, 403],
    ]).toContainEqual(statuses);
    const { n } = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM admin_users WHERE role = 'administrator' AND disabled_at IS NULL`);
    expect(n).toBe(1);
    await execute(db.dataSource, `UPDATE admin_users SET role = 'administrator' WHERE id = $1`, [annaId]);
  });

  it('records sign-ins and failed ones for existing accounts, short and without any address', async () => {
    const before = (await history()).length;
    expect((await signIn('anna', PASSWORD)).status).toBe(200);
    expect((await signIn('anna', 'zle-haslo-anny')).status).toBe(401);
    expect((await signIn('ktos-obcy', 'zle-haslo')).status).toBe(401);
    const rows = (await history()).slice(before);
    expect(rows).toEqual([
      { actor_name: 'anna', action: 'auth.signed_in', subject_id: annaId, details: {} },
      { actor_name: 'system', action: 'auth.sign_in_failed', subject_id: annaId, details: {} },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|ktos-obcy/);
  });
});
