import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { AppConfig } from '../../config.js';
import './session-types.js';

export const SESSION_COOKIE = 'pets.sid';

/** The pg pool TypeORM already holds, so sessions need no second set of connections. */
export function poolOf(db: DataSource): Pool {
  return (db.driver as PostgresDriver).master as Pool;
}

/**
 * Cookie sessions stored in PostgreSQL (connect-pg-simple): HttpOnly, SameSite=Lax, Secure when the
 * request came over HTTPS (behind a trusted proxy), an idle timeout renewed by activity.
 */
export function sessionMiddleware(db: DataSource, config: AppConfig, secret: string): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({ pool: poolOf(db), tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: '/',
      maxAge: config.session.idleMinutes * 60_000,
    },
  });
}
