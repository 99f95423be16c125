import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build.mjs';
import { REPO_ROOT } from '../src/config.js';
import { execute } from '../src/db/sql.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

/**
 * The start path for real: the built server in a throw-away copy of the repository layout
 * (its own root, so its own root `.env`; the developer's real `.env` is never touched), started
 * from another working directory, and through `npm start`. Ports 3350-3354, PostgreSQL 5551.
 */

const ENV_PORT = 3350;
const REAL_ENV_PORT = 3351;
const BUSY_PORT = 3352;
const PRODUCTION_PORT = 3354;

/** A minimal environment: nothing of the test runner's (its DATABASE_URL) leaks into the server. */
const baseEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), npm_config_update_notifier: 'false' });

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): { output: () => Omit<Finished, 'code'>; exited: Promise<number | null> } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => ({ stdout, stderr }), exited };
}

async function waitForHealth(port: number, exited: Promise<unknown>, timeoutMs = 30_000): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('starting the built server', () => {
  let db: TestDatabase;
  let root: string;
  let elsewhere: string;
  const mainJs = () => path.join(root, 'server/dist/main.js');

  /** Runs the built server until it exits by itself (the failure cases). */
  async function runUntilExit(env: NodeJS.ProcessEnv): Promise<Finished> {
    const child = spawn(process.execPath, [mainJs()], { cwd: elsewhere, env: { ...baseEnv(), ...env } });
    const { output, exited } = collect(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await exited;
    clearTimeout(timer);
    return { code, ...output() };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-start-'));
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-cwd-'));
    await buildServer(path.join(root, 'server/dist'));
    // Packages as installed: the root's and the few npm keeps in server/node_modules (pinned versions).
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    fs.symlinkSync(path.join(REPO_ROOT, 'server/node_modules'), path.join(root, 'server/node_modules'));
    fs.symlinkSync(path.join(REPO_ROOT, 'resources'), path.join(root, 'resources'));
    fs.mkdirSync(path.join(root, 'scripts'));
    for (const script of ['start.mjs', 'build-if-stale.mjs']) fs.copyFileSync(path.join(REPO_ROOT, 'scripts', script), path.join(root, 'scripts', script));
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'pets-start-test', private: true, type: 'module', scripts: { start: 'node scripts/start.mjs' } }));
    // Built web outputs newer than (absent) sources: `npm start` has nothing to build.
    fs.mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
    fs.mkdirSync(path.join(root, 'apps/web/ssr/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html><html lang="pl"><head><title>test</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(root, 'apps/web/ssr/dist/prerender.js'), 'export function render() { return ""; }\n');
    fs.writeFileSync(
      path.join(root, '.env'),
      [`PORT=${ENV_PORT}`, 'HOST=127.0.0.1', `DATABASE_URL=${db.url}`, 'LOG_LEVEL=warn', 'SEED_DEMO=0', ''].join('\n'),
    );
  });
  afterAll(async () => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
    if (elsewhere) fs.rmSync(elsewhere, { recursive: true, force: true });
    await db?.drop();
  });

  it('reads the root .env when started as node server/dist/main.js from another directory, and stops cleanly', async () => {
    const child = spawn(process.execPath, [mainJs()], { cwd: elsewhere, env: baseEnv() });
    const { output, exited } = collect(child);
    try {
      expect(await waitForHealth(ENV_PORT, exited), output().stderr).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('reads the root .env under npm start, with the real environment winning over the file', async () => {
    const child = spawn('npm', ['start', '--silent'], { cwd: root, env: { ...baseEnv(), PORT: String(REAL_ENV_PORT) }, detached: true });
    const { output, exited } = collect(child);
    try {
      expect(await waitForHealth(REAL_ENV_PORT, exited), `${output().stdout}\n${output().stderr}`).toBe(true);
      expect(output().stdout).not.toContain('Budowanie');
    } finally {
      process.kill(-(child.pid as number), 'SIGTERM');
    }
    await exited;
  });

  it('warns at a production start, in Polish, which foundation data is missing (placeholders count as missing), and starts all the same', async () => {
    // A first start: the row is seeded from these (the starts above seeded an empty one).
    await execute(db.dataSource, 'DELETE FROM foundation_settings');
    const env = { NODE_ENV: 'production', PORT: String(PRODUCTION_PORT), FOUNDATION_NIP: '000-000-00-00', FOUNDATION_KRS: '0000987654', FOUNDATION_EMAIL: 'kontakt@fundacja.test' };
    const child = spawn(process.execPath, [mainJs()], { cwd: elsewhere, env: { ...baseEnv(), ...env } });
    const { output, exited } = collect(child);
    try {
      expect(await waitForHealth(PRODUCTION_PORT, exited), output().stderr).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const warning = output()
      .stdout.split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; missing?: string[] })
      .find((line) => line.missing);
    expect(warning).toMatchObject({ level: 40, missing: ['address', 'nip', 'regon', 'bankAccount'] });
    expect(warning!.msg).toBe(
      'Dane fundacji są niepełne – nie uzupełniono: adres, NIP, REGON, numer konta. Strona publiczna pomija te pola. Administrator uzupełni je w panelu: /admin/settings/foundation.',
    );
  });

  it('stops on invalid settings naming every bad variable, without a stack trace', async () => {
    const result = await runUntilExit({ PORT: 'trzy', LOG_LEVEL: 'glosno' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nieprawidłowa konfiguracja');
    expect(result.stderr).toContain('  - PORT: musi być liczbą');
    expect(result.stderr).toContain('  - LOG_LEVEL: dozwolone wartości:');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('stops with one clear message on a wrong DATABASE_URL', async () => {
    const result = await runUntilExit({ DATABASE_URL: 'postgres://nikt@127.0.0.1:5559/brak' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nie można uruchomić serwera: baza danych jest niedostępna. Sprawdź DATABASE_URL');
    expect(result.stderr).toContain('ECONNREFUSED');
    expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m);
  });

  it('stops with one clear message when the port is in use', async () => {
    const blocker = net.createServer().listen(BUSY_PORT, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const result = await runUntilExit({ PORT: String(BUSY_PORT) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Nie można nasłuchiwać na porcie ${BUSY_PORT}. Port jest zajęty przez inny program: zatrzymaj go albo ustaw inny PORT.`);
      expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('stops with one clear message when DATA_DIR cannot be used', async () => {
    const locked = path.join(root, 'locked');
    fs.mkdirSync(locked, { mode: 0o000 });
    try {
      // DATABASE_URL empty: the embedded PostgreSQL, whose folder cannot be created or reached.
      const result = await runUntilExit({ DATABASE_URL: '', DATA_DIR: path.join(locked, 'data'), EMBEDDED_PG_PORT: '5551' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Sprawdź DATA_DIR (${path.join(locked, 'data')}`);
      expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m);
    } finally {
      fs.chmodSync(locked, 0o755);
    }
  });
});
