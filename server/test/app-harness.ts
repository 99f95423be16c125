import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { listen, type RunningServer } from './listen.js';

/** The real app on a loopback port over a test database, with config overrides. */
export async function startTestApp(
  dataSource: DataSource,
  overrides: Partial<AppConfig> = {},
): Promise<RunningServer & { config: AppConfig }> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const app = createApp({ config, logger: pino({ level: 'silent' }), dataSource });
  const server = await listen(app);
  return { ...server, config };
}
