import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

const REASONS = `'odrzucona', 'wycofana', 'spam', 'duplikat', 'inny'`;

/** The list's bucket as migration 1795305600030 derived it, and as it is derived with closed surveys. */
const BUCKET_BEFORE = `CASE WHEN active_adoptions > 0 THEN 'done' WHEN active_reservations > 0 THEN 'reserved' ELSE 'new' END`;
const BUCKET_AFTER = `CASE WHEN active_adoptions > 0 OR closed THEN 'done' WHEN active_reservations > 0 THEN 'reserved' ELSE 'new' END`;

/** The indexes over the bucket (dropped with the generated column, so created again). */
const BUCKET_INDEXES = `
  CREATE INDEX idx_survey_admin_list_bucket_created ON survey_admin_list (bucket, created_at, survey_id);
  CREATE INDEX idx_survey_admin_list_bucket_species ON survey_admin_list (bucket, species, created_at, survey_id);
  CREATE INDEX idx_survey_admin_list_new_without_animals ON survey_admin_list (created_at, survey_id)
    WHERE bucket = 'new' AND selected_count = 0;`;

/**
 * Staff close a survey that will not lead to an adoption (turned down, withdrawn, spam, a
 * duplicate, another reason described in words) and may reopen it. The survey row keeps the
 * current closure (the history keeps every close and reopen with who and when); the admin list
 * puts a closed survey in 'done' beside the adopted ones. Closing releases the survey's
 * reservations and is refused once an animal was adopted through it, so a closed survey holds
 * neither.
 */
export class SurveyClosure1795305600600 implements MigrationInterface {
  name = 'SurveyClosure1795305600600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE surveys
        ADD COLUMN closed_at timestamptz NULL,
        ADD COLUMN close_reason varchar(20) NULL,
        ADD COLUMN close_note varchar(500) NULL,
        ADD CONSTRAINT chk_surveys_close_reason CHECK (close_reason IS NULL OR close_reason IN (${REASONS})),
        ADD CONSTRAINT chk_surveys_closed CHECK (
          (closed_at IS NULL) = (close_reason IS NULL) AND (close_note IS NULL OR closed_at IS NOT NULL)
          AND (close_reason IS DISTINCT FROM 'inny' OR close_note IS NOT NULL)
        );

      ALTER TABLE survey_admin_list ADD COLUMN closed boolean NOT NULL DEFAULT false;
      ALTER TABLE survey_admin_list DROP COLUMN bucket;
      ALTER TABLE survey_admin_list ADD COLUMN bucket varchar(10) GENERATED ALWAYS AS (${BUCKET_AFTER}) STORED;
      ${BUCKET_INDEXES}

      CREATE OR REPLACE FUNCTION survey_admin_list_from_survey() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_admin_list (survey_id, species, created_at, person_text, closed)
        VALUES (NEW.id, NEW.species, NEW.created_at, survey_person_text(NEW.first_name, NEW.last_name, NEW.email, NEW.phone), NEW.closed_at IS NOT NULL)
        ON CONFLICT (survey_id) DO UPDATE
          SET species = EXCLUDED.species, created_at = EXCLUDED.created_at, person_text = EXCLUDED.person_text, closed = EXCLUDED.closed;
        RETURN NULL;
      END;
      $$;
      DROP TRIGGER trg_surveys_admin_list ON surveys;
      CREATE TRIGGER trg_surveys_admin_list AFTER INSERT OR UPDATE OF species, created_at, first_name, last_name, email, phone, closed_at
        ON surveys FOR EACH ROW EXECUTE FUNCTION survey_admin_list_from_survey();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TRIGGER trg_surveys_admin_list ON surveys;
      CREATE OR REPLACE FUNCTION survey_admin_list_from_survey() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_admin_list (survey_id, species, created_at, person_text)
        VALUES (NEW.id, NEW.species, NEW.created_at, survey_person_text(NEW.first_name, NEW.last_name, NEW.email, NEW.phone))
        ON CONFLICT (survey_id) DO UPDATE
          SET species = EXCLUDED.species, created_at = EXCLUDED.created_at, person_text = EXCLUDED.person_text;
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER trg_surveys_admin_list AFTER INSERT OR UPDATE OF species, created_at, first_name, last_name, email, phone
        ON surveys FOR EACH ROW EXECUTE FUNCTION survey_admin_list_from_survey();

      ALTER TABLE survey_admin_list DROP COLUMN bucket;
      ALTER TABLE survey_admin_list DROP COLUMN closed;
      ALTER TABLE survey_admin_list ADD COLUMN bucket varchar(10) GENERATED ALWAYS AS (${BUCKET_BEFORE}) STORED;
      ${BUCKET_INDEXES}

      ALTER TABLE surveys
        DROP CONSTRAINT chk_surveys_closed,
        DROP CONSTRAINT chk_surveys_close_reason,
        DROP COLUMN close_note,
        DROP COLUMN close_reason,
        DROP COLUMN closed_at;
    `);
  }
}
