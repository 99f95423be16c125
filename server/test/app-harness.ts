import type { Express } from 'express';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { appFoundationStore, createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { loadSessionSecret } from '../src/modules/auth/session-secret.js';
import { createEventBus, type EventBus } from '../src/modules/events/event-bus.js';
import type { FoundationStore } from '../src/modules/foundation/foundation.store.js';
import { listen, type RunningServer } from './listen.js';
import type { Clock } from '../src/clock.js';

/**
 * A complete, valid foundation record (check digits included), as a configured deployment has it:
 * the seed of every test app that does not bring its own configuration. Tests of the empty state
 * start with `loadConfig({ NODE_ENV: 'test' })` and no FOUNDATION_*.
 */
export const TEST_FOUNDATION_ENV = {
  FOUNDATION_NAME: 'Fundacja Małe Łapki',
  FOUNDATION_EMAIL: 'kontakt@malelapki.example',
  FOUNDATION_KRS: '0000987654',
  FOUNDATION_NIP: '525-123-45-60',
  FOUNDATION_REGON: '146789017',
  FOUNDATION_BANK_ACCOUNT: 'PL61 1090 1014 0000 0712 1981 2874',
  FOUNDATION_FACEBOOK_URL: 'https://www.facebook.com/malelapki',
  FOUNDATION_INSTAGRAM_URL: 'https://www.instagram.com/malelapki',
  FOUNDATION_ADDRESS: 'ul. Przykładowa 1, 00-001 Warszawa',
} as const;

/** The configuration of a test app: silent, with the test foundation's data unless `env` says otherwise. */
export function testAppConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_FOUNDATION_ENV, ...env });
}

/**
 * The real app on a loopback port over a test database, with config overrides. The foundation
 * data is read (and seeded, on a fresh database) before the app answers, as main.ts does.
 */
export async function startTestApp(
  dataSource: DataSource,
  overrides: Partial<AppConfig> = {},
  { clock }: { clock?: Clock } = {},
): Promise<RunningServer & { app: Express; config: AppConfig; events: EventBus; foundation: FoundationStore }> {
  const config = { ...testAppConfig(), ...overrides };
  const sessionSecret = await loadSessionSecret(dataSource, 'test-session-secret-0123456789');
  const logger = pino({ level: 'silent' });
  const events = createEventBus(dataSource, logger);
  const foundation = appFoundationStore({ config, logger, dataSource, events });
  await foundation.get();
  const app = createApp({ config, logger, dataSource, sessionSecret, events, foundation, clock });
  const server = await listen(app);
  return {
    ...server,
    app,
    config,
    events,
    foundation,
    close: async () => {
      await server.close();
      foundation.close();
      await events.close();
    },
  };
}
