import type { Express } from 'express';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { loadSessionSecret } from '../src/modules/auth/session-secret.js';
import { createEventBus, type EventBus } from '../src/modules/events/event-bus.js';
import { listen, type RunningServer } from './listen.js';

/** The real app on a loopback port over a test database, with config overrides. */
export async function startTestApp(
  dataSource: DataSource,
  overrides: Partial<AppConfig> = {},
): Promise<RunningServer & { app: Express; config: AppConfig; events: EventBus }> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const sessionSecret = await loadSessionSecret(dataSource, 'test-session-secret-0123456789');
  const logger = pino({ level: 'silent' });
  const events = createEventBus(dataSource, logger);
  const app = createApp({ config, logger, dataSource, sessionSecret, events });
  const server = await listen(app);
  return {
    ...server,
    app,
    config,
    events,
    close: async () => {
      await server.close();
      await events.close();
    },
  };
}
