import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config.js';
import { createDataSource } from '../src/db/data-source.js';
import { startEmbeddedPostgres, stopStrayPostmaster, type EmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { dropDatabase, urlWithDatabase, withClient } from '../src/db/pg-admin.js';
import { seedDemoContent } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server whose user may CREATE DATABASE (see test-db.ts). */
    pgAdminUrl: string;
    /** Databases that test-db.ts clones (CREATE DATABASE … TEMPLATE): migrated, and migrated + demo content. */
    templateDatabases: { migrated: string; seeded: string };
  }
}

export const TEST_CLUSTER_DIR = path.join(REPO_ROOT, '.data-test', 'pg');
const TEST_PORT = 5439;

/** Creates `name` as a copy of `template` (or empty), then runs `fill` on it and closes every connection. */
async function buildTemplate(adminUrl: string, name: string, template: string | undefined, fill: (url: string) => Promise<void>): Promise<void> {
  await dropDatabase(adminUrl, name);
  await withClient(adminUrl, async (client) => {
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  });
  await fill(urlWithDatabase(adminUrl, name));
}

/**
 * One PostgreSQL for the whole server test run: DATABASE_URL when set (CI's second pass),
 * otherwise a fresh embedded cluster in .data-test/pg on port 5439. The migrations run once,
 * and the demo content is seeded once, into two template databases: each test file then gets
 * a copy in a few milliseconds instead of migrating (and drawing the demo photos) itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: EmbeddedPostgres | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A previous run killed mid-way may have left its server running on this folder.
    await stopStrayPostmaster(TEST_CLUSTER_DIR);
    await fs.rm(TEST_CLUSTER_DIR, { recursive: true, force: true });
    server = await startEmbeddedPostgres({ clusterDir: TEST_CLUSTER_DIR, port: TEST_PORT, database: 'postgres', durable: false });
    adminUrl = server.adminUrl;
  }
  // Named per run, so two runs against one shared server (DATABASE_URL) never clone each other's.
  const templates = { migrated: `pets_template_${process.pid}`, seeded: `pets_template_seeded_${process.pid}` };
  const prepare = async (url: string, seed: boolean) => {
    const dataSource = createDataSource(url, { poolSize: 2, applicationName: 'pets-test-template' });
    await dataSource.initialize();
    try {
      await runMigrations(dataSource);
      if (seed) await seedDemoContent(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };
  await buildTemplate(adminUrl, templates.migrated, undefined, (url) => prepare(url, false));
  await buildTemplate(adminUrl, templates.seeded, templates.migrated, (url) => prepare(url, true));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabases', templates);
  return async () => {
    if (server) {
      await server.stop();
      return;
    }
    for (const name of Object.values(templates)) await dropDatabase(adminUrl, name).catch(() => undefined);
  };
}
