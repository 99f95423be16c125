import type { DataSource } from 'typeorm';
import type { JobSummary } from '@pets/shared';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { scheduleJob, type ScheduledJob } from '../../jobs/scheduled-job.js';
import type { Outbox } from '../mail/outbox.js';
import { sendFosterReminders, type FosterReminderOptions } from './foster-reminders.js';

const INTERVAL_MS = 3_600_000;
const FIRST_RUN_DELAY_MS = 90_000;

/**
 * Hourly: carers hear of tomorrow's health items for their animals (foster-reminders.ts). Exclusive,
 * and every item is claimed in its e-mail's transaction, so two servers never send one twice.
 */
export function createFosterRemindersJob(options: { db: DataSource; outbox: Outbox; reminders: FosterReminderOptions; logger: Logger; now?: Clock }): ScheduledJob<JobSummary> {
  const log = options.logger.child({ module: 'foster-reminders' });
  return scheduleJob(
    {
      name: 'foster-reminders',
      exclusive: true,
      interval: () => INTERVAL_MS,
      firstDelayMs: FIRST_RUN_DELAY_MS,
      async run({ now }): Promise<JobSummary> {
        const outcome = await sendFosterReminders(options.db, options.outbox, options.reminders, () => now);
        if (outcome.sent > 0) {
          log.info({ sent: outcome.sent, items: outcome.items }, 'foster reminders queued');
          options.outbox.kick();
        }
        return { sent: outcome.sent, items: outcome.items };
      },
    },
    { db: options.db, logger: log, now: options.now },
  );
}
