// Lighthouse (mobile preset: emulated phone, slow 4G, 4x CPU slowdown) on the public pages,
// run in Debian Chromium against a server that is already running (BASE_URL, default
// http://127.0.0.1:3000). Prints performance score, LCP, CLS and TBT per page; targets from
// issue 31 (issue 3's CLS): median score >= 95, LCP <= 2.5 s, CLS < 0.05. With LIGHTHOUSE_RUNS=n each page is measured n
// times (in turns) and the median of each figure is shown, since a busy machine makes single runs noisy.
//
//   npm start            (in another terminal)
//   npm run bench:lighthouse
//   BASE_URL=http://127.0.0.1:3210 LIGHTHOUSE_PAGES=/,/adoptuje,/zwierzak/1 LIGHTHOUSE_RUNS=3 npm run bench:lighthouse
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
// Every public page of the menu, an animal and a guide (the starter guide 'chomik', published on a fresh install).
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/adoptuje,/zwierzak/1,/wspieram,/abc-adopcji,/baza-wiedzy,/baza-wiedzy/chomik,/kontakt').split(',');
/** Whether a page's medians meet the targets. */
const meetsTargets = ({ score, lcp, cls }) => score >= 95 && lcp <= 2500 && cls < 0.05;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** Measured figures per page: { score, lcp, cls, tbt } per successful run, and the errors. */
const results = new Map(PAGES.map((page) => [page, { runs: [], errors: [] }]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      const result = await lighthouse(`${BASE_URL}${page}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const { audits, categories, runtimeError } = result.lhr;
      const entry = results.get(page);
      const lcp = audits['largest-contentful-paint']?.numericValue;
      if (runtimeError || lcp === undefined) {
        entry.errors.push(runtimeError?.code ?? audits['largest-contentful-paint']?.errorMessage ?? 'not measured');
        continue;
      }
      entry.runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 1,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
      });
    }
  }
} finally {
  await chrome.kill();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const rows = PAGES.map((page) => {
  const { runs, errors } = results.get(page);
  const failed = errors.length > 0 ? ` (${errors.length} failed: ${errors.join(', ')})` : '';
  if (runs.length === 0) return `| ${page} | — | — | — | — | 0 | error${failed} |`;
  const score = median(runs.map((run) => run.score));
  const lcp = median(runs.map((run) => run.lcp));
  const cls = median(runs.map((run) => run.cls));
  const tbt = median(runs.map((run) => run.tbt));
  const ok = meetsTargets({ score, lcp, cls });
  const scores = runs.map((run) => run.score);
  return `| ${page} | ${score} (${Math.min(...scores)}–${Math.max(...scores)}) | ${(lcp / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${tbt.toFixed(0)} ms | ${runs.length} | ${ok ? 'met' : 'NOT met'}${failed} |`;
});

console.log(`\n## Lighthouse (mobile preset) against ${BASE_URL}${RUNS > 1 ? `, median of ${RUNS} runs` : ''}\n`);
console.log('| page | performance (lowest–highest) | LCP | CLS | TBT | runs | target |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));

// The same medians as data, for `npm run bench`'s report (scripts/bench/run-all.mjs).
if (process.env.BENCH_JSON) {
  const pages = PAGES.map((page) => {
    const { runs, errors } = results.get(page);
    if (runs.length === 0) return { page, error: errors.join(', ') || 'not measured', runs: 0 };
    const scores = runs.map((run) => run.score);
    const figures = { score: median(scores), scoreMin: Math.min(...scores), scoreMax: Math.max(...scores), lcpMs: median(runs.map((run) => run.lcp)), cls: median(runs.map((run) => run.cls)), tbtMs: median(runs.map((run) => run.tbt)) };
    return { page, ...figures, runs: runs.length, errors, targetMet: meetsTargets({ score: figures.score, lcp: figures.lcpMs, cls: figures.cls }) };
  });
  mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ benchmark: 'lighthouse', finishedAt: new Date().toISOString(), results: { baseUrl: BASE_URL, runsPerPage: RUNS, pages } }, null, 2)}\n`);
}
