/**
 * Benchmark of the admin survey list (GET /api/survey/surveys) on 100,000 surveys.
 *
 *   npm run bench:surveys -w server                 (a throwaway embedded PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:surveys -w server   (a scratch database on that server)
 *
 * Seeds SURVEYS (default 100000) surveys with selections, reservations and adoptions (through
 * the real tables, so the triggers fill survey_admin_list), VACUUM ANALYZEs, then times
 * listSurveys — page + total + the page's animals, exactly what the endpoint runs — for each
 * bucket with and without a search, RUNS times each, and prints p50/p95/p99 in ms; then the
 * adopters list (one adopter per survey, as POST /survey upserts them).
 * BENCH_EXPLAIN=1 also prints the plans of the count queries. BENCH_QUICK=1: 10,000 surveys,
 * 15 runs; BENCH_JSON=path writes the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { adopterListQuerySchema, SURVEY_BUCKETS, surveyListQuerySchema, type SurveyListQuery } from '@pets/shared';
import { listAdopters } from '../src/modules/adopters/adopters.service.js';
import { listSurveys, surveyListFilter } from '../src/modules/surveys/surveys.admin.queries.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { execute, queryRows } from '../src/db/sql.js';

const SURVEYS = Number(process.env.SURVEYS ?? bySize({ tiny: 200, quick: 10_000, full: 100_000 }));
const ANIMALS = Number(process.env.ANIMALS ?? bySize({ tiny: 30, quick: 1_000, full: 4_000 }));
const RUNS = Number(process.env.RUNS ?? bySize({ tiny: 2, quick: 15, full: 60 }));
const name = `pets_bench_surveys_${randomBytes(3).toString('hex')}`;

const FIRST = ['Anna', 'Łucja', 'Żaneta', 'Małgorzata', 'Piotr', 'Paweł', 'Świętosław', 'Zofia', 'Jan', 'Ewa', 'Kamil', 'Agnieszka', 'Tomasz', 'Ola', 'Michał', 'Kinga'];
const LAST = ['Kowalska', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowska', 'Kozłowski', 'Jankowska', 'Mazur', 'Krawczyk', 'Śliwińska', 'Żółkiewski', 'Grabowska', 'Pawłowski', 'Michalska'];
const PETS = ['Fistaszek', 'Kulka', 'Puszek', 'Bursztyn', 'Żelka', 'Łatka', 'Śnieżka', 'Gryzek', 'Kropka', 'Miodek', 'Orzeszek', 'Pestka', 'Ziutek', 'Tofik', 'Mela', 'Zefir'];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function main() {
  console.log(`Scratch database ${name} (${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'}) · ${SURVEYS} surveys, ${ANIMALS} animals`);
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  try {
    const started = performance.now();
    await seed(db);
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    console.log(`Seeded in ${seedSeconds} s`);
    const stats = await queryRows<{ surveys: number; selections: number; active_reservations: number; active_adoptions: number }>(
      db,
      `
      SELECT
        (SELECT count(*) FROM surveys) AS surveys,
        (SELECT count(*) FROM survey_animals) AS selections,
        (SELECT count(*) FROM reservations WHERE released_at IS NULL) AS active_reservations,
        (SELECT count(*) FROM adoptions WHERE cancelled_at IS NULL) AS active_adoptions`);
    console.log(stats[0]);

    const scenarios: [string, Partial<Record<string, string>>][] = [];
    for (const bucket of SURVEY_BUCKETS) {
      scenarios.push([`${bucket} · no query`, { bucket }]);
      scenarios.push([`${bucket} · no query · oldest · page 40`, { bucket, sort: 'oldest', page: '40' }]);
      scenarios.push([`${bucket} · name "łucja"`, { bucket, query: 'łucja' }]);
      scenarios.push([`${bucket} · name "kowalska"`, { bucket, query: 'kowalska' }]);
      scenarios.push([`${bucket} · e-mail "anna.nowak1"`, { bucket, query: 'anna.nowak1' }]);
      scenarios.push([`${bucket} · phone "500 007"`, { bucket, query: '500 007' }]);
      scenarios.push([`${bucket} · animal "fistaszek 12"`, { bucket, query: 'fistaszek 12' }]);
      scenarios.push([`${bucket} · 2 letters "ow"`, { bucket, query: 'ow' }]);
      scenarios.push([`${bucket} · species Królik,Szczur`, { bucket, species: 'Królik,Szczur' }]);
    }
    scenarios.push(['new · only without animals', { bucket: 'new', onlyNoAnimals: '1' }]);

    console.log(`\n${'scenario'.padEnd(44)} ${'total'.padStart(7)}  p50 ms  p95 ms  p99 ms`);
    const rows: { scenario: string; total: number; p50: number; p95: number; p99: number }[] = [];
    for (const [label, raw] of scenarios) {
      const query: SurveyListQuery = surveyListQuerySchema.parse(raw);
      let total = 0;
      for (let i = 0; i < 5; i += 1) total = (await listSurveys(db, query)).total;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await listSurveys(db, query);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const row = { scenario: label, total, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
      rows.push(row);
      console.log(`${label.padEnd(44)} ${String(total).padStart(7)} ${row.p50.toFixed(2).padStart(7)} ${row.p95.toFixed(2).padStart(7)} ${row.p99.toFixed(2).padStart(7)}`);
    }
    const adopterScenarios: [string, Record<string, string>][] = [
      ['adopters · newest', {}],
      ['adopters · most', { sort: 'most' }],
      ['adopters · name_az · page 100', { sort: 'name_az', page: '100' }],
      ['adopters · query "kowalska"', { query: 'kowalska' }],
      ['adopters · query "anna.nowak1"', { query: 'anna.nowak1' }],
      ['adopters · species Królik', { species: 'Królik' }],
    ];
    const adopterRows: typeof rows = [];
    for (const [label, raw] of adopterScenarios) {
      const query = adopterListQuerySchema.parse(raw);
      let total = 0;
      for (let i = 0; i < 3; i += 1) total = (await listAdopters(db, query)).total;
      const times: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 30); i += 1) {
        const t0 = performance.now();
        await listAdopters(db, query);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      adopterRows.push({ scenario: label, total, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
      console.log(`${label.padEnd(44)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(2).padStart(7)} ${percentile(times, 95).toFixed(2).padStart(7)} ${percentile(times, 99).toFixed(2).padStart(7)}`);
    }

    const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nWorst p95: ${worst.p95.toFixed(2)} ms (${worst.scenario}); target < 50 ms: ${worst.p95 < 50 ? 'met' : 'NOT met'}`);
    writeBenchJson('survey-list', {
      surveys: SURVEYS,
      animals: ANIMALS,
      runs: RUNS,
      seedSeconds,
      postgres: bench.serverVersion,
      counts: stats[0],
      surveyScenarios: rows,
      adopterScenarios: adopterRows,
      worstP95: { scenario: worst.scenario, ms: worst.p95, targetMs: 50, met: worst.p95 < 50 },
    });

    if (process.env.BENCH_EXPLAIN === '1') {
      for (const [label, raw] of scenarios.slice(0, 9)) {
        const { where, params } = surveyListFilter(surveyListQuerySchema.parse(raw));
        const plan = await queryRows<{ 'QUERY PLAN': string }>(db, `EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM surveys s WHERE ${where}`, params);
        console.log(`\n-- ${label}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await bench.close();
  }
}

/** Realistic volumes: most surveys new; reservations and adoptions bounded by the animals. */
async function seed(db: DataSource) {
  await execute(
    db,
    `INSERT INTO animals (name, species, sex, status, created_at)
     SELECT ($1::text[])[1 + g % array_length($1::text[], 1)] || ' ' || g,
            (ARRAY['Chomik syryjski','Świnka morska','Królik','Mysz','Szczur','Myszoskoczek','Szynszyla','Żółw'])[1 + g % 8],
            CASE WHEN g % 2 = 0 THEN 'Samiec' ELSE 'Samica' END, 'Dostępny', now() - g * interval '3 hours'
     FROM generate_series(1, $2::int) g`,
    [PETS, ANIMALS],
  );
  await execute(
    db,
    `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, created_at)
     SELECT (ARRAY['Chomik syryjski','Świnka morska','Królik','Mysz','Szczur','Myszoskoczek','Szynszyla','Żółw'])[1 + (g * 7) % 8],
            f, l, lower(translate(f || '.' || l, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzACELNOSZZ')) || g || '@example.com',
            '+48' || (500000000 + (g * 7919) % 400000000)::text, '00-' || lpad((g % 1000)::text, 3, '0'), 'Miasto',
            created, created
     FROM (
       SELECT g, ($1::text[])[1 + g % array_length($1::text[], 1)] AS f, ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)] AS l,
              now() - (g * interval '15 minutes') AS created
       FROM generate_series(1, $3::int) g
     ) people`,
    [FIRST, LAST, SURVEYS],
  );
  // POST /survey upserts the adopter of every survey (by e-mail): one adopter per survey here.
  await execute(db, `
    INSERT INTO adopters (first_name, last_name, email, phone, zip, city, created_at, updated_at)
    SELECT first_name, last_name, email, phone, zip, city, created_at, created_at FROM surveys
    ON CONFLICT DO NOTHING`);
  // 70 % of surveys chose 1-2 animals of their species.
  await execute(db, `
    INSERT INTO survey_animals (survey_id, animal_id)
    SELECT DISTINCT s.id, a.id
    FROM surveys s
    CROSS JOIN LATERAL (SELECT generate_series(1, 1 + s.id % 2) AS k) pick
    JOIN LATERAL (
      SELECT id FROM animals WHERE species = s.species ORDER BY id OFFSET (abs(hashint4(s.id * 3 + pick.k)) % 450) LIMIT 1
    ) a ON true
    WHERE s.id % 10 < 7`);
  // Adoptions: 1,500 animals adopted through recent surveys (done), 500 cancelled before that.
  await execute(db, `
    WITH picks AS (
      SELECT DISTINCT ON (sa.animal_id) sa.animal_id, sa.survey_id
      FROM survey_animals sa ORDER BY sa.animal_id, sa.survey_id DESC
    ), numbered AS (SELECT animal_id, survey_id, row_number() OVER (ORDER BY animal_id) AS n FROM picks)
    INSERT INTO adopters (first_name, last_name, email, phone, zip, city)
    SELECT s.first_name, s.last_name, s.email, s.phone, s.zip, s.city
    FROM numbered JOIN surveys s ON s.id = numbered.survey_id WHERE n <= 2000
    ON CONFLICT DO NOTHING`);
  await execute(db, `
    WITH picks AS (
      SELECT DISTINCT ON (sa.animal_id) sa.animal_id, sa.survey_id
      FROM survey_animals sa ORDER BY sa.animal_id, sa.survey_id DESC
    ), numbered AS (SELECT animal_id, survey_id, row_number() OVER (ORDER BY animal_id) AS n FROM picks)
    INSERT INTO adoptions (animal_id, survey_id, adopter_id, adopted_at, cancelled_at)
    SELECT numbered.animal_id, numbered.survey_id, ad.id, now() - interval '10 days',
           CASE WHEN n > 1500 THEN now() - interval '5 days' END
    FROM numbered JOIN surveys s ON s.id = numbered.survey_id JOIN adopters ad ON lower(ad.email) = lower(s.email)
    WHERE n <= 2000`);
  await execute(db, `UPDATE animals SET status = 'Adoptowany' WHERE id IN (SELECT animal_id FROM adoptions WHERE cancelled_at IS NULL)`);
  // Reservations: 400 active on still available animals, 3,000 released in the past.
  await execute(db, `
    WITH picks AS (
      SELECT DISTINCT ON (sa.animal_id) sa.animal_id, sa.survey_id
      FROM survey_animals sa JOIN animals a ON a.id = sa.animal_id AND a.status = 'Dostępny'
      ORDER BY sa.animal_id, sa.survey_id
    )
    INSERT INTO reservations (animal_id, survey_id, created_at)
    SELECT animal_id, survey_id, now() - interval '2 days' FROM picks LIMIT 400`);
  await execute(db, `UPDATE animals SET status = 'Zarezerwowany' WHERE id IN (SELECT animal_id FROM reservations WHERE released_at IS NULL)`);
  await execute(db, `
    INSERT INTO reservations (animal_id, survey_id, created_at, released_at, release_reason)
    SELECT sa.animal_id, sa.survey_id, now() - interval '30 days', now() - interval '20 days', 'unreserved'
    FROM survey_animals sa WHERE sa.survey_id % 23 = 0 LIMIT 3000`);
  await execute(db, `VACUUM ANALYZE`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
