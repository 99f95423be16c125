// `npm run bench`: every benchmark, one after the other, and ONE Markdown report built from their
// JSON results (BENCH_JSON), with the machine they ran on. The report path is printed at the end.
//
//   npm run bench                       full run (5,000 animals, 100,000 surveys, 10 photos)
//   BENCH_QUICK=1 npm run bench         smaller data and shorter runs, a few minutes
//   BENCH_TINY=1 npm run bench          a few rows, one short run of each: what `npm test` runs so
//                                       that no benchmark can rot (its figures mean nothing)
//
// Options (environment): BENCH_SKIP_BUILD=1 reuses apps/web/dist and server/dist as they are;
// BENCH_ONLY=public,surveys,care,foster,images,contract,render,export,backup,bundle,restart,lighthouse runs a subset; BENCH_PG_PORT (embedded
// PostgreSQL of the database benchmarks, default 5461); BENCH_SERVER_PORT and
// BENCH_SERVER_PG_PORT (the demo server Lighthouse measures, default 3290 and 5490);
// BENCH_RESULTS_DIR (default bench-results). DATABASE_URL is passed on as the benchmarks read it.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReport } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TINY = process.env.BENCH_TINY === '1';
const QUICK = TINY || process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? 3290);
const SERVER_PG_PORT = Number(process.env.BENCH_SERVER_PG_PORT ?? 5490);
const RESULTS_DIR = path.resolve(ROOT, process.env.BENCH_RESULTS_DIR ?? 'bench-results');
const startedAt = new Date();
const stamp = startedAt.toISOString().slice(0, 19).replace(/:/g, '-');
const runDir = path.join(RESULTS_DIR, `run-${stamp}`);
mkdirSync(runDir, { recursive: true });

/** Runs a command with its output on the terminal; resolves with the exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built server with the demo content on a scratch data folder, for Lighthouse. */
async function startDemoServer() {
  const dataDir = path.join(ROOT, '.data-test', `bench-server-${SERVER_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const log = createWriteStream(path.join(runDir, 'lighthouse-server.log'));
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(SERVER_PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(SERVER_PG_PORT), SEED_DEMO: '1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.on('exit', () => (exited = true));
  const baseUrl = `http://127.0.0.1:${SERVER_PORT}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !exited) {
    const ready = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (ready) break;
    await sleep(500);
  }
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let waited = 0; waited < 20_000 && !exited; waited += 200) await sleep(200);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (exited || Date.now() >= deadline) {
    await stop();
    throw new Error(`the demo server did not become ready (log: ${path.relative(ROOT, path.join(runDir, 'lighthouse-server.log'))})`);
  }
  return { baseUrl, stop };
}

const jsonOf = (name) => path.join(runDir, `${name}.json`);

