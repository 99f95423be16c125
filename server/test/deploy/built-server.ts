import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../src/config.js';

/**
 * The server as deployed: bundled by server/build.mjs (the same esbuild options as
 * `npm run build`) and run with `node main.js` and a production environment. `npm test` runs
 * vitest before its build step, so the bundle is made here, into a folder of this test's own
 * (one level below server/, like dist/, so the bundle finds the repository the same way).
 */

export const BUILD_DIR = path.join(REPO_ROOT, 'server/.dist-deploy-test');

export async function buildServer(): Promise<string> {
  await fs.rm(BUILD_DIR, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { build } from 'esbuild'; import { buildOptions } from './build.mjs'; await build({ ...buildOptions, outdir: ${JSON.stringify(BUILD_DIR)} });`,
    ],
    { cwd: path.join(REPO_ROOT, 'server'), stdio: 'pipe' },
  );
  return path.join(BUILD_DIR, 'main.js');
}

export interface BuiltServer {
  log(): string;
  stop(): Promise<void>;
}

export async function startBuiltServer(entry: string, env: Record<string, string>, port: number, logFile: string): Promise<BuiltServer> {
  const out = await fs.open(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: REPO_ROOT,
    stdio: ['ignore', out.fd, out.fd],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  await out.close();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited before it was ready:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`the built server was not ready in 60 s:\n${log()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  return {
    log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
