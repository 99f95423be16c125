import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_ADOPTER_EMAILS } from '../seed/adoptions-seeder.js';
import { DEMO_OTHERS } from '../seed/demo-animals-others.js';
import { DEMO_RODENTS } from '../seed/demo-animals-rodents.js';
import { DEMO_SURVEY_EMAILS } from '../seed/surveys-seeder.js';
import { execute } from '../sql.js';

/** The tables the demo seed writes to (survey answers, notes and selections go with their survey). */
export const DEMO_TABLES = ['animals', 'images', 'adopters', 'surveys', 'reservations', 'adoptions', 'social_posts'] as const;

/**
 * Which rows are demo content, so `npm run admin -- demo remove` deletes exactly those and
 * nothing a person entered. A registry table rather than a column on each table: the rows are
 * marked by the database itself, for whatever code inserts them, while the seed's transaction
 * announces itself with `SET LOCAL app.demo_seed = 'on'` (as the RODO erase does for history).
 * Every other insert, from any code path, is a person's and is never marked. The table has no
 * TypeORM entity on purpose (owned by this migration).
 *
 * A database seeded before this migration has its demo rows marked here by what the seed wrote:
 * posts with 'demo_' ids, people with the seed's example.com addresses, animals whose name,
 * species, sex and description are still the seed's (an animal a person has rewritten stays).
 */
export class DemoRows1795305600060 implements MigrationInterface {
  name = 'DemoRows1795305600060';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE demo_rows (
        table_name varchar(32) NOT NULL,
        -- The row's primary key as text (social_posts has varchar ids, the others serials).
        row_id text NOT NULL,
        CONSTRAINT pk_demo_rows PRIMARY KEY (table_name, row_id)
      );

      CREATE FUNCTION demo_rows_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('app.demo_seed', true) = 'on' THEN
          INSERT INTO demo_rows (table_name, row_id) VALUES (TG_TABLE_NAME, NEW.id::text) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END;
      $$;
    `);
    for (const table of DEMO_TABLES) {
      await execute(queryRunner, `CREATE TRIGGER trg_${table}_demo_rows AFTER INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION demo_rows_mark()`);
    }
    await this.markEarlierSeed(queryRunner);
  }

  async markEarlierSeed(queryRunner: QueryRunner): Promise<void> {
    const animals = JSON.stringify([...DEMO_RODENTS, ...DEMO_OTHERS].map((demo) => ({ name: demo.name, species: demo.species, sex: demo.sex, description: demo.description.join('\n\n') })));
    const emails = [...new Set([...DEMO_ADOPTER_EMAILS, ...DEMO_SURVEY_EMAILS].map((email) => email.toLowerCase()))];
    await execute(
      queryRunner,
      `
      INSERT INTO demo_rows (table_name, row_id)
      SELECT 'social_posts', id FROM social_posts WHERE id LIKE 'demo\\_%'
      UNION ALL
      SELECT 'animals', a.id::text FROM animals a
        JOIN jsonb_to_recordset($1::jsonb) AS d(name text, species text, sex text, description text)
          ON a.name = d.name AND a.species = d.species AND a.sex = d.sex AND a.description = d.description
      UNION ALL
      SELECT 'adopters', id::text FROM adopters WHERE lower(email) = ANY($2::text[])
      UNION ALL
      SELECT 'surveys', id::text FROM surveys WHERE lower(email) = ANY($2::text[])
      ON CONFLICT DO NOTHING`,
      [animals, emails],
    );
    // The seed gave each photo its animal's creation time; photos added later by a person differ.
    await execute(queryRunner, `
      INSERT INTO demo_rows (table_name, row_id)
      SELECT 'images', i.id::text FROM images i JOIN animals a ON a.id = i.animal_id AND i.created_at = a.created_at
      WHERE EXISTS (SELECT 1 FROM demo_rows d WHERE d.table_name = 'animals' AND d.row_id = a.id::text)
      UNION ALL
      SELECT 'reservations', r.id::text FROM reservations r
      WHERE EXISTS (SELECT 1 FROM demo_rows d WHERE d.table_name = 'animals' AND d.row_id = r.animal_id::text)
        AND EXISTS (SELECT 1 FROM demo_rows d WHERE d.table_name = 'surveys' AND d.row_id = r.survey_id::text)
      UNION ALL
      SELECT 'adoptions', ad.id::text FROM adoptions ad
      WHERE ad.survey_id IS NULL
        AND EXISTS (SELECT 1 FROM demo_rows d WHERE d.table_name = 'animals' AND d.row_id = ad.animal_id::text)
        AND EXISTS (SELECT 1 FROM demo_rows d WHERE d.table_name = 'adopters' AND d.row_id = ad.adopter_id::text)
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of DEMO_TABLES) await execute(queryRunner, `DROP TRIGGER trg_${table}_demo_rows ON ${table}`);
    await execute(queryRunner, `DROP FUNCTION demo_rows_mark(); DROP TABLE demo_rows;`);
  }
}
