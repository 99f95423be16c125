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
import { verifyAdminPassword } from './modules/accounts/admin-users.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { withClient } from './db/pg-admin.js';
import { execute, queryOne, queryRows } from './db/sql.js';

function fakeIo(env: NodeJS.ProcessEnv, answers: string[] | undefined = undefined) {
  const out: string[] = [];
  const err: string[] = [];
  /** What the command asked, in order (hidden and visible prompts alike). */
  const questions: string[] = [];
  const ask = async (question: string) => {
    questions.push(question);
    return answers?.shift() ?? '';
  };
  const io: CliIo = {
    env: { NODE_ENV: 'test', ...env },
    isInteractive: answers !== undefined,
    promptHidden: ask,
    prompt: ask,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    loadConfig,
  };
  return { io, out, err, questions, text: () => [...out, ...err].join('\n') };
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
    expect(out).toEqual(['Utworzono konto administratora „koordynator”. Zaloguj się na /admin/login.']);
    const rows = await queryRows<{ password_hash: string }>(db.dataSource, `SELECT password_hash FROM admin_users WHERE username = 'koordynator'`);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('exits 1 when the administrator exists', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'Koordynator'], io)).toBe(1);
    expect(err).toEqual(['Konto o nazwie „Koordynator” już istnieje.']);
  });

  it('exits 1 without a password when not in a terminal (no default password)', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url });
    expect(await runCli(['create', 'ktos'], io)).toBe(1);
    expect(err).toEqual(['Nie podano hasła: ustaw ADMIN_PASSWORD albo uruchom to polecenie w terminalu, żeby wpisać hasło.']);
  });

  it('exits 1 for a password shorter than 12 characters', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: 'krotkie' });
    expect(await runCli(['create', 'ktos'], io)).toBe(1);
    expect(err).toEqual(['Hasło musi mieć co najmniej 12 znaków.']);
  });

  it('exits 1 for a malformed username, saying the rules', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: db.url, ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'zośka'], io)).toBe(1);
    expect(err).toEqual([
      'Nazwa użytkownika musi mieć od 3 do 100 znaków: litery a–z (bez polskich znaków), cyfry, kropkę, myślnik lub podkreślenie, a zaczynać się i kończyć literą lub cyfrą.',
    ]);
  });

  it('asks twice in a terminal and refuses different answers', async () => {
    const mismatch = fakeIo({ DATABASE_URL: db.url }, [password, `${password}x`]);
    expect(await runCli(['create', 'ktos'], mismatch.io)).toBe(1);
    expect(mismatch.questions).toEqual(['Hasło dla „ktos”: ', 'Powtórz hasło: ']);
    expect(mismatch.err).toEqual(['Hasła nie są takie same.']);
    const ok = fakeIo({ DATABASE_URL: db.url }, [password, password]);
    expect(await runCli(['create', 'ktos'], ok.io)).toBe(0);
  });

  it('prints the usage for no or unknown arguments (exit 2), and for help (exit 0)', async () => {
    const none = fakeIo({});
    expect(await runCli([], none.io)).toBe(2);
    const usage = none.out.join('\n');
    expect(usage).toMatch(/^Użycie: npm run admin -- <polecenie>/);
    // The command names stay as scripts and the README call them.
    for (const command of ['list', 'create <nazwa>', 'reset-password <nazwa>', 'disable <nazwa>', 'enable <nazwa>', 'demo remove [--yes]']) {
      expect(usage).toMatch(new RegExp(`^  ${command.replace(/[[\]]/g, '\\$&')} +\\S`, 'm'));
    }
    for (const argv of [['delete', 'x'], ['create'], ['disable', 'a', 'b'], ['demo'], ['demo', 'remove', '--force']]) {
      const unknown = fakeIo({});
      expect(await runCli(argv, unknown.io), argv.join(' ')).toBe(2);
      expect(unknown.err.join('\n')).toMatch(new RegExp(`^Nieprawidłowe argumenty: ${argv.join(' ')}\n\nUżycie: `));
    }
    const help = fakeIo({});
    expect(await runCli(['--help'], help.io)).toBe(0);
    expect(help.out).toEqual(none.out);
  });

  it('says which setting is wrong when the database cannot be reached', async () => {
    const { io, err } = fakeIo({ DATABASE_URL: 'postgres://nikt@127.0.0.1:5559/brak', ADMIN_PASSWORD: password });
    expect(await runCli(['create', 'ktos-inny'], io)).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^Nie można połączyć się z PostgreSQL pod adresem postgres:\/\/nikt@127\.0\.0\.1:5559\/brak: .*Sprawdź DATABASE_URL/)]);
  });

  it('joins the embedded PostgreSQL of a running server and leaves it running, warning in Polish of another port', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-cli-'));
    await fs.chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), port: 5550, durable: false });
    try {
      const { io, err } = fakeIo({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5550', ADMIN_PASSWORD: password });
      expect(await runCli(['create', 'wolontariusz'], io), err.join('\n')).toBe(0);
      const names = await withClient(server.url, async (client) => (await client.query<{ username: string }>('SELECT username FROM admin_users')).rows);
      expect(names).toEqual([{ username: 'wolontariusz' }]);

      // Configured for another port, the command still joins the running server, and says so.
      const otherPort = fakeIo({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5551' });
      expect(await runCli(['list'], otherPort.io), otherPort.err.join('\n')).toBe(0);
      expect(otherPort.out.join('\n')).toMatch(/^wolontariusz\s/m);
      expect(otherPort.err).toEqual([expect.stringMatching(/^uwaga: embedded PostgreSQL already runs on another port; using it \{.*"runningPort":5550/)]);
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
      expect(io.text()).toBe('Nie ma jeszcze żadnego konta. Pierwsze utworzy polecenie: npm run admin -- create <nazwa>');
    } finally {
      await empty.drop();
    }
  });

  it('lists every account with created, last sign-in and disabled, dated in Polish on Warsaw time', async () => {
    expect((await signIn('basia', PASSWORD)).status).toBe(200);
    // Known moments in winter and summer time (the test process may run in any zone).
    await db.dataSource.query(`UPDATE admin_users SET created_at = '2026-01-15T23:30:00Z', last_login_at = '2026-07-01T10:05:00Z' WHERE username = 'basia'`);
    await db.dataSource.query(`UPDATE admin_users SET created_at = '2026-03-29T01:00:00Z' WHERE username = 'zenek'`);
    const { code, text } = await cli(['list']);
    expect(code).toBe(0);
    const [header, basia, zenek] = text.split('\n') as [string, string, string];
    expect(header).toMatch(/^NAZWA\s+UTWORZONE\s+OSTATNIE LOGOWANIE\s+WYŁĄCZONE$/);
    expect(basia).toMatch(/^basia\s+16\.01\.2026, 00:30\s+01\.07\.2026, 12:05\s+nie$/);
    expect(zenek).toMatch(/^zenek\s+29\.03\.2026, 03:00\s+nigdy\s+nie$/);
    // Columns line up under their headers (Polish letters are one character each).
    for (const [title, cell] of [['UTWORZONE', '16.01'], ['OSTATNIE LOGOWANIE', '01.07'], ['WYŁĄCZONE', 'nie']] as const) {
      expect(basia.indexOf(cell), title).toBe(header.indexOf(title));
    }
  });

  it('reset-password sets the new password and ends only that account’s sessions', async () => {
    const basia = await signIn('basia', PASSWORD);
    const zenek = await signIn('zenek', PASSWORD);
    expect(await signedIn(basia.http)).toBe(true);

    const { code, text } = await cli(['reset-password', 'BASIA'], { ADMIN_PASSWORD: NEW_PASSWORD });
    // basia signed in here and in the list test: both sessions end ("2 sesje", not "2 sesji").
    expect({ code, text }).toEqual({ code: 0, text: 'Zmieniono hasło konta „basia”; zakończono 2 sesje.' });
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
    expect(typed.questions).toEqual(['Hasło dla „basia”: ', 'Powtórz hasło: ']);
    // The previous test ended by signing basia in with the new password: one session ends ("1 sesję").
    expect(typed.out).toEqual(['Zmieniono hasło konta „basia”; zakończono 1 sesję.']);
    const short = await cli(['reset-password', 'basia'], { ADMIN_PASSWORD: 'krotkie' });
    expect(short).toEqual({ code: 1, text: 'Hasło musi mieć co najmniej 12 znaków.' });
    expect((await signIn('basia', NEW_PASSWORD)).status).toBe(200);
  });

  it('disable stops sign-in and ends the sessions; enable lets the account in again', async () => {
    const zenek = await signIn('zenek', PASSWORD);
    expect(await signedIn(zenek.http)).toBe(true);

    const disabled = await cli(['disable', 'zenek']);
    // zenek signed in here and in the reset-password test.
    expect(disabled).toEqual({ code: 0, text: 'Wyłączono konto „zenek”: nie może się już logować; zakończono 2 sesje.' });
    expect(await signedIn(zenek.http)).toBe(false);
    expect((await signIn('zenek', PASSWORD)).status).toBe(401);
    expect((await cli(['list'])).text).toMatch(/^zenek\s+.*\d\d\.\d\d\.\d{4}, \d\d:\d\d$/m);
    expect(await cli(['disable', 'zenek'])).toEqual({ code: 0, text: 'Konto „zenek” było już wyłączone (zakończono 0 sesji).' });

    const enabled = await cli(['enable', 'zenek']);
    expect(enabled).toEqual({ code: 0, text: 'Włączono konto „zenek”: znów może się logować.' });
    expect((await signIn('zenek', PASSWORD)).status).toBe(200);
    expect(await cli(['enable', 'zenek'])).toEqual({ code: 0, text: 'Konto „zenek” nie było wyłączone.' });

    const history = await queryRows<{ action: string }>(db.dataSource, `SELECT action FROM history WHERE subject_type = 'admin_user' ORDER BY id`);
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(['admin.password_reset', 'admin.disabled', 'admin.enabled']));
  });

  it('never disables the last active administrator', async () => {
    expect((await cli(['disable', 'basia'])).code).toBe(0);
    const refused = await cli(['disable', 'zenek']);
    expect(refused).toEqual({ code: 1, text: 'Nie można wyłączyć konta „zenek”: to ostatnie aktywne konto, a bez niego nikt nie mógłby się zalogować.' });
    expect((await signIn('zenek', PASSWORD)).status).toBe(200);
    expect((await cli(['enable', 'basia'])).code).toBe(0);
  });

  it('never disables the last active administrator while other staff can still sign in', async () => {
    await db.dataSource.query(`UPDATE admin_users SET role = 'koordynator' WHERE username = 'basia'`);
    try {
      const refused = await cli(['disable', 'zenek']);
      expect(refused).toEqual({ code: 1, text: '„zenek” to ostatnie aktywne konto administratora: bez niego nikt nie mógłby zarządzać zespołem.' });
      expect((await signIn('zenek', PASSWORD)).status).toBe(200);
    } finally {
      await db.dataSource.query(`UPDATE admin_users SET role = 'administrator' WHERE username = 'basia'`);
    }
  });

  it('two-factor-off removes an account’s second factor (the way back for a lost phone), and says when there is none', async () => {
    await execute(db.dataSource, `UPDATE admin_users SET totp_secret = 'v1.a.b.c', totp_enabled_at = now(), totp_last_step = 1 WHERE username = 'zenek'`);
    await execute(db.dataSource, `INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT id, repeat('a', 64) FROM admin_users WHERE username = 'zenek'`);
    const askedForCode = await new HttpClient(server.baseUrl).post('/api/auth/login', { username: 'zenek', password: PASSWORD });
    expect(await askedForCode.json()).toMatchObject({ twoFactorRequired: true });
    expect(await cli(['two-factor-off', 'Zenek'])).toEqual({ code: 0, text: 'Wyłączono weryfikację dwuetapową konta „zenek”: logowanie wymaga już tylko hasła, a kody odzyskiwania przestały działać.' });
    expect(await queryOne(db.dataSource, `SELECT totp_secret, totp_enabled_at, (SELECT count(*)::int FROM admin_recovery_codes) AS codes FROM admin_users WHERE username = 'zenek'`)).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      codes: 0,
    });
    const history = await queryRows<{ actor_name: string; details: unknown }>(db.dataSource, `SELECT actor_name, details FROM history WHERE action = 'admin.two_factor_reset'`);
    expect(history).toEqual([{ actor_name: 'system', details: { via: 'cli' } }]);
    expect(await cli(['two-factor-off', 'zenek'])).toEqual({ code: 0, text: 'Konto „zenek” nie ma włączonej weryfikacji dwuetapowej.' });
    const signedInAgain = await new HttpClient(server.baseUrl).post('/api/auth/login', { username: 'zenek', password: PASSWORD });
    expect(await signedInAgain.json()).toMatchObject({ user: { username: 'zenek' } });
  });

  it('names the unknown account and exits 1, changing nothing', async () => {
    for (const command of ['reset-password', 'disable', 'enable', 'two-factor-off']) {
      const result = await cli([command, 'nieznany'], { ADMIN_PASSWORD: NEW_PASSWORD });
      expect(result, command).toEqual({ code: 1, text: 'Nie ma konta o nazwie „nieznany”. Listę kont pokaże polecenie: npm run admin -- list' });
    }
    const row = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM admin_users`);
    expect(row.n).toBe(2);
  });
});
