// Time from `npm start` to a healthy /api/health, as a restart with nothing changed sees it:
// the first start (build if stale, fresh embedded database, demo content) is not counted.
// Usage: node scripts/bench/restart-time.mjs [runs]   (RESTART_PORT, RESTART_PG_PORT, RESTART_DATA_DIR)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[2] ?? 5);
const port = process.env.RESTART_PORT ?? '3280';
const dataDir = process.env.RESTART_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pets-restart-'));
// mkdtemp makes it private; the embedded PostgreSQL runs as another system user when we are root.
fs.chmodSync(dataDir, 0o755);
// Its own PostgreSQL port, apart from the end-to-end servers' (E2E_PG_PORT 5480 and up), which start right after the benchmarks in `npm test`.
const pgPort = process.env.RESTART_PG_PORT ?? '5471';
const env = { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: pgPort, LOG_LEVEL: 'warn' };

/** Whether something still accepts connections on the port. */
function listening(onPort) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(onPort) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * npm exits before the server's embedded PostgreSQL has finished its shutdown: wait until its port
 * is free, so the next start (or the next step of the test run) never finds it taken.
 */
async function databaseStopped() {
  const until = Date.now() + 30_000;
  while (await listening(pgPort)) {
    if (Date.now() > until) throw new Error(`the embedded PostgreSQL on port ${pgPort} did not stop within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startOnce() {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => (exited ? resolve() : child.once('exit', resolve)));
  await databaseStopped();
  // Someone edited a source meanwhile: that start rebuilt, it is not a restart with nothing changed.
  return { ms, rebuilt: output.includes('Budowanie') };
}

try {
  const first = await startOnce();
  const times = [];
  let rebuilt = 0;
  while (times.length < runs && rebuilt < runs) {
    const run = await startOnce();
    if (run.rebuilt) rebuilt += 1;
    else times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `first start ${Math.round(first.ms)} ms; restart with nothing changed to a healthy /api/health: median ${Math.round(median)} ms ` +
      `(min ${Math.round(times[0])}, max ${Math.round(times.at(-1))}, ${times.length} runs; ${rebuilt} runs that rebuilt left out)`,
  );
} finally {
  if (!process.env.RESTART_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
