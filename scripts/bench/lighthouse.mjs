// Lighthouse (mobile preset: emulated phone, slow 4G, 4x CPU slowdown) on the public pages,
// run in Debian Chromium against a server that is already running (BASE_URL, default
// http://127.0.0.1:3000). Prints performance score, LCP and CLS per page; targets from issue 3:
// score >= 95, LCP < 2.0 s, CLS < 0.05.
//
//   npm start            (in another terminal)
//   npm run bench:lighthouse
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
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${BASE_URL}${page}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const audits = result.lhr.audits;
    const score = Math.round((result.lhr.categories.performance.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint'].numericValue / 1000;
    const cls = audits['cumulative-layout-shift'].numericValue;
    const tbt = audits['total-blocking-time'].numericValue;
    const ok = score >= 95 && lcp < 2 && cls < 0.05;
    rows.push(`| ${page} | ${score} | ${lcp.toFixed(2)} s | ${cls.toFixed(3)} | ${Math.round(tbt)} ms | ${ok ? 'met' : 'NOT met'} |`);
  }
} finally {
  await chrome.kill();
}

console.log(`\n## Lighthouse (mobile preset) against ${BASE_URL}\n`);
console.log('| page | performance | LCP | CLS | TBT | target |\n|---|---|---|---|---|---|');
console.log(rows.join('\n'));
