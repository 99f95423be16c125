import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { runCli, type CliIo } from './cli.js';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { withClient } from './db/pg-admin.js';

function fakeIo(env: NodeJS.ProcessEnv, answers: string[] | undefined = undefined) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env: { NODE_ENV: 'test', ...env },
    isInteractive: answers !== undefined,
    promptHidden: async () => answers?.shift() ?? '',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    loadConfig,
  };
  return { io, out, err };
}

describe('admin CLI', () => {
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
    const rows: { password_hash: string }[] = await db.dataSource.query(`SELECT password_hash FROM admin_users WHERE username = 'koordynator'`);
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

  it('prints the usage for no or unknown arguments', async () => {
    const none = fakeIo({});
    expect(await runCli([], none.io)).toBe(1);
    expect(none.out.join('\n')).toContain('Usage: npm run admin -- create <username>');
    const unknown = fakeIo({});
    expect(await runCli(['delete', 'x'], unknown.io)).toBe(1);
    expect(await runCli(['--help'], fakeIo({}).io)).toBe(0);
  });

  it('joins the embedded PostgreSQL of a running server and leaves it running', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-cli-'));
    await fs.chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'pg'), port: 5445, durable: false });
    try {
      const { io, err } = fakeIo({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5445', ADMIN_PASSWORD: password });
      expect(await runCli(['create', 'wolontariusz'], io), err.join('\n')).toBe(0);
      const names = await withClient(server.url, async (client) => (await client.query('SELECT username FROM admin_users')).rows);
      expect(names).toEqual([{ username: 'wolontariusz' }]);
    } finally {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
