import pg from 'pg';

/**
 * Small maintenance helpers that talk to a server with a plain pg client (no pool, no TypeORM):
 * creating and dropping databases cannot run inside a transaction or a pooled session.
 */

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>, connectTimeoutMs = 5000): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A dropped connection must not crash the process; the pending query rejects on its own.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The same server, another database. */
export function urlWithDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** For messages and logs: the URL with its password hidden. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid database URL>';
  }
}

/** Creates the database unless it exists; safe when two processes race (42P04 = duplicate_database). */
export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  });
}

/** Drops the database, disconnecting its sessions first (WITH (FORCE), PostgreSQL 13+). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}
