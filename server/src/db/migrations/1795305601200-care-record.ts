import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The animal's own record (issue 32): its intake, health card, weights, the clinics the card
 * chooses from, and staff tasks. The intake date of existing animals is the day their record was
 * created (the best fact there is); staff correct it where they know better.
 */
export class CareRecord1795305601200 implements MigrationInterface {
  name = 'CareRecord1795305601200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE animals
        ADD COLUMN intake_date date NULL,
        ADD COLUMN intake_source varchar(20) NULL,
        ADD COLUMN intake_note text NOT NULL DEFAULT '',
        ADD COLUMN identification varchar(60) NOT NULL DEFAULT '',
        ADD COLUMN birth_precision varchar(12) NOT NULL DEFAULT 'dzien',
        -- The fall of weight the list warns of, kept with each weighing's write (weights.store.ts):
        -- the list reads it instead of looking through every animal's weighings.
        ADD COLUMN weight_drop jsonb NULL,
        ADD CONSTRAINT chk_animals_intake_source
          CHECK (intake_source IN ('interwencja', 'zrzeczenie', 'znaleziony', 'organizacja', 'urodzony', 'inne')),
        ADD CONSTRAINT chk_animals_birth_precision CHECK (birth_precision IN ('dzien', 'miesiac', 'szacunkowa'));
      UPDATE animals SET intake_date = (created_at AT TIME ZONE 'Europe/Warsaw')::date;
      -- Inserts that name no intake date (the spec's add without the new field) take today in Poland.
      ALTER TABLE animals ALTER COLUMN intake_date SET NOT NULL,
        ALTER COLUMN intake_date SET DEFAULT ((now() AT TIME ZONE 'Europe/Warsaw')::date);
      CREATE INDEX idx_animals_intake_date ON animals (intake_date);

      CREATE TABLE clinics (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX uq_clinics_name ON clinics (lower(name));
      -- The demo seed registers its clinic like its other rows, so removing the demo removes it.
      CREATE TRIGGER trg_clinics_demo_rows AFTER INSERT ON clinics FOR EACH ROW EXECUTE FUNCTION demo_rows_mark();

      CREATE TABLE health_entries (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        type varchar(20) NOT NULL,
        date date NOT NULL,
        description varchar(200) NOT NULL,
        cost_grosze integer NULL,
        clinic_id integer NULL REFERENCES clinics(id) ON DELETE RESTRICT,
        next_due date NULL,
        note text NOT NULL DEFAULT '',
        version integer NOT NULL DEFAULT 1,
        -- A medication course: a dose every N hours from the entry's date until course_until.
        dose_every_hours integer NULL,
        course_until date NULL,
        created_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_health_entries_course CHECK (
          (dose_every_hours IS NULL) = (course_until IS NULL)
          AND (dose_every_hours IS NULL OR dose_every_hours BETWEEN 1 AND 720)
          AND (course_until IS NULL OR course_until BETWEEN date AND date + 90)),
        CONSTRAINT chk_health_entries_type
          CHECK (type IN ('szczepienie', 'odrobaczanie', 'kastracja', 'zabieg', 'wizyta', 'badanie', 'lek', 'inne')),
        CONSTRAINT chk_health_entries_cost CHECK (cost_grosze IS NULL OR cost_grosze >= 0),
        CONSTRAINT chk_health_entries_next_due CHECK (next_due IS NULL OR next_due > date)
      );
      CREATE INDEX idx_health_entries_animal ON health_entries (animal_id, date DESC, id DESC);
      CREATE INDEX idx_health_entries_next_due ON health_entries (next_due) WHERE next_due IS NOT NULL;

      -- An invoice or a test result of an entry: a PDF checked by its structure or an image checked
      -- by the photo pipeline (contract-scan.ts documentTypeOf), at most 5 MB, for coordination only.
      CREATE TABLE health_attachments (
        id serial PRIMARY KEY,
        entry_id integer NOT NULL REFERENCES health_entries(id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        content_type varchar(40) NOT NULL,
        bytes bytea NOT NULL,
        size integer NOT NULL,
        created_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX idx_health_attachments_entry ON health_attachments (entry_id);

      CREATE TABLE weights (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        date date NOT NULL,
        grams integer NOT NULL,
        created_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_weights_grams CHECK (grams BETWEEN 1 AND 20000),
        CONSTRAINT uq_weights_animal_date UNIQUE (animal_id, date)
      );

      CREATE TABLE tasks (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        due date NOT NULL,
        source varchar(10) NOT NULL DEFAULT 'reczne',
        assignee_id integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        animal_id integer NULL REFERENCES animals(id) ON DELETE CASCADE,
        survey_id integer NULL REFERENCES surveys(id) ON DELETE CASCADE,
        adopter_id integer NULL REFERENCES adopters(id) ON DELETE CASCADE,
        health_entry_id integer NULL REFERENCES health_entries(id) ON DELETE CASCADE,
        done_at timestamptz NULL,
        done_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_tasks_source CHECK (source IN ('reczne', 'zdrowie')),
        CONSTRAINT chk_tasks_health_source CHECK ((source = 'zdrowie') = (health_entry_id IS NOT NULL)),
        -- One task per entry and day: the next-due date, or each day of a medication course.
        CONSTRAINT uq_tasks_health_entry_due UNIQUE (health_entry_id, due)
      );
      CREATE INDEX idx_tasks_open_due ON tasks (due) WHERE done_at IS NULL;
      CREATE INDEX idx_tasks_animal ON tasks (animal_id) WHERE animal_id IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE tasks;
      DROP TABLE weights;
      DROP TABLE health_attachments;
      DROP TABLE health_entries;
      DROP TABLE clinics;
      ALTER TABLE animals
        DROP COLUMN weight_drop,
        DROP COLUMN birth_precision,
        DROP COLUMN identification,
        DROP COLUMN intake_note,
        DROP COLUMN intake_source,
        DROP COLUMN intake_date;
    `);
  }
}
