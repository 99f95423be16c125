import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SUPERUSER } from './embedded-cluster.js';
import { isAlive } from './postmaster-lock.js';

/** Waiting for a postmaster to accept connections or to exit, and signalling it. */

const READY_TIMEOUT_MS = 60_000;

/** Polls with real connections: locale-independent, and proves the password works. */
export async function waitUntilReady(port: number, password: string, hasExited: () => boolean, clusterDir: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: Error | undefined;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the postgres process exited');
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres', connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      // If another program holds the port, connect() may hang until its timeout while our
      // postgres has long exited: stop waiting as soon as it does.
      const ready = await Promise.race([client.connect().then(() => client.query('SELECT 1')).then(() => true), whenTrue(hasExited).then(() => false)]);
      if (ready) return;
    } catch (error) {
      lastError = error as Error;
    } finally {
      // Not awaited: ending a connection stuck in its handshake waits for the connect timeout.
      void client.end().catch(() => undefined);
    }
    await sleep(30);
  }
  throw new Error(`timed out after ${READY_TIMEOUT_MS / 1000} s waiting for ${clusterDir} on port ${port} (${lastError?.message ?? 'no answer'})`);
}

/** Resolves once `condition()` holds; checks every 25 ms (5 s at most, then gives up silently). */
async function whenTrue(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) await sleep(25, undefined, { ref: false });
  if (!condition()) await new Promise(() => undefined);
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * True if the promise settles in time. The timer is ref'd on purpose: the child is unref'd, so
 * without it node could exit mid-stop (exit code 0, cleanup skipped); it is cleared right after.
 */
export async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function childExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
