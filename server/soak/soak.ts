import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { createDatabaseIfMissing, urlWithDatabase } from '../src/db/pg-admin.js';
import { checkInvariants, checkLedger, type InvariantViolation, type LossReport } from './checks.js';
import { openSoakDatabase, type SharedPostgres } from './database.js';
import { createAgent } from './http.js';
import { startServer } from './server-process.js';
import { prepareSite } from './site.js';
import { runMixedLoad, type LoadResult } from './traffic.js';

/** Ports of this harness (3240-3259, PostgreSQL 5440-5448); each scenario uses its own. */
export const SOAK_PORTS = {
  soak: { server: 3240, pg: 5440 },
  faults: { server: 3243, pg: 5441 },
  cluster: { servers: [3245, 3246], proxy: 3247, pg: 5442 },
  shortSoak: { server: 3250, pg: 5444 },
  shortFaults: { server: 3252, pg: 5445 },
  shortCluster: { servers: [3254, 3255], proxy: 3256, pg: 5446 },
} as const;

export const SOAK_LOG_DIR = path.join(REPO_ROOT, '.data-test', 'soak');

export interface SoakOptions {
  durationMs: number;
  connections: number;
  serverPort: number;
  pgPort: number;
  /** A PostgreSQL server to create a scratch database on, instead of an embedded cluster. */
  externalDbUrl?: string;
  /** fsync on (default); tests turn it off for speed. */
  durable?: boolean;
  /** A PostgreSQL shared with other runs (tests), instead of a cluster of its own. */
  shared?: SharedPostgres;
  log?: (line: string) => void;
}

export interface SoakResult {
  load: LoadResult;
  loss: LossReport[];
  invariants: InvariantViolation[];
}

/** `npm run soak`: the real built server on a real PostgreSQL under mixed load, then the data checks. */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(3).toString('hex');
  const db = await openSoakDatabase({ embeddedPort: options.pgPort, durable: options.durable, externalUrl: options.externalDbUrl, shared: options.shared });
  const agent = createAgent(options.connections);
  try {
    const server = await startServer({ name: `soak-${runId}`, port: options.serverPort, databaseUrl: db.url, logDir: SOAK_LOG_DIR });
    try {
      const { catalog, adminCookie } = await prepareSite(agent, server.url);
      log(`server ${server.url} (pid ${server.pid}, log ${server.logFile}); ${options.connections} connections for ${options.durationMs / 1000} s`);
      const load = await runMixedLoad({
        baseUrl: () => server.url,
        agent,
        connections: options.connections,
        durationMs: options.durationMs,
        catalog,
        adminCookie: () => adminCookie,
        runId,
      });
      return { load, loss: await checkLedger(db.pool, runId, load.ledger), invariants: await checkInvariants(db.pool) };
    } finally {
      await server.stop();
    }
  } finally {
    agent.destroy();
    await db.close();
  }
}

/**
 * Migrates and seeds a template database once with the built server, so every run on the shared
 * PostgreSQL starts from a copy (CREATE DATABASE … TEMPLATE) instead of seeding the demo again.
 */
export async function seedTemplate(shared: SharedPostgres, serverPort: number): Promise<void> {
  const template = 'pets_soak_template';
  await createDatabaseIfMissing(shared.adminUrl, template);
  const server = await startServer({ name: 'soak-template', port: serverPort, databaseUrl: urlWithDatabase(shared.adminUrl, template), logDir: SOAK_LOG_DIR });
  await server.stop();
  shared.template = template;
}
