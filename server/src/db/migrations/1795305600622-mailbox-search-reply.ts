import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute, queryRows } from '../sql.js';

/**
 * The mailbox:
 * - search ignores diacritics ("lecki" finds "Łęcki", as the animal searches of the panel do):
 *   fold_search() lower-cases and removes accents with PostgreSQL's unaccent dictionary (ł and ß
 *   included, which Unicode does not decompose). unaccent() itself is only STABLE; the wrapper
 *   names the dictionary explicitly, so it is IMMUTABLE and the trigram indexes are built on it
 *   (a search stays one index scan). unaccent is a trusted extension like pg_trgm: whoever may
 *   create pg_trgm may create it. translate() with a list of letters was measured ~10x slower;
 * - a message keeps its References header, so a reply from the panel continues the thread
 *   (References = the original's References + its Message-ID).
 */
const COLUMNS = ['subject', 'from_name', 'from_email'] as const;

export class MailboxSearchReply1795305600622 implements MigrationInterface {
  name = 'MailboxSearchReply1795305600622';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `CREATE EXTENSION IF NOT EXISTS unaccent`);
    // Wherever the extension lives (it may have been installed in another schema before).
    const [extension] = await queryRows<{ schema: string }>(
      queryRunner,
      `SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`,
    );
    if (!extension) throw new Error('the unaccent extension is missing after CREATE EXTENSION');
    const { schema } = extension;
    await execute(queryRunner, `
      CREATE FUNCTION fold_search(value text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, value));
    `);
    for (const column of COLUMNS) {
      await execute(queryRunner, `DROP INDEX idx_mail_messages_${column}_trgm`);
      await execute(queryRunner, `CREATE INDEX idx_mail_messages_${column}_trgm ON mail_messages USING gin (fold_search(${column}) gin_trgm_ops)`);
    }
    await execute(queryRunner, `ALTER TABLE mail_messages ADD COLUMN references_header text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `ALTER TABLE mail_messages DROP COLUMN references_header`);
    for (const column of COLUMNS) {
      await execute(queryRunner, `DROP INDEX idx_mail_messages_${column}_trgm`);
      await execute(queryRunner, `CREATE INDEX idx_mail_messages_${column}_trgm ON mail_messages USING gin (lower(${column}) gin_trgm_ops)`);
    }
    await execute(queryRunner, `DROP FUNCTION fold_search(text)`);
    // unaccent stays, like pg_trgm: other objects in this database may use it.
  }
}
