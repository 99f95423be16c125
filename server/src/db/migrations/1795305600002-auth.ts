import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/** Administrators, the session store, login rate limits and server settings (ARCHITECTURE decision 4). */
export class Auth1795305600002 implements MigrationInterface {
  name = 'Auth1795305600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE admin_users (
        id serial PRIMARY KEY,
        username varchar(100) NOT NULL,
        -- argon2id, PHC string format ($argon2id$v=19$m=...).
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NULL
      );
      -- "Admin" and "admin" are the same person.
      CREATE UNIQUE INDEX uq_admin_users_username_lower ON admin_users (lower(username));

      -- Exactly the schema connect-pg-simple expects (its table.sql), under the name "sessions".
      CREATE TABLE sessions (
        sid varchar NOT NULL COLLATE "default",
        sess json NOT NULL,
        expire timestamp(6) NOT NULL,
        CONSTRAINT sessions_pkey PRIMARY KEY (sid) NOT DEFERRABLE INITIALLY IMMEDIATE
      );
      CREATE INDEX idx_sessions_expire ON sessions (expire);

      -- Login attempt counters of rate-limiter-flexible (its RateLimiterPostgres schema), shared by instances.
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );

      -- Server-wide settings generated once (e.g. the session secret when SESSION_SECRET is unset).
      CREATE TABLE app_settings (
        key varchar(100) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE app_settings;
      DROP TABLE rate_limits;
      DROP TABLE sessions;
      DROP TABLE admin_users;
    `);
  }
}
