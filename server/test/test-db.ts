import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createDataSource } from '../src/db/data-source.js';
import { dropDatabase, urlWithDatabase, withClient } from '../src/db/pg-admin.js';

export interface TestDatabase {
  /** Database name, unique per call. */
  name: string;
  url: string;
  /** Initialised; migrated unless `migrate: false`. */
  dataSource: DataSource;
  /** Closes the DataSource and drops the database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply all migrations (default true): a copy of the run's migrated template. */
  migrate?: boolean;
  /** Load the demo content (animals with images, posts...); implies migrate. Default false. A copy of the seeded template. */
  seed?: boolean;
}

/** The URL of the test server (from global-setup.ts) for tests that manage databases themselves. */
export function testServerUrl(): string {
  return inject('pgAdminUrl');
}

let counter = 0;

/**
 * A fresh, uniquely named database on the test server, so test files never see each other's
 * rows. Works the same on the embedded server and on a DATABASE_URL one. Migrated and seeded
 * databases are copies of the templates global-setup.ts built once for the run
 * (CREATE DATABASE … TEMPLATE): milliseconds instead of every migration per file.
 */
export async function createTestDatabase({ migrate = true, seed = false }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = testServerUrl();
  const templates = inject('templateDatabases');
  counter += 1;
  const name = `pets_test_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
  const template = seed ? templates.seeded : migrate ? templates.migrated : undefined;
  await withClient(adminUrl, async (client) => {
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  });
  const url = urlWithDatabase(adminUrl, name);
  const dataSource = createDataSource(url, { poolSize: 5, applicationName: 'pets-test' });
  try {
    await dataSource.initialize();
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    await dropDatabase(adminUrl, name);
    throw error;
  }
  let dropped = false;
  return {
    name,
    url,
    dataSource,
    async drop() {
      if (dropped) return;
      dropped = true;
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(adminUrl, name);
    },
  };
}
