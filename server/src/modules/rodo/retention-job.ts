import type { DataSource } from 'typeorm';
import type { RetentionPolicy } from '../../config.js';
import type { Logger } from '../../logger.js';
import { runRetention, type RetentionOutcome } from './retention.js';

/** How often each instance asks whether today's run is due (runRetention lets one run a day). */
const CHECK_INTERVAL_MS = 3_600_000;
/** The first check waits for the start to settle (migrations, caches warming). */
const FIRST_CHECK_DELAY_MS = 60_000;

export interface RetentionJob {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** The daily RODO retention run of this instance, started and stopped by main.ts. */
export function createRetentionJob(options: {
  db: DataSource;
  policy: RetentionPolicy;
  logger: Logger;
  now?: () => Date;
  checkIntervalMs?: number;
  firstCheckDelayMs?: number;
}): RetentionJob {
  const { db, policy } = options;
  const log = options.logger.child({ module: 'retention' });
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RetentionOutcome | void> | undefined;
  let stopped = true;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runRetention(db, policy, now())
        .then((outcome) => {
          // Counts only: nothing personal reaches the log.
          if (outcome.ran) log.info({ counts: outcome.counts }, 'retention run finished');
          return outcome;
        })
        .catch((error: unknown) => log.error({ err: error }, 'retention run failed'))
        .finally(() => {
          running = undefined;
          schedule(options.checkIntervalMs ?? CHECK_INTERVAL_MS);
        });
    }, delay);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(options.firstCheckDelayMs ?? FIRST_CHECK_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
