import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { silentLogger, type DbLogger } from '../db/logger.js';
import { withClient } from '../db/pg-admin.js';
import type { JobSummary } from '@pets/shared';
import { scheduleJob, type ScheduledJob } from '../jobs/scheduled-job.js';
import { createBackup } from './backup.js';

/**
 * Daily backups into BACKUP_DIR at BACKUP_TIME (server's local time), keeping the newest
 * BACKUP_KEEP files, run by the job runner (one server at a time, retried with backoff after a
 * failure); a session advisory lock plus the day recorded in app_settings make sure exactly one
 * of them writes the day's backup even if a lease expired mid-run.
 */

export interface BackupScheduleConfig {
  dir: string;
  /** "HH:MM", 24-hour. */
  time: string;
  keep: number;
}

/** Any constant; the same for every instance of this application (migrations use another). */
const SCHEDULED_BACKUP_LOCK_KEY = 7_351_240_002;
const LAST_RUN_SETTING = 'backup.last_scheduled_day';
const FILE_PATTERN = /^fundacja-\d{4}-\d{2}-\d{2}-\d{4}\.backup\.gz$/;

export type ScheduledBackups = ScheduledJob<JobSummary>;

const SKIP_NOTES = { 'another instance is on it': 'wykonuje inny serwer', 'already made today': 'już wykonana dziś' } as const;

/** Arms the daily backup in the job runner; main.ts stops it (waiting for a backup being written). */
export function startScheduledBackups(options: { config: BackupScheduleConfig; url: string; db: DataSource; logger: DbLogger; now?: () => Date }): ScheduledBackups {
  const job = scheduleJob(
    {
      name: 'backup',
      exclusive: true,
      interval: (now) => msUntilNext(options.config.time, now),
      async run({ now }): Promise<JobSummary> {
        const outcome = await runScheduledBackup({ ...options, now });
        return 'made' in outcome ? { file: path.basename(outcome.made), removed: outcome.removed.length } : { note: SKIP_NOTES[outcome.skipped] };
      },
    },
    { db: options.db, logger: options.logger, now: options.now },
  );
  job.start();
  options.logger.info({ dir: options.config.dir, time: options.config.time, keep: options.config.keep }, 'scheduled backups on');
  return job;
}

/** Milliseconds from `now` to the next HH:MM in local time (tomorrow when it has passed). */
export function msUntilNext(time: string, now: Date): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export type ScheduledRun = { made: string; removed: string[] } | { skipped: 'another instance is on it' | 'already made today' };

/** One scheduled run: the day's backup unless another instance has it, then the old ones pruned. */
export async function runScheduledBackup(options: { config: BackupScheduleConfig; url: string; logger?: DbLogger; now: Date }): Promise<ScheduledRun> {
  const logger = options.logger ?? silentLogger;
  const day = localStamp(options.now).slice(0, 10);
  return withClient(options.url, async (client) => {
    const locked = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [SCHEDULED_BACKUP_LOCK_KEY])).rows[0]?.ok;
    if (!locked) {
      logger.info('scheduled backup: another instance is making it');
      return { skipped: 'another instance is on it' } as const;
    }
    try {
      const last = await client.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [LAST_RUN_SETTING]);
      if (last.rows[0]?.value === day) return { skipped: 'already made today' } as const;

      const file = path.join(options.config.dir, `fundacja-${localStamp(options.now)}.backup.gz`);
      const result = await createBackup({ url: options.url, file });
      await client.query(
        `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [LAST_RUN_SETTING, day],
      );
      const removed = await pruneOldBackups(options.config.dir, options.config.keep);
      logger.info({ file: result.file, bytes: result.bytes, ms: result.ms, removed: removed.length }, 'scheduled backup made');
      return { made: result.file, removed };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEDULED_BACKUP_LOCK_KEY]).catch(() => undefined);
    }
  });
}

/** Deletes the oldest scheduled backups beyond `keep` (only files this schedule named). */
export async function pruneOldBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}

/** "YYYY-MM-DD-HHMM" in local time: file names sort by date. */
function localStamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}`;
}
