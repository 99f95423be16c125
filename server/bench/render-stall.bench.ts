/**
 * What staff-written content costs the rest of the server (issue 29, item 4): /api/health
 * latency while worst-case contracts render, and while a worst-case page body is previewed.
 *
 *   npm run bench:render -w server            (a throwaway embedded PostgreSQL)
 *
 * - 5 contract PDFs requested at once with a template of one 19,990-character word (saved
 *   before the template refused such words): each is given up at the render time limit
 *   (15 s; BENCH_TINY 2 s) with a 422, while /api/health is asked every 50 ms;
 * - a page preview of "*a" × 24,500 (the Markdown parser's worst case), the same way.
 * Prints the time each took and the health latency (median, p95, max) meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { ensureAdmin } from '../src/modules/accounts/admin-users.js';
import { execute, queryOne } from '../src/db/sql.js';
import { PDF_TIME_LIMIT_MS, closeRenderPool } from '../src/modules/rendering/render-pool.js';
import { startTestApp } from '../test/app-harness.js';
import { HttpClient } from '../test/http-client.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';

const CONTRACTS = bySize({ tiny: 2, quick: 5, full: 5 });
const PDF_LIMIT_MS = bySize({ tiny: 2_000, quick: PDF_TIME_LIMIT_MS, full: PDF_TIME_LIMIT_MS });
const name = `pets_bench_render_${randomBytes(3).toString('hex')}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Asks /api/health every 50 ms until `work` settles; answers the latencies and how long `work` took. */
async function healthDuring<T>(client: HttpClient, work: () => Promise<T>) {
  const latencies: number[] = [];
  let done = false;
  const started = performance.now();
  const running = work().finally(() => (done = true));
  const probe = (async () => {
    while (!done) {
      const asked = performance.now();
      const response = await client.get('/api/health');
      await response.arrayBuffer();
      latencies.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await running;
  const tookMs = performance.now() - started;
  await probe;
  latencies.sort((a, b) => a - b);
  const figures = { probes: latencies.length, medianMs: Math.round(percentile(latencies, 50)), p95Ms: Math.round(percentile(latencies, 95)), maxMs: Math.round(latencies.at(-1) ?? 0) };
  return { result, tookMs: Math.round(tookMs), health: figures };
}

async function main() {
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  const server = await startTestApp(db, { rendering: { pdfTimeLimitMs: PDF_LIMIT_MS } });
  try {
    await ensureAdmin(db, 'bench', 'haslo-benchmarku-1');
    const admin = new HttpClient(server.baseUrl);
    if ((await admin.post('/api/auth/login', { username: 'bench', password: 'haslo-benchmarku-1' })).status !== 200) throw new Error('sign-in failed');
    const adopter = await queryOne<{ id: number }>(db, `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Ala', 'Nowak', 'ala@example.com', '+48600100200') RETURNING id`);
    const animal = await queryOne<{ id: number }>(db, `INSERT INTO animals (name, species, sex) VALUES ('Pestka', 'Królik', 'Samica') RETURNING id`);
    if ((await admin.post(`/api/adopters/${adopter.id}/adoptions`, { animalId: animal.id })).status !== 201) throw new Error('adoption failed');
    const adoption = await queryOne<{ id: number }>(db, `SELECT id FROM adoptions WHERE animal_id = $1`, [animal.id]);
    // Warm the pool's thread, as a running server's would be.
    await (await admin.get(`/api/adoptions/${adoption.id}/contract.pdf`)).arrayBuffer();

    await execute(db, `INSERT INTO document_templates (key, body) VALUES ('adoption_contract', $1)`, [`# § 1\n${'a'.repeat(19_990)}`]);
    const contracts = await healthDuring(admin, () =>
      Promise.all(Array.from({ length: CONTRACTS }, async () => (await admin.get(`/api/adoptions/${adoption.id}/contract.pdf`)).status)),
    );
    const page = await healthDuring(admin, async () => (await admin.post('/api/content/preview', { body: '*a'.repeat(24_500) })).status);

    console.log('\n## Staff-written content and the rest of the server\n');
    console.log(`- ${CONTRACTS} worst-case contracts at once (limit ${PDF_LIMIT_MS} ms): answered ${contracts.result.join(', ')} after ${contracts.tookMs} ms; /api/health meanwhile: ${contracts.health.probes} probes, median ${contracts.health.medianMs} ms, p95 ${contracts.health.p95Ms} ms, max ${contracts.health.maxMs} ms`);
    console.log(`- worst-case page preview: answered ${page.result} after ${page.tookMs} ms; /api/health meanwhile: ${page.health.probes} probes, median ${page.health.medianMs} ms, p95 ${page.health.p95Ms} ms, max ${page.health.maxMs} ms`);
    writeBenchJson('render-stall', { contracts, page, pdfLimitMs: PDF_LIMIT_MS });
  } finally {
    await server.close();
    await closeRenderPool();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
