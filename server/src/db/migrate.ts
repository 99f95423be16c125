import type { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE } from './data-source.js';
import { silentLogger, type DbLogger } from './logger.js';
import { execute, queryRows } from './sql.js';

/** Any constant works; it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_KEY = 7_351_240_001;

/**
 * Runs pending migrations in one transaction. TypeORM itself does not guard against two
 * instances starting at once (both would CREATE TABLE), so a session advisory lock serialises
 * them: the second waits, then finds nothing left to do.
 */
export async function runMigrations(dataSource: DataSource, logger: DbLogger = silentLogger): Promise<string[]> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await execute(lockRunner, 'SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const started = performance.now();
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    const names = applied.map((migration) => migration.name);
    if (names.length > 0) logger.info({ migrations: names, ms: Math.round(performance.now() - started) }, 'database migrated');
    return names;
  } finally {
    await execute(lockRunner, 'SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}

/** Reverts every applied migration, newest first (tests: "migrations go down cleanly"). */
export async function revertAllMigrations(dataSource: DataSource): Promise<number> {
  const rows = await queryRows<{ count: number }>(dataSource, `SELECT count(*)::int AS count FROM ${MIGRATIONS_TABLE}`);
  const applied = rows[0]?.count ?? 0;
  for (let index = 0; index < applied; index += 1) await dataSource.undoLastMigration({ transaction: 'each' });
  return applied;
}
