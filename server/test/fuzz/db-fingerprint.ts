import type { DataSource } from 'typeorm';
import { queryRows } from '../../src/db/sql.js';

/**
 * Tables a rejected request may legitimately write: the rolling session's expiry is renewed on
 * every authenticated response, and rate limiters count failed attempts (that is their purpose).
 */
export const WRITABLE_BY_REJECTED_REQUESTS = ['sessions', 'rate_limits'];

/**
 * Routes whose refusal is itself recorded: a refused password for an existing account is a history
 * row, and so is a wrong code at the second sign-in step.
 */
export const WRITABLE_BY_REJECTED_ROUTE: Readonly<Record<string, readonly string[]>> = {
  'POST /api/auth/login': ['history'],
  'POST /api/auth/login/totp': ['history'],
};

export type Fingerprint = Map<string, string>;

/**
 * A cheap fingerprint of every other table: its row count and a sum over the row versions
 * (xmin, ctid). Any INSERT, UPDATE (even one that rewrites the same values) or DELETE changes it,
 * without reading wide columns such as image bytes.
 */
export async function createDbFingerprinter(db: DataSource): Promise<() => Promise<Fingerprint>> {
  const tables = await queryRows<{ tablename: string }>(db, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const watched = tables.map((row) => row.tablename).filter((name) => !WRITABLE_BY_REJECTED_REQUESTS.includes(name));
  const sql = watched
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtext(xmin::text || ctid::text)::bigint), 0) AS print FROM "${name}"`,
    )
    .join(' UNION ALL ');
  return async () => {
    const rows = await queryRows<{ name: string; print: string }>(db, sql);
    return new Map(rows.map((row) => [row.name, row.print]));
  };
}

/** Names of the tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
