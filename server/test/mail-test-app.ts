import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { appFoundationStore, createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { loadSessionSecret } from '../src/modules/auth/session-secret.js';
import { createEventBus, type EventBus } from '../src/modules/events/event-bus.js';
import { createMailModule, type MailModule } from '../src/modules/mail/mail.module.js';
import { TEST_FOUNDATION_ENV } from './app-harness.js';
import { listen, type RunningServer } from './listen.js';
import { MAIL_USERS, type MailServers } from './mail-servers.js';

/** Config for a test app: the real mail servers (either may be left out) and fast timers. */
export function mailTestConfig(servers: MailServers | null, options: { smtp?: boolean; imap?: boolean } = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_FOUNDATION_ENV, FOUNDATION_EMAIL: MAIL_USERS.foundation.address });
  return {
    ...base,
    mail: {
      ...base.mail,
      from: '"Fundacja Testowa" <nadawca@fundacja.test>',
      smtp: servers && options.smtp !== false ? servers.smtpConfig() : undefined,
      imap: servers && options.imap !== false ? { ...servers.imapConfig(), resyncSeconds: 30 } : undefined,
      outbox: { pollMs: 200, maxAttempts: 15, retryBaseMs: 300, retryMaxMs: 2000 },
    },
  };
}

export interface MailTestApp extends RunningServer {
  config: AppConfig;
  events: EventBus;
  mail: MailModule;
}

/** The real app with its mail module started (outbox worker, IMAP sync), on a loopback port. */
export async function startMailTestApp(dataSource: DataSource, config: AppConfig, options: { start?: boolean } = {}): Promise<MailTestApp> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const sessionSecret = await loadSessionSecret(dataSource, 'test-session-secret-0123456789');
  const events = createEventBus(dataSource, logger);
  const foundation = appFoundationStore({ config, logger, dataSource, events });
  await foundation.get();
  const mail = createMailModule({ config, logger, dataSource, events, foundation, imapOptions: { reconnectDelaysMs: [200, 400, 800], standbyRetryMs: 300 } });
  const app = createApp({ config, logger, dataSource, sessionSecret, events, mail, foundation });
  const server = await listen(app);
  if (options.start !== false) mail.start();
  return {
    ...server,
    config,
    events,
    mail,
    close: async () => {
      await server.close();
      await mail.stop();
      foundation.close();
      await events.close();
    },
  };
}
