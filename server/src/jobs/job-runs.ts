import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import { JOB_NAMES, type JobName, type JobStatus, type JobSummary } from '@pets/shared';
import { execute, queryRows } from '../db/sql.js';
import type { Columns } from '../db/rows.js';

/** This process among the servers on one database (the lease's owner). */
export const JOB_INSTANCE_ID = `${os.hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** Takes the job's lease unless another server holds a live one. */
export async function takeLease(db: DataSource, name: JobName, leaseMs: number, owner = JOB_INSTANCE_ID): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    `INSERT INTO job_runs (name, lease_owner, lease_until) VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
     ON CONFLICT (name) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until
       WHERE job_runs.lease_until IS NULL OR job_runs.lease_until < now() OR job_runs.lease_owner = EXCLUDED.lease_owner
     RETURNING name`,
    [name, owner, leaseMs],
  );
  return rows.length > 0;
}

export async function renewLease(db: DataSource, name: JobName, leaseMs: number, owner = JOB_INSTANCE_ID): Promise<void> {
  await execute(
    db,
    `UPDATE job_runs SET lease_until = now() + make_interval(secs => $3::double precision / 1000) WHERE name = $1 AND lease_owner = $2`,
    [name, owner, leaseMs],
  );
}

export async function releaseLease(db: DataSource, name: JobName, owner = JOB_INSTANCE_ID): Promise<void> {
  await execute(db, `UPDATE job_runs SET lease_owner = NULL, lease_until = NULL WHERE name = $1 AND lease_owner = $2`, [name, owner]);
}

/** When the first run after a start is due. */
export async function recordJobScheduled(db: DataSource, name: JobName, delayMs: number): Promise<void> {
  await execute(
    db,
    `INSERT INTO job_runs (name, next_run_at) VALUES ($1, now() + make_interval(secs => $2::double precision / 1000))
     ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at`,
    [name, delayMs],
  );
}

const MAX_ERROR_LENGTH = 300;
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

/**
 * A failure as administrators see it: the first line of the message, e-mail addresses masked,
 * at most 300 characters. PostgreSQL's `detail` (which may quote a row's values) is left out.
 */
export function describeJobError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').replace(EMAIL_ADDRESS, '[adres e-mail]').trim() || 'nieznany błąd';
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}

/** A finished run: its outcome (or error), the failures in a row, and when the next one is due. */
export async function recordJobFinished(
  db: DataSource,
  name: JobName,
  run: { startedAt: Date; nextRunInMs: number } & ({ summary: JobSummary; error?: undefined } | { summary?: undefined; error: unknown }),
): Promise<void> {
  const failed = run.error !== undefined;
  await execute(
    db,
    `INSERT INTO job_runs AS j (name, last_started_at, last_finished_at, last_success_at, last_summary, last_error, last_error_at, failures, next_run_at)
     VALUES ($1, $2, now(), CASE WHEN $3 THEN NULL ELSE now() END, $4::jsonb, $5, CASE WHEN $3 THEN now() END,
             CASE WHEN $3 THEN 1 ELSE 0 END, now() + make_interval(secs => $6::double precision / 1000))
     ON CONFLICT (name) DO UPDATE SET
       last_started_at = EXCLUDED.last_started_at,
       last_finished_at = EXCLUDED.last_finished_at,
       last_success_at = CASE WHEN $3 THEN j.last_success_at ELSE EXCLUDED.last_success_at END,
       last_summary = CASE WHEN $3 THEN j.last_summary ELSE EXCLUDED.last_summary END,
       last_error = CASE WHEN $3 THEN EXCLUDED.last_error ELSE j.last_error END,
       last_error_at = CASE WHEN $3 THEN EXCLUDED.last_error_at ELSE j.last_error_at END,
       failures = CASE WHEN $3 THEN j.failures + 1 ELSE 0 END,
       next_run_at = EXCLUDED.next_run_at`,
    [name, run.startedAt.toISOString(), failed, failed ? null : JSON.stringify(run.summary), failed ? describeJobError(run.error) : null, run.nextRunInMs],
  );
}

/** Jobs that failed `times` or more in a row, in the fixed order of JOB_NAMES. */
export async function listFailingJobs(db: DataSource, times: number): Promise<JobName[]> {
  const rows = await queryRows<{ name: JobName }>(db, `SELECT name FROM job_runs WHERE failures >= $1`, [times]);
  const failing = new Set(rows.map((row) => row.name));
  return JOB_NAMES.filter((name) => failing.has(name));
}

type JobRunRow = Columns<'job_runs', 'name' | 'last_started_at' | 'last_finished_at' | 'last_success_at' | 'last_error' | 'last_error_at' | 'failures' | 'next_run_at'> & {
  /** lease_until > now() */
  running: boolean;
  /**
   * jsonb, any JSON to the schema; finishRun, the only writer, stores the run's JobSummary.
   */
  last_summary: JobSummary | null;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every known job, in a fixed order, with what this server runs (`enabled`). */
export async function listJobStatuses(db: DataSource, enabled: (name: JobName) => boolean): Promise<JobStatus[]> {
  const rows = await queryRows<JobRunRow>(
    db,
    `SELECT name, coalesce(lease_until > now(), false) AS running, last_started_at, last_finished_at, last_success_at,
            last_summary, last_error, last_error_at, failures, next_run_at
     FROM job_runs`,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      enabled: enabled(name),
      running: row?.running ?? false,
      lastStartedAt: iso(row?.last_started_at ?? null),
      lastFinishedAt: iso(row?.last_finished_at ?? null),
      lastSuccessAt: iso(row?.last_success_at ?? null),
      lastSummary: row?.last_summary ?? null,
      lastError: row?.last_error ?? null,
      lastErrorAt: iso(row?.last_error_at ?? null),
      failures: row?.failures ?? 0,
      nextRunAt: iso(row?.next_run_at ?? null),
    };
  });
}
