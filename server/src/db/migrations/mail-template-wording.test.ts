import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigration } from '../../../test/run-migration.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryRows } from '../sql.js';
import { MAIL_TEMPLATE_DEFAULTS } from './1795305600620-mail-templates.js';
import { MAIL_TEMPLATE_WORDING, MailTemplateWording1795305601100 } from './1795305601100-mail-template-wording.js';

interface StoredTemplate {
  key: string;
  subject: string;
  body: string;
  default_subject: string;
  default_body: string;
}

describe('mail templates in natural Polish (migration 1795305601100)', () => {
  it('greet without a name in the nominative, address the person as "ty", and read right for one animal or several', () => {
    for (const template of MAIL_TEMPLATE_WORDING) {
      const text = `${template.subject}\n${template.body}`;
      expect(template.body.startsWith('Dzień dobry,\n\n'), template.key).toBe(true);
      expect(text, template.key).not.toMatch(/\{imie\}|zwierzaki: \{zwierzaki\}|\(\{gatunek\}\)|można wysłać|prosimy (o odpowiedź|przygotować)|Po jej|fundacji \{fundacja\}/);
      // The names stand in brackets or after a colon, never where a verb or adjective would have to agree with them.
      for (const at of text.matchAll(/\{zwierzaki\}/g)) {
        const before = text.slice(Math.max(0, (at.index ?? 0) - 2), at.index);
        expect([': ', ' ('], template.key).toContain(before);
      }
    }
    expect(MAIL_TEMPLATE_WORDING.map((template) => template.key)).toEqual(MAIL_TEMPLATE_DEFAULTS.map((template) => template.key));
  });

  describe('on a database with the old wording', () => {
    let db: TestDatabase;
    const stored = () =>
      queryRows<StoredTemplate>(db.dataSource, `SELECT key, subject, body, default_subject, default_body FROM mail_templates ORDER BY position`);
    const run = (direction: 'up' | 'down') => runMigration(db.dataSource, new MailTemplateWording1795305601100(), direction);

    beforeAll(async () => {
      db = await createTestDatabase();
      await run('down');
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('rewords what staff left as it was, keeps what they edited, and offers the new default beside it; down restores', async () => {
      expect((await stored()).map((row) => row.body)).toEqual(MAIL_TEMPLATE_DEFAULTS.map((template) => template.body));
      await execute(db.dataSource, `UPDATE mail_templates SET body = 'Dzień dobry Pani Ewo,\nnasza własna treść.' WHERE key = 'refusal'`);

      await run('up');
      const after = await stored();
      for (const row of after) {
        const wording = MAIL_TEMPLATE_WORDING.find((template) => template.key === row.key)!;
        expect({ subject: row.default_subject, body: row.default_body }).toEqual({ subject: wording.subject, body: wording.body });
        if (row.key === 'refusal') expect(row.body).toBe('Dzień dobry Pani Ewo,\nnasza własna treść.');
        else expect(row.body).toBe(wording.body);
        expect(row.subject).toBe(wording.subject);
      }

      await run('down');
      const restored = await stored();
      expect(restored.find((row) => row.key === 'refusal')!.body).toBe('Dzień dobry Pani Ewo,\nnasza własna treść.');
      expect(restored.filter((row) => row.key !== 'refusal').map((row) => row.body)).toEqual(
        MAIL_TEMPLATE_DEFAULTS.filter((template) => template.key !== 'refusal').map((template) => template.body),
      );
    });
  });
});
