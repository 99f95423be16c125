import pg from 'pg';
import { DataSource } from 'typeorm';
import { silentLogger, type DbLogger } from './logger.js';
import { MIGRATIONS } from './migrations/index.js';

export const MIGRATIONS_TABLE = 'typeorm_migrations';

/**
 * `date` columns (birth_date) as 'yyyy-mm-dd' strings in raw queries too. pg's default turns them
 * into a Date at local midnight, which shifts the day when serialised in another time zone.
 */
const PG_DATE_OID = 1082;
pg.types.setTypeParser(PG_DATE_OID, (value: string) => value);

export interface DataSourceOptions {
  logger?: DbLogger;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
}

/**
 * The TypeORM DataSource for one database URL: the pool, the migration runner and transactions.
 * No entities (all SQL is raw, through db/sql.ts, with row types from schema.generated.ts), no
 * synchronize, no automatic migrations (openDatabase runs them under an advisory lock).
 */
export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
  const logger = options.logger ?? silentLogger;
  /**
   * pg's pool takes its error listener off a client while it is checked out (e.g. between the
   * queries of a transaction). PostgreSQL ending the session right then (a restart, a failover)
   * emitted an unhandled 'error' that killed the whole server. The next query on that client still
   * fails (503), and the pool drops the dead client when it is released.
   */
  class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error: Error) => logger.warn({ err: error.message }, 'PostgreSQL connection in use failed'));
    }
  }
  return new DataSource({
    type: 'postgres',
    url,
    // Handing over the module makes the bundle independent of TypeORM's require('pg').
    driver: pg,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: MIGRATIONS_TABLE,
    synchronize: false,
    migrationsRun: false,
    // count(*) and bigint columns come back as numbers instead of strings (all our values are far below 2^53).
    parseInt8: true,
    // A lost database gives a fast error instead of requests hanging; pg's pool reconnects by itself later.
    connectTimeoutMS: 5000,
    poolSize: options.poolSize ?? 10,
    applicationName: options.applicationName ?? 'pets-server',
    // Extensions are created by migrations, not behind our back at connect time.
    installExtensions: false,
    extra: { idleTimeoutMillis: 30_000, keepAlive: true, Client: ListeningClient },
    poolErrorHandler: (error: Error) => logger.warn({ err: error.message }, 'idle PostgreSQL connection failed'),
  });
}
