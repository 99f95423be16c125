import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Pages written by staff (the Treści screen): knowledge-base guides and About us. Their pictures
 * (cover and those put in the body) go through the same pipeline as animal photos and are kept
 * the same way, in `page_images`, served under the same /api/images/<name> paths. Both tables
 * register demo rows like the others (demo_rows_mark, migration 1795305600060), so the starter
 * guides leave with `npm run admin -- demo remove`.
 */
export class Pages1795305600300 implements MigrationInterface {
  name = 'Pages1795305600300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE pages (
        id serial PRIMARY KEY,
        slug varchar(80) NOT NULL,
        title varchar(120) NOT NULL,
        summary varchar(300) NOT NULL DEFAULT '',
        species varchar(40),
        body text NOT NULL DEFAULT '',
        published boolean NOT NULL DEFAULT false,
        cover_image_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(80),
        CONSTRAINT uq_pages_slug UNIQUE (slug),
        CONSTRAINT chk_pages_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      );
      CREATE INDEX idx_pages_published ON pages (published, updated_at DESC);

      CREATE TABLE page_images (
        id serial PRIMARY KEY,
        page_id integer NOT NULL,
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
        CONSTRAINT fk_page_images_page FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE CASCADE,
        CONSTRAINT chk_page_images_content_type CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        CONSTRAINT uq_page_images_page_filename UNIQUE (page_id, filename)
      );
      CREATE INDEX idx_page_images_filename ON page_images (filename);

      ALTER TABLE pages ADD CONSTRAINT fk_pages_cover FOREIGN KEY (cover_image_id) REFERENCES page_images (id) ON DELETE SET NULL;

      CREATE TRIGGER trg_pages_demo_rows AFTER INSERT ON pages FOR EACH ROW EXECUTE FUNCTION demo_rows_mark();
      CREATE TRIGGER trg_page_images_demo_rows AFTER INSERT ON page_images FOR EACH ROW EXECUTE FUNCTION demo_rows_mark();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DELETE FROM demo_rows WHERE table_name IN ('pages', 'page_images');
      ALTER TABLE pages DROP CONSTRAINT fk_pages_cover;
      DROP TABLE page_images;
      DROP TABLE pages;
    `);
  }
}
