import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres, type SupervisionHandlers } from './embedded.js';
import type { DbLogger } from './logger.js';
import { runMigrations } from './migrate.js';
import { redactUrl } from './pg-admin.js';
import { seedDemoContent } from './seed/index.js';

export type { DbLogger } from './logger.js';

export interface Database {
  dataSource: DataSource;
  /** The application database URL (with password: do not log; use redactUrl). */
  url: string;
  /** Present when this process started (or joined) the embedded server. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool, then stops the embedded server if we own it. Safe to call twice. */
  close(): Promise<void>;
}

/** Creates the account unless it exists; `created` says which happened. */
export type EnsureAdmin = (dataSource: DataSource, username: string, password: string) => Promise<{ created: boolean }>;

export interface OpenDatabaseOptions {
  /** Load demo content into an empty database; default config.seedDemo. */
  seed?: boolean;
  /**
   * Creates ADMIN_USERNAME with ADMIN_PASSWORD when missing (the accounts module's ensureAdmin,
   * passed in by the caller so the database layer does not import a feature); none: no account.
   */
  bootstrapAdmin?: EnsureAdmin;
  /** Start the embedded server again whenever it dies (the running server; not the CLI). */
  superviseEmbedded?: SupervisionHandlers;
}

/** The cluster lives in a subfolder, so DATA_DIR can hold other things later. */
export function embeddedClusterDir(config: AppConfig): string {
  return path.join(config.database.dataDir, 'pg');
}

/**
 * Everything the server needs from PostgreSQL before it listens: the server itself (embedded when
 * DATABASE_URL is unset), a connected pool, the schema, demo content and the first administrator.
 * Throws an Error with a readable message (in Polish: the admin command line and the start banner
 * print it as it is) when the database cannot be reached.
 */
export async function openDatabase(config: AppConfig, logger: DbLogger, options: OpenDatabaseOptions = {}): Promise<Database> {
  const started = performance.now();
  let embedded: EmbeddedPostgres | undefined;
  let url = config.database.url;
  if (!url) {
    try {
      embedded = await startEmbeddedPostgres({ clusterDir: embeddedClusterDir(config), port: config.database.embeddedPort, logger });
    } catch (error) {
      throw new Error(`Nie udało się uruchomić wbudowanego PostgreSQL: ${(error as Error).message}`, { cause: error });
    }
    url = embedded.url;
  }

  const dataSource = createDataSource(url, { logger });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw new Error(
      `Nie można połączyć się z PostgreSQL pod adresem ${redactUrl(url)}: ${(error as Error).message}. ` +
        (embedded ? 'Wbudowany serwer bazy danych uruchomił się, ale odrzucił połączenie.' : 'Sprawdź DATABASE_URL i czy serwer PostgreSQL działa.'),
      { cause: error },
    );
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  };

  try {
    await runMigrations(dataSource, logger);
    if (options.seed ?? config.seedDemo) await seedDemoContent(dataSource, { logger });
    if (options.bootstrapAdmin) await bootstrapAdmin(dataSource, config, logger, options.bootstrapAdmin);
  } catch (error) {
    await close();
    throw error;
  }
  if (embedded && options.superviseEmbedded) embedded.supervise(options.superviseEmbedded);
  logger.info({ database: redactUrl(url), embedded: Boolean(embedded), ms: Math.round(performance.now() - started) }, 'database ready');
  return { dataSource, url, embedded, close };
}

async function bootstrapAdmin(dataSource: DataSource, config: AppConfig, logger: DbLogger, ensureAdmin: EnsureAdmin): Promise<void> {
  const { username, password } = config.admin;
  if (!username && !password) return;
  if (!username || !password) {
    logger.warn('ADMIN_USERNAME and ADMIN_PASSWORD must both be set to create the first administrator; ignoring the one that is set');
    return;
  }
  try {
    const result = await ensureAdmin(dataSource, username, password);
    if (result.created) logger.info({ username }, 'administrator created from ADMIN_USERNAME');
  } catch (error) {
    throw new Error(`Nie można utworzyć pierwszego administratora z ADMIN_USERNAME i ADMIN_PASSWORD: ${(error as Error).message}`, { cause: error });
  }
}
