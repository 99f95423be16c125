import type { DataSource } from 'typeorm';
import type { AlertsConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Outbox } from '../mail/outbox.js';
import { runAlertDigest, type DigestOptions } from './digest.js';

export interface AlertDigestJob {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** This instance's periodic check for due alert digests (runAlertDigest decides who gets one), started by main.ts. */
export function createAlertDigestJob(options: {
  db: DataSource;
  outbox: Outbox;
  config: AlertsConfig;
  digest: Omit<DigestOptions, 'digestHour'>;
  logger: Logger;
  now?: () => Date;
}): AlertDigestJob {
  const log = options.logger.child({ module: 'alert-digest' });
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runAlertDigest(options.db, options.outbox, { ...options.digest, digestHour: options.config.digestHour, settleSeconds: options.config.settleSeconds }, now())
        .then((outcome) => {
          if (!outcome.ran || outcome.sent === 0) return;
          // A count only: nothing personal reaches the log.
          log.info({ sent: outcome.sent }, 'alert digests queued');
          options.outbox.kick();
        })
        .catch((error: unknown) => log.error({ err: error }, 'alert digest run failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.config.checkSeconds * 1000);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
