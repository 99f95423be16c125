/**
 * Benchmark of the care record (issue 32) at a large foundation's size.
 *
 *   npm run bench:care -w server                    (a throwaway embedded PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:care -w server   (a scratch database on that server)
 *
 * Seeds ANIMALS (default 5,000) animals, HEALTH (100,000) health entries, a quarter with a
 * next-due date, and WEIGHTS (200,000) weighings, then:
 * - times the daily job that turns next-due dates into tasks (createMissingHealthTasks) on the
 *   empty task table: every due date at once, its worst case;
 * - times, RUNS times each, what the screens ask: "Na dziś" (today's and overdue tasks and the
 *   health items due within a week), the admin animal list with its warnings (overdue vaccination,
 *   weight drop), and one animal's health tab (its card and its weights with the drop check);
 * and prints p50/p95/p99 in ms. Targets: p95 < 50 ms, the job < 5 s.
 * BENCH_QUICK=1 / BENCH_TINY=1: smaller; BENCH_JSON=path writes the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { todayInPoland } from '@pets/shared';
import { listAdminAnimals } from '../src/modules/animals/admin-animal.reads.js';
import { listHealthEntries } from '../src/modules/care-record/health-entries.store.js';
import { animalWeights, refreshWeightDrops, weightDrops } from '../src/modules/care-record/weights.store.js';
import { ANIMAL_COLUMNS } from '../src/modules/animals/animal-row.js';
import { createMissingHealthTasks } from '../src/modules/tasks/health-tasks.js';
import { listTasks, upcomingHealthItems } from '../src/modules/tasks/tasks.store.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { execute, queryOne, queryRows } from '../src/db/sql.js';

const ANIMALS = Number(process.env.ANIMALS ?? bySize({ tiny: 50, quick: 1_000, full: 5_000 }));
const HEALTH = Number(process.env.HEALTH ?? bySize({ tiny: 500, quick: 20_000, full: 100_000 }));
const WEIGHTS = Number(process.env.WEIGHTS ?? bySize({ tiny: 1_000, quick: 40_000, full: 200_000 }));
const RUNS = Number(process.env.RUNS ?? bySize({ tiny: 2, quick: 15, full: 60 }));
const name = `pets_bench_care_${randomBytes(3).toString('hex')}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function timed(label: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { scenario: label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  console.log(`${label.padEnd(48)} ${row.p50.toFixed(2).padStart(7)} ${row.p95.toFixed(2).padStart(7)} ${row.p99.toFixed(2).padStart(7)}`);
  return row;
}

/** Animals over the last years; entries and weights spread over them, about a year back. */
async function seed(db: DataSource) {
  await execute(
    db,
    `INSERT INTO animals (name, species, sex, status, intake_date, created_at)
     SELECT 'Zwierzak ' || g, (ARRAY['Chomik syryjski','Świnka morska','Królik','Mysz','Szczur','Szynszyla'])[1 + g % 6],
            CASE WHEN g % 2 = 0 THEN 'Samiec' ELSE 'Samica' END,
            CASE WHEN g % 5 = 0 THEN 'Adoptowany' ELSE 'Dostępny' END, current_date - (g % 900), now() - (g % 900) * interval '1 day'
     FROM generate_series(1, $1::int) g`,
    [ANIMALS],
  );
  await execute(
    db,
    `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, next_due)
     SELECT 1 + g % $2::int, (ARRAY['szczepienie','odrobaczanie','wizyta','badanie','lek','zabieg'])[1 + g % 6],
            current_date - (g % 365), (ARRAY['RHD1 i RHD2','Myksomatoza','Przegląd','Morfologia','Metacam','Zęby'])[1 + g % 6],
            (g % 300) * 100,
            CASE WHEN g % 4 = 0 THEN current_date - (g % 365) + 30 + (g % 400) END
     FROM generate_series(1, $1::int) g`,
    [HEALTH, ANIMALS],
  );
  await execute(
    db,
    `INSERT INTO weights (animal_id, date, grams)
     SELECT 1 + g % $2::int, current_date - (g / $2::int) * 3, 200 + (g * 37) % 1800
     FROM generate_series(1, $1::int) g
     ON CONFLICT (animal_id, date) DO NOTHING`,
    [WEIGHTS, ANIMALS],
  );
  // The list reads each animal's fall of weight as its weighings' writes store it.
  await refreshWeightDrops(db, 'true');
  await execute(db, 'VACUUM ANALYZE');
}

async function main() {
  console.log(`Scratch database ${name} · ${ANIMALS} animals, ${HEALTH} health entries, ${WEIGHTS} weights`);
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  try {
    const seeded = performance.now();
    await seed(db);
    console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const jobStarted = performance.now();
    const created = await createMissingHealthTasks(db);
    const jobMs = performance.now() - jobStarted;
    // Staff work through their days: what fell due more than two weeks ago has been done.
    await execute(db, `UPDATE tasks SET done_at = now() WHERE due < current_date - 14`);
    await execute(db, 'ANALYZE tasks');
    const { open } = await queryOne<{ open: number }>(db, `SELECT count(*)::int AS open FROM tasks WHERE done_at IS NULL AND due <= current_date`);
    console.log(`Daily job: ${created} tasks made in ${(jobMs / 1000).toFixed(2)} s (target < 5 s); ${open} due today or overdue`);

    const today = todayInPoland();
    const someAnimal = Math.max(1, Math.floor(ANIMALS / 3));
    console.log(`\n${'scenario'.padEnd(48)}  p50 ms  p95 ms  p99 ms`);
    const rows = [
      await timed('Na dziś (GET /tasks?due=today)', () => Promise.all([listTasks(db, 'today', today), upcomingHealthItems(db, today)])),
      await timed('animal list with warnings (GET /animals/all)', () => listAdminAnimals(db, false, today)),
      // The same list as it was before the care record: what the warnings add.
      await timed('  the same list without intake and warnings', () => queryRows(db, `SELECT ${ANIMAL_COLUMNS} FROM animals a WHERE NOT (a.status = 'Adoptowany' OR a.rainbow_bridge) ORDER BY a.created_at DESC, a.id DESC`)),
      await timed('  the weight drops computed afresh (what the list no longer does)', () => weightDrops(db)),
      await timed("one animal's health tab (card + weights)", () => Promise.all([listHealthEntries(db, someAnimal), animalWeights(db, someAnimal)])),
    ];
    const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nWorst p95: ${worst.p95.toFixed(2)} ms (${worst.scenario}); target < 50 ms: ${worst.p95 < 50 ? 'met' : 'NOT met'}`);
    writeBenchJson('care-record', {
      animals: ANIMALS,
      health: HEALTH,
      weights: WEIGHTS,
      runs: RUNS,
      job: { created, ms: jobMs, targetMs: 5000, met: jobMs < 5000 },
      scenarios: rows,
      worstP95: { scenario: worst.scenario, ms: worst.p95, targetMs: 50, met: worst.p95 < 50 },
      postgres: bench.serverVersion,
    });
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
