import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config.js';
import { maskEmails } from './http/log-redaction.js';

export type { Logger };

/**
 * Structured JSON logs (ARCHITECTURE decision 12); secrets and cookies never reach the log, and
 * neither do e-mail addresses (masked in every line; request URLs are redacted in app.ts).
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'pets-server' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
    hooks: { streamWrite: maskEmails },
  };
  return destination ? pino(options, destination) : pino(options);
}
