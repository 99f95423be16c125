import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mailbox:
 * - search ignores diacritics ("lecki" finds "Łęcki", as the animal searches of the panel do):
 *   fold_search() lower-cases and strips the accents of Latin letters (Polish ones included, ł
 *   too, which Unicode does not decompose). It is IMMUTABLE, so the trigram indexes are built on
 *   it and a search stays one index scan; translate() needs no extension (unaccent would);
 * - a message keeps its References header, so a reply from the panel continues the thread
 *   (References = the original's References + its Message-ID).
 */
const ACCENTED =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳłŁđĐøØ';
const PLAIN =
  'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYylLdDoO';

const COLUMNS = ['subject', 'from_name', 'from_email'] as const;

export class MailboxSearchReply1795305600622 implements MigrationInterface {
  name = 'MailboxSearchReply1795305600622';

  async up(queryRunner: QueryRunner): Promise<void> {
    if ([...ACCENTED].length !== PLAIN.length) throw new Error('fold_search: the two letter lists differ in length');
    await queryRunner.query(`
      CREATE FUNCTION fold_search(value text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN lower(translate(value, '${ACCENTED}', '${PLAIN}'));
    `);
    for (const column of COLUMNS) {
      await queryRunner.query(`DROP INDEX idx_mail_messages_${column}_trgm`);
      await queryRunner.query(`CREATE INDEX idx_mail_messages_${column}_trgm ON mail_messages USING gin (fold_search(${column}) gin_trgm_ops)`);
    }
    await queryRunner.query(`ALTER TABLE mail_messages ADD COLUMN references_header text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_messages DROP COLUMN references_header`);
    for (const column of COLUMNS) {
      await queryRunner.query(`DROP INDEX idx_mail_messages_${column}_trgm`);
      await queryRunner.query(`CREATE INDEX idx_mail_messages_${column}_trgm ON mail_messages USING gin (lower(${column}) gin_trgm_ops)`);
    }
    await queryRunner.query(`DROP FUNCTION fold_search(text)`);
  }
}
