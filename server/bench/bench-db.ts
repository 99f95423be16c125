import path from 'node:path';
import type { DataSource } from 'typeorm';
import { REPO_ROOT } from '../src/config.js';
import { createDataSource } from '../src/db/data-source.js';
import { startEmbeddedPostgres, stopStrayPostmaster, type EmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { createDatabaseIfMissing, dropDatabase, urlWithDatabase } from '../src/db/pg-admin.js';
import { queryOne } from '../src/db/sql.js';

export interface BenchDatabase {
  dataSource: DataSource;
  /** The server's version string (SELECT version()), for reports. */
  serverVersion: string;
  close(): Promise<void>;
}

/**
 * A scratch database for a benchmark: on DATABASE_URL's server when set, otherwise on a
 * throwaway embedded PostgreSQL in .data-test/bench-pg (port BENCH_PG_PORT, default 5461). Dropped
 * again at the end.
 */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const port = Number(process.env.BENCH_PG_PORT ?? 5461);
    const clusterDir = path.join(REPO_ROOT, '.data-test', port === 5461 ? 'bench-pg' : `bench-pg-${port}`);
    await stopStrayPostmaster(clusterDir);
    embedded = await startEmbeddedPostgres({ clusterDir, port, database: 'postgres', durable: false });
    adminUrl = embedded.adminUrl;
  }
  await dropDatabase(adminUrl, name).catch(() => undefined);
  await createDatabaseIfMissing(adminUrl, name);
  const dataSource = createDataSource(urlWithDatabase(adminUrl, name), { poolSize: 20 });
  await dataSource.initialize();
  await runMigrations(dataSource);
  const { version } = await queryOne<{ version: string }>(dataSource, 'SELECT version()');
  return {
    dataSource,
    serverVersion: version,
    async close() {
      await dataSource.destroy();
      await dropDatabase(adminUrl, name).catch(() => undefined);
      await embedded?.stop();
    },
  };
}
