import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, startWriter, type DatabaseFingerprint } from '../../test/backup-checks.js';
import { loadConfig } from '../config.js';
import { createDataSource } from '../db/data-source.js';
import { openDatabase } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoContent } from '../db/seed/index.js';
import { createBackup } from './backup.js';
import { runBackupCli } from './cli.js';
import { readBackup } from './read.js';

/**
 * The default setup without DATABASE_URL: a real embedded PostgreSQL (the one that ships without
 * pg_dump). A server's cluster is backed up while written to; `npm run restore` on a "new
 * machine" (an empty DATA_DIR) creates the cluster, restores, and the server starts on it.
 */

const PORT_SOURCE = 5560;
const PORT_TARGET = 5561;

let root: string;
let source: EmbeddedPostgres;

function cli(argv: string[], dataDir: string, port: number) {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    env: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), INIT_CWD: root, LOG_LEVEL: 'silent' },
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    loadConfig,
  };
  return runBackupCli(argv, io).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
}

describe('backup and restore of the embedded PostgreSQL', () => {
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-backup-embedded-'));
    // The postgres account (when tests run as root) must reach the clusters inside.
    await fs.chmod(root, 0o755);
    source = await startEmbeddedPostgres({ clusterDir: path.join(root, 'source', 'pg'), port: PORT_SOURCE, durable: false });
    const dataSource = createDataSource(source.url);
    await dataSource.initialize();
    await runMigrations(dataSource);
    await seedDemoContent(dataSource);
    await dataSource.destroy();
  });

  afterAll(async () => {
    await source?.stop();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('round trip while a writer runs: the new machine gets exactly the snapshot, images included, and the server starts on it', async () => {
    const file = path.join(root, 'kopia.backup.gz');
    const writer = startWriter(source.url);
    let snapshot: DatabaseFingerprint | undefined;
    let writtenAtSnapshot = 0;
    try {
      await createBackup({
        url: source.url,
        file,
        onSnapshot: async (id) => {
          snapshot = await fingerprint(source.url, id);
          writtenAtSnapshot = writer.written;
        },
      });
      expect(writer.written).toBeGreaterThan(writtenAtSnapshot);
    } finally {
      await writer.stop();
    }
    expect(Object.keys(snapshot!.images).length).toBeGreaterThan(10);

    const targetDir = path.join(root, 'new-machine');
    const restored = await cli(['restore', 'kopia.backup.gz'], targetDir, PORT_TARGET);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('Odtworzono kopię');

    const config = loadConfig({ DATA_DIR: targetDir, EMBEDDED_PG_PORT: String(PORT_TARGET), SEED_DEMO: '1' });
    const database = await openDatabase(config, { info: () => undefined, warn: () => undefined, error: () => undefined });
    try {
      const after = await fingerprint(database.url);
      expect(after.tables).toEqual(snapshot!.tables);
      expect(after.images).toEqual(snapshot!.images);
    } finally {
      await database.close();
    }

    const again = await cli(['restore', file], targetDir, PORT_TARGET);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Baza danych nie jest pusta');
  });

  it('npm run backup joins the running server\'s cluster and leaves it running', async () => {
    const result = await cli(['backup', 'przez-cli.backup.gz'], path.join(root, 'source'), PORT_SOURCE);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Kopia zapisana: .*przez-cli\.backup\.gz \(/);
    const { summaries } = await readBackup(path.join(root, 'przez-cli.backup.gz'));
    // The counts read as Polish: "22 tabele", "1 tabela", "5 tabel" (never "2 tabel").
    const tables = new Intl.PluralRules('pl-PL').select(summaries.length);
    expect(result.out).toContain(`${summaries.length} ${tables === 'one' ? 'tabela' : tables === 'few' ? 'tabele' : 'tabel'},`);
    const live = await fingerprint(source.url);
    for (const summary of summaries) expect(summary.rows, summary.table).toBe(live.tables[summary.table]!.rows);
  });

  it('explains wrong usage', async () => {
    const noFile = await cli(['backup'], path.join(root, 'source'), PORT_SOURCE);
    expect(noFile.code).toBe(2);
    expect(noFile.err).toContain('npm run backup -- <plik>');
    const forceOnBackup = await cli(['backup', 'x.gz', '--force'], path.join(root, 'source'), PORT_SOURCE);
    expect(forceOnBackup.code).toBe(2);
  });
});
