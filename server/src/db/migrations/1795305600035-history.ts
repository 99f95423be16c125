import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The append-only history of staff actions (who, when, what changed), written in the same
 * transaction as the change. The database refuses to update or delete a row, with one exception:
 * the RODO erase anonymises personal data inside it, which it announces for its own transaction
 * with `SET LOCAL app.history_erase = 'on'`.
 */
export class History1795305600035 implements MigrationInterface {
  name = 'History1795305600035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE history (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        -- The administrator (kept as a name too: the account may be renamed or removed), or NULL
        -- with actor_name 'system' for scheduled jobs.
        actor_id integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        actor_name varchar(100) NOT NULL,
        action varchar(64) NOT NULL,
        subject_type varchar(32) NOT NULL,
        subject_id integer NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE INDEX idx_history_subject ON history (subject_type, subject_id, at DESC);
      CREATE INDEX idx_history_at ON history (at DESC);

      CREATE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('app.history_erase', true) = 'on' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'history is append-only' USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER trg_history_append_only BEFORE UPDATE OR DELETE ON history
        FOR EACH ROW EXECUTE FUNCTION history_append_only();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TRIGGER trg_history_append_only ON history;
      DROP FUNCTION history_append_only();
      DROP TABLE history;
    `);
  }
}
