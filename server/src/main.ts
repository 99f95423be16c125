import { createHealthTasksJob } from './modules/tasks/health-tasks-job.js';
import { createFosterRemindersJob } from './modules/foster/foster-reminders-job.js';
import { createTaskDigestJob } from './modules/tasks/task-digest-job.js';
import './load-env.js';
import { createServer, type Server } from 'node:http';
import { appFoundationStore, createApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { withFastPath } from './http/fast-path.js';
import { openDatabase } from './db/database.js';
import { ensureAdmin } from './modules/accounts/admin-users.js';
import { hasDemoContent } from './db/seed/demo-removal.js';
import { loadSessionSecret } from './modules/auth/session-secret.js';
import { createEventBus } from './modules/events/event-bus.js';
import { warnAboutMissingFoundationData } from './modules/foundation/foundation-warning.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { createRetentionJob } from './modules/rodo/retention-job.js';
import { createAlertDigestJob } from './modules/alerts/digest-job.js';
import { publicOrigin } from './http/public-origin.js';
import { startScheduledBackups } from './backup/schedule.js';
import { createLogger } from './logger.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\nNie można uruchomić serwera. ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config);
  const startedAt = performance.now();

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, logger, {
      bootstrapAdmin: ensureAdmin,
      // The pool reconnects by itself once the embedded server is back (within seconds); if it
      // cannot come back, exiting non-zero lets systemd (Restart=on-failure) start everything anew.
      superviseEmbedded: {
        onGiveUp: (error) => {
          logger.fatal({ reason: error.message }, 'embedded PostgreSQL is gone and could not be started again; exiting');
          console.error(`\nWbudowana baza danych przestała działać i nie udało się jej ponownie uruchomić. Serwer kończy pracę, żeby usługa (np. systemd) mogła go uruchomić od nowa.\n${error.message}\n`);
          process.exit(1);
        },
      },
    });
  } catch (error) {
    // One readable message (no stack): the cause is a setting or a stopped server, not a bug.
    logger.fatal({ reason: (error as Error).message }, 'database unavailable at start');
    const check = config.database.url
      ? 'Sprawdź DATABASE_URL (adres, port, użytkownik, hasło, nazwa bazy) i czy serwer PostgreSQL działa.'
      : `Sprawdź DATA_DIR (${config.database.dataDir}: folder musi dać się utworzyć i zapisać) i EMBEDDED_PG_PORT (${config.database.embeddedPort}).`;
    console.error(`\nNie można uruchomić serwera: baza danych jest niedostępna. ${check}\n${(error as Error).message}\n`);
    process.exit(1);
  }

  const sessionSecret = await loadSessionSecret(database.dataSource, config.session.secret);
  const events = createEventBus(database.dataSource, logger);
  const foundation = appFoundationStore({ config, logger, dataSource: database.dataSource, events });
  // Read (and at the first start seeded from FOUNDATION_*) before the first visitor: a production
  // start names what is still missing, which the public site leaves out until it is filled in.
  const foundationData = await foundation.get();
  if (config.env === 'production') warnAboutMissingFoundationData(foundationData, logger);
  const mail = createMailModule({ config, logger, dataSource: database.dataSource, events, foundation });
  const app = createApp({ config, logger, dataSource: database.dataSource, sessionSecret, events, mail, foundation });
  const server: Server = createServer(withFastPath(app)).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: Error) => {
    logger.fatal({ reason: error.message }, 'cannot listen');
    const hint = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ' Port jest zajęty przez inny program: zatrzymaj go albo ustaw inny PORT.' : '';
    console.error(`\nNie można nasłuchiwać na porcie ${config.port}.${hint}\n${error.message}\n`);
    // The event listener's connection first: closing the database under it would throw.
    await events.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  });

  mail.start();
  const retention = createRetentionJob({ db: database.dataSource, policy: config.retention, logger });
  retention.start();
  const healthTasks = createHealthTasksJob({ db: database.dataSource, logger });
  healthTasks.start();
  const taskDigests = createTaskDigestJob({
    db: database.dataSource,
    outbox: mail.outbox,
    digest: { origin: publicOrigin(config), foundationName: () => foundation.name() },
    logger,
  });
  taskDigests.start();
  const fosterReminders = createFosterRemindersJob({
    db: database.dataSource,
    outbox: mail.outbox,
    reminders: { origin: publicOrigin(config), foundationName: () => foundation.name() },
    logger,
  });
  fosterReminders.start();
  const alertDigests = createAlertDigestJob({
    db: database.dataSource,
    outbox: mail.outbox,
    config: config.alerts,
    digest: { origin: publicOrigin(config), foundationName: () => foundation.name() },
    logger,
  });
  alertDigests.start();
  const backups = config.backup ? startScheduledBackups({ config: config.backup, url: database.url, db: database.dataSource, logger }) : undefined;

  // Handlers first, before anything else awaits: a signal in between would end the process with
  // the default action and leave the embedded PostgreSQL running without its owner.
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
      // Each waits for its run in progress (a backup being written included).
      Promise.all([Promise.all([alertDigests.stop(), taskDigests.stop(), fosterReminders.stop()]).then(() => mail.stop()), retention.stop(), healthTasks.stop(), backups?.stop()])
        .then(() => {
          foundation.close();
          return events.close();
        })
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

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  logger.info({ url, readyMs: Math.round(performance.now() - startedAt) }, 'server ready');
  if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start') {
    console.log(`\n  Serwis działa: ${url}\n  Panel administratora: ${url}/admin\n  Pierwszy administrator: npm run admin -- create <nazwa>  (albo ADMIN_USERNAME i ADMIN_PASSWORD przy starcie)\n`);
    // A stop signal may close the database meanwhile: the hint is then simply left out.
    if (await hasDemoContent(database.dataSource).catch(() => false)) {
      console.log('  W bazie są dane przykładowe (zwierzaki, ankiety, adoptujący). Usunięcie: npm run admin -- demo remove\n');
    }
  }
}

void main();
