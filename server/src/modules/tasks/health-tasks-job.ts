import type { DataSource } from 'typeorm';
import type { JobSummary } from '@pets/shared';
import type { Logger } from '../../logger.js';
import { scheduleJob, type ScheduledJob } from '../../jobs/scheduled-job.js';
import { createMissingHealthTasks } from './health-tasks.js';

const INTERVAL_MS = 3_600_000;
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Every next-due date of a health card has its task. The card's own writes make the task in
 * their transaction (health-tasks.ts); this job catches whatever came another way (entries from
 * before this code, a restore, a demo) and is what a large foundation's benchmark times.
 */
export function createHealthTasksJob(options: { db: DataSource; logger: Logger; now?: () => Date }): ScheduledJob<JobSummary> {
  const log = options.logger.child({ module: 'health-tasks' });
  return scheduleJob(
    {
      name: 'health-tasks',
      exclusive: true,
      interval: () => INTERVAL_MS,
      firstDelayMs: FIRST_RUN_DELAY_MS,
      async run(): Promise<JobSummary> {
        return { created: await createMissingHealthTasks(options.db) };
      },
    },
    { db: options.db, logger: log, now: options.now },
  );
}
