/**
 * Public API benchmark (issue 3): loads N animals with images into a scratch database, then
 * measures GET /api/animals/available (no filter and with filters) and GET /api/animals/:id with
 * wrk or autocannon (load.ts) at 64 connections (in a child process) against the server as main.ts runs it (fast
 * path, then Express), Express alone, and a bare Node http server that returns the same response
 * bytes (the ceiling on this machine).
 *
 *   npm run bench:public -w server              (N = 5000, 8 s per run)
 *   BENCH_ANIMALS=1000 BENCH_SECONDS=5 npm run bench:public -w server
 *   BENCH_QUICK=1 (1000 animals, 3 s), BENCH_JSON=path (figures as JSON), BENCH_PG_PORT (embedded PostgreSQL),
 *   BENCH_LOG=1 (request log on, to /dev/null), BENCH_ROUNDS=n (interleaved rounds, median kept; default 1)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { SPECIES } from '@pets/shared';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { withFastPath } from '../src/http/fast-path.js';
import { createEventBus } from '../src/modules/events/event-bus.js';
import { ingestImage } from '../src/modules/images/image-pipeline.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { load, LOAD_GENERATOR, type LoadResult } from './load.js';
import { execute, queryOne } from '../src/db/sql.js';

const ANIMALS = Number(process.env.BENCH_ANIMALS ?? bySize({ tiny: 30, quick: 1000, full: 5000 }));
const SECONDS = Number(process.env.BENCH_SECONDS ?? bySize({ tiny: 1, quick: 3, full: 8 }));
const LOG = process.env.BENCH_LOG === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

async function seed(db: DataSource): Promise<number> {
  const started = performance.now();
  await execute(
    db,
    `INSERT INTO animals (name, species, sex, birth_date, neutered, status, description, health, rainbow_bridge, created_at)
     SELECT 'Zwierzak ' || g,
            ($1::text[])[1 + g % 10],
            CASE WHEN g % 2 = 0 THEN 'Samiec' ELSE 'Samica' END,
            date '2020-01-01' + (g % 2000),
            g % 3 = 0,
            -- An animal over the rainbow bridge is never available (chk_animals_tm_not_available).
            CASE WHEN g % 50 = 0 THEN 'Wstrzymany' ELSE (ARRAY['Dostępny','Dostępny','Dostępny','Zarezerwowany','Wstrzymany','Adoptowany'])[1 + g % 6] END,
            repeat('Opis zwierzaka z kilkoma akapitami. ', 20),
            'Zdrowy',
            g % 50 = 0,
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $2) AS g`,
    [SPECIES, ANIMALS],
  );
  // A few real images, shared by content across animals (names are unique per animal).
  const images = await Promise.all(
    Array.from({ length: 8 }, async (_, index) =>
      ingestImage(await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 30 * index, g: 180, b: 120 } } }).jpeg().toBuffer(), { effort: 1 }),
    ),
  );
  for (const [index, image] of images.entries()) {
    await execute(
      db,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes, position)
       SELECT a.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0
       FROM animals a WHERE a.id % 8 = $15`,
      [image.filename, image.contentType, image.original, image.fullWebp, image.cardWebp, image.width, image.height,
        image.fullWidth, image.fullHeight, image.cardWidth, image.cardHeight, image.original.length, image.fullWebp.length, image.cardWebp.length, index],
    );
  }
  await execute(db, `UPDATE animals a SET cover_image_id = i.id FROM images i WHERE i.animal_id = a.id`);
  await execute(db, 'ANALYZE');
  return Math.round(performance.now() - started);
}

/** A bare Node server answering each path with the bytes and headers (all of them) the app gave for it. */
async function startBareServer(responses: Map<string, { body: Buffer; headers: Record<string, string> }>) {
  const server = http.createServer((req, res) => {
    const hit = responses.get(req.url ?? '');
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, hit.headers).end(hit.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fetches a path raw (no decompression) to capture exactly what a browser receives. */
function capture(baseUrl: string, path: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          // Every header the app sent (security headers included), but the clock and the connection ones.
          const perResponse = ['date', 'connection', 'keep-alive'];
          const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perResponse.includes(name)).map(([name, value]) => [name, String(value)]));
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

const format = (result: LoadResult & { cpuMicrosPerRequest: number }) => `${result.requestsPerSecond.toLocaleString('en')} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.cpuMicrosPerRequest} µs CPU/req${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`;

type ServerRun = LoadResult & { cpuMicrosPerRequest: number };

/**
 * One load run, with the CPU time this process (where the servers run) spent per response: unlike
 * throughput, it hardly depends on what else the machine is doing.
 */
async function measured(url: string, options: Parameters<typeof load>[1]): Promise<ServerRun> {
  const before = process.cpuUsage();
  const result = await load(url, options);
  const used = process.cpuUsage(before);
  return { ...result, cpuMicrosPerRequest: Math.round((used.user + used.system) / Math.max(1, result.requests)) };
}

/** The run with the median throughput (its latencies come with it). */
const median = (results: ServerRun[]) => [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((results.length - 1) / 2)] as ServerRun;

async function listenOn(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function main() {
  const database = await openBenchDatabase('pets_bench_public');
  const seedMs = await seed(database.dataSource);
  // BENCH_LOG=1: the one-line-per-request log on (written to /dev/null), to see what logging costs.
  const logger = LOG ? pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: true })) : pino({ level: 'silent' });
  const events = createEventBus(database.dataSource, logger);
  const app = createApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), logger, dataSource: database.dataSource, sessionSecret: 'bench', events });
  // The server as main.ts runs it (fast path, then Express) and, for comparison, Express alone.
  const served = await listenOn(withFastPath(app));
  const expressOnly = await listenOn(app);

  const { id } = await queryOne<{ id: number }>(database.dataSource, `SELECT id FROM animals WHERE status = 'Dostępny' AND NOT rainbow_bridge LIMIT 1`);
  const routes = [
    ['list, no filter', '/api/animals/available'],
    ['list, species + sex filter', `/api/animals/available?gatunek=${encodeURIComponent('Królik,Świnka morska')}&plec=Samica`],
    ['list, all four filters', `/api/animals/available?gatunek=${encodeURIComponent('Szczur')}&plec=Samiec&kastracja=Tak&status=${encodeURIComponent('Dostępny')}`],
    ['one animal', `/api/animals/${id}`],
  ] as const;

  const responses = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const [, path] of routes) responses.set(path, await capture(served.url, path));
  const bare = await startBareServer(responses);

  // Every server runs in this process and the load generator in a child process, one after the other.
  const results = [];
  for (const [label, path] of routes) {
    const options = { durationSeconds: SECONDS, headers: BROWSER_HEADERS };
    // Rounds interleave the three servers, so a burst of other work on the machine hits all of them.
    const runs: { app: ServerRun[]; express: ServerRun[]; bare: ServerRun[] } = { app: [], express: [], bare: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.app.push(await measured(`${served.url}${path}`, options));
      runs.express.push(await measured(`${expressOnly.url}${path}`, options));
      runs.bare.push(await measured(`${bare.url}${path}`, options));
    }
    const [appResult, expressResult, bareResult] = [median(runs.app), median(runs.express), median(runs.bare)];
    results.push({
      route: label,
      path,
      bodyBytes: responses.get(path)?.body.length ?? 0,
      app: appResult,
      expressOnly: expressResult,
      bare: bareResult,
      appShareOfBare: Math.round((appResult.requestsPerSecond / bareResult.requestsPerSecond) * 100),
      expressShareOfBare: Math.round((expressResult.requestsPerSecond / bareResult.requestsPerSecond) * 100),
    });
  }

  console.log(`\n## Public API benchmark\n\n${ANIMALS} animals with images (seeded in ${seedMs} ms), 64 connections, ${SECONDS} s per run${ROUNDS > 1 ? `, median of ${ROUNDS} interleaved rounds` : ''}, gzip accepted, request log ${LOG ? 'on (to /dev/null)' : 'off'}, ${LOAD_GENERATOR} in a child process.\n`);
  console.log('| route | body | app (fast path + Express) | Express alone | bare Node ceiling | app / ceiling | Express / ceiling |\n|---|---|---|---|---|---|---|');
  for (const row of results) {
    console.log(`| ${row.route} | ${row.bodyBytes.toLocaleString('en')} B | ${format(row.app)} | ${format(row.expressOnly)} | ${format(row.bare)} | ${row.appShareOfBare}% | ${row.expressShareOfBare}% |`);
  }
  writeBenchJson('public-api', { animals: ANIMALS, seconds: SECONDS, connections: 64, loadGenerator: LOAD_GENERATOR, rounds: ROUNDS, requestLog: LOG, seedMs, postgres: database.serverVersion, routes: results });

  await bare.close();
  await expressOnly.close();
  await served.close();
  await events.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
