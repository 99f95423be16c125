import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { loadSessionSecret } from '../src/modules/auth/session-secret.js';
import { listen, type RunningServer } from './listen.js';

/** The real app on a loopback port over a test database, with config overrides. */
export async function startTestApp(
  dataSource: DataSource,
  overrides: Partial<AppConfig> = {},
): Promise<RunningServer & { config: AppConfig }> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const sessionSecret = await loadSessionSecret(dataSource, 'test-session-secret-0123456789');
  const app = createApp({ config, logger: pino({ level: 'silent' }), dataSource, sessionSecret });
  const server = await listen(app);
  return { ...server, config };
}
