// Lighthouse (mobile preset: emulated phone, slow 4G, 4x CPU slowdown) on the public pages,
// run in Debian Chromium against a server that is already running (BASE_URL, default
// http://127.0.0.1:3000). Prints performance score, LCP and CLS per page; targets from issue 3:
// score >= 95, LCP < 2.0 s, CLS < 0.05.
//
//   npm start            (in another terminal)
//   npm run bench:lighthouse
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/adoptuje').split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows = [];
// The same figures as data, written to BENCH_JSON when set (npm run bench builds its report from it).
const results = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${BASE_URL}${page}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) {
      rows.push(`| ${page} | — | — | — | — | error: ${runtimeError.code} |`);
      results.push({ page, error: runtimeError.code });
      continue;
    }
    const metric = (id) => audits[id]?.numericValue;
    const score = Math.round((categories.performance.score ?? 0) * 100);
    const lcp = metric('largest-contentful-paint');
    const cls = metric('cumulative-layout-shift');
    const tbt = metric('total-blocking-time');
    const show = (value, unit, digits) => (value === undefined ? `n/a (${audits['largest-contentful-paint']?.errorMessage ?? 'not measured'})` : `${(value / unit).toFixed(digits)}`);
    const ok = score >= 95 && lcp !== undefined && lcp < 2000 && (cls ?? 1) < 0.05;
    rows.push(`| ${page} | ${score} | ${show(lcp, 1000, 2)} s | ${show(cls, 1, 3)} | ${show(tbt, 1, 0)} ms | ${ok ? 'met' : 'NOT met'} |`);
    results.push({ page, score, lcpMs: lcp, cls, tbtMs: tbt, targetMet: ok });
  }
} finally {
  await chrome.kill();
}

console.log(`\n## Lighthouse (mobile preset) against ${BASE_URL}\n`);
console.log('| page | performance | LCP | CLS | TBT | target |\n|---|---|---|---|---|---|');
console.log(rows.join('\n'));
if (process.env.BENCH_JSON) {
  mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ benchmark: 'lighthouse', finishedAt: new Date().toISOString(), results: { baseUrl: BASE_URL, pages: results } }, null, 2)}\n`);
}
