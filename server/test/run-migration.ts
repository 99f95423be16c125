import type { DataSource, MigrationInterface } from 'typeorm';

/** Runs one migration's up or down in its own transaction, as the migration runner would. */
export async function runMigration(dataSource: DataSource, migration: MigrationInterface, direction: 'up' | 'down'): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await migration[direction](runner);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
