import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../src/db/pg-admin.js';

/**
 * Checks for the backup tests, written independently of the backup code: each table's rows as
 * PostgreSQL prints them (sorted, so the order on disk does not matter) hashed with md5, and the
 * sha256 of every image's bytes.
 */

export interface DatabaseFingerprint {
  /** table -> { rows, md5 of the sorted row texts } */
  tables: Record<string, { rows: number; md5: string }>;
  /** image id -> sha256 of original, full and card bytes */
  images: Record<string, string>;
}

/** Of the live database, or of the snapshot a backup exported (pg_export_snapshot id). */
export async function fingerprint(url: string, snapshotId?: string): Promise<DatabaseFingerprint> {
  return withClient(url, async (client) => {
    await client.query(`SET TimeZone = 'UTC'`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    if (snapshotId) await client.query(`SET TRANSACTION SNAPSHOT '${snapshotId.replace(/'/g, '')}'`);
    const { rows: tableRows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'typeorm_migrations' ORDER BY tablename`,
    );
    const tables: DatabaseFingerprint['tables'] = {};
    for (const { name } of tableRows) {
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${client.escapeIdentifier(name)} t`,
      );
      tables[name] = { rows: rows[0]!.rows, md5: rows[0]!.md5 ?? '' };
    }
    const { rows: imageRows } = await client.query<{ id: number; digest: string }>(
      `SELECT id, encode(sha256(original) || sha256(full_webp) || sha256(card_webp), 'hex') AS digest FROM images ORDER BY id`,
    );
    await client.query('COMMIT');
    return { tables, images: Object.fromEntries(imageRows.map((row) => [String(row.id), row.digest])) };
  });
}

export interface Writer {
  /** Rows the writer has committed so far. */
  readonly written: number;
  stop(): Promise<void>;
}

/**
 * Inserts a survey and a contact message in a loop (each pair in its own transaction), like
 * visitors submitting forms while the backup runs.
 */
export function startWriter(url: string): Writer {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  let running = true;
  let written = 0;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const n = written + 1;
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at)
         VALUES ('Królik', 'Pisarz', $1, $2, '600100200', '00-001', 'Warszawa', now())`,
        [`Nr${n}`, `pisarz${n}@example.org`],
      );
      await client.query(
        `INSERT INTO contact_messages (full_name, email, phone, message) VALUES ($1, $2, '600100200', 'Wiadomość w trakcie kopii')`,
        [`Pisarz ${n}`, `pisarz${n}@example.org`],
      );
      await client.query('COMMIT');
      written = n;
      await sleep(2);
    }
  })();
  return {
    get written() {
      return written;
    },
    async stop() {
      running = false;
      await loop;
      await client.end();
    },
  };
}
