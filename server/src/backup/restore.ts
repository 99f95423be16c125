import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE } from '../db/data-source.js';
import { silentLogger, type DbLogger } from '../db/logger.js';
import { runMigrations } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { withClient } from '../db/pg-admin.js';
import type { BackupHeader, TableSummary } from './format.js';
import { readBackup } from './read.js';
import { appliedMigrations, applyCopySettings, countLines, listTables, orderedSelect, sequenceOf, type TableInfo } from './schema.js';

export interface RestoreOptions {
  /** Target database (the application's URL). */
  url: string;
  file: string;
  /** Replace the content of a database that is not empty. */
  force?: boolean;
  logger?: DbLogger;
}

export interface RestoreResult {
  tables: TableSummary[];
  rows: number;
  createdAt: string;
  ms: number;
}

/** The restore refused to run (newer schema, non-empty database...); nothing was changed. */
export class RestoreRefusedError extends Error {}

/** Names of this build's migrations, oldest first (what typeorm_migrations stores). */
export function knownMigrationNames(): string[] {
  return MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
}

/**
 * Restores a backup made by createBackup into the database at `url`:
 *  1. reads the whole file once and checks it (magic, header, every table's count and sha256);
 *  2. refuses a backup made by a newer version (unknown migrations) and, without `force`, a
 *     database holding any row;
 *  3. brings the schema to the backup's migrations (later ones run when the server starts, so
 *     they convert the restored data like any other);
 *  4. in ONE transaction: the application's triggers paused, keys and indexes lifted, every
 *     table emptied, COPY FROM per table, sequences moved past the restored ids, keys and
 *     indexes rebuilt (which checks every row and reference), triggers back on, and every table
 *     read back and compared with the backup's checksum. Any failure rolls all of it back.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const file = path.resolve(options.file);
  const verified = await readBackup(file);
  const { header } = verified;

  const known = knownMigrationNames();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `Kopia pochodzi z nowszej wersji aplikacji: ta wersja nie zna migracji schematu ${unknown.join(', ')}. ` +
        'Zaktualizuj aplikację (git pull, npm ci, npm run build) i spróbuj ponownie. Baza danych nie została zmieniona.',
    );
  }

  await checkTarget(options.url, header, options.force ?? false);
  await migrateTo(options.url, header.migrations, logger);

  const restored = await withClient(options.url, async (client) => {
    await applyCopySettings(client);
    await client.query('BEGIN');
    try {
      const tables = await matchTables(client, header);
      const triggers = await pauseTriggers(client, tables);
      const constraints = await dropKeys(client, tables);
      const indexes = await dropSecondaryIndexes(client, tables);
      await client.query(`TRUNCATE ${tables.map((table) => client.escapeIdentifier(table.name)).join(', ')}`);

      await readBackup(file, async (table, chunks) => {
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${client.escapeIdentifier(table.name)} (${columns}) FROM STDIN`)));
      });

      await moveSequences(client, tables, header);
      // Built once over all rows, as pg_restore does: much faster than row by row.
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      const addBack = (key: Constraint) => client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${client.escapeIdentifier(key.name)} ${key.definition}`);
      for (const key of constraints.filter((constraint) => constraint.type !== 'f')) await addBack(key);
      for (const index of indexes) await client.query(index.definition);
      for (const key of constraints.filter((constraint) => constraint.type === 'f')) await addBack(key);
      for (const trigger of triggers) await client.query(`ALTER TABLE ${trigger.table} ENABLE TRIGGER ${client.escapeIdentifier(trigger.name)}`);
      await compareWithBackup(client, tables, verified.summaries);
      await client.query('COMMIT');
      return verified.summaries;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw explainDatabaseError(error);
    }
  });
  const rows = restored.reduce((sum, table) => sum + table.rows, 0);
  logger.info({ tables: restored.length, rows, createdAt: header.createdAt }, 'backup restored');
  return { tables: restored, rows, createdAt: header.createdAt, ms: Math.round(performance.now() - started) };
}

/** Refuses a database with a newer schema than the backup, or (without force) any row in it. */
async function checkTarget(url: string, header: BackupHeader, force: boolean): Promise<void> {
  await withClient(url, async (client) => {
    const applied = (await appliedMigrations(client)) ?? [];
    const newer = applied.filter((name) => !header.migrations.includes(name));
    if (newer.length > 0) {
      throw new RestoreRefusedError(
        `Baza danych ma nowszy schemat niż kopia (migracje ${newer.join(', ')} są w bazie, a kopia ich nie zna). ` +
          'Odtwórz kopię do nowej, pustej bazy danych; serwer sam doprowadzi schemat do aktualnej wersji przy starcie. Baza danych nie została zmieniona.',
      );
    }
    if (force) return;
    const filled: string[] = [];
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${client.escapeIdentifier(table.name)}) AS any`);
      if (rows[0]?.any) filled.push(table.name);
    }
    if (filled.length > 0) {
      throw new RestoreRefusedError(
        `Baza danych nie jest pusta (dane w tabelach: ${filled.join(', ')}). Odtworzenie kopii zastąpiłoby całą jej zawartość. ` +
          'Jeśli właśnie tego chcesz, uruchom polecenie ponownie z --force. Baza danych nie została zmieniona.',
      );
    }
  });
}

/** Applies exactly the backup's migrations that are still missing (none when the schema is already there). */
async function migrateTo(url: string, migrations: string[], logger: DbLogger): Promise<void> {
  const wanted = new Set(migrations);
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    driver: pg,
    entities: [],
    migrations: MIGRATIONS.filter((Migration) => wanted.has(new Migration().name ?? Migration.name)),
    migrationsTableName: MIGRATIONS_TABLE,
    installExtensions: false,
    poolSize: 2,
    applicationName: 'pets-restore',
  });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, logger);
  } finally {
    await dataSource.destroy();
  }
}

/** The target's tables for the backup's, which must have the same columns. */
async function matchTables(client: pg.ClientBase, header: BackupHeader): Promise<TableInfo[]> {
  const present = new Map((await listTables(client)).map((table) => [table.name, table]));
  return header.tables.map((table) => {
    const target = present.get(table.name);
    const same = target && target.columns.length === table.columns.length && table.columns.every((column) => target.columns.includes(column));
    if (!target || !same) {
      throw new RestoreRefusedError(`Tabela ${table.name} w bazie danych nie odpowiada tej z kopii (inne kolumny). Baza danych nie została zmieniona.`);
    }
    return { ...target, columns: table.columns };
  });
}

interface NamedOnTable {
  /** Already quoted (regclass text). */
  table: string;
  name: string;
}

/**
 * The application's own triggers (survey list upkeep, append-only history, updated_at) must not
 * fire: the backup already holds their results exactly as they were.
 */
async function pauseTriggers(client: pg.ClientBase, tables: TableInfo[]): Promise<NamedOnTable[]> {
  const { rows } = await client.query<NamedOnTable>(
    `SELECT t.tgrelid::regclass::text AS table, t.tgname AS name
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND t.tgenabled = 'O' AND n.nspname = 'public' AND c.relname = ANY ($1)`,
    [tables.map((table) => table.name)],
  );
  for (const trigger of rows) await client.query(`ALTER TABLE ${trigger.table} DISABLE TRIGGER ${client.escapeIdentifier(trigger.name)}`);
  return rows;
}

interface Constraint extends NamedOnTable {
  type: 'p' | 'u' | 'f';
  definition: string;
}

/**
 * Keys come off while the tables load: foreign keys, so tables fill in any order (animals and
 * images point at each other), and primary/unique keys, whose indexes are then built once over
 * all rows. Adding them back checks every row and reference. No superuser rights needed, only
 * the ownership of the tables the server already has.
 */
async function dropKeys(client: pg.ClientBase, tables: TableInfo[]): Promise<Constraint[]> {
  const { rows } = await client.query<Constraint>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, c.contype AS type, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype IN ('p', 'u', 'f') AND n.nspname = 'public' AND (c.contype = 'f' OR t.relname = ANY ($1))
      ORDER BY c.contype = 'f' DESC, 1, 2`,
    [tables.map((table) => table.name)],
  );
  // Foreign keys first: a key another table's foreign key points at cannot go before it.
  for (const key of rows) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${client.escapeIdentifier(key.name)}`);
  return rows;
}

/**
 * Indexes that back no constraint (search and sort indexes) come off during the load and are
 * rebuilt afterwards, as pg_restore does; primary keys and unique constraints stay and check.
 */
async function dropSecondaryIndexes(client: pg.ClientBase, tables: TableInfo[]): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname = ANY ($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
      ORDER BY 1`,
    [tables.map((table) => table.name)],
  );
  for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
  return rows;
}

