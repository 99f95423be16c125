import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * Typed raw SQL over TypeORM. TypeORM's `query()` returns `any` (and on PostgreSQL a
 * `[rows, rowCount]` pair for UPDATE/DELETE, rows otherwise), so every raw query in the server goes
 * through these helpers instead: the caller names the row type it expects, nothing `any` flows from
 * the database, and a count is read the same way for every statement.
 *
 * The row type is the caller's promise about the SQL's columns (as pg returns them: count(*) and
 * bigint as numbers (parseInt8), `date` as 'yyyy-mm-dd' strings (data-source.ts), timestamptz as Date,
 * json/jsonb parsed); it is not checked at run time.
 */
export type Queryable = DataSource | EntityManager | QueryRunner;

/** Positional parameters ($1, $2...). */
export type SqlParams = readonly unknown[];

interface StructuredResult {
  /** Undefined for a multi-statement string (pg answers with one result per statement). */
  records: unknown[] | undefined;
  affected: number | undefined;
}

const INSTANCE_OF = '@instanceof';

/** TypeORM's own brand (what its InstanceChecker reads); `instanceof` breaks with two copies of TypeORM. */
function brand(db: Queryable): unknown {
  return (db as unknown as Record<string, unknown>)[INSTANCE_OF];
}

function isEntityManager(db: Queryable): db is EntityManager {
  return brand(db) === Symbol.for('EntityManager');
}

function isDataSource(db: Queryable): db is DataSource {
  return brand(db) === Symbol.for('DataSource');
}

/**
 * Runs one statement the way `db.query(sql, params)` would (an EntityManager inside a transaction
 * uses its transaction's connection; a DataSource or a plain manager borrows a pooled connection
 * for the statement), but asks TypeORM for its structured result: the rows and the affected-row
 * count for any statement, instead of the shape that depends on the command.
 */
async function run(db: Queryable, sql: string, params: SqlParams | undefined): Promise<StructuredResult> {
  // TypeORM's signature wants a mutable any[]; it only reads the array.
  const parameters = params as unknown[] | undefined;
  let dataSource: DataSource;
  if (isEntityManager(db)) {
    if (db.queryRunner) return structured(await db.queryRunner.query(sql, parameters, true));
    dataSource = db.connection;
  } else if (isDataSource(db)) {
    dataSource = db;
  } else {
    return structured(await db.query(sql, parameters, true));
  }
  const runner = dataSource.createQueryRunner();
  try {
    return structured(await runner.query(sql, parameters, true));
  } finally {
    await runner.release();
  }
}

function structured(result: { records?: unknown[]; affected?: number }): StructuredResult {
  return { records: result.records, affected: result.affected };
}

/** All rows of a query (SELECT, or INSERT/UPDATE/DELETE ... RETURNING). */
export async function queryRows<Row>(db: Queryable, sql: string, params?: SqlParams): Promise<Row[]> {
  const { records } = await run(db, sql, params);
  return (records ?? []) as Row[];
}

/** The first row, or undefined when the query returned none. */
export async function queryFirst<Row>(db: Queryable, sql: string, params?: SqlParams): Promise<Row | undefined> {
  const rows = await queryRows<Row>(db, sql, params);
  return rows[0];
}

/** Thrown by queryOne when the query returned no row. */
export class NoRowError extends Error {
  constructor(readonly sql: string) {
    super(`Expected a row, the query returned none: ${sql.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    this.name = 'NoRowError';
  }
}

/**
 * The first row of a query that always returns one (an aggregate, INSERT ... RETURNING, a row the
 * caller knows exists); throws NoRowError otherwise.
 */
export async function queryOne<Row>(db: Queryable, sql: string, params?: SqlParams): Promise<Row> {
  const rows = await queryRows<Row>(db, sql, params);
  const [row] = rows;
  if (rows.length === 0) throw new NoRowError(sql);
  return row as Row;
}

/**
 * A statement run for its effect (DDL, INSERT/UPDATE/DELETE without RETURNING, SET, SELECT of a
 * function for its side effect): resolves to the number of rows it affected as PostgreSQL reports
 * it (pg's rowCount; the same number TypeORM's `[rows, count]` pair carries for UPDATE/DELETE), or
 * 0 when there is none (DDL, a multi-statement string).
 */
export async function execute(db: Queryable, sql: string, params?: SqlParams): Promise<number> {
  const { affected } = await run(db, sql, params);
  return affected ?? 0;
}
