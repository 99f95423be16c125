import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config.js';
import { startEmbeddedPostgres, stopStrayPostmaster, type EmbeddedPostgres } from '../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server whose user may CREATE DATABASE (see test-db.ts). */
    pgAdminUrl: string;
  }
}

export const TEST_CLUSTER_DIR = path.join(REPO_ROOT, '.data-test', 'pg');
const TEST_PORT = 5439;

/**
 * One PostgreSQL for the whole server test run: DATABASE_URL when set (CI with a service
 * container), otherwise a fresh embedded cluster in .data-test/pg on port 5439.
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
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await server?.stop();
  };
}
