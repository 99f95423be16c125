import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/** The person's search text as migration 1795305600030 defined it (lower() only). */
const PERSON_TEXT_BEFORE = `lower(first_name || ' ' || last_name) || E'\\n' || lower(email) || E'\\n' || regexp_replace(phone, '[^0-9+]', '', 'g')`;
/** Folded with fold_search() (migration 1795305600622): "kowalska" finds "Kowalską", "lecki" finds "Łęcki". */
const PERSON_TEXT_AFTER = `fold_search(first_name || ' ' || last_name) || E'\\n' || fold_search(email) || E'\\n' || regexp_replace(phone, '[^0-9+]', '', 'g')`;

const personText = (body: string) => `
  CREATE OR REPLACE FUNCTION survey_person_text(first_name text, last_name text, email text, phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN ${body};
  UPDATE survey_admin_list l SET person_text = survey_person_text(s.first_name, s.last_name, s.email, s.phone)
    FROM surveys s WHERE s.id = l.survey_id;
  UPDATE adopter_search x SET person_text = survey_person_text(a.first_name, a.last_name, a.email, a.phone)
    FROM adopters a WHERE a.id = x.adopter_id;`;

/**
 * Name searches of the survey and adopter lists match the words in any order ("Kowalska-Nowak
 * Zofia" finds "Zofia Kowalska-Nowak"): the query splits into words and each must occur in the
 * person's search text. That text becomes accent-insensitive like the mailbox search, through the
 * same fold_search(); the trigram indexes on person_text stay (each word is one more indexed LIKE).
 * Animal names searched from the survey list get a trigram index on fold_search(name), and active
 * reservations one on their age (the dashboard's and the survey list's stale-reservation filter).
 */
export class NameSearchAnyOrder1795305600720 implements MigrationInterface {
  name = 'NameSearchAnyOrder1795305600720';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ${personText(PERSON_TEXT_AFTER)}
      CREATE INDEX idx_animals_name_folded_trgm ON animals USING gin (fold_search(name) gin_trgm_ops);
      CREATE INDEX idx_reservations_active_created ON reservations (created_at) WHERE released_at IS NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP INDEX idx_reservations_active_created;
      DROP INDEX idx_animals_name_folded_trgm;
      ${personText(PERSON_TEXT_BEFORE)}
    `);
  }
}
