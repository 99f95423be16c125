/**
 * Adoption contract generation (issue 20): what GET /api/adoptions/:id/contract.pdf does for a
 * contract of two animals with photos (read the adoption group, the adopter, the animals and
 * their cover photos, WebP -> JPEG, the template, lay out the contract and two care cards), RUNS
 * times (default 20), printing the median and p95 in ms.
 *
 *   npm run bench:contract -w server                 (a throwaway embedded PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:contract -w server
 *
 * The last PDF is written to BENCH_PDF (default .data-test/contract-sample.pdf) to look at.
 * BENCH_JSON=path writes the figures as JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { seedDemoContent } from '../src/db/seed/index.js';
import { documentFacts } from '../src/modules/documents/document-facts.js';
import { foundationSeed } from '../src/modules/foundation/foundation-seed.js';
import { renderPdf } from '../src/modules/documents/pdf-render.js';
import { loadContractData } from '../src/modules/contracts/contract-data.js';
import { contractDocument } from '../src/modules/contracts/contract-document.js';
import { loadContractTemplate } from '../src/modules/contracts/contract-template.store.js';
import { openBenchDatabase } from './bench-db.js';
import { bySize, writeBenchJson } from './bench-output.js';
import { queryRows } from '../src/db/sql.js';

const RUNS = Number(process.env.RUNS ?? bySize({ tiny: 1, quick: 5, full: 20 }));
const OUTPUT = path.resolve(REPO_ROOT, process.env.BENCH_PDF ?? '.data-test/contract-sample.pdf');
const name = `pets_bench_contract_${randomBytes(3).toString('hex')}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function main() {
  const bench = await openBenchDatabase(name);
  const db = bench.dataSource;
  try {
    await seedDemoContent(db);
    // Two available animals of one species with photos, adopted together by a demo adopter.
    const [pair] = await queryRows<{ species: string; ids: number[] }>(
      db,
      `SELECT a.species, (array_agg(a.id ORDER BY a.id))[1:2] AS ids FROM animals a
       WHERE a.status = 'Dostępny' AND EXISTS (SELECT 1 FROM images i WHERE i.animal_id = a.id)
       GROUP BY a.species HAVING count(*) >= 2 ORDER BY a.species LIMIT 1`,
    );
    if (!pair) throw new Error('the demo data has no two available animals of one species with photos');
    const [adopter] = await queryRows<{ id: number }>(db, `SELECT id FROM adopters ORDER BY id LIMIT 1`);
    const [first] = await queryRows<{ id: number }>(
      db,
      `INSERT INTO adoptions (animal_id, adopter_id, adopted_at) SELECT unnest($1::int[]), $2, now() RETURNING id`,
      [pair.ids, adopter!.id],
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FOUNDATION_KRS: '0000987654',
      FOUNDATION_NIP: '525-123-45-60',
      FOUNDATION_REGON: '146789017',
      FOUNDATION_EMAIL: 'adopcje@example.org',
      FOUNDATION_ADDRESS: 'ul. Ogrodowa 7, 30-001 Kraków',
    });
    const facts = documentFacts(config, foundationSeed(config.foundationSeed).settings);

    const generate = async () => {
      const [data, template] = await Promise.all([loadContractData(db, first!.id), loadContractTemplate(db)]);
      return renderPdf(contractDocument(data, facts, template.text), { author: facts.name, issued: new Date() });
    };
    await generate(); // warm-up: font parsing, query plans
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      pdf = await generate();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, pdf);
    const median = Math.round(percentile(times, 50));
    const p95 = Math.round(percentile(times, 95));
    console.log(`\n## Adoption contract\n\n${pair.species}: two animals with photos, contract + two care cards, ${(pdf.length / 1024).toFixed(1)} kB.\n`);
    console.log(`- ${RUNS} runs: median ${median} ms, p95 ${p95} ms, min ${Math.round(times[0] ?? 0)} ms`);
    console.log(`- sample: ${path.relative(REPO_ROOT, OUTPUT)}`);
    writeBenchJson('contract', { runs: RUNS, medianMs: median, p95Ms: p95, bytes: pdf.length });
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
