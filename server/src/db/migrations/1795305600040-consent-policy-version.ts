import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * RODO: a consent is stored with its time and the version of the privacy policy shown beside it
 * (PRIVACY_POLICY_VERSION in shared). Surveys already had consent_at; contact messages get it.
 * Rows stored before this migration keep a NULL version (nobody recorded which text was shown);
 * a contact message's consent time is its creation time, because the form never sent without the
 * ticked checkbox.
 */
export class ConsentPolicyVersion1795305600040 implements MigrationInterface {
  name = 'ConsentPolicyVersion1795305600040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE surveys ADD COLUMN consent_policy_version varchar(20) NULL;
      ALTER TABLE contact_messages ADD COLUMN consent_at timestamptz NULL;
      ALTER TABLE contact_messages ADD COLUMN consent_policy_version varchar(20) NULL;
      UPDATE contact_messages SET consent_at = created_at;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE contact_messages DROP COLUMN consent_policy_version;
      ALTER TABLE contact_messages DROP COLUMN consent_at;
      ALTER TABLE surveys DROP COLUMN consent_policy_version;
    `);
  }
}
