import type { DataSource } from 'typeorm';
import type { JobName, JobSummary } from '@pets/shared';
import type { DbLogger } from '../db/logger.js';
import { JOB_INSTANCE_ID, recordJobFinished, recordJobScheduled, releaseLease, renewLease, takeLease } from './job-runs.js';

/**
 * The one job runner (ARCHITECTURE: one mechanism per concern): every periodic or scheduled job
 * (the outbox, alert digests, RODO retention, backups, and what comes next) is a JobDefinition
 * run by scheduleJob. It gives each of them the same behaviour:
 * - one server at a time for an exclusive job: a lease in job_runs, renewed while the run lasts
 *   and left to expire if the server dies mid-run;
 * - retries with backoff after a failure (the regular interval again after a success);
 * - a graceful stop that aborts the signal and waits for the run in progress;
 * - the last run, its outcome (counts) and the last error recorded for the "Zadania w tle" screen.
 */

export interface JobContext {
  /** The injected clock's time at the start of the run. */
  now: Date;
  /** Aborted by stop(): a long run ends at its next safe point. */
  signal: AbortSignal;
}

export interface JobDefinition<Summary extends JobSummary> {
  name: JobName;
  /** Milliseconds from `now` to the next regular run (an interval, or the time until HH:MM). */
  interval(now: Date): number;
  /** Before the first run after start(); default: interval(now). */
  firstDelayMs?: number;
  /**
   * True: one server at a time. False: the job shares its work safely by itself (the outbox
   * claims each message FOR UPDATE SKIP LOCKED, so several servers split a long queue).
   */
  exclusive: boolean;
  /** Backoff after failures: baseMs, doubled per failure in a row, at most maxMs. */
  retry?: { baseMs: number; maxMs: number };
  /** The work; its summary holds counts only (it is shown to administrators, never personal). */
  run(context: JobContext): Promise<Summary>;
}

export type JobRun<Summary> = { ran: true; summary: Summary } | { ran: false; reason: 'elsewhere' | 'failed' };

export interface ScheduledJob<Summary> {
  /** Arms the timer (the first run after firstDelayMs). */
  start(): void;
  /** Runs now; during a run, once more after it. Never rejects: a failure is recorded and retried. */
  runNow(): Promise<JobRun<Summary>>;
  /** runNow() without waiting, for a started job (e.g. the outbox after a commit). */
  kick(): void;
  /** Stops the timer, aborts the run's signal and waits for it to end. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: DataSource;
  logger: DbLogger;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** How long a lease lasts without renewal (a crashed server's lease frees after this). */
  leaseMs?: number;
  /** Who holds the lease: this process by default (tests play two servers in one). */
  instanceId?: string;
}

const DEFAULT_RETRY = { baseMs: 5_000, maxMs: 15 * 60_000 };
const DEFAULT_LEASE_MS = 60_000;

/** base × 2^(failures − 1), at most max: 5 s, 10 s, 20 s … 15 min by default. */
export function retryDelayAfter(failures: number, retry: { baseMs: number; maxMs: number }): number {
  return Math.min(retry.baseMs * 2 ** Math.max(0, failures - 1), retry.maxMs);
}

export function scheduleJob<Summary extends JobSummary>(definition: JobDefinition<Summary>, options: JobRunnerOptions): ScheduledJob<Summary> {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retry = definition.retry ?? DEFAULT_RETRY;
  const name = definition.name;
  const owner = options.instanceId ?? JOB_INSTANCE_ID;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JobRun<Summary>> | null = null;
  let again = false;
  let failures = 0;
  const abort = new AbortController();

  /** Status writes never stop a job: the database may be the very thing that is down. */
  const note = (write: () => Promise<unknown>) =>
    write().catch((error: unknown) => logger.warn({ job: name, reason: (error as Error).message }, 'job status not recorded'));

  const arm = (delayMs: number) => {
    clearTimeout(timer);
    if (!started || stopped) return;
    timer = setTimeout(() => void runNow(), delayMs);
    // Never keeps the process alive on its own (shutdown must not wait for the next run).
    timer.unref();
  };

  const nextDelay = () => (failures > 0 ? retryDelayAfter(failures, retry) : definition.interval(now()));

  async function once(): Promise<JobRun<Summary>> {
    const startedAt = new Date();
    let heartbeat: NodeJS.Timeout | undefined;
    let leased = false;
    try {
      if (definition.exclusive) {
        leased = await takeLease(db, name, leaseMs, owner);
        if (!leased) return { ran: false, reason: 'elsewhere' };
        heartbeat = setInterval(() => void note(() => renewLease(db, name, leaseMs, owner)), leaseMs / 3);
        heartbeat.unref();
      }
      const summary = await definition.run({ now: now(), signal: abort.signal });
      failures = 0;
      await note(() => recordJobFinished(db, name, { startedAt, summary, nextRunInMs: nextDelay() }));
      return { ran: true, summary };
    } catch (error) {
      failures += 1;
      logger.error({ job: name, failures, err: error }, 'job run failed');
      await note(() => recordJobFinished(db, name, { startedAt, error, nextRunInMs: nextDelay() }));
      return { ran: false, reason: 'failed' };
    } finally {
      clearInterval(heartbeat);
      if (leased) await note(() => releaseLease(db, name, owner));
    }
  }

  function runNow(): Promise<JobRun<Summary>> {
    if (running) {
      again = true;
      return running;
    }
    const loop = async () => {
      let result: JobRun<Summary>;
      do {
        again = false;
        result = await once();
      } while (again && !stopped);
      return result;
    };
    running = loop().finally(() => {
      running = null;
      arm(nextDelay());
    });
    return running;
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      const delay = definition.firstDelayMs ?? definition.interval(now());
      void note(() => recordJobScheduled(db, name, delay));
      arm(delay);
    },
    runNow,
    kick() {
      if (started && !stopped) void runNow();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
