import type { DataSource } from 'typeorm';
import type { RetentionPolicy } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { JobSummary } from '@pets/shared';
import { scheduleJob, type ScheduledJob } from '../../jobs/scheduled-job.js';
import { runRetention } from './retention.js';

/** How often each instance asks whether today's run is due (runRetention lets one run a day). */
const CHECK_INTERVAL_MS = 3_600_000;
/** The first check waits for the start to settle (migrations, caches warming). */
const FIRST_CHECK_DELAY_MS = 60_000;

export type RetentionJob = ScheduledJob<JobSummary>;

const NOT_RUN_NOTES = { done_today: 'już wykonane dziś', locked: 'wykonuje inny serwer' } as const;

/** The daily RODO retention run, started and stopped by main.ts. */
export function createRetentionJob(options: {
  db: DataSource;
  policy: RetentionPolicy;
  logger: Logger;
  now?: () => Date;
  checkIntervalMs?: number;
  firstCheckDelayMs?: number;
}): RetentionJob {
  const log = options.logger.child({ module: 'retention' });
  return scheduleJob(
    {
      name: 'retention',
      exclusive: true,
      interval: () => options.checkIntervalMs ?? CHECK_INTERVAL_MS,
      firstDelayMs: options.firstCheckDelayMs ?? FIRST_CHECK_DELAY_MS,
      async run({ now }): Promise<JobSummary> {
        const outcome = await runRetention(options.db, options.policy, now);
        if (!outcome.ran) return { note: NOT_RUN_NOTES[outcome.reason] };
        // Counts only: nothing personal reaches the log.
        log.info({ counts: outcome.counts }, 'retention run finished');
        return { ...outcome.counts };
      },
    },
    { db: options.db, logger: log, now: options.now },
  );
}
