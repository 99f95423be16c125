/**
 * Backup and restore times and file sizes (npm run backup / npm run restore, server/src/backup).
 *
 *   npm run bench:backup                              (a throwaway embedded PostgreSQL, BENCH_PG_PORT)
 *   DATABASE_URL=postgres://… npm run bench:backup    (scratch databases on that server)
 *
 * Two data sets: the demo content (animals with their photos, posts, surveys...), then the same
 * plus SURVEYS (default 100000) surveys, each with an answer to every question of its species'
 * questionnaire, an adopter, and an animal for most. Each is backed up to a file and restored
 * into an empty database, RUNS times (default 3); the median is printed. BENCH_QUICK=1: 10,000
 * surveys, 1 run; BENCH_JSON=path writes the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { createDatabaseIfMissing, dropDatabase, urlWithDatabase } from '../src/db/pg-admin.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { execute, queryOne } from '../src/db/sql.js';

const SURVEYS = Number(process.env.SURVEYS ?? bySize({ tiny: 200, quick: 10_000, full: 100_000 }));
const RUNS = Number(process.env.RUNS ?? bySize({ tiny: 1, quick: 1, full: 3 }));
const suffix = randomBytes(3).toString('hex');

interface Figures {
  dataSet: string;
  rows: number;
  databaseMb: number;
  fileMb: number;
  backupSeconds: number;
  restoreSeconds: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main() {
  console.log(`${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'} · demo content, then + ${SURVEYS} surveys · ${RUNS} run(s) each`);
  const bench = await openBenchDatabase(`pets_bench_backup_${suffix}`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-bench-backup-'));
  const sourceUrl = (bench.dataSource.options as { url: string }).url;
  const maintenanceUrl = urlWithDatabase(sourceUrl, 'postgres');
  const results: Figures[] = [];
  try {
    await seedDemoContent(bench.dataSource);
    results.push(await measure('demo content', bench.dataSource, sourceUrl, maintenanceUrl, dir));
    const started = performance.now();
    await addSurveys(bench.dataSource, SURVEYS);
    console.log(`(${SURVEYS} surveys added in ${round((performance.now() - started) / 1000)} s)`);
    results.push(await measure(`demo + ${SURVEYS} surveys`, bench.dataSource, sourceUrl, maintenanceUrl, dir));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    await bench.close();
  }

  console.log(`\n${'data set'.padEnd(26)} ${'rows'.padStart(9)} ${'db MB'.padStart(7)} ${'file MB'.padStart(8)} ${'backup s'.padStart(9)} ${'restore s'.padStart(10)}`);
  for (const row of results) {
    console.log(
      `${row.dataSet.padEnd(26)} ${String(row.rows).padStart(9)} ${String(row.databaseMb).padStart(7)} ${String(row.fileMb).padStart(8)} ${String(row.backupSeconds).padStart(9)} ${String(row.restoreSeconds).padStart(10)}`,
    );
  }
  writeBenchJson('backup', { surveys: SURVEYS, runs: RUNS, postgres: bench.serverVersion, cpus: os.cpus().length, results });
}

async function measure(dataSet: string, db: DataSource, sourceUrl: string, maintenanceUrl: string, dir: string): Promise<Figures> {
  await execute(db, 'VACUUM ANALYZE');
  const { bytes } = await queryOne<{ bytes: number }>(db, 'SELECT pg_database_size(current_database())::bigint AS bytes');
  const backups: number[] = [];
  const restores: number[] = [];
  let fileBytes = 0;
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const file = path.join(dir, `bench-${run}.backup.gz`);
    const backup = await createBackup({ url: sourceUrl, file });
    backups.push(backup.ms);
    fileBytes = backup.bytes;
    rows = backup.tables.reduce((sum, table) => sum + table.rows, 0);

    const target = `pets_bench_restore_${suffix}_${run}`;
    await createDatabaseIfMissing(maintenanceUrl, target);
    try {
      const restored = await restoreBackup({ url: urlWithDatabase(sourceUrl, target), file });
      restores.push(restored.ms);
    } finally {
      await dropDatabase(maintenanceUrl, target);
      await fs.rm(file, { force: true });
    }
    console.log(`${dataSet}: run ${run + 1}: backup ${backup.ms} ms, restore ${restores.at(-1)} ms, ${round(fileBytes / 1024 / 1024, 2)} MB`);
  }
  return {
    dataSet,
    rows,
    databaseMb: round(Number(bytes) / 1024 / 1024),
    fileMb: round(fileBytes / 1024 / 1024, 2),
    backupSeconds: round(median(backups) / 1000, 2),
    restoreSeconds: round(median(restores) / 1000, 2),
  };
}

/**
 * Surveys as POST /survey stores them: the person, an answer to each question of the species'
 * questionnaire (labels copied), an adopter, and for 70 % one animal of the demo catalogue.
 */
async function addSurveys(db: DataSource, count: number): Promise<void> {
  await execute(
    db,
    `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, created_at)
     SELECT species, 'Anna' || g, 'Kowalska-Wiśniewska', 'anna.kowalska' || g || '@example.com',
            '+48' || (500000000 + g)::text, '00-' || lpad((g % 1000)::text, 3, '0'), 'Łódź', created, created
       FROM (SELECT g, now() - g * interval '5 minutes' AS created, kinds[1 + g % cardinality(kinds)] AS species
               FROM generate_series(1, $1::int) g,
                    (SELECT array_agg(DISTINCT species ORDER BY species) AS kinds FROM survey_questions) questionnaires) people`,
    [count],
  );
  await execute(
    db,
    `INSERT INTO survey_answers (survey_id, question_id, question_label, group_label, position, value)
     SELECT s.id, q.id, q.label, NULL, q.position,
            to_jsonb('Odpowiedź ankiety ' || s.id || ' na pytanie ' || q.position || ': mamy doświadczenie, klatkę 120 cm i spokojny dom.')
       FROM surveys s JOIN survey_questions q ON q.species = s.species
      WHERE s.last_name = 'Kowalska-Wiśniewska'`,
  );
  await execute(
    db,
    `INSERT INTO adopters (first_name, last_name, email, phone, zip, city, created_at, updated_at)
     SELECT first_name, last_name, email, phone, zip, city, created_at, created_at FROM surveys WHERE last_name = 'Kowalska-Wiśniewska'
     ON CONFLICT DO NOTHING`,
  );
  await execute(
    db,
    `INSERT INTO survey_animals (survey_id, animal_id)
     SELECT s.id, a.id FROM surveys s
       JOIN LATERAL (SELECT id FROM animals ORDER BY id OFFSET s.id % (SELECT count(*) FROM animals) LIMIT 1) a ON true
      WHERE s.last_name = 'Kowalska-Wiśniewska' AND s.id % 10 < 7`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
