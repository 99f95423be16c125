import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The admin survey list (GET /survey/surveys) must stay fast on 100,000+ surveys: paging a bucket
 * and counting it cannot evaluate "has an active reservation / adoption" for every survey. This
 * table keeps one compact row per survey with what the list filters on:
 * - the bucket (SPEC section 4), derived from counters of active adoptions and reservations
 *   through the survey, and the size of its selection ('only surveys without selected animals');
 * - the species and creation time (sorting and paging by index);
 * - one lower-cased search text of the person (full name, e-mail, phone digits) with a trigram
 *   index, so a search is one index scan (animal names are searched through animals' own index).
 *
 * Triggers keep it right whoever writes: a survey row creates its list row; inserts, updates and
 * deletes of survey_animals, reservations and adoptions move the counters by +1/-1. Relative
 * updates (counter = counter + 1) are applied to the newest row version under its row lock, so
 * concurrent transactions never lose a change. The table has no TypeORM entity on purpose:
 * it is owned by this migration, and the schema builder ignores tables it has no entity for.
 */
export class SurveyAdminList1795305600030 implements MigrationInterface {
  name = 'SurveyAdminList1795305600030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE survey_admin_list (
        survey_id integer PRIMARY KEY,
        species varchar(40) NOT NULL,
        created_at timestamptz NOT NULL,
        person_text text NOT NULL,
        selected_count integer NOT NULL DEFAULT 0,
        active_reservations integer NOT NULL DEFAULT 0,
        active_adoptions integer NOT NULL DEFAULT 0,
        bucket varchar(10) GENERATED ALWAYS AS (
          CASE WHEN active_adoptions > 0 THEN 'done' WHEN active_reservations > 0 THEN 'reserved' ELSE 'new' END
        ) STORED,
        CONSTRAINT fk_survey_admin_list_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE CASCADE
      );

      -- The text a search runs against: "first last", e-mail, phone digits (newlines keep fields apart).
      CREATE FUNCTION survey_person_text(first_name text, last_name text, email text, phone text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN lower(first_name || ' ' || last_name) || E'\\n' || lower(email) || E'\\n' || regexp_replace(phone, '[^0-9+]', '', 'g');

      INSERT INTO survey_admin_list (survey_id, species, created_at, person_text, selected_count, active_reservations, active_adoptions)
      SELECT s.id, s.species, s.created_at, survey_person_text(s.first_name, s.last_name, s.email, s.phone),
        (SELECT count(*) FROM survey_animals sa WHERE sa.survey_id = s.id),
        (SELECT count(*) FROM reservations r WHERE r.survey_id = s.id AND r.released_at IS NULL),
        (SELECT count(*) FROM adoptions ad WHERE ad.survey_id = s.id AND ad.cancelled_at IS NULL)
      FROM surveys s;

      CREATE INDEX idx_survey_admin_list_bucket_created ON survey_admin_list (bucket, created_at, survey_id);
      CREATE INDEX idx_survey_admin_list_bucket_species ON survey_admin_list (bucket, species, created_at, survey_id);
      CREATE INDEX idx_survey_admin_list_new_without_animals ON survey_admin_list (created_at, survey_id)
        WHERE bucket = 'new' AND selected_count = 0;
      CREATE INDEX idx_survey_admin_list_person_trgm ON survey_admin_list USING gin (person_text gin_trgm_ops);

      CREATE FUNCTION survey_admin_list_from_survey() RETURNS trigger LANGUAGE plpgsql AS $$
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

      -- Moves one counter of survey_admin_list from one survey to another (either may be NULL:
      -- a row that starts or stops counting). Nothing happens when both are the same.
      CREATE FUNCTION survey_admin_list_move(counter text, from_survey integer, to_survey integer) RETURNS void
        LANGUAGE plpgsql AS $$
      BEGIN
        IF from_survey IS NOT DISTINCT FROM to_survey THEN
          RETURN;
        END IF;
        IF from_survey IS NOT NULL THEN
          EXECUTE format('UPDATE survey_admin_list SET %1$I = %1$I - 1 WHERE survey_id = $1', counter) USING from_survey;
        END IF;
        IF to_survey IS NOT NULL THEN
          EXECUTE format('UPDATE survey_admin_list SET %1$I = %1$I + 1 WHERE survey_id = $1', counter) USING to_survey;
        END IF;
      END;
      $$;

      -- Each row counts for the survey it names while it is active (selected; not released; not cancelled).
      CREATE FUNCTION survey_animals_admin_list() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        from_survey integer;
        to_survey integer;
      BEGIN
        IF TG_OP <> 'INSERT' THEN from_survey := OLD.survey_id; END IF;
        IF TG_OP <> 'DELETE' THEN to_survey := NEW.survey_id; END IF;
        PERFORM survey_admin_list_move('selected_count', from_survey, to_survey);
        RETURN NULL;
      END;
      $$;
      CREATE FUNCTION reservations_admin_list() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        from_survey integer;
        to_survey integer;
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.released_at IS NULL THEN from_survey := OLD.survey_id; END IF;
        IF TG_OP <> 'DELETE' AND NEW.released_at IS NULL THEN to_survey := NEW.survey_id; END IF;
        PERFORM survey_admin_list_move('active_reservations', from_survey, to_survey);
        RETURN NULL;
      END;
      $$;
      CREATE FUNCTION adoptions_admin_list() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        from_survey integer;
        to_survey integer;
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.cancelled_at IS NULL THEN from_survey := OLD.survey_id; END IF;
        IF TG_OP <> 'DELETE' AND NEW.cancelled_at IS NULL THEN to_survey := NEW.survey_id; END IF;
        PERFORM survey_admin_list_move('active_adoptions', from_survey, to_survey);
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER trg_survey_animals_admin_list AFTER INSERT OR UPDATE OR DELETE ON survey_animals
        FOR EACH ROW EXECUTE FUNCTION survey_animals_admin_list();
      CREATE TRIGGER trg_reservations_admin_list AFTER INSERT OR UPDATE OR DELETE ON reservations
        FOR EACH ROW EXECUTE FUNCTION reservations_admin_list();
      CREATE TRIGGER trg_adoptions_admin_list AFTER INSERT OR UPDATE OR DELETE ON adoptions
        FOR EACH ROW EXECUTE FUNCTION adoptions_admin_list();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TRIGGER trg_adoptions_admin_list ON adoptions;
      DROP TRIGGER trg_reservations_admin_list ON reservations;
      DROP TRIGGER trg_survey_animals_admin_list ON survey_animals;
      DROP TRIGGER trg_surveys_admin_list ON surveys;
      DROP FUNCTION adoptions_admin_list();
      DROP FUNCTION reservations_admin_list();
      DROP FUNCTION survey_animals_admin_list();
      DROP FUNCTION survey_admin_list_move(text, integer, integer);
      DROP FUNCTION survey_admin_list_from_survey();
      DROP TABLE survey_admin_list;
      DROP FUNCTION survey_person_text(text, text, text, text);
    `);
  }
}
