import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { withClient } from './pg-admin.js';
import { binariesIn, ensurePostgresAccount, isRoot, packagedBinaries, resolvePgBinaries } from './pg-binaries.js';
import { isAlive } from './postmaster-lock.js';

/** Ports of their own, apart from the test server (5439) and a developer's server (5433). */
const PORT_MAIN = 5440;
const PORT_CRASH = 5441;
const PORT_ORPHAN = 5442;
const PORT_BUSY = 5443;

let root: string;

/** mkdtemp makes 0700 folders; the postgres account must be able to reach the clusters inside. */
async function tempDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  return dir;
}

const count = (server: EmbeddedPostgres) =>
  withClient(server.url, async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows[0]?.n);

async function waitUntilGone(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 400 && isAlive(pid); attempt += 1) await sleep(25);
  expect(isAlive(pid)).toBe(false);
}

describe('embedded PostgreSQL', () => {
  const started: EmbeddedPostgres[] = [];
  const track = (server: EmbeddedPostgres) => (started.push(server), server);

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-embedded-test-'));
    await fs.chmod(root, 0o755);
  });
  afterAll(async () => {
    for (const server of started.reverse()) await server.stop();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('initialises a cluster once, then stops and restarts with its data kept', async () => {
    const clusterDir = path.join(await tempDir('main'), 'pg');
    const first = track(await startEmbeddedPostgres({ clusterDir, port: PORT_MAIN }));
    expect(first.owned).toBe(true);
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    await withClient(first.url, async (client) => {
      await client.query('CREATE TABLE kept (id int)');
      await client.query('INSERT INTO kept VALUES (1), (2)');
    });
    const stopStarted = performance.now();
    await first.stop();
    const stopMs = performance.now() - stopStarted;
    expect(isAlive(first.pid)).toBe(false);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);

    const second = track(await startEmbeddedPostgres({ clusterDir, port: PORT_MAIN }));
    expect(await count(second)).toBe(2);
    console.info(`embedded PostgreSQL: first start (initdb) ${Math.round(first.startMs)} ms, stop ${Math.round(stopMs)} ms, restart ${Math.round(second.startMs)} ms`);
    await second.stop();
  });

  it('joins a server already running on the folder and leaves it running on stop()', async () => {
    const clusterDir = path.join(await tempDir('main'), 'pg');
    const owner = track(await startEmbeddedPostgres({ clusterDir, port: PORT_MAIN }));
    const guest = await startEmbeddedPostgres({ clusterDir, port: PORT_MAIN });
    expect(guest.owned).toBe(false);
    expect(guest.pid).toBe(owner.pid);
    await guest.stop();
    expect(await count(owner)).toBe(2);
    await owner.stop();
    expect(isAlive(owner.pid)).toBe(false);
  });

  it('starts after a SIGKILL left a stale postmaster.pid, with committed data recovered', async () => {
    const clusterDir = path.join(await tempDir('crash'), 'pg');
    const victim = await startEmbeddedPostgres({ clusterDir, port: PORT_CRASH });
    await withClient(victim.url, async (client) => {
      await client.query('CREATE TABLE kept (id int)');
      await client.query('INSERT INTO kept VALUES (1), (2), (3)');
    });
    process.kill(victim.pid, 'SIGKILL');
    await waitUntilGone(victim.pid);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);

    const revived = track(await startEmbeddedPostgres({ clusterDir, port: PORT_CRASH }));
    expect(revived.pid).not.toBe(victim.pid);
    expect(await count(revived)).toBe(3);
    await revived.stop();
  });

  it('ignores a postmaster.pid whose pid now belongs to another process', async () => {
    const clusterDir = path.join(await tempDir('crash'), 'pg');
    // After a reboot the old pid may be reused by anything; here: this very node process.
    writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${process.pid}\n${clusterDir}\n0\n${PORT_CRASH}\n\n127.0.0.1\n0 0\nready\n`);
    const server = track(await startEmbeddedPostgres({ clusterDir, port: PORT_CRASH }));
    expect(server.owned).toBe(true);
    expect(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]).toBe(String(server.pid));
    await server.stop();
  });

  it('adopts the PostgreSQL orphaned by a killed server process and stops it', async () => {
    const clusterDir = path.join(await tempDir('orphan'), 'pg');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/test/fixtures/embedded-child.ts'), clusterDir, String(PORT_ORPHAN)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const orphanPid = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isAlive(orphanPid)).toBe(true);

    const adopted = track(await startEmbeddedPostgres({ clusterDir, port: PORT_ORPHAN }));
    expect(adopted.owned).toBe(true);
    expect(adopted.pid).toBe(orphanPid);
    await adopted.stop();
    await waitUntilGone(orphanPid);
  });

  it('explains a port that is already taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(PORT_BUSY, '127.0.0.1', resolve));
    try {
      const clusterDir = path.join(await tempDir('busy'), 'pg');
      await expect(startEmbeddedPostgres({ clusterDir, port: PORT_BUSY, durable: false })).rejects.toThrow(/port is in use.*EMBEDDED_PG_PORT/s);
    } finally {
      blocker.close();
    }
  });

  it.runIf(isRoot())('refuses a data folder the postgres account cannot reach, with a clear message', async () => {
    const privateDir = await tempDir('private');
    await fs.chmod(privateDir, 0o700);
    await expect(startEmbeddedPostgres({ clusterDir: path.join(privateDir, 'pg'), port: PORT_BUSY })).rejects.toThrow(
      /not reachable by the "postgres" system user.*DATA_DIR/s,
    );
  });

  it.runIf(isRoot())('copies the binaries to a readable place when node_modules is private', async () => {
    const runAs = ensurePostgresAccount()!;
    const packaged = packagedBinaries();
    const privateCopy = path.join(await tempDir('private-modules'), 'native');
    await fs.cp(packaged.nativeDir, privateCopy, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(path.dirname(privateCopy), 0o700);
    const shared = await tempDir('shared');

    const resolved = await resolvePgBinaries(runAs, { packaged: binariesIn(privateCopy, packaged.version), copyRoot: shared });
    expect(resolved.nativeDir).toBe(path.join(shared, `pets-pg-${packaged.version}`));
    // A second call reuses the copy.
    const again = await resolvePgBinaries(runAs, { packaged: binariesIn(privateCopy, packaged.version), copyRoot: shared });
    expect(again.nativeDir).toBe(resolved.nativeDir);
  });
});
