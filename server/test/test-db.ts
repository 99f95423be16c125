import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createDataSource } from '../src/db/data-source.js';
import { runMigrations } from '../src/db/migrate.js';
import { createDatabaseIfMissing, dropDatabase, urlWithDatabase } from '../src/db/pg-admin.js';
import { seedDemoContent } from '../src/db/seed/index.js';

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
  /** Apply all migrations (default true). */
  migrate?: boolean;
  /** Load the demo content (animals with images, posts...); implies migrate. Default false. */
  seed?: boolean;
}

/** The URL of the test server (from global-setup.ts) for tests that manage databases themselves. */
export function testServerUrl(): string {
  return inject('pgAdminUrl');
}

let counter = 0;

/**
 * A fresh, uniquely named database on the test server, so test files never see each other's
 * rows. Works the same on the embedded server and on a DATABASE_URL one.
 */
export async function createTestDatabase({ migrate = true, seed = false }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = testServerUrl();
  counter += 1;
  const name = `pets_test_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
  await createDatabaseIfMissing(adminUrl, name);
  const url = urlWithDatabase(adminUrl, name);
  const dataSource = createDataSource(url, { poolSize: 5, applicationName: 'pets-test' });
  try {
    await dataSource.initialize();
    if (migrate || seed) await runMigrations(dataSource);
    if (seed) await seedDemoContent(dataSource);
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
