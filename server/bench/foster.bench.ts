/**
 * Benchmark of the foster homes (issue 33, item 9) at a large foundation's size.
 *
 *   npm run bench:foster -w server                    (a throwaway embedded PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:foster -w server   (a scratch database on that server)
 *
 * Seeds HOMES (default 300) foster homes, each with a live carer's link and some with an
 * unavailable period; ANIMALS (3,000) animals living in them, each with 2–5 dated moves (back and
 * forth with the foundation, the last into its home now), a health history, weighings and a
 * vaccination due tomorrow with its task; REPORTS (20,000) carers' reports. Then:
 * - times the nightly reminder job (createFosterRemindersJob(…).runNow(): every animal has an item
 *   due tomorrow, so every home gets its e-mail), its worst case;
 * - times, RUNS times each through HTTP against the real app (a signed-in administrator for the
 *   staff endpoints), the foster-home list, an animal's placement history (a different animal each
 *   time), one home's page with its carers' latest reports, and the carer's page behind a link;
 * and prints p50/p95/p99 in ms, with a signed-in GET /api/auth/me as the floor of an HTTP request on this
 * machine at the time (on a shared machine, most of a miss is that floor). Targets: p95 < 50 ms, the job < 5 s.
 * BENCH_QUICK=1 / BENCH_TINY=1: smaller; BENCH_JSON=path writes the figures as JSON.
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { todayInPoland } from '@pets/shared';
import { ensureAdmin } from '../src/modules/accounts/admin-users.js';
import { dayAfter } from '../src/modules/foster/foster-reminders.js';
import { createFosterRemindersJob } from '../src/modules/foster/foster-reminders-job.js';
import { createOutbox } from '../src/modules/mail/outbox.js';
import { issuePersonalLink } from '../src/modules/personal-links/personal-links.js';
import { healthTaskTitle } from '../src/modules/tasks/health-tasks.js';
import { startTestApp, testAppConfig } from '../test/app-harness.js';
import { HttpClient } from '../test/http-client.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { execute, queryOne, queryRows } from '../src/db/sql.js';

const HOMES = Number(process.env.HOMES ?? bySize({ tiny: 5, quick: 100, full: 300 }));
const ANIMALS = Number(process.env.ANIMALS ?? bySize({ tiny: 40, quick: 1_000, full: 3_000 }));
const REPORTS = Number(process.env.REPORTS ?? bySize({ tiny: 200, quick: 5_000, full: 20_000 }));
const RUNS = Number(process.env.RUNS ?? bySize({ tiny: 2, quick: 15, full: 60 }));
const name = `pets_bench_foster_${randomBytes(3).toString('hex')}`;
const logger = pino({ level: 'silent' });

const SPECIES = ['Chomik syryjski', 'Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Szynszyla'];
const FIRST = ['Anna', 'Łucja', 'Żaneta', 'Małgorzata', 'Piotr', 'Paweł', 'Zofia', 'Jan', 'Ewa', 'Kinga'];
const LAST = ['Kowalska', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Dąbrowska', 'Mazur', 'Śliwińska'];
const CITIES = ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Lublin'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Three warm-up calls, then RUNS timed ones; `work` gets the run's number (to vary the animal asked for). */
async function timed(label: string, work: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await work(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work(i + 3);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { scenario: label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  console.log(`${label.padEnd(66)} ${row.p50.toFixed(2).padStart(7)} ${row.p95.toFixed(2).padStart(7)} ${row.p99.toFixed(2).padStart(7)}`);
  return row;
}

/** A GET that must answer 200 with JSON; the body is read, as a browser would. */
async function getJson(client: HttpClient, path: string): Promise<unknown> {
  const response = await client.get(path);
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/**
 * Homes taking two species each; animals spread evenly over them (of a species their home takes),
 * each with 2–5 moves, the last into its home now; carers' reports spread over the animals and a
 * year; a health history per animal with a vaccination due tomorrow and its task; weighings.
 */
async function seed(db: DataSource, adminId: number, tomorrow: string) {
  await execute(
    db,
    `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity, notes, created_at, last_activity_at)
     SELECT ($2::text[])[1 + g % array_length($2::text[], 1)], ($3::text[])[1 + (g / 10) % array_length($3::text[], 1)],
            'dt' || g || '@example.com', '6' || lpad((g * 7919 % 100000000)::text, 8, '0'),
            lpad((g % 100)::text, 2, '0') || '-' || lpad((g % 1000)::text, 3, '0'), ($4::text[])[1 + g % array_length($4::text[], 1)],
            ARRAY[($5::text[])[1 + g % 6], ($5::text[])[1 + (g + 2) % 6]], 10 + g % 6, 'Dom z ogrodem, bez innych zwierząt',
            now() - (g % 700) * interval '1 day', now() - (g % 30) * interval '1 day'
     FROM generate_series(1, $1::int) g`,
    [HOMES, FIRST, LAST, CITIES, SPECIES],
  );
  // The homes numbered 0..HOMES-1 in id order, so every other statement can pick one by arithmetic.
  await execute(db, `CREATE TEMP TABLE bench_homes AS SELECT id, species, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM foster_homes`);
  await execute(
    db,
    `INSERT INTO foster_unavailable (foster_home_id, starts_on, ends_on, note)
     SELECT id, current_date + 20 + n % 60, current_date + 34 + n % 60, 'Urlop' FROM bench_homes WHERE n % 3 = 0`,
  );
  await execute(
    db,
    `INSERT INTO animals (name, species, sex, status, intake_date, created_at, foster_home_id)
     SELECT 'Zwierzak ' || g, h.species[1 + g % 2], CASE WHEN g % 2 = 0 THEN 'Samiec' ELSE 'Samica' END, 'Dostępny',
            current_date - 400 - (g % 300), now() - (400 + g % 300) * interval '1 day', h.id
     FROM generate_series(1, $1::int) g JOIN bench_homes h ON h.n = g % $2::int`,
    [ANIMALS, HOMES],
  );
  // 2–5 moves per animal, 60 days apart: odd steps before the last back to the foundation, even ones to another home.
  await execute(
    db,
    `INSERT INTO animal_placements (animal_id, foster_home_id, starts_on, note, created_by, created_at)
     SELECT a.id,
            CASE WHEN s.k = s.total THEN a.foster_home_id WHEN (s.total - s.k) % 2 = 1 THEN NULL ELSE other.id END,
            current_date - (s.total - s.k) * 60 - a.id % 30,
            CASE WHEN s.k = s.total THEN 'Do domu tymczasowego' WHEN (s.total - s.k) % 2 = 1 THEN 'Powrót do fundacji' ELSE '' END,
            $1, now() - ((s.total - s.k) * 60 + a.id % 30) * interval '1 day'
     FROM animals a
     CROSS JOIN LATERAL (SELECT k, 2 + a.id % 4 AS total FROM generate_series(1, 2 + a.id % 4) k) s
     JOIN bench_homes other ON other.n = (a.id * 7 + s.k) % $2::int
     ORDER BY a.id, s.k`,
    [adminId, HOMES],
  );
  await execute(
    db,
    `INSERT INTO foster_reports (foster_home_id, animal_id, kind, text, created_at)
     SELECT a.foster_home_id, a.id, (ARRAY['notatka','waga','zdjecie','notatka','problem'])[1 + g % 5],
            (ARRAY['Je dobrze, chętnie wychodzi z domku.','250 g','2 zdjęcia do zatwierdzenia','Trochę kicha od wczoraj, obserwuję.','Nie je od rana, brzuszek twardy.'])[1 + g % 5],
            now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour'
     FROM generate_series(1, $1::int) g JOIN animals a ON a.id = (SELECT min(id) FROM animals) + g % $2::int`,
    [REPORTS, ANIMALS],
  );
  // A health history per animal (its old next-due dates done), one vaccination due tomorrow (the reminders'
  // item) and one deworming due within the carer's page's two weeks.
  await execute(
    db,
    `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, next_due)
     SELECT a.id, (ARRAY['odrobaczanie','wizyta','badanie','lek'])[1 + k % 4], current_date - 30 * k - a.id % 20,
            (ARRAY['Fenbendazol','Przegląd','Morfologia','Metacam'])[1 + k % 4], 4000 + k * 500,
            CASE WHEN k % 2 = 0 THEN current_date - 30 * k + 10 END
     FROM animals a CROSS JOIN generate_series(1, 4) k`,
  );
  await execute(
    db,
    `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, next_due)
     SELECT a.id, 'szczepienie', $1::date - 365, 'RHD1 i RHD2', 9000, $1::date FROM animals a
     UNION ALL
     SELECT a.id, 'odrobaczanie', current_date - 80, 'Fenbendazol', 2500, current_date + 3 + a.id % 10 FROM animals a`,
    [tomorrow],
  );
  await execute(
    db,
    `INSERT INTO tasks (title, due, source, animal_id, health_entry_id, done_at, created_at)
     SELECT CASE e.type WHEN 'szczepienie' THEN $1 WHEN 'odrobaczanie' THEN $2 ELSE $3 END, e.next_due, 'zdrowie', e.animal_id, e.id,
            CASE WHEN e.next_due < current_date THEN e.next_due + interval '10 hours' END, now() - interval '30 days'
     FROM health_entries e WHERE e.next_due IS NOT NULL`,
    [healthTaskTitle('szczepienie', 'RHD1 i RHD2'), healthTaskTitle('odrobaczanie', 'Fenbendazol'), healthTaskTitle('wizyta', 'Przegląd')],
  );
  await execute(
    db,
    `INSERT INTO weights (animal_id, date, grams)
     SELECT a.id, current_date - 14 * k - a.id % 7, 300 + (a.id * 37 + k * 11) % 1500
     FROM animals a CROSS JOIN generate_series(0, 9) k
     ON CONFLICT (animal_id, date) DO NOTHING`,
  );
  // Every carer has had a link for a while (the list shows when it was sent and last used).
  await execute(
    db,
    `INSERT INTO personal_links (purpose, subject_id, token_hash, created_at, last_used_at, idle_days)
     SELECT 'dt', id, encode(sha256(convert_to('bench-' || id || '-' || $1::text, 'UTF8')), 'hex'), now() - interval '60 days',
            now() - (n % 20) * interval '1 day', 180
     FROM bench_homes`,
    [name],
  );
  await execute(db, 'DROP TABLE bench_homes');
  await execute(db, 'VACUUM ANALYZE');
}

async function main() {
  console.log(
    `Scratch database ${name} (${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'}) · ${HOMES} homes, ${ANIMALS} animals placed, ${REPORTS} carers' reports`,
  );
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  const server = await startTestApp(db);
  try {
    const { id: adminId } = await ensureAdmin(db, 'bench', 'haslo-benchmarku-123');
    const tomorrow = dayAfter(todayInPoland());
    const seeded = performance.now();
    await seed(db, adminId, tomorrow);
    const counts = await queryOne<{ placements: number; reports: number; due: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM animal_placements) AS placements, (SELECT count(*)::int FROM foster_reports) AS reports,
              (SELECT count(*)::int FROM tasks WHERE due = $1::date AND done_at IS NULL) AS due`,
      [tomorrow],
    );
    console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s: ${counts.placements} dated moves, ${counts.reports} reports, ${counts.due} health items due tomorrow`);

    // The carer's link of the home the page is measured on, issued as staff's "Wyślij link" does.
    const portalHome = await queryOne<{ id: number; animals: number }>(
      db,
      `SELECT fh.id, count(a.id)::int AS animals FROM foster_homes fh JOIN animals a ON a.foster_home_id = fh.id GROUP BY fh.id ORDER BY count(a.id) DESC, fh.id LIMIT 1`,
    );
    const { token } = await db.transaction((manager) => issuePersonalLink(manager, { purpose: 'dt', subjectId: portalHome.id, idleDays: 180, clock: () => new Date() }));

    const outbox = createOutbox({ db, config: testAppConfig().mail, logger, send: undefined });
    const job = createFosterRemindersJob({ db, outbox, reminders: { origin: 'http://127.0.0.1', foundationName: async () => 'Fundacja Małe Łapki' }, logger });
    const jobStarted = performance.now();
    const outcome = await job.runNow();
    const jobMs = performance.now() - jobStarted;
    await job.stop();
    if (!outcome.ran) throw new Error(`the reminder job did not run (${outcome.reason})`);
    const { sent, items } = outcome.summary as { sent: number; items: number };
    if (sent !== HOMES || items !== ANIMALS) throw new Error(`the reminder job sent ${sent} e-mails of ${items} items; expected ${HOMES} of ${ANIMALS}`);
    console.log(`Reminder job: ${sent} e-mails of ${items} items due tomorrow in ${(jobMs / 1000).toFixed(2)} s (target < 5 s)`);
    await execute(db, 'ANALYZE');

    const staff = new HttpClient(server.baseUrl);
    const login = await staff.post('/api/auth/login', { username: 'bench', password: 'haslo-benchmarku-123' });
    if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`);
    const carer = new HttpClient(server.baseUrl);
    // The animals with the longest histories (5 moves: id % 4 = 3), a different one each run.
    const longest = (await queryRows<{ id: number }>(db, `SELECT id FROM animals WHERE id % 4 = 3 ORDER BY id`)).map((row) => row.id);
    const animalFor = (run: number) => longest[run % longest.length]!;
    const homes = (await getJson(staff, '/api/foster/homes')) as unknown[];
    if (homes.length !== HOMES) throw new Error(`GET /api/foster/homes answered ${homes.length} homes, expected ${HOMES}`);
    const page = (await getJson(carer, `/api/foster/portal/${token}`)) as { animals: unknown[] };
    if (page.animals.length !== portalHome.animals) throw new Error(`the carer's page shows ${page.animals.length} animals, expected ${portalHome.animals}`);

    console.log(`\n${'scenario'.padEnd(66)}  p50 ms  p95 ms  p99 ms`);
    const rows = [
      await timed(`foster-home list (GET /api/foster/homes, ${HOMES})`, () => getJson(staff, '/api/foster/homes')),
      await timed('  every home (GET /api/foster/homes?status=wszystkie)', () => getJson(staff, '/api/foster/homes?status=wszystkie')),
      await timed("an animal's moves (GET /api/animals/:id/placement)", (run) => getJson(staff, `/api/animals/${animalFor(run)}/placement`)),
      await timed(`carer's page (GET /api/foster/portal/:token, ${portalHome.animals} animals)`, () => getJson(carer, `/api/foster/portal/${token}`)),
      await timed("  one home's page with its reports (GET /api/foster/homes/:id)", () => getJson(staff, `/api/foster/homes/${portalHome.id}`)),
    ];
    // The floor under this machine's load: a signed-in request that reads next to nothing.
    const floor = await timed('  reference: signed-in GET /api/auth/me', () => getJson(staff, '/api/auth/me'));
    const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nWorst p95: ${worst.p95.toFixed(2)} ms (${worst.scenario}); target < 50 ms: ${worst.p95 < 50 ? 'met' : 'NOT met'}`);
    console.log(`Reminder job: ${(jobMs / 1000).toFixed(2)} s; target < 5 s: ${jobMs < 5000 ? 'met' : 'NOT met'}`);
    writeBenchJson('foster', {
      homes: HOMES,
      animals: ANIMALS,
      placements: counts.placements,
      reports: REPORTS,
      runs: RUNS,
      job: { sent, items, ms: jobMs, targetMs: 5000, met: jobMs < 5000 },
      scenarios: rows,
      reference: floor,
      worstP95: { scenario: worst.scenario, ms: worst.p95, targetMs: 50, met: worst.p95 < 50 },
      postgres: bench.serverVersion,
    });
  } finally {
    await server.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
