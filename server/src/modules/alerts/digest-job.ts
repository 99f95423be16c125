import type { DataSource } from 'typeorm';
import type { AlertsConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { JobSummary } from '@pets/shared';
import { scheduleJob, type ScheduledJob } from '../../jobs/scheduled-job.js';
import type { Outbox } from '../mail/outbox.js';
import { runAlertDigest, type DigestOptions } from './digest.js';

export type AlertDigestJob = ScheduledJob<JobSummary>;

const NOT_RUN_NOTES = { too_early: 'przed godziną wysyłki', locked: 'wysyła inny serwer' } as const;

/** The periodic check for due alert digests (runAlertDigest decides who gets one), started by main.ts. */
export function createAlertDigestJob(options: {
  db: DataSource;
  outbox: Outbox;
  config: AlertsConfig;
  digest: Omit<DigestOptions, 'digestHour'>;
  logger: Logger;
  now?: () => Date;
}): AlertDigestJob {
  const log = options.logger.child({ module: 'alert-digest' });
  return scheduleJob(
    {
      name: 'alert-digest',
      exclusive: true,
      interval: () => options.config.checkSeconds * 1000,
      async run({ now }): Promise<JobSummary> {
        const outcome = await runAlertDigest(
          options.db,
          options.outbox,
          { ...options.digest, digestHour: options.config.digestHour, settleSeconds: options.config.settleSeconds },
          now,
        );
        if (!outcome.ran) return { note: NOT_RUN_NOTES[outcome.reason] };
        if (outcome.sent > 0) {
          // A count only: nothing personal reaches the log.
          log.info({ sent: outcome.sent }, 'alert digests queued');
          options.outbox.kick();
        }
        return { sent: outcome.sent };
      },
    },
    { db: options.db, logger: log, now: options.now },
  );
}
