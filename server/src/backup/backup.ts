import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip, constants as zlib } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import { withClient } from '../db/pg-admin.js';
import { BACKUP_FORMAT_VERSION, BACKUP_MAGIC, encodeFrame, jsonFrame, type BackupEnd, type BackupHeader, type FrameType, type TableSummary } from './format.js';
import { appliedMigrations, applyCopySettings, countLines, listTables, orderedSelect, readSequences } from './schema.js';

export interface BackupOptions {
  /** Database to save (the application's URL). */
  url: string;
  file: string;
  /**
   * Called once the snapshot is taken, with its id (pg_export_snapshot): tests open the very same
   * snapshot to compare what the backup saw with what a restore gives back.
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: TableSummary[];
  ms: number;
}

/**
 * A logical backup through the pg driver: one REPEATABLE READ, READ ONLY transaction (a consistent
 * snapshot while the server keeps taking writes), COPY of every table in text format into a gzip
 * file. Written to <file>.tmp and renamed at the end, so an interrupted backup never leaves a file
 * that looks complete.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  const temporary = `${file}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const output = createWriteStream(temporary, { mode: 0o600 });
  const gzip = createGzip({ level: zlib.Z_DEFAULT_COMPRESSION });
  // Started now so a write error (disk full) fails the backup instead of stalling it.
  const written = pipeline(gzip, output);
  written.catch(() => undefined);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const frame = (type: FrameType, payload: Buffer) => write(encodeFrame(type, payload));

  try {
    const tables = await withClient(options.url, async (client) => {
      await applyCopySettings(client);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      // The first statement fixes the snapshot; everything below reads that one moment.
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
      const tables = await listTables(client);
      const header: BackupHeader = {
        format: 'fundacja-male-lapki-backup',
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        migrations: (await appliedMigrations(client)) ?? [],
        serverVersion: (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v,
        tables: tables.map(({ name, columns }) => ({ name, columns })),
        sequences: await readSequences(client, tables),
      };
      if (header.migrations.length === 0) throw new Error('Baza danych nie ma jeszcze schematu aplikacji (brak migracji): nie ma czego kopiować.');
      await options.onSnapshot?.(snapshot);

      await write(Buffer.from(BACKUP_MAGIC, 'utf8'));
      await write(jsonFrame('H', header));
      const summaries: TableSummary[] = [];
      for (const table of tables) {
        const hash = createHash('sha256');
        let rows = 0;
        let bytes = 0;
        const stream = client.query(copyTo(`COPY (${orderedSelect(client, table)}) TO STDOUT`));
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          rows += countLines(chunk);
          bytes += chunk.length;
          await frame('D', chunk);
        }
        const summary: TableSummary = { table: table.name, rows, sha256: hash.digest('hex'), bytes };
        summaries.push(summary);
        await write(jsonFrame('T', summary));
      }
      await client.query('COMMIT');
      const end: BackupEnd = { tables: summaries.length, rows: summaries.reduce((sum, summary) => sum + summary.rows, 0) };
      await write(jsonFrame('E', end));
      return summaries;
    });
    gzip.end();
    await written;
    // On disk before the rename makes it look complete (a power cut must not leave a hollow file).
    const handle = await fs.open(temporary, 'r');
    await handle.sync().finally(() => handle.close());
    await fs.rename(temporary, file);
    const { size } = await fs.stat(file);
    return { file, bytes: size, tables, ms: Math.round(performance.now() - started) };
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
