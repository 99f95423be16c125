import type { DataSource, EntityManager } from 'typeorm';
// layer: removing the demo is an administrator's action, recorded in the history like every other.
import { recordHistory } from '../../modules/history/history.js';
import { DEMO_REMOVED_SETTING, SEED_LOCK_KEY } from './index.js';
import { execute, queryRows } from '../sql.js';

/** What `demo remove` deleted (or, from countDemoContent, would delete). */
export interface DemoCounts {
  animals: number;
  images: number;
  surveys: number;
  adopters: number;
  reservations: number;
  adoptions: number;
  posts: number;
  /** Starter guides and the About us draft (their pictures go with them). */
  pages: number;
}

export interface DemoRemovalResult extends DemoCounts {
  /** Demo adopters kept because a person's survey or adoption now points at them. */
  adoptersKept: number;
  /** A person's animals that had been reserved through a demo survey, 'Dostępny' again. */
  animalsReleased: number;
}

/** The ids of one table's demo rows, as a subquery (table names come from the code, never input). */
const demoIds = (table: string) => `(SELECT row_id::int FROM demo_rows WHERE table_name = '${table}')`;

async function count(manager: DataSource | EntityManager, sql: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(manager, `SELECT count(*)::int AS n FROM (${sql}) AS counted`);
  return rows[0]?.n ?? 0;
}

/** How much demo content the database holds (what `demo remove` asks to confirm). */
export async function countDemoContent(db: DataSource | EntityManager): Promise<DemoCounts> {
  const marked = (table: string) => count(db, `SELECT 1 FROM demo_rows d JOIN ${table} t ON t.id::text = d.row_id WHERE d.table_name = '${table}'`);
  return {
    animals: await marked('animals'),
    images: await marked('images'),
    surveys: await marked('surveys'),
    adopters: await marked('adopters'),
    reservations: await marked('reservations'),
    adoptions: await marked('adoptions'),
    posts: await count(db, `SELECT 1 FROM demo_rows d JOIN social_posts p ON p.id = d.row_id WHERE d.table_name = 'social_posts'`),
    pages: await marked('pages'),
  };
}

/** Any demo row left (the start banner says how to remove them). */
export async function hasDemoContent(db: DataSource | EntityManager): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(db, 'SELECT EXISTS (SELECT 1 FROM demo_rows) AS present');
  return rows[0]?.present === true;
}

function deleted(manager: EntityManager, sql: string, parameters: unknown[] = []): Promise<number> {
  return execute(manager, sql, parameters);
}

/**
 * Deletes every demo row (animals with their photos, surveys with their answers, adopters,
 * reservations, adoptions, posts, starter pages, the foster home) and nothing a person entered, in one transaction:
 * - a person's survey that selected a demo animal stays, without that animal;
 * - an adoption or reservation of a demo animal goes with the animal (it cannot outlive it);
 * - a person's animal reserved through a demo survey loses that reservation and is available again;
 * - a demo adopter a person's survey or adoption now points at is kept (no longer demo).
 * Afterwards the demo is never seeded again, even on an empty database.
 */
export async function removeDemoContent(dataSource: DataSource): Promise<DemoRemovalResult> {
  return dataSource.transaction(async (manager) => {
    // Not while an instance is seeding (the seed holds this lock for its whole transaction).
    await execute(manager, 'SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const adoptions = await deleted(
      manager,
      `DELETE FROM adoptions WHERE id IN ${demoIds('adoptions')} OR animal_id IN ${demoIds('animals')} RETURNING id`,
    );
    // Their contracts went with them (ON DELETE CASCADE); a scan no contract points to any more goes too.
    await execute(manager, `DELETE FROM contract_scans s WHERE NOT EXISTS (SELECT 1 FROM adoption_contracts c WHERE c.scan_id = s.id)`);
    const released = await queryRows<{ animal_id: number }>(
      manager,
      `SELECT r.animal_id FROM reservations r
       WHERE r.released_at IS NULL AND r.survey_id IN ${demoIds('surveys')} AND r.animal_id NOT IN ${demoIds('animals')}`,
    );
    const reservations = await deleted(
      manager,
      `DELETE FROM reservations WHERE id IN ${demoIds('reservations')} OR animal_id IN ${demoIds('animals')} OR survey_id IN ${demoIds('surveys')} RETURNING id`,
    );
    const releasedIds = released.map((row) => row.animal_id);
    const animalsReleased = await deleted(
      manager,
      `UPDATE animals a SET status = 'Dostępny'
       WHERE a.id = ANY($1::int[]) AND a.status = 'Zarezerwowany'
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL)
       RETURNING id`,
      [releasedIds],
    );
    const surveys = await deleted(manager, `DELETE FROM surveys WHERE id IN ${demoIds('surveys')} RETURNING id`);
    const images = await deleted(manager, `DELETE FROM images WHERE id IN ${demoIds('images')} OR animal_id IN ${demoIds('animals')} RETURNING id`);
    // Their health entries, weights and tasks go with them (ON DELETE CASCADE).
    const animals = await deleted(manager, `DELETE FROM animals WHERE id IN ${demoIds('animals')} RETURNING id`);
    // The demo foster home, unless a person's animal has been moved there since (then it is theirs).
    await execute(
      manager,
      `DELETE FROM foster_homes h WHERE h.id IN ${demoIds('foster_homes')} AND NOT EXISTS (SELECT 1 FROM animal_placements p WHERE p.foster_home_id = h.id)`,
    );
    // The demo clinic, unless a person's entry now names it.
    await execute(manager, `DELETE FROM clinics c WHERE c.id IN ${demoIds('clinics')} AND NOT EXISTS (SELECT 1 FROM health_entries e WHERE e.clinic_id = c.id)`);
    const adopters = await deleted(
      manager,
      `DELETE FROM adopters a WHERE a.id IN ${demoIds('adopters')}
         AND NOT EXISTS (SELECT 1 FROM surveys s WHERE s.adopter_id = a.id)
         AND NOT EXISTS (SELECT 1 FROM adoptions ad WHERE ad.adopter_id = a.id)
       RETURNING id`,
    );
    const adoptersKept = await count(manager, `SELECT 1 FROM adopters WHERE id IN ${demoIds('adopters')}`);
    const posts = await deleted(manager, `DELETE FROM social_posts WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = 'social_posts') RETURNING id`);
    // A starter page a person has since edited is theirs now: it stays (its history names them).
    const pages = await deleted(manager, `DELETE FROM pages WHERE id IN ${demoIds('pages')} AND updated_by IS NULL RETURNING id`);
    await execute(manager, 'DELETE FROM demo_rows');
    await execute(
      manager,
      `INSERT INTO app_settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [DEMO_REMOVED_SETTING],
    );
    const result: DemoRemovalResult = { animals, images, surveys, adopters, reservations, adoptions, posts, pages, adoptersKept, animalsReleased };
    await recordHistory(manager, { actor: 'system', action: 'demo.removed', subjectType: 'demo', subjectId: null, details: { ...result, via: 'cli' } });
    return result;
  });
}
