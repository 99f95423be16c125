import { careRecordSeeder } from './care-record-seeder.js';
import { fosterSeeder } from './foster-seeder.js';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';
import { silentLogger, type DbLogger } from '../logger.js';
import { adoptionsSeeder } from './adoptions-seeder.js';
import { animalsSeeder } from './animals-seeder.js';
import { pagesSeeder } from './pages-seeder.js';
import { socialPostsSeeder } from './posts-seeder.js';
import { reservationsSeeder } from './reservations-seeder.js';
import { surveysSeeder } from './surveys-seeder.js';
import type { SeedContext, SeederFactory } from './seeder.js';
import { execute, queryRows } from '../sql.js';

export type { SeedContext, SeededAnimal, Seeder, SeederFactory } from './seeder.js';

/**
 * The demo content of a fresh database, in order. To add demo content (e.g. questionnaires and
 * surveys), append a seeder; later seeders find earlier results in `context.animals`.
 */
export const DEMO_SEEDERS: SeederFactory[] = [animalsSeeder, careRecordSeeder, fosterSeeder, adoptionsSeeder, socialPostsSeeder, surveysSeeder, reservationsSeeder, pagesSeeder];

export const SEED_LOCK_KEY = 7_351_240_002;

export interface SeedOptions {
  logger?: DbLogger;
  /** Clock of the seed (tests pin it); default: now. */
  now?: Date;
  /** For links in demo posts; default DEFAULT_SITE_CONFIG. */
  site?: SiteConfig;
  seeders?: SeederFactory[];
}

export interface SeedResult {
  seeded: boolean;
  ms: number;
}

/** Set by `npm run admin -- demo remove`: the demo never comes back, even on an empty database. */
export const DEMO_REMOVED_SETTING = 'demo.removed_at';

/** Animals present (a database in use), or the demo removed once: either way nothing to seed. */
async function seedNotWanted(db: DataSource | EntityManager): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(
    db,
    'SELECT EXISTS (SELECT 1 FROM animals) OR EXISTS (SELECT 1 FROM app_settings WHERE key = $1) AS present',
    [DEMO_REMOVED_SETTING],
  );
  return rows[0]?.present === true;
}

/**
 * Loads the demo content when the database has no animals yet (and the demo was never removed).
 * Every row it inserts is marked as demo content, for `npm run admin -- demo remove`. Everything
 * is inserted in one transaction, and an advisory lock keeps two instances starting together from
 * seeding twice.
 */
export async function seedDemoContent(dataSource: DataSource, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  if (await seedNotWanted(dataSource)) return { seeded: false, ms: 0 };
  const logger = options.logger ?? silentLogger;
  const context: SeedContext = {
    now: options.now ?? new Date(),
    site: options.site ?? DEFAULT_SITE_CONFIG,
    logger,
    animals: new Map(),
  };
  const seeders = (options.seeders ?? DEMO_SEEDERS).map((create) => create());
  for (const seeder of seeders) await seeder.prepare?.(context);
  const seeded = await dataSource.transaction(async (manager) => {
    await execute(manager, 'SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await seedNotWanted(manager)) return false;
    // Every row inserted in this transaction is registered in demo_rows (migration 1795305600060).
    await execute(manager, `SELECT set_config('app.demo_seed', 'on', true)`);
    for (const seeder of seeders) await seeder.run(manager, context);
    return true;
  });
  const ms = Math.round(performance.now() - started);
  if (seeded) logger.info({ animals: context.animals.size, ms }, 'demo content seeded');
  return { seeded, ms };
}