/** Each sequence continues after the larger of the backup's value and the restored ids. */
async function moveSequences(client: pg.ClientBase, tables: TableInfo[], header: BackupHeader): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const sequence = await sequenceOf(client, table.name, column);
      if (!sequence) continue;
      const saved = header.sequences.find((entry) => entry.table === table.name && entry.column === column);
      const savedValue = saved ? (saved.isCalled ? saved.lastValue : saved.lastValue - 1) : 0;
      const { rows } = await client.query<{ max: string | null }>(
        `SELECT max(${client.escapeIdentifier(column)})::text AS max FROM ${client.escapeIdentifier(table.name)}`,
      );
      const value = Math.max(savedValue, Number(rows[0]?.max ?? 0));
      if (value >= 1) await client.query('SELECT setval($1, $2, true)', [sequence, value]);
      else await client.query('SELECT setval($1, 1, false)', [sequence]);
    }
  }
}

/** Reads every restored table back exactly as the backup did and compares count and sha256. */
async function compareWithBackup(client: pg.ClientBase, tables: TableInfo[], summaries: TableSummary[]): Promise<void> {
  for (const table of tables) {
    const expected = summaries.find((summary) => summary.table === table.name);
    const hash = createHash('sha256');
    let rows = 0;
    for await (const chunk of client.query(copyTo(`COPY (${orderedSelect(client, table)}) TO STDOUT`)) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      rows += countLines(chunk);
    }
    if (!expected || expected.rows !== rows || expected.sha256 !== hash.digest('hex')) {
      throw new Error(`Odtworzona tabela ${table.name} różni się od kopii (${rows} wierszy zamiast ${expected?.rows ?? 0}). Zmiany wycofano.`);
    }
  }
}

function explainDatabaseError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === '42501') {
    return new RestoreRefusedError(
      `Użytkownik bazy danych nie może zmieniać tabel aplikacji (${(error as Error).message}). ` +
        'Odtwarzaj jako ten sam użytkownik, którego używa serwer (właściciel tabel), albo jako superużytkownik. Zmiany wycofano.',
    );
  }
  if (code === '23503' || code === '23505') {
    return new Error(`Dane z kopii są niespójne (${(error as Error).message}). Zmiany wycofano, baza danych jest taka jak przed odtwarzaniem.`);
  }
  return error as Error;
}
