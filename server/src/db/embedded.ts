import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { initialiseCluster, LOG_FILE, minimalEnv, prepareClusterDir, readPassword, SUPERUSER } from './embedded-cluster.js';
import { childExit, settlesWithin, signal, waitForExit, waitUntilReady } from './embedded-process.js';
import { silentLogger, type DbLogger } from './logger.js';
import { createDatabaseIfMissing, urlWithDatabase } from './pg-admin.js';
import { ensurePostgresAccount, resolvePgBinaries, type PgBinaries, type RunAs } from './pg-binaries.js';
import { clearOwner, inspectLock, isAlive, removeStaleLock, writeOwner } from './postmaster-lock.js';

/**
 * An embedded PostgreSQL for machines without DATABASE_URL: real PostgreSQL binaries from npm,
 * a cluster in a folder of ours, listening on 127.0.0.1 only. Started by openDatabase, the admin
 * CLI and the test global setup.
 */

export interface EmbeddedPostgresOptions {
  /** The cluster folder (holds PG_VERSION once initialised), e.g. <DATA_DIR>/pg. */
  clusterDir: string;
  port: number;
  /** Application database created when missing; default "pets". */
  database?: string;
  logger?: DbLogger;
  /**
   * false for throwaway clusters (tests): no fsync, so writes are much faster but a crash of the
   * machine may corrupt the cluster. Default true.
   */
  durable?: boolean;
}

export interface EmbeddedPostgres {
  readonly clusterDir: string;
  readonly port: number;
  readonly pid: number;
  /** false when we joined a server another live process runs (stop() then leaves it running). */
  readonly owned: boolean;
  /** Superuser URL of the maintenance database "postgres". */
  readonly adminUrl: string;
  /** Superuser URL of the application database. */
  readonly url: string;
  /** Milliseconds from the call to a server accepting connections. */
  readonly startMs: number;
  stop(): Promise<void>;
  /**
   * Watches a server we own: when it dies (killed, crashed), starts it again on the same folder
   * and port; PostgreSQL replays its WAL, so every committed write is still there. Calls
   * `onGiveUp` when it cannot be started again (the caller should exit, for systemd to restart
   * the whole service). A server we only joined belongs to another process: not watched.
   */
  supervise(handlers: SupervisionHandlers): void;
}

export interface SupervisionHandlers {
  onRestarted?(info: { pid: number; downMs: number }): void;
  onGiveUp(error: Error): void;
}

