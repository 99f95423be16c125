/**
 * Benchmark of the streamed exports (GET /api/exports/surveys.{csv,json}) on 100,000 surveys:
 * wall time of the whole download through the real app over HTTP, and the server process's peak
 * RSS while it runs (sampled every 20 ms; client and server share this process, and the client
 * only counts the bytes it receives, so the growth is the server's).
 *
 *   npm run bench:export -w server                 (a throwaway embedded PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:export -w server   (a scratch database on that server)
 *
 * SURVEYS (default 100000; BENCH_QUICK=1: 10,000); BENCH_JSON=path writes the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ensureAdmin } from '../src/modules/accounts/admin-users.js';
import { startTestApp } from '../test/app-harness.js';
import { HttpClient } from '../test/http-client.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { execute } from '../src/db/sql.js';

const SURVEYS = Number(process.env.SURVEYS ?? bySize({ tiny: 200, quick: 10_000, full: 100_000 }));
const ANIMALS = Math.max(100, Math.round(SURVEYS / 25));
const name = `pets_bench_export_${randomBytes(3).toString('hex')}`;
const MB = 1024 * 1024;

const FIRST = ['Anna', 'Łucja', 'Żaneta', 'Małgorzata', 'Piotr', 'Paweł', 'Świętosław', 'Zofia', '=Jan', 'Ewa'];
const LAST = ['Kowalska', 'Nowak; "Junior"', 'Wiśniewski', 'Wójcik', 'Żółkiewski', 'Śliwińska', 'Dąbrowska', 'Mazur'];

async function seed(db: DataSource): Promise<void> {
  await execute(
    db,
    `INSERT INTO animals (name, species, sex, status, created_at)
     SELECT 'Zwierzak ' || g, (ARRAY['Chomik syryjski','Świnka morska','Królik','Mysz','Szczur','Szynszyla'])[1 + g % 6],
            CASE WHEN g % 2 = 0 THEN 'Samiec' ELSE 'Samica' END, 'Dostępny', now() - g * interval '6 hours'
     FROM generate_series(1, $1::int) g`,
    [ANIMALS],
  );
  // One survey every 15 minutes back from now: 100,000 of them span under three years.
  await execute(
    db,
    `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, created_at)
     SELECT (ARRAY['Chomik syryjski','Świnka morska','Królik','Mysz','Szczur','Szynszyla'])[1 + g % 6],
            ($1::text[])[1 + g % array_length($1::text[], 1)], ($2::text[])[1 + g % array_length($2::text[], 1)],
            'osoba' || g || '@example.com', '+48' || (500000000 + g)::text, '00-001', 'Łódź', now() - g * interval '15 minutes', now() - g * interval '15 minutes'
     FROM generate_series(1, $3::int) g`,
    [FIRST, LAST, SURVEYS],
  );
  await execute(db, `INSERT INTO survey_animals (survey_id, animal_id) SELECT s.id, 1 + s.id % $1::int FROM surveys s WHERE s.id % 10 < 7`, [ANIMALS]);
  await execute(db, `INSERT INTO adopters (first_name, last_name, email) SELECT 'Adam', 'Adopcyjny', 'adopter' || g || '@example.com' FROM generate_series(1, 50) g`);
  // Adoptions of a quarter of the animals through the survey that chose them, and open reservations of a tenth.
  await execute(
    db,
    `INSERT INTO adoptions (animal_id, survey_id, adopter_id, adopted_at)
     SELECT DISTINCT ON (sa.animal_id) sa.animal_id, sa.survey_id, 1 + sa.animal_id % 50, s.created_at + interval '9 days'
     FROM survey_animals sa JOIN surveys s ON s.id = sa.survey_id WHERE sa.animal_id % 4 = 0 ORDER BY sa.animal_id, sa.survey_id`,
  );
  await execute(
    db,
    `INSERT INTO reservations (animal_id, survey_id, created_at)
     SELECT DISTINCT ON (sa.animal_id) sa.animal_id, sa.survey_id, now() - interval '3 days'
     FROM survey_animals sa WHERE sa.animal_id % 10 = 1 ORDER BY sa.animal_id, sa.survey_id`,
  );
  await execute(db, 'VACUUM ANALYZE');
}

interface Run {
  file: string;
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

async function timeDownload(client: HttpClient, file: string, query: string): Promise<Run> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await client.get(`/api/exports/${file}?${query}`);
  if (response.status !== 200 || !response.body) throw new Error(`${file}: HTTP ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  // CSV: header + one CRLF line per row (no line breaks inside these cells); JSON: '[', rows, ']'.
  const rows = file.endsWith('.csv') ? lines - 1 : lines - 2;
  return {
    file,
    rows,
    megabytes: Number((bytes / MB).toFixed(1)),
    seconds: Number(seconds.toFixed(2)),
    rssBeforeMb: Math.round(rssBefore / MB),
    rssPeakMb: Math.round(peak / MB),
    rssGrowthMb: Math.round((peak - rssBefore) / MB),
  };
}

async function main() {
  console.log(`Scratch database ${name} (${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'}) · ${SURVEYS} surveys`);
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  const server = await startTestApp(db);
  try {
    const seedStarted = performance.now();
    await seed(db);
    console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    await ensureAdmin(db, 'bench', 'haslo-benchmarku-123');
    const client = new HttpClient(server.baseUrl);
    const login = await client.post('/api/auth/login', { username: 'bench', password: 'haslo-benchmarku-123' });
    if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`);
    const to = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    const from = `${Number(to.slice(0, 4)) - 9}-01-01`;
    const query = `from=${from}&to=${to}`;
    const runs: Run[] = [];
    for (const file of ['surveys.csv', 'surveys.json', 'surveys.csv']) {
      const run = await timeDownload(client, file, query);
      runs.push(run);
      if (run.rows !== SURVEYS) throw new Error(`${file}: ${run.rows} rows, expected ${SURVEYS}`);
    }
    console.log('\n## Streamed export of surveys\n');
    console.log('| file | rows | size | time | RSS before | RSS peak | growth |\n|---|---|---|---|---|---|---|');
    for (const run of runs) {
      console.log(`| ${run.file} | ${run.rows} | ${run.megabytes} MB | ${run.seconds} s | ${run.rssBeforeMb} MB | ${run.rssPeakMb} MB | ${run.rssGrowthMb} MB |`);
    }
    writeBenchJson('export', { surveys: SURVEYS, serverVersion: bench.serverVersion, runs });
  } finally {
    await server.close();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
