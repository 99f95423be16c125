import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.js';

export type { Logger };

/** Structured JSON logs (ARCHITECTURE decision 12); secrets and cookies never reach the log. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'pets-server' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
