import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reading `postmaster.pid`, the lock file PostgreSQL keeps in its data directory while it runs.
 * A postmaster killed with SIGKILL (or a machine that lost power) leaves it behind; PostgreSQL
 * removes it only if the pid is free, so after a restart that recycled the pid (containers start
 * every process tree with the same low pids) it would refuse to start. We check it ourselves.
 */

export interface PostmasterLock {
  pid: number;
  port: number;
  /** "starting", "ready", "stopping" or "standby" (line 8 of the file). */
  status: string;
}

export type LockState =
  | { kind: 'none' }
  | { kind: 'stale'; pid: number }
  /** `orphan`: the process that started it is dead (a killed server), so it may be adopted. */
  | { kind: 'running'; lock: PostmasterLock; orphan: boolean };

export function lockFilePath(clusterDir: string): string {
  return path.join(clusterDir, 'postmaster.pid');
}

export function readLock(clusterDir: string): PostmasterLock | undefined {
  let text: string;
  try {
    text = readFileSync(lockFilePath(clusterDir), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, port: 0, status: '' };
  return { pid, port: Number.isInteger(port) ? port : 0, status: (lines[7] ?? '').trim() };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres account when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function procFile(pid: number, name: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Is `pid` a postgres started on this very data directory? Without /proc (macOS) we trust the pid. */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  if (!existsSync('/proc/self')) return true;
  const cmdline = procFile(pid, 'cmdline');
  if (cmdline === undefined) return false;
  const args = cmdline.split('\0');
  const dataDirIndex = args.indexOf('-D');
  return dataDirIndex >= 0 && path.resolve(args[dataDirIndex + 1] ?? '') === path.resolve(clusterDir);
}

/**
 * Which node process runs the postmaster: written by the process that spawned (or adopted) it.
 * A postmaster whose owner is dead is an orphan of a killed server. Kept in a file rather than
 * guessed from the parent process, which may be pid 1 in a container or renamed by process.title.
 */
const OWNER_FILE = 'pets-owner.pid';

export function writeOwner(clusterDir: string): void {
  writeFileSync(path.join(clusterDir, OWNER_FILE), `${process.pid}\n`, { mode: 0o600 });
}

export function clearOwner(clusterDir: string): void {
  rmSync(path.join(clusterDir, OWNER_FILE), { force: true });
}

function isOrphan(clusterDir: string): boolean {
  let owner = Number.NaN;
  try {
    owner = Number.parseInt(readFileSync(path.join(clusterDir, OWNER_FILE), 'utf8'), 10);
  } catch {
    // No owner recorded: treat as orphan only if nothing claims it.
  }
  return !(Number.isInteger(owner) && owner > 0 && isAlive(owner));
}

export function inspectLock(clusterDir: string): LockState {
  const lock = readLock(clusterDir);
  if (!lock) return { kind: 'none' };
  if (lock.pid > 0 && isPostmasterOf(lock.pid, clusterDir)) {
    return { kind: 'running', lock, orphan: isOrphan(clusterDir) };
  }
  return { kind: 'stale', pid: lock.pid };
}

export async function removeStaleLock(clusterDir: string): Promise<void> {
  await fs.rm(lockFilePath(clusterDir), { force: true });
}
