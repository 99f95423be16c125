import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.js';
import { createDatabaseIfMissing, dropDatabase, urlWithDatabase, withClient } from '../src/db/pg-admin.js';

/**
 * The PostgreSQL of a soak run: an embedded cluster of its own (so a fault scenario may stop and
 * start it), or a scratch database on DATABASE_URL (restarts then impossible: `restart` is absent).
 */
export interface SoakDatabase {
  /** The application database the servers use. */
  url: string;
  /** A pool for the checks after (and during) the run. */
  pool: pg.Pool;
  /** Stops and starts the embedded PostgreSQL; resolves with the moment it accepts connections again. */
  restart?: (downMs: number) => Promise<{ stoppedAt: number; upAt: number }>;
  close(): Promise<void>;
}

/**
 * One embedded PostgreSQL shared by several runs (the short tests): each run gets its own
 * database, copied from a template that was migrated and seeded once.
 */
export interface SharedPostgres {
  adminUrl: string;
  template?: string;
  restart(downMs: number): Promise<{ stoppedAt: number; upAt: number }>;
  close(): Promise<void>;
}

/** An embedded PostgreSQL that a fault scenario can stop for `downMs` and start again. */
async function restartableCluster(start: () => Promise<EmbeddedPostgres>) {
  let server = await start();
  return {
    current: () => server,
    async restart(downMs: number): Promise<{ stoppedAt: number; upAt: number }> {
      await server.stop();
      const stoppedAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await start();
      return { stoppedAt, upAt: performance.now() };
    },
  };
}

export async function startSharedPostgres(port: number): Promise<SharedPostgres> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-soak-'));
  await fs.chmod(root, 0o755);
  const clusterDir = path.join(root, 'pg');
  const cluster = await restartableCluster(() => startEmbeddedPostgres({ clusterDir, port, durable: false, database: 'postgres' }));
  return {
    adminUrl: cluster.current().adminUrl,
    restart: cluster.restart,
    async close() {
      await cluster.current().stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

export async function openSoakDatabase(options: { embeddedPort: number; durable?: boolean; externalUrl?: string; shared?: SharedPostgres }): Promise<SoakDatabase> {
  if (options.shared) {
    const shared = options.shared;
    return { ...(await scratchDatabase(shared.adminUrl, shared.template)), restart: (downMs) => shared.restart(downMs) };
  }
  if (options.externalUrl) return scratchDatabase(options.externalUrl);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-soak-'));
  // The cluster is owned by the postgres account when we run as root: it must reach the folder.
  await fs.chmod(root, 0o755);
  const clusterDir = path.join(root, 'pg');
  const cluster = await restartableCluster(() =>
    startEmbeddedPostgres({ clusterDir, port: options.embeddedPort, durable: options.durable ?? true, database: 'pets_soak' }),
  );
  const pool = newPool(cluster.current().url);
  return {
    url: cluster.current().url,
    pool,
    restart: cluster.restart,
    async close() {
      await pool.end().catch(() => undefined);
      await cluster.current().stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

async function scratchDatabase(adminUrl: string, template?: string): Promise<SoakDatabase> {
  const name = `pets_soak_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (template) await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`));
  else await createDatabaseIfMissing(adminUrl, name);
  const url = urlWithDatabase(adminUrl, name);
  const pool = newPool(url);
  return {
    url,
    pool,
    async close() {
      await pool.end().catch(() => undefined);
      await dropDatabase(adminUrl, name);
    },
  };
}

function newPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  // A restart cuts idle connections; the pool replaces them on the next query.
  pool.on('error', () => undefined);
  return pool;
}
