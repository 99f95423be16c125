import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Animals and their images (SPEC section 3, Animal). Value lists are written out here on purpose:
 * a migration is frozen history and must not change when shared/ constants change later.
 */
export class AnimalsImages1795305600000 implements MigrationInterface {
  // Explicit, because the bundler may rename the class and TypeORM would then lose the timestamp.
  name = 'AnimalsImages1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      -- Trigram indexes make the admin "contains" searches (ILIKE '%text%') use an index.
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      -- Keeps updated_at right for every UPDATE, including raw SQL ones that bypass the ORM.
      -- An UPDATE that sets updated_at itself (imports, seeds) keeps its value.
      CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
          NEW.updated_at := now();
        END IF;
        RETURN NEW;
      END;
      $$;

      CREATE TABLE animals (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        species varchar(40) NOT NULL,
        sex varchar(10) NOT NULL,
        birth_date date NULL,
        neutered boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT 'Dostępny',
        description text NOT NULL DEFAULT '',
        health text NOT NULL DEFAULT '',
        rainbow_bridge boolean NOT NULL DEFAULT false,
        cover_image_id integer NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_animals_species CHECK (species IN ('Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego',
          'Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Myszoskoczek', 'Szynszyla', 'Żółw')),
        CONSTRAINT chk_animals_sex CHECK (sex IN ('Samiec', 'Samica')),
        CONSTRAINT chk_animals_status CHECK (status IN ('Dostępny', 'Zarezerwowany', 'Adoptowany', 'Wstrzymany'))
      );
      -- Admin search by name: WHERE lower(name) LIKE '%' || lower($1) || '%'.
      CREATE INDEX idx_animals_name_trgm ON animals USING gin (lower(name) gin_trgm_ops);
      CREATE INDEX idx_animals_species_status ON animals (species, status);
      CREATE INDEX idx_animals_created_at ON animals (created_at);
      CREATE TRIGGER trg_animals_touch BEFORE UPDATE ON animals FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

      CREATE TABLE images (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL,
        -- Content-derived (sha256 prefix + extension): the URL never changes meaning, so it is cached forever.
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
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_images_animal FOREIGN KEY (animal_id) REFERENCES animals (id) ON DELETE CASCADE,
        CONSTRAINT chk_images_content_type CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        -- Per animal, not global: the same photo may be uploaded for two animals (same bytes, same URL).
        CONSTRAINT uq_images_animal_filename UNIQUE (animal_id, filename)
      );
      CREATE INDEX idx_images_filename ON images (filename);
      CREATE INDEX idx_images_animal_position ON images (animal_id, position);
      -- JPEG/PNG/WebP do not compress further: store out of line without wasting CPU on pglz.
      ALTER TABLE images ALTER COLUMN original SET STORAGE EXTERNAL,
        ALTER COLUMN full_webp SET STORAGE EXTERNAL,
        ALTER COLUMN card_webp SET STORAGE EXTERNAL;

      ALTER TABLE animals ADD CONSTRAINT fk_animals_cover_image
        FOREIGN KEY (cover_image_id) REFERENCES images (id) ON DELETE SET NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE animals DROP CONSTRAINT fk_animals_cover_image;
      DROP TABLE images;
      DROP TABLE animals;
      DROP FUNCTION touch_updated_at();
      -- pg_trgm stays: other objects in this database may use it, and keeping it is harmless.
    `);
  }
}
