import type pg from 'pg';
import { MIGRATIONS_TABLE } from '../db/data-source.js';
import type { BackupSequence, BackupTable } from './format.js';

/**
 * What a backup saves and a restore fills: every table of the application's schema (public)
 * except the migrations bookkeeping, which the restore recreates by running the migrations.
 */

/**
 * Output settings that make COPY's text identical on every server and session, so the same rows
 * always give the same checksum and timestamps travel in UTC.
 */
export const COPY_SESSION_SETTINGS = [
  `SET TimeZone = 'UTC'`,
  `SET DateStyle = 'ISO, YMD'`,
  `SET IntervalStyle = 'postgres'`,
  `SET extra_float_digits = 1`,
  `SET bytea_output = 'hex'`,
  `SET client_encoding = 'UTF8'`,
];

export async function applyCopySettings(client: pg.ClientBase): Promise<void> {
  for (const statement of COPY_SESSION_SETTINGS) await client.query(statement);
}

export interface TableInfo extends BackupTable {
  /** Primary key columns: the COPY order, so a table's bytes do not depend on where rows sit on disk. */
  primaryKey: string[];
  /** Which of them are text-like (have a collation): ordered by bytes, COLLATE "C". */
  collatableKey: boolean[];
}

/** The application's tables with their stored columns, by name. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; primary_key: string[] | null; collatable_key: boolean[] | null }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            (SELECT array_agg(k.attname::text ORDER BY array_position(i.indkey::int2[], k.attnum))
               FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key,
            (SELECT array_agg(k.attcollation <> 0 ORDER BY array_position(i.indkey::int2[], k.attnum))
               FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS collatable_key
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.oid, c.relname
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns, primaryKey: row.primary_key ?? [], collatableKey: row.collatable_key ?? [] }));
}

/** Does the migrations table exist, and which migrations does it list (oldest first)? */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[] | undefined> {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [`public.${MIGRATIONS_TABLE}`]);
  if (!rows[0]?.exists) return undefined;
  const applied = await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp, id`);
  return applied.rows.map((row) => row.name);
}

/** Sequences owned by a column (serial/identity), with their current state. */
export async function readSequences(client: pg.ClientBase, tables: TableInfo[]): Promise<BackupSequence[]> {
  const sequences: BackupSequence[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      const name = await sequenceOf(client, table.name, column);
      if (!name) continue;
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${name}`);
      sequences.push({ table: table.name, column, lastValue: Number(rows[0]!.last_value), isCalled: rows[0]!.is_called });
    }
  }
  return sequences;
}

export async function sequenceOf(client: pg.ClientBase, table: string, column: string): Promise<string | undefined> {
  const { rows } = await client.query<{ seq: string | null }>(`SELECT pg_get_serial_sequence($1, $2) AS seq`, [
    client.escapeIdentifier(table),
    column,
  ]);
  return rows[0]?.seq ?? undefined;
}

/**
 * `SELECT <columns> FROM <table> ORDER BY <primary key>`: the bytes a backup stores and a restore
 * verifies. Text keys are ordered by their bytes (COLLATE "C"), not by the server's collation: an
 * embedded cluster sorting by ICU pl-PL and a managed one sorting by C.UTF-8 then give the same
 * order, and a backup of one restores into the other.
 */
export function orderedSelect(client: pg.ClientBase, table: TableInfo): string {
  const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const key = table.primaryKey.map((column, index) => `${client.escapeIdentifier(column)}${table.collatableKey[index] ? ' COLLATE "C"' : ''}`);
  const order = key.length > 0 ? ` ORDER BY ${key.join(', ')}` : '';
  return `SELECT ${columns} FROM ${client.escapeIdentifier(table.name)}${order}`;
}

/** Row count of a table's COPY text: one line per row. */
export function countLines(chunk: Buffer): number {
  let count = 0;
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count += 1;
  return count;
}
