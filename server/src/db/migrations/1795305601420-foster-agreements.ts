import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Foster agreements (issue 33 item 6). Each issue of a home's agreement is a row: the day and the
 * animals placed there then (a snapshot, so the printed agreement does not change when animals
 * move or are renamed), and the signed scan, checked by content like the adoption contract's.
 * The newest row is the home's agreement in force; older ones stay as its history. The scan is
 * kept in the row (not in contract_scans) so erasing a home's data deletes it with the home.
 * The clauses' template is a `document_templates` row ('foster_agreement'), like the contract's.
 */
export class FosterAgreements1795305601420 implements MigrationInterface {
  name = 'FosterAgreements1795305601420';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE foster_agreements (
        id serial PRIMARY KEY,
        foster_home_id integer NOT NULL REFERENCES foster_homes (id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL,
        issued_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        -- [{ "id": 1, "name": "Fasolka", "species": "Świnka morska" }, ...]
        animals jsonb NOT NULL,
        scan_content_type varchar(40) NULL,
        scan_size integer NULL,
        scan_bytes bytea NULL,
        scan_uploaded_at timestamptz NULL,
        scan_uploaded_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        CONSTRAINT chk_foster_agreements_animals CHECK (jsonb_typeof(animals) = 'array' AND jsonb_array_length(animals) > 0),
        CONSTRAINT chk_foster_agreements_scan_type CHECK (scan_content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        CONSTRAINT chk_foster_agreements_scan CHECK (
          (scan_bytes IS NULL AND scan_content_type IS NULL AND scan_size IS NULL AND scan_uploaded_at IS NULL)
          OR (scan_bytes IS NOT NULL AND scan_content_type IS NOT NULL AND scan_uploaded_at IS NOT NULL
              AND scan_size > 0 AND scan_size = octet_length(scan_bytes))
        )
      );
      CREATE INDEX idx_foster_agreements_home ON foster_agreements (foster_home_id, issued_at DESC, id DESC);
      CREATE INDEX idx_foster_agreements_unsigned ON foster_agreements (issued_at) WHERE scan_bytes IS NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE foster_agreements;`);
  }
}
