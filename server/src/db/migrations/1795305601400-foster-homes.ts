import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Foster homes (issue 33): applications from the public page, the homes staff work with and the
 * periods they cannot take animals, where each animal lives (dated placements; `animals.foster_home_id`
 * is the current one, written in the placement's transaction so the list filters by an index),
 * the one table of personal links (ARCHITECTURE: the carer's page first; only a hash is stored),
 * what carers report, the photos they send (waiting for staff), and the reminders e-mailed to them.
 */
export class FosterHomes1795305601400 implements MigrationInterface {
  name = 'FosterHomes1795305601400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE foster_homes (
        id serial PRIMARY KEY,
        first_name varchar(60) NOT NULL,
        last_name varchar(60) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(20) NOT NULL,
        postcode varchar(6) NOT NULL,
        city varchar(80) NOT NULL,
        species text[] NOT NULL,
        capacity smallint NOT NULL,
        notes text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        ended_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- The last time the carer or staff did anything with the home: retention counts from it.
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz NULL,
        CONSTRAINT chk_foster_homes_capacity CHECK (capacity BETWEEN 1 AND 50)
      );
      CREATE INDEX idx_foster_homes_active ON foster_homes (active, last_name);
      CREATE TRIGGER trg_foster_homes_demo_rows AFTER INSERT ON foster_homes FOR EACH ROW EXECUTE FUNCTION demo_rows_mark();

      CREATE TABLE foster_applications (
        id serial PRIMARY KEY,
        first_name varchar(60) NOT NULL,
        last_name varchar(60) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(20) NOT NULL,
        postcode varchar(6) NOT NULL,
        city varchar(80) NOT NULL,
        species text[] NOT NULL,
        capacity smallint NOT NULL,
        experience text NOT NULL DEFAULT '',
        housing text NOT NULL DEFAULT '',
        other_animals text NOT NULL DEFAULT '',
        vet_transport boolean NULL,
        unavailable text NOT NULL DEFAULT '',
        consent_at timestamptz NOT NULL DEFAULT now(),
        consent_policy_version varchar(20) NOT NULL,
        idempotency_key varchar(100) NULL,
        -- The submission's fingerprint: the same form sent again without a key stores nothing twice.
        fingerprint char(64) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'nowe',
        decline_reason text NOT NULL DEFAULT '',
        decided_at timestamptz NULL,
        decided_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        foster_home_id integer NULL REFERENCES foster_homes(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_foster_applications_status CHECK (status IN ('nowe', 'przyjete', 'odrzucone')),
        CONSTRAINT chk_foster_applications_capacity CHECK (capacity BETWEEN 1 AND 50),
        CONSTRAINT uq_foster_applications_idempotency_key UNIQUE (idempotency_key)
      );
      CREATE INDEX idx_foster_applications_status ON foster_applications (status, created_at DESC);
      CREATE INDEX idx_foster_applications_email ON foster_applications (lower(email));
      CREATE INDEX idx_foster_applications_fingerprint ON foster_applications (fingerprint, created_at);
      ALTER TABLE foster_homes ADD COLUMN application_id integer NULL REFERENCES foster_applications(id) ON DELETE SET NULL;

      CREATE TABLE foster_unavailable (
        id serial PRIMARY KEY,
        foster_home_id integer NOT NULL REFERENCES foster_homes(id) ON DELETE CASCADE,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        note varchar(200) NOT NULL DEFAULT '',
        CONSTRAINT chk_foster_unavailable_order CHECK (ends_on >= starts_on)
      );
      CREATE INDEX idx_foster_unavailable_home ON foster_unavailable (foster_home_id, starts_on);

      CREATE TABLE animal_placements (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        -- NULL: back with the foundation.
        foster_home_id integer NULL REFERENCES foster_homes(id) ON DELETE RESTRICT,
        starts_on date NOT NULL,
        note text NOT NULL DEFAULT '',
        created_by integer NULL REFERENCES admin_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX idx_animal_placements_animal ON animal_placements (animal_id, starts_on DESC, id DESC);
      CREATE INDEX idx_animal_placements_home ON animal_placements (foster_home_id, starts_on DESC) WHERE foster_home_id IS NOT NULL;

      ALTER TABLE animals ADD COLUMN foster_home_id integer NULL REFERENCES foster_homes(id) ON DELETE SET NULL;
      CREATE INDEX idx_animals_foster_home ON animals (foster_home_id) WHERE foster_home_id IS NOT NULL;

      CREATE TABLE personal_links (
        id serial PRIMARY KEY,
        purpose varchar(20) NOT NULL,
        subject_id integer NOT NULL,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NULL,
        -- Expiry after this many days without use (a carer's link), and/or at a fixed moment.
        idle_days smallint NULL,
        expires_at timestamptz NULL,
        revoked_at timestamptz NULL,
        CONSTRAINT chk_personal_links_purpose CHECK (purpose IN ('dt')),
        CONSTRAINT uq_personal_links_token_hash UNIQUE (token_hash)
      );
      CREATE INDEX idx_personal_links_subject ON personal_links (purpose, subject_id, created_at DESC);

      CREATE TABLE foster_reports (
        id serial PRIMARY KEY,
        foster_home_id integer NOT NULL REFERENCES foster_homes(id) ON DELETE CASCADE,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL,
        text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_foster_reports_kind CHECK (kind IN ('notatka', 'problem', 'waga', 'zdjecie'))
      );
      CREATE INDEX idx_foster_reports_home ON foster_reports (foster_home_id, created_at DESC);
      CREATE INDEX idx_foster_reports_animal ON foster_reports (animal_id, created_at DESC);

      CREATE TABLE foster_photos (
        id serial PRIMARY KEY,
        foster_home_id integer NOT NULL REFERENCES foster_homes(id) ON DELETE CASCADE,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        filename varchar(80) NOT NULL,
        content_type varchar(40) NOT NULL,
        original bytea NOT NULL,
        full_webp bytea NOT NULL,
        card_webp bytea NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        full_width integer NOT NULL,
        full_height integer NOT NULL,
        card_width integer NOT NULL,
        card_height integer NOT NULL,
        original_bytes integer NOT NULL,
        full_bytes integer NOT NULL,
        card_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_foster_photos_content_type CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp'))
      );
      CREATE INDEX idx_foster_photos_animal ON foster_photos (animal_id);
      ALTER TABLE foster_photos ALTER COLUMN original SET STORAGE EXTERNAL,
        ALTER COLUMN full_webp SET STORAGE EXTERNAL,
        ALTER COLUMN card_webp SET STORAGE EXTERNAL;

      -- One reminder per home, item and due day (item 5): two runs of the job send one mail.
      CREATE TABLE foster_reminders (
        id serial PRIMARY KEY,
        foster_home_id integer NOT NULL REFERENCES foster_homes(id) ON DELETE CASCADE,
        animal_id integer NOT NULL REFERENCES animals(id) ON DELETE CASCADE,
        item_key varchar(40) NOT NULL,
        label varchar(200) NOT NULL,
        due date NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_foster_reminders_item UNIQUE (foster_home_id, item_key, due)
      );
      CREATE INDEX idx_foster_reminders_home ON foster_reminders (foster_home_id, sent_at DESC);

      -- A carer's note or health problem becomes a task for the coordinators ("Na dziś").
      ALTER TABLE tasks DROP CONSTRAINT chk_tasks_source,
        ADD CONSTRAINT chk_tasks_source CHECK (source IN ('reczne', 'zdrowie', 'dt')),
        ADD COLUMN foster_home_id integer NULL REFERENCES foster_homes(id) ON DELETE CASCADE;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DELETE FROM tasks WHERE source = 'dt';
      ALTER TABLE tasks DROP COLUMN foster_home_id, DROP CONSTRAINT chk_tasks_source,
        ADD CONSTRAINT chk_tasks_source CHECK (source IN ('reczne', 'zdrowie'));
      DROP TABLE foster_reminders;
      DROP TABLE foster_photos;
      DROP TABLE foster_reports;
      DROP TABLE personal_links;
      ALTER TABLE animals DROP COLUMN foster_home_id;
      DROP TABLE animal_placements;
      DROP TABLE foster_unavailable;
      ALTER TABLE foster_homes DROP COLUMN application_id;
      DROP TABLE foster_applications;
      DROP TABLE foster_homes;
    `);
  }
}