const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** How often a server we adopted (no child handle, so no exit event) is checked for life. */
const ADOPTED_POLL_MS = 1_000;
const STOP_TIMEOUT_MS = 30_000;
const SMART_SHUTDOWN_MS = 2_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const started = performance.now();
  const logger = options.logger ?? silentLogger;
  const clusterDir = path.resolve(options.clusterDir);
  const database = options.database ?? 'pets';
  const runAs = ensurePostgresAccount();
  const binaries = await resolvePgBinaries(runAs);

  await prepareClusterDir(clusterDir, runAs);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(binaries, clusterDir, runAs, options.durable ?? true);
    logger.info({ clusterDir }, 'embedded PostgreSQL cluster initialised');
  }
  const password = readPassword(clusterDir);

  let handle = await joinRunningServer(clusterDir, options.port, password, logger);
  if (!handle) {
    const child = await spawnPostmaster(binaries, clusterDir, options.port, runAs, options.durable ?? true, password);
    handle = { pid: child.pid ?? 0, port: options.port, owned: true, child };
  }
  const port = handle.port;
  const respawn = () => spawnPostmaster(binaries, clusterDir, port, runAs, options.durable ?? true, password);

  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${handle.port}/postgres`;
  const server = makeHandle({ clusterDir, adminUrl, database, proc: handle, startMs: performance.now() - started, respawn, logger });
  try {
    await createDatabaseIfMissing(adminUrl, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  logger.info(
    { clusterDir, port: handle.port, pid: handle.pid, owned: handle.owned, ms: Math.round(server.startMs) },
    'embedded PostgreSQL ready',
  );
  return server;
}

/**
 * Stops a postmaster still running on this folder (a test run that was killed before its
 * teardown), so the folder can be deleted and the port reused.
 */
export async function stopStrayPostmaster(clusterDir: string): Promise<void> {
  const state = inspectLock(path.resolve(clusterDir));
  if (state.kind !== 'running') return;
  signal(state.lock.pid, 'SIGINT');
  if (!(await waitForExit(state.lock.pid, STOP_TIMEOUT_MS))) {
    signal(state.lock.pid, 'SIGKILL');
    await waitForExit(state.lock.pid, 5000);
  }
}

interface ServerProcess {
  /** Changes when the supervisor starts the server again. */
  pid: number;
  port: number;
  owned: boolean;
  /** Present when we spawned it (its exit event is then the reliable signal). */
  child?: ChildProcess;
}

/**
 * A postmaster that is alive on this cluster: one started by a running server (we join it and
 * leave it running, e.g. the admin CLI next to the server) or an orphan of a killed one (adopted:
 * we stop it on close). A stale lock file is removed.
 */
async function joinRunningServer(clusterDir: string, port: number, password: string, logger: DbLogger): Promise<ServerProcess | undefined> {
  let state = inspectLock(clusterDir);
  if (state.kind === 'running' && state.lock.status === 'stopping') {
    await waitForExit(state.lock.pid, STOP_TIMEOUT_MS);
    state = inspectLock(clusterDir);
  }
  if (state.kind === 'none') return undefined;
  if (state.kind === 'stale') {
    logger.warn({ clusterDir, pid: state.pid }, 'removing stale postmaster.pid left by a PostgreSQL that is no longer running');
    await removeStaleLock(clusterDir);
    return undefined;
  }
  const runningPort = state.lock.port || port;
  if (runningPort !== port) logger.warn({ configuredPort: port, runningPort }, 'embedded PostgreSQL already runs on another port; using it');
  logger.info({ pid: state.lock.pid, orphan: state.orphan }, state.orphan ? 'adopting an embedded PostgreSQL left running by a previous server' : 'joining the embedded PostgreSQL run by another process');
  await waitUntilReady(runningPort, password, () => !isAlive(state.lock.pid), clusterDir);
  if (state.orphan) writeOwner(clusterDir);
  return { pid: state.lock.pid, port: runningPort, owned: state.orphan };
}

async function spawnPostmaster(
  binaries: PgBinaries,
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  durable: boolean,
  password: string,
): Promise<ChildProcess> {
  // After a SIGKILL the old backends may hold the shared memory block for a moment: retry briefly.
  for (let attempt = 1; ; attempt += 1) {
    const logPath = path.join(clusterDir, LOG_FILE);
    rotateLog(logPath);
    const logOffset = existsSync(logPath) ? statSync(logPath).size : 0;
    // Claimed before the postmaster exists, so a process joining meanwhile never takes it for an orphan.
    writeOwner(clusterDir);
    const logFd = openSync(logPath, 'a', 0o600);
    let child: ChildProcess;
    try {
      child = spawn(
        binaries.postgres,
        [
          '-D', clusterDir,
          '-p', String(port),
          '-c', 'listen_addresses=127.0.0.1',
          // No Unix socket: its lock file in /tmp could go stale too, and we only use TCP.
          '-c', 'unix_socket_directories=',
          ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
        ],
        // Own process group, so Ctrl+C in a terminal reaches node (which shuts down in order) and not PostgreSQL.
        { ...runAs, detached: true, stdio: ['ignore', logFd, logFd], env: minimalEnv() },
      );
    } finally {
      closeSync(logFd);
    }
    let exited = false;
    child.on('exit', () => (exited = true));
    child.on('error', () => (exited = true));
    child.unref();
    try {
      await waitUntilReady(port, password, () => exited, clusterDir);
      return child;
    } catch (error) {
      const log = readLogSince(logPath, logOffset);
      if (!exited) child.kill('SIGQUIT');
      if (/pre-existing shared memory block|lock file .* already exists/.test(log) && attempt < 20) {
        await sleep(250);
        continue;
      }
      clearOwner(clusterDir);
      throw new Error(explainStartFailure(log, port, clusterDir, error as Error), { cause: error });
    }
  }
}

function explainStartFailure(log: string, port: number, clusterDir: string, error: Error): string {
  const tail = log.trim().split('\n').slice(-8).join('\n');
  if (/could not bind|Address already in use/.test(log)) {
    return `Embedded PostgreSQL could not listen on 127.0.0.1:${port}: the port is in use. Set EMBEDDED_PG_PORT to a free port or stop the other program.\n${tail}`;
  }
  return `Embedded PostgreSQL in ${clusterDir} did not start (${error.message}). Its log says:\n${tail || '(nothing)'}`;
}

function rotateLog(logPath: string): void {
  try {
    if (statSync(logPath).size > LOG_ROTATE_BYTES) renameSync(logPath, `${logPath}.1`);
  } catch {
    // No log yet.
  }
}

function readLogSince(logPath: string, offset: number): string {
  try {
    return readFileSync(logPath).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

interface HandleParts {
  clusterDir: string;
  adminUrl: string;
  database: string;
  /** Updated in place when the supervisor starts the server again. */
  proc: ServerProcess;
  startMs: number;
  respawn: () => Promise<ChildProcess>;
  logger: DbLogger;
}

function makeHandle({ clusterDir, adminUrl, database, proc, startMs, respawn, logger }: HandleParts): EmbeddedPostgres {
  // Safety net: if the process exits without stop() (process.exit in an error path), do not leave
  // PostgreSQL running. SIGINT is PostgreSQL's "fast shutdown"; the signal is sent synchronously.
  const onExit = () => signal(proc.pid, 'SIGINT');
  if (proc.owned) process.on('exit', onExit);
  let stopping: Promise<void> | undefined;

  const stop = async (): Promise<void> => {
    if (!proc.owned) return;
    stopping ??= (async () => {
      const exited = proc.child ? childExit(proc.child) : undefined;
      const waitFor = (ms: number) => (exited ? settlesWithin(exited, ms) : waitForExit(proc.pid, ms));
      // Smart shutdown first: sessions that are closing anyway (our pool) end normally instead of
      // being cut with "terminating connection due to administrator command".
      signal(proc.pid, 'SIGTERM');
      if (await waitFor(SMART_SHUTDOWN_MS)) return;
      // Someone is still connected (e.g. the admin CLI): fast shutdown disconnects them.
      signal(proc.pid, 'SIGINT');
      if (await waitFor(STOP_TIMEOUT_MS)) return;
      // Fast shutdown hung (it waits for a checkpoint); an immediate shutdown recovers on next start.
      signal(proc.pid, 'SIGQUIT');
      await waitForExit(proc.pid, 5000);
    })().finally(() => {
      process.off('exit', onExit);
      clearOwner(clusterDir);
    });
    await stopping;
  };

  /** Calls `onDeath` once when the current postmaster is gone (exit event, or polling an adopted one). */
  const watch = (onDeath: () => void) => {
    const { child, pid } = proc;
    if (child) {
      child.once('exit', onDeath);
      return;
    }
    const timer = setInterval(() => {
      if (isAlive(pid)) return;
      clearInterval(timer);
      onDeath();
    }, ADOPTED_POLL_MS);
    timer.unref();
  };

  const supervise = (handlers: SupervisionHandlers) => {
    if (!proc.owned) return;
    const onDeath = () => {
      if (stopping) return;
      const diedAt = performance.now();
      logger.warn({ clusterDir, pid: proc.pid }, 'embedded PostgreSQL stopped unexpectedly; starting it again');
      respawn().then(
        (child) => {
          if (stopping) {
            signal(child.pid ?? 0, 'SIGINT');
            return;
          }
          proc.child = child;
          proc.pid = child.pid ?? 0;
          const downMs = Math.round(performance.now() - diedAt);
          logger.info({ clusterDir, pid: proc.pid, downMs }, 'embedded PostgreSQL started again');
          handlers.onRestarted?.({ pid: proc.pid, downMs });
          watch(onDeath);
        },
        (error: unknown) => {
          logger.error({ clusterDir, reason: (error as Error).message }, 'embedded PostgreSQL could not be started again');
          handlers.onGiveUp(error as Error);
        },
      );
    };
    watch(onDeath);
  };

  return {
    clusterDir,
    port: proc.port,
    get pid() {
      return proc.pid;
    },
    owned: proc.owned,
    adminUrl,
    url: urlWithDatabase(adminUrl, database),
    startMs,
    stop,
    supervise,
  };
}
