import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app-harness.js';
import { HttpClient } from '../test/http-client.js';
import type { RunningServer } from '../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { runCli, type CliIo } from './cli.js';
import { loadConfig } from './config.js';
import { verifyAdminPassword } from './db/admin-users.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { withClient } from './db/pg-admin.js';
import { execute, queryOne, queryRows } from './db/sql.js';

function fakeIo(env: NodeJS.ProcessEnv, answers: string[] | undefined = undefined) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env: { NODE_ENV: 'test', ...env },
    isInteractive: answers !== undefined,
    promptHidden: async () => answers?.shift() ?? '',
    prompt: async () => answers?.shift() ?? '',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    loadConfig,
  };
  return { io, out, err, text: () => [...out, ...err].join('\n') };
}

describe('admin CLI: create', () => {
  let db: TestDatabase;
  const password = 'bardzo-tajne-haslo';

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates an administrator with the password from ADMIN_PASSWORD', async () => {
    const { io, out } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'koordynator'], io)).toBe(0);
    expect(out.join('\n')).toContain('Administrator "koordynator" created');
    const rows = await queryRows<{ password_hash: string }>(db.dataSource, `SELECT password_hash FROM admin_users WHERE username = 'koordynator'`);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('exits 1 when the administrator exists', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'Koordynator'], io)).toBe(1);
    expect(err.join('\n')).toContain('already exists');
  });

  it('exits 1 without a password when not in a terminal (no default password)', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url });
    expect(await runCli(['create', 'ktos'], io)).toBe(1);
    expect(err.join('\n')).toMatch(/ADMIN_PASSWORD.*interactive terminal/);
  });

  it('exits 1 for a password shorter than 12 characters', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: 'krotkie' });
    expect(await runCli(['create', 'ktos'], io)).toBe(1);
    expect(err.join('\n')).toContain('at least 12 characters');
  });

  it('asks twice in a terminal and refuses different answers', async () => {
    const mismatch = fakeIo({ DATABASE_URL: db.url }, [password, `${password}x`]);
    expect(await runCli(['create', 'ktos'], mismatch.io)).toBe(1);
    expect(mismatch.err.join('\n')).toContain('do not match');
    const ok = fakeIo({ DATABASE_URL: db.url }, [password, password]);
    expect(await runCli(['create', 'ktos'], ok.io)).toBe(0);
  });

  it('prints the usage for no or unknown arguments (exit 2), and for help (exit 0)', async () => {
    const none = fakeIo({});
    expect(await runCli([], none.io)).toBe(2);
    expect(none.out.join('\n')).toContain('Usage: npm run admin -- <command>');
    for (const argv of [['delete', 'x'], ['create'], ['disable', 'a', 'b'], ['demo'], ['demo', 'remove', '--force']]) {
      const unknown = fakeIo({});
      expect(await runCli(argv, unknown.io), argv.join(' ')).toBe(2);
      expect(unknown.err.join('\n')).toContain('Unknown arguments');
    }
    expect(await runCli(['--help'], fakeIo({}).io)).toBe(0);
  });

  it('says which setting is wrong when the database cannot be reached', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: 'postgres://nikt@127.0.0.1:5559/brak', ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'ktos-inny'], io)).toBe(1);
    expect(err.join('\n')).toContain('Check DATABASE_URL');
  });

  it('joins the embedded PostgreSQL of a running server and leaves it running', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-cli-'));
    await fs.chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), port: 5550, durable: false });
    try {
      const { io, err } = fakeIo({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5550', ADMIN_PASSWORD: password });
      expect(await runCli(['create', 'wolontariusz'], io), err.join('\n')).toBe(0);
      const names = await withClient(server.url, async (client) => (await client.query<{ username: string }>('SELECT username FROM admin_users')).rows);
      expect(names).toEqual([{ username: 'wolontariusz' }]);
    } finally {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('admin CLI: list, reset-password, disable, enable', () => {
  const PASSWORD = 'pierwsze-haslo-123';
  const NEW_PASSWORD = 'drugie-haslo-456789';
  let db: TestDatabase;
  let server: RunningServer;
  const cli = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
    const io = fakeIo({ DATABASE_URL: db.url, ...env });
    return runCli(argv, io.io).then((code) => ({ code, text: io.text() }));
  };
  const signIn = async (username: string, password: string) => {
    const http = new HttpClient(server.baseUrl);
    const response = await http.post('/api/auth/login', { username, password });
    return { http, status: response.status };
  };
  const signedIn = async (http: HttpClient) => (await http.get('/api/auth/me')).status === 200;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource);
    for (const name of ['basia', 'zenek']) expect((await cli(['create', name], { ADMIN_PASSWORD: PASSWORD })).code).toBe(0);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lists no one on an empty database, with how to create the first', async () => {
    const empty = await createTestDatabase();
    try {
      const io = fakeIo({ DATABASE_URL: empty.url });
      expect(await runCli(['list'], io.io)).toBe(0);
      expect(io.text()).toContain('No administrators yet');
    } finally {
      await empty.drop();
    }
  });

  it('lists every administrator with created, last sign-in and disabled', async () => {
    expect((await signIn('basia', PASSWORD)).status).toBe(200);
    const { code, text } = await cli(['list']);
    expect(code).toBe(0);
    const [header, basia, zenek] = text.split('\n');
    expect(header).toMatch(/^USERNAME\s+CREATED\s+LAST SIGN-IN\s+DISABLED$/);
    expect(basia).toMatch(/^basia\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+no$/);
    expect(zenek).toMatch(/^zenek\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+-\s+no$/);
  });

  it('reset-password sets the new password and ends only that account’s sessions', async () => {
    const basia = await signIn('basia', PASSWORD);
    const zenek = await signIn('zenek', PASSWORD);
    expect(await signedIn(basia.http)).toBe(true);

    const { code, text } = await cli(['reset-password', 'BASIA'], { ADMIN_PASSWORD: NEW_PASSWORD });
    expect(code).toBe(0);
    expect(text).toMatch(/Password of "basia" changed; \d+ sessions? ended\./);
    expect(await signedIn(basia.http)).toBe(false);
    expect(await signedIn(zenek.http)).toBe(true);
    expect((await signIn('basia', PASSWORD)).status).toBe(401);
    expect((await signIn('basia', NEW_PASSWORD)).status).toBe(200);
    const row = await queryOne<{ password_hash: string }>(db.dataSource, `SELECT password_hash FROM admin_users WHERE username = 'basia'`);
    expect(await verifyAdminPassword(row.password_hash, NEW_PASSWORD)).toBe(true);
  });

  it('reset-password asks twice in a terminal and keeps the old password on a short one', async () => {
    const typed = fakeIo({ DATABASE_URL: db.url }, [NEW_PASSWORD, NEW_PASSWORD]);
    expect(await runCli(['reset-password', 'basia'], typed.io)).toBe(0);
    const short = await cli(['reset-password', 'basia'], { ADMIN_PASSWORD: 'krotkie' });
    expect(short).toEqual({ code: 1, text: 'The password must have at least 12 characters.' });
    expect((await signIn('basia', NEW_PASSWORD)).status).toBe(200);
  });

  it('disable stops sign-in and ends the sessions; enable lets the account in again', async () => {
    const zenek = await signIn('zenek', PASSWORD);
    expect(await signedIn(zenek.http)).toBe(true);

    const disabled = await cli(['disable', 'zenek']);
    expect(disabled.code).toBe(0);
    expect(disabled.text).toMatch(/Administrator "zenek" disabled: cannot sign in; \d+ sessions? ended\./);
    expect(await signedIn(zenek.http)).toBe(false);
    expect((await signIn('zenek', PASSWORD)).status).toBe(401);
    expect((await cli(['list'])).text).toMatch(/^zenek\s+.*\d\d:\d\d UTC$/m);
    expect((await cli(['disable', 'zenek'])).text).toContain('was already disabled');

    const enabled = await cli(['enable', 'zenek']);
    expect(enabled).toEqual({ code: 0, text: 'Administrator "zenek" enabled: may sign in again.' });
    expect((await signIn('zenek', PASSWORD)).status).toBe(200);
    expect((await cli(['enable', 'zenek'])).text).toBe('Administrator "zenek" was not disabled.');

    const history = await queryRows<{ action: string }>(db.dataSource, `SELECT action FROM history WHERE subject_type = 'admin_user' ORDER BY id`);
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(['admin.password_reset', 'admin.disabled', 'admin.enabled']));
  });

  it('never disables the last active administrator', async () => {
    expect((await cli(['disable', 'basia'])).code).toBe(0);
    const refused = await cli(['disable', 'zenek']);
    expect(refused).toEqual({ code: 1, text: '"zenek" is the last active administrator: disabling it would leave nobody who can sign in.' });
    expect((await signIn('zenek', PASSWORD)).status).toBe(200);
    expect((await cli(['enable', 'basia'])).code).toBe(0);
  });

  it('two-factor-off removes an account’s second factor (the way back for a lost phone), and says when there is none', async () => {
    await execute(db.dataSource, `UPDATE admin_users SET totp_secret = 'v1.a.b.c', totp_enabled_at = now(), totp_last_step = 1 WHERE username = 'zenek'`);
    await execute(db.dataSource, `INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT id, repeat('a', 64) FROM admin_users WHERE username = 'zenek'`);
    const askedForCode = await new HttpClient(server.baseUrl).post('/api/auth/login', { username: 'zenek', password: PASSWORD });
    expect(await askedForCode.json()).toMatchObject({ twoFactorRequired: true });
    expect(await cli(['two-factor-off', 'Zenek'])).toEqual({ code: 0, text: 'Two-step sign-in of "zenek" removed: the password alone signs in; its recovery codes no longer work.' });
    expect(await queryOne(db.dataSource, `SELECT totp_secret, totp_enabled_at, (SELECT count(*)::int FROM admin_recovery_codes) AS codes FROM admin_users WHERE username = 'zenek'`)).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      codes: 0,
    });
    const history = await queryRows<{ actor_name: string; details: unknown }>(db.dataSource, `SELECT actor_name, details FROM history WHERE action = 'admin.two_factor_reset'`);
    expect(history).toEqual([{ actor_name: 'system', details: { via: 'cli' } }]);
    expect(await cli(['two-factor-off', 'zenek'])).toEqual({ code: 0, text: '"zenek" has no two-step sign-in.' });
    const signedInAgain = await new HttpClient(server.baseUrl).post('/api/auth/login', { username: 'zenek', password: PASSWORD });
    expect(await signedInAgain.json()).toMatchObject({ user: { username: 'zenek' } });
  });

  it('names the unknown account and exits 1, changing nothing', async () => {
    for (const command of ['reset-password', 'disable', 'enable', 'two-factor-off']) {
      const result = await cli([command, 'nieznany'], { ADMIN_PASSWORD: NEW_PASSWORD });
      expect(result, command).toEqual({ code: 1, text: 'No administrator named "nieznany". See the accounts with: npm run admin -- list' });
    }
    const row = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM admin_users`);
    expect(row.n).toBe(2);
  });
});
