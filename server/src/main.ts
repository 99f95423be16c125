import 'dotenv/config';
import { createServer, type Server } from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { withFastPath } from './http/fast-path.js';
import { openDatabase } from './db/database.js';
import { loadSessionSecret } from './modules/auth/session-secret.js';
import { createEventBus } from './modules/events/event-bus.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { createLogger } from './logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const startedAt = performance.now();

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'database unavailable at start');
    console.error(`\nNie można uruchomić serwera: baza danych jest niedostępna.\n${(error as Error).message}\n`);
    process.exit(1);
  }

  const sessionSecret = await loadSessionSecret(database.dataSource, config.session.secret);
  const events = createEventBus(database.dataSource, logger);
  const mail = createMailModule({ config, logger, dataSource: database.dataSource, events });
  const app = createApp({ config, logger, dataSource: database.dataSource, sessionSecret, events, mail });
  const server: Server = createServer(withFastPath(app)).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: Error) => {
    logger.fatal({ err: error }, 'cannot listen');
    console.error(`\nNie można nasłuchiwać na porcie ${config.port}: ${error.message}\n`);
    await database.close();
    process.exit(1);
  });

  mail.start();

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  logger.info({ url, readyMs: Math.round(performance.now() - startedAt) }, 'server ready');
  if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start') {
    console.log(`\n  Serwis działa: ${url}\n  Panel administratora: ${url}/admin\n  Pierwszy administrator: npm run admin -- create <nazwa>  (albo ADMIN_USERNAME i ADMIN_PASSWORD przy starcie)\n`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('forced shutdown after grace period');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      mail
        .stop()
        .then(() => events.close())
        .then(() => database.close())
        .catch((error: unknown) => logger.error({ err: error }, 'database close failed'))
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    // Event streams never go idle by themselves; end them so close() can finish.
    server.closeAllConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
