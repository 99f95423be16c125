import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, startWriter, type DatabaseFingerprint } from '../../test/backup-checks.js';
import { startTestApp } from '../../test/app-harness.js';
import { createTestDatabase, testServerUrl, type TestDatabase } from '../../test/test-db.js';
import { dropDatabase, urlWithDatabase, withClient } from '../db/pg-admin.js';
import { createBackup } from './backup.js';
import { BackupFileError, DAMAGED, FOREIGN, TRUNCATED } from './format.js';
import { readBackup } from './read.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';
import { execute, queryOne } from '../db/sql.js';

/**
 * Backup and restore on the test server (DATABASE_URL in CI, else the embedded test cluster):
 * the demo content with its images, written to while the backup runs.
 */

let dir: string;
let source: TestDatabase;
const databases: TestDatabase[] = [];
const fresh = async (migrate = false) => {
  const database = await createTestDatabase({ migrate });
  databases.push(database);
  return database;
};
const tableNames = (url: string) =>
  withClient(url, async (client) => (await client.query<{ n: string }>(`SELECT tablename AS n FROM pg_tables WHERE schemaname = 'public'`)).rows.map((row) => row.n));

let snapshot: DatabaseFingerprint;
let backupFile: string;

describe('backup and restore through the pg driver', () => {
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-backup-test-'));
    source = await createTestDatabase({ seed: true });
    databases.push(source);
    backupFile = path.join(dir, 'kopia.backup.gz');

    const writer = startWriter(source.url);
    let writtenAtSnapshot = 0;
    await createBackup({
      url: source.url,
      file: backupFile,
      onSnapshot: async (id) => {
        snapshot = await fingerprint(source.url, id);
        writtenAtSnapshot = writer.written;
      },
    });
    const writtenAfterBackup = writer.written;
    await writer.stop();
    // The writer really wrote while the snapshot was open, and the backup did not see it.
    expect(writtenAfterBackup).toBeGreaterThan(writtenAtSnapshot);
    expect((await fingerprint(source.url)).tables.surveys!.rows).toBeGreaterThan(snapshot.tables.surveys!.rows);
  });

  afterAll(async () => {
    for (const database of databases) await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('restores into an empty database exactly the snapshot the backup saw, images byte for byte, and the app runs on it', async () => {
    expect(existsSync(`${backupFile}.tmp`)).toBe(false);
    expect(Object.keys(snapshot.images).length).toBeGreaterThan(10);
    expect(snapshot.tables.animals!.rows).toBeGreaterThan(10);

    const target = await fresh();
    const result = await restoreBackup({ url: target.url, file: backupFile });
    expect(result.tables.map((table) => table.table).sort()).toEqual(Object.keys(snapshot.tables).sort());

    const restored = await fingerprint(target.url);
    expect(restored.tables).toEqual(snapshot.tables);
    expect(restored.images).toEqual(snapshot.images);

    // New rows continue after the restored ids, and the public API serves the restored animals.
    const app = await startTestApp(target.dataSource);
    try {
      const insert = await queryOne<{ id: number }>(
        target.dataSource,
        `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at)
         VALUES ('Mysz', 'Po', 'Odtworzeniu', 'po@example.org', '600100200', '00-001', 'Łódź', now()) RETURNING id`,
      );
      expect(insert.id).toBeGreaterThan(snapshot.tables.surveys!.rows);
      const animal = await queryOne<{ name: unknown }>(target.dataSource, `SELECT name FROM animals WHERE status = 'Dostępny' ORDER BY id LIMIT 1`);
      const response = await fetch(`${app.baseUrl}/api/animals/available`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(JSON.stringify(animal.name));
    } finally {
      await app.close();
    }
  });

  it('needs no superuser: the owner of an empty database restores into it', async () => {
    const adminUrl = testServerUrl();
    const role = `pets_owner_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    await withClient(adminUrl, async (client) => {
      await client.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`);
      await client.query(`CREATE DATABASE ${role} OWNER ${role}`);
    });
    try {
      const url = new URL(urlWithDatabase(adminUrl, role));
      url.username = role;
      url.password = password;
      await restoreBackup({ url: url.toString(), file: backupFile });
      const restored = await fingerprint(url.toString());
      expect(restored.tables).toEqual(snapshot.tables);
      expect(restored.images).toEqual(snapshot.images);
    } finally {
      await dropDatabase(adminUrl, role);
      await withClient(adminUrl, (client) => client.query(`DROP ROLE IF EXISTS ${role}`));
    }
  });

  it('refuses a non-empty database without --force and replaces its content with it', async () => {
    const before = await fingerprint(source.url);
    const refused = await restoreBackup({ url: source.url, file: backupFile }).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as Error).message).toContain('Baza danych nie jest pusta');
    expect((refused as Error).message).toContain('--force');
    expect(await fingerprint(source.url)).toEqual(before);

    await restoreBackup({ url: source.url, file: backupFile, force: true });
    const after = await fingerprint(source.url);
    expect(after.tables).toEqual(snapshot.tables);
    expect(after.images).toEqual(snapshot.images);
  });

  it('refuses a truncated file and leaves the database as it was, even with --force', async () => {
    const bytes = await fs.readFile(backupFile);
    const truncated = path.join(dir, 'ucieta.backup.gz');
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));

    const empty = await fresh();
    const error = await restoreBackup({ url: empty.url, file: truncated }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(BackupFileError);
    expect((error as Error).message).toBe(TRUNCATED);
    expect(await tableNames(empty.url)).toEqual([]);

    const target = await fresh();
    await restoreBackup({ url: target.url, file: backupFile });
    const before = await fingerprint(target.url);
    await expect(restoreBackup({ url: target.url, file: truncated, force: true })).rejects.toThrow(TRUNCATED);
    expect(await fingerprint(target.url)).toEqual(before);
  });

  it('refuses a file whose content does not match its checksums', async () => {
    // A valid gzip stream around altered content: a changed byte in a table's data.
    const { gunzipSync } = await import('node:zlib');
    const plain = gunzipSync(await fs.readFile(backupFile));
    const at = plain.indexOf('Pisarz');
    const altered = Buffer.from(plain);
    if (at > 0) altered[at] = 'Q'.charCodeAt(0);
    else altered[plain.length - 200] = altered[plain.length - 200]! ^ 1;
    const file = path.join(dir, 'zmieniona.backup.gz');
    await fs.writeFile(file, gzipSync(altered));
    await expect(readBackup(file)).rejects.toThrow(DAMAGED);
  });

  it('refuses foreign files with a clear message', async () => {
    const empty = await fresh();
    const cases: [string, Buffer][] = [
      ['notatki.txt', Buffer.from('To jest zwykły plik tekstowy, a nie kopia.\n')],
      ['losowe.bin', randomBytes(4096)],
      ['zrzut.sql.gz', gzipSync(Buffer.from('--\n-- PostgreSQL database dump\n--\nCREATE TABLE x (id int);\n'))],
      ['pusty.gz', Buffer.alloc(0)],
    ];
    for (const [name, content] of cases) {
      const file = path.join(dir, name);
      await fs.writeFile(file, content);
      const error = await restoreBackup({ url: empty.url, file }).catch((caught: Error) => caught);
      expect(error, name).toBeInstanceOf(BackupFileError);
      expect((error as Error).message, name).toBe(FOREIGN);
    }
    await expect(restoreBackup({ url: empty.url, file: path.join(dir, 'nie-ma.backup.gz') })).rejects.toThrow('Nie ma pliku');
    expect(await tableNames(empty.url)).toEqual([]);
  });

  it('refuses a backup made by a newer version (a migration this build does not know)', async () => {
    const newer = await fresh(true);
    await execute(newer.dataSource, `INSERT INTO typeorm_migrations (timestamp, name) VALUES (1899999999999, 'Future1899999999999')`);
    const file = path.join(dir, 'nowsza.backup.gz');
    await createBackup({ url: newer.url, file });

    const empty = await fresh();
    const error = await restoreBackup({ url: empty.url, file }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toContain('nowszej wersji aplikacji');
    expect((error as Error).message).toContain('Future1899999999999');
    expect(await tableNames(empty.url)).toEqual([]);
  });

  it('leaves no file that looks complete when the backup fails midway', async () => {
    const file = path.join(dir, 'przerwana.backup.gz');
    const failure = createBackup({
      url: source.url,
      file,
      onSnapshot: async () => {
        throw new Error('przerwano');
      },
    });
    await expect(failure).rejects.toThrow('przerwano');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.tmp`)).toBe(false);
  });
});
