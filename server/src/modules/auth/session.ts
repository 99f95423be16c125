import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { AppConfig } from '../../config.js';
import './session-types.js';

export const SESSION_COOKIE = 'pets.sid';

const HOST_ONLY_PREFIX = '__Host-';

/**
 * The session cookie's name: with an https: PUBLIC_URL the `__Host-` prefix, which browsers accept
 * only with Secure, Path=/ and no Domain, so no subdomain or plain-HTTP page can plant or overwrite
 * it. Otherwise (local use, the desktop app, tests over http) the plain name.
 */
export function sessionCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl?.toLowerCase().startsWith('https:') ? `${HOST_ONLY_PREFIX}${SESSION_COOKIE}` : SESSION_COOKIE;
}

export const isHostOnlyCookie = (name: string): boolean => name.startsWith(HOST_ONLY_PREFIX);

/** The pg pool TypeORM already holds, so sessions need no second set of connections. */
export function poolOf(db: DataSource): Pool {
  return (db.driver as PostgresDriver).master as Pool;
}

/**
 * Cookie sessions stored in PostgreSQL (connect-pg-simple): HttpOnly, SameSite=Lax, Secure when the
 * request came over HTTPS (behind a trusted proxy; always under the `__Host-` name, which is then
 * set over HTTPS only), Path=/ without Domain, an idle timeout renewed by activity.
 */
export function sessionMiddleware(db: DataSource, config: AppConfig, secret: string): RequestHandler {
  const PgStore = connectPgSimple(session);
  const name = sessionCookieName(config);
  return session({
    name,
    secret,
    store: new PgStore({ pool: poolOf(db), tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHostOnlyCookie(name) ? true : 'auto',
      path: '/',
      maxAge: config.session.idleMinutes * 60_000,
    },
  });
}