const steps = [
  { name: 'public', title: 'Public API vs bare Node', command: ['npm', ['run', 'bench:public', '-w', 'server']], json: 'public-api' },
  { name: 'surveys', title: 'Admin survey list', command: ['npm', ['run', 'bench:surveys', '-w', 'server']], json: 'survey-list' },
  { name: 'care', title: 'Care record at a large foundation', command: ['npm', ['run', 'bench:care', '-w', 'server']], json: 'care-record' },
  { name: 'foster', title: 'Foster homes at a large foundation', command: ['npm', ['run', 'bench:foster', '-w', 'server']], json: 'foster' },
  { name: 'images', title: 'Image pipeline', command: ['npm', ['run', 'bench:images', '-w', 'server']], json: 'image-pipeline' },
  { name: 'contract', title: 'Contract PDF', command: ['npm', ['run', 'bench:contract', '-w', 'server']] },
  { name: 'render', title: 'Worst-case contracts and pages vs /api/health', command: ['npm', ['run', 'bench:render', '-w', 'server']] },
  { name: 'export', title: 'Survey export', command: ['npm', ['run', 'bench:export', '-w', 'server']] },
  { name: 'backup', title: 'Backup and restore', command: ['npm', ['run', 'bench:backup', '-w', 'server']] },
  {
    name: 'build',
    title: 'Build (web and server)',
    skip: process.env.BENCH_SKIP_BUILD === '1' ? 'BENCH_SKIP_BUILD=1' : undefined,
    async execute() {
      const web = await run('npm', ['run', 'build', '-w', 'apps/web']);
      return web === 0 ? run('npm', ['run', 'build', '-w', 'server']) : web;
    },
  },
  { name: 'bundle', title: 'Web bundle sizes', command: [process.execPath, ['scripts/bench/bundle-sizes.mjs']], json: 'bundle-sizes' },
  {
    name: 'restart',
    title: 'Restart time',
    // The first start (fresh database, demo content) is not counted; then this many restarts.
    command: [process.execPath, ['scripts/bench/restart-time.mjs', TINY ? '1' : QUICK ? '3' : '5']],
  },
  {
    name: 'lighthouse',
    title: 'Lighthouse',
    json: 'lighthouse',
    async execute(env) {
      const server = await startDemoServer();
      try {
        // Single Lighthouse runs are noisy: a full run takes the median of three per page.
        const runs = process.env.LIGHTHOUSE_RUNS ?? (QUICK ? '1' : '3');
        const pages = TINY ? { LIGHTHOUSE_PAGES: process.env.LIGHTHOUSE_PAGES ?? '/' } : {};
        return await run(process.execPath, ['scripts/bench/lighthouse.mjs'], { ...env, ...pages, BASE_URL: server.baseUrl, LIGHTHOUSE_RUNS: runs });
      } finally {
        await server.stop();
      }
    },
  },
];

// Chromium for Lighthouse, wrk for the load runs (autocannon stands in when it cannot be installed).
if ((await run('bash', ['scripts/ensure-system-deps.sh', 'bench'])) !== 0) console.warn('System packages missing: the public API benchmark falls back to autocannon.');

const outcomes = [];
for (const step of steps) {
  const skipped = step.skip ?? (ONLY && step.name !== 'build' && !ONLY.has(step.name) ? 'not in BENCH_ONLY' : undefined);
  if (skipped) {
    outcomes.push({ name: step.name, title: step.title, status: 'skipped', note: skipped });
    continue;
  }
  console.log(`\n=== ${step.title} ===`);
  const env = step.json ? { BENCH_JSON: jsonOf(step.json) } : {};
  const started = performance.now();
  let code;
  let note;
  try {
    code = step.execute ? await step.execute(env) : await run(step.command[0], step.command[1], env);
  } catch (error) {
    code = 1;
    note = error.message;
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  outcomes.push({ name: step.name, title: step.title, status: code === 0 ? 'ok' : 'failed', seconds, note: note ?? (code === 0 ? undefined : `exit code ${code}`) });
}

const results = Object.fromEntries(
  steps.filter((step) => step.json && existsSync(jsonOf(step.json))).map((step) => [step.json, JSON.parse(readFileSync(jsonOf(step.json), 'utf8'))]),
);

const commandOutput = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  os: `${os.type()} ${os.release()} (${os.arch()})`,
  node: process.version,
  postgres: results['public-api']?.results.postgres ?? results['survey-list']?.results.postgres ?? 'not measured',
  chromium: commandOutput(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version']) ?? 'not found',
  loadAverageAtStart: os.loadavg().map((value) => value.toFixed(2)).join(' / '),
  commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown',
  uncommittedChanges: (commandOutput('git', ['status', '--porcelain']) ?? '') !== '',
};

const reportPath = path.join(RESULTS_DIR, `report-${stamp}.md`);
writeFileSync(reportPath, renderReport({ startedAt, finishedAt: new Date(), quick: QUICK, tiny: TINY, machine, outcomes, results, runDir: path.relative(ROOT, runDir) }));
console.log(`\nReport: ${path.relative(process.cwd(), reportPath)}`);
if (outcomes.some((outcome) => outcome.status === 'failed')) process.exitCode = 1;
