import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Adoption contracts (issue 20): the clauses' template staff edit in the panel, the day each
 * adoption's contract was signed and the scanned signed copy. Kept beside `adoptions` rather than
 * in it: a contract covers the animals adopted together, so every adoption of the group gets its
 * row (one scan shared by them), and an adoption without a row is simply unsigned.
 */
export class AdoptionContracts1795305600100 implements MigrationInterface {
  name = 'AdoptionContracts1795305600100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      -- Editable document texts by key ('adoption_contract'); no row means the bundled default.
      CREATE TABLE document_templates (
        key varchar(40) PRIMARY KEY,
        body text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        CONSTRAINT chk_document_templates_body CHECK (length(body) BETWEEN 1 AND 20000)
      );

      -- The scanned signed copy: a PDF or an image, checked by content before it is stored.
      CREATE TABLE contract_scans (
        id serial PRIMARY KEY,
        content_type varchar(40) NOT NULL,
        size integer NOT NULL,
        bytes bytea NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        uploaded_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        CONSTRAINT chk_contract_scans_type CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        CONSTRAINT chk_contract_scans_size CHECK (size > 0 AND size = octet_length(bytes))
      );

      CREATE TABLE adoption_contracts (
        adoption_id integer PRIMARY KEY REFERENCES adoptions (id) ON DELETE CASCADE,
        signed_on date NOT NULL,
        scan_id integer NULL REFERENCES contract_scans (id) ON DELETE SET NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        recorded_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL
      );
      CREATE INDEX idx_adoption_contracts_scan ON adoption_contracts (scan_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE adoption_contracts;
      DROP TABLE contract_scans;
      DROP TABLE document_templates;
    `);
  }
}
