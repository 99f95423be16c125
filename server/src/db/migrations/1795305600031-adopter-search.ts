import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * The admin adopter search (GET /adopters?query=) over name, e-mail and phone with one trigram
 * index. POST /survey records an adopter per e-mail address, so this table grows like the surveys
 * do; adopters has no trigram index on lower(email), and an OR over an unindexed column makes the
 * whole search a sequential scan. One search text per adopter (the same survey_person_text() as
 * survey_admin_list), kept by a trigger on adopters, owned by this migration (no TypeORM entity).
 */
export class AdopterSearch1795305600031 implements MigrationInterface {
  name = 'AdopterSearch1795305600031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE adopter_search (
        adopter_id integer PRIMARY KEY,
        person_text text NOT NULL,
        CONSTRAINT fk_adopter_search_adopter FOREIGN KEY (adopter_id) REFERENCES adopters (id) ON DELETE CASCADE
      );
      INSERT INTO adopter_search (adopter_id, person_text)
      SELECT id, survey_person_text(first_name, last_name, email, phone) FROM adopters;
      CREATE INDEX idx_adopter_search_person_trgm ON adopter_search USING gin (person_text gin_trgm_ops);

      CREATE FUNCTION adopter_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO adopter_search (adopter_id, person_text)
        VALUES (NEW.id, survey_person_text(NEW.first_name, NEW.last_name, NEW.email, NEW.phone))
        ON CONFLICT (adopter_id) DO UPDATE SET person_text = EXCLUDED.person_text;
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER trg_adopters_search AFTER INSERT OR UPDATE OF first_name, last_name, email, phone
        ON adopters FOR EACH ROW EXECUTE FUNCTION adopter_search_sync();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TRIGGER trg_adopters_search ON adopters;
      DROP FUNCTION adopter_search_sync();
      DROP TABLE adopter_search;
    `);
  }
}
