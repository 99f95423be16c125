import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { loadConfig } from '../config.js';
// layer: the test opens the database as main.ts does, with the accounts module's first administrator.
import { ensureAdmin } from '../modules/accounts/admin-users.js';
import { openDatabase } from './database.js';
import { silentLogger } from './logger.js';
import { isAlive } from './postmaster-lock.js';
import { queryOne, queryRows } from './sql.js';

const ADMIN = { ADMIN_USERNAME: 'zarzad', ADMIN_PASSWORD: 'haslo-testowe-123' };

describe('openDatabase', () => {
  let target: TestDatabase;

  beforeAll(async () => {
    target = await createTestDatabase({ migrate: false });
    // openDatabase brings its own pool; the helper's one is not needed.
    await target.dataSource.destroy();
  });
  afterAll(async () => {
    await target?.drop();
  });

  it('migrates, skips the demo when SEED_DEMO=0 and creates the administrator once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: target.url, SEED_DEMO: '0', ...ADMIN });
    const first = await openDatabase(config, silentLogger, { bootstrapAdmin: ensureAdmin });
    try {
      const animals = await queryOne<{ n: number }>(first.dataSource, 'SELECT count(*)::int AS n FROM animals');
      expect(animals.n).toBe(0);
      const admins = await queryRows<{ username: string }>(first.dataSource, 'SELECT username FROM admin_users');
      expect(admins.map((admin) => admin.username)).toEqual(['zarzad']);
      expect(first.embedded).toBeUndefined();
    } finally {
      await first.close();
      await first.close();
    }
    const second = await openDatabase(config, silentLogger, { bootstrapAdmin: ensureAdmin });
    const admins = await queryOne<{ n: number }>(second.dataSource, 'SELECT count(*)::int AS n FROM admin_users');
    expect(admins.n).toBe(1);
    await second.close();
  });

  it('refuses a too short ADMIN_PASSWORD with a clear Polish message before touching the database', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: target.url, SEED_DEMO: '0', ADMIN_USERNAME: 'nowy', ADMIN_PASSWORD: 'admin' })).toThrow(
      /ADMIN_PASSWORD: musi mieć od 12 do 200 znaków/,
    );
  });

  it('fails fast with a readable message, without the password, when the server is unreachable', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://pets:sekret@127.0.0.1:1/pets' });
    const started = Date.now();
    const error = await openDatabase(config, silentLogger).then(
      () => undefined,
      (reason: Error) => reason,
    );
    expect(error?.message).toMatch(/^Nie można połączyć się z PostgreSQL pod adresem postgres:\/\/pets:\*\*\*@127\.0\.0\.1:1\/pets: .*\. Sprawdź DATABASE_URL i czy serwer PostgreSQL działa\.$/);
    expect(error?.message).not.toContain('sekret');
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('starts an embedded server in DATA_DIR when DATABASE_URL is unset, and stops it on close', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-open-db-'));
    await fs.chmod(dataDir, 0o755);
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5444', SEED_DEMO: '0' });
      const database = await openDatabase(config, silentLogger);
      expect(database.embedded?.owned).toBe(true);
      const row = await queryOne<{ name: unknown }>(database.dataSource, 'SELECT current_database() AS name');
      expect(row.name).toBe('pets');
      const pid = database.embedded!.pid;
      await database.close();
      expect(isAlive(pid)).toBe(false);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
