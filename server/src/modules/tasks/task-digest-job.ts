import type { DataSource } from 'typeorm';
import type { JobSummary } from '@pets/shared';
import type { Logger } from '../../logger.js';
import { scheduleJob, type ScheduledJob } from '../../jobs/scheduled-job.js';
import type { Outbox } from '../mail/outbox.js';
import { runTaskDigest, type TaskDigestOptions } from './task-digest.js';

/** Every 10 minutes: an hour chosen is kept within 10 minutes of its start. */
const INTERVAL_MS = 10 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * The daily e-mail of one's tasks (task-digest.ts decides who gets one), started by main.ts. Exclusive:
 * one server at a time; each account's day mark is also set under its row lock, so even two runs
 * at once queue one e-mail.
 */
export function createTaskDigestJob(options: {
  db: DataSource;
  outbox: Outbox;
  digest: TaskDigestOptions;
  logger: Logger;
  now?: () => Date;
  /** Who holds the job's lease (tests play two servers in one process). */
  instanceId?: string;
}): ScheduledJob<JobSummary> {
  const log = options.logger.child({ module: 'task-digest' });
  return scheduleJob(
    {
      name: 'task-digest',
      exclusive: true,
      interval: () => INTERVAL_MS,
      firstDelayMs: FIRST_RUN_DELAY_MS,
      async run({ now, signal }): Promise<JobSummary> {
        const outcome = await runTaskDigest(options.db, options.outbox, options.digest, now, signal);
        if (outcome.sent > 0) {
          // Counts only: nothing personal reaches the log.
          log.info({ sent: outcome.sent }, 'task digests queued');
          options.outbox.kick();
        }
        return { sent: outcome.sent, nothingDue: outcome.nothingDue };
      },
    },
    { db: options.db, logger: log, now: options.now, instanceId: options.instanceId },
  );
}
