import type { DataSource } from 'typeorm';
import { CONTRACT_MESSAGES, type AdoptionContract } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { polishDate } from '../documents/document-model.js';
import { adoptionGroup, contractOf } from './contract-groups.js';
import { SCAN_EXTENSIONS, type ScanContentType } from './contract-scan.js';
import { execute, queryRows } from '../../db/sql.js';

const actorId = (actor: HistoryActor) => (actor === 'system' ? null : actor.id);

/**
 * PUT /adoptions/:id/contract/signature: the whole contract (every adoption of the group) is
 * signed on `signedOn`, which may not be before the adoption (the schema refused future dates).
 * Signing again corrects the date and keeps the scan.
 */
export async function markContractSigned(db: DataSource, adoptionId: number, signedOn: string, actor: HistoryActor): Promise<AdoptionContract> {
  return db.transaction(async (manager) => {
    const group = await adoptionGroup(manager, adoptionId, true);
    const adoptedOn = group[0]!.adopted_on;
    if (signedOn < adoptedOn) {
      throw HttpError.badRequest(CONTRACT_MESSAGES.signedBeforeAdoption(polishDate(adoptedOn)), 'signed_before_adoption', {
        signedOn: CONTRACT_MESSAGES.signedBeforeAdoption(polishDate(adoptedOn)),
      });
    }
    const ids = group.map((row) => row.id);
    await execute(
      manager,
      `INSERT INTO adoption_contracts (adoption_id, signed_on, recorded_by)
       SELECT unnest($1::int[]), $2::date, $3
       ON CONFLICT (adoption_id) DO UPDATE SET signed_on = EXCLUDED.signed_on, recorded_at = now(), recorded_by = EXCLUDED.recorded_by`,
      [ids, signedOn, actorId(actor)],
    );
    await recordHistory(manager, { actor, action: 'adoption.contract_signed', subjectType: 'adoption', subjectId: ids[0]!, details: { adoptionIds: ids, signedOn } });
    return contractOf(manager, adoptionId);
  });
}

/**
 * POST /adoptions/:id/contract/scan: stores the checked scan for the whole contract (which must be
 * marked signed first) and drops the scan it replaces.
 */
export async function attachContractScan(
  db: DataSource,
  adoptionId: number,
  scan: { bytes: Buffer; contentType: ScanContentType },
  actor: HistoryActor,
): Promise<AdoptionContract> {
  return db.transaction(async (manager) => {
    const group = await adoptionGroup(manager, adoptionId, true);
    const ids = group.map((row) => row.id);
    const signed = await queryRows<{ adoption_id: number; scan_id: number | null }>(
      manager,
      `SELECT adoption_id, scan_id FROM adoption_contracts WHERE adoption_id = ANY($1::int[])`,
      [ids],
    );
    if (signed.length < ids.length) throw HttpError.conflict(CONTRACT_MESSAGES.scanNeedsSignature, 'contract_not_signed');
    const [inserted] = await queryRows<{ id: number }>(
      manager,
      `INSERT INTO contract_scans (content_type, size, bytes, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [scan.contentType, scan.bytes.length, scan.bytes, actorId(actor)],
    );
    await execute(manager, `UPDATE adoption_contracts SET scan_id = $2 WHERE adoption_id = ANY($1::int[])`, [ids, inserted!.id]);
    const replaced = [...new Set(signed.map((row) => row.scan_id).filter((id): id is number => id !== null))];
    if (replaced.length > 0) {
      await execute(
        manager,
        `DELETE FROM contract_scans s WHERE s.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM adoption_contracts c WHERE c.scan_id = s.id)`,
        [replaced],
      );
    }
    await recordHistory(manager, {
      actor,
      action: 'adoption.contract_scan_attached',
      subjectType: 'adoption',
      subjectId: ids[0]!,
      details: { adoptionIds: ids, contentType: scan.contentType, size: scan.bytes.length },
    });
    return contractOf(manager, adoptionId);
  });
}

export interface StoredScan {
  bytes: Buffer;
  contentType: ScanContentType;
  /** The download's file name, e.g. umowa-adopcyjna-12-skan.pdf. */
  filename: string;
}

/** GET /adoptions/:id/contract/scan: the stored scan of the contract, 404 without one. */
export async function readContractScan(db: DataSource, adoptionId: number): Promise<StoredScan> {
  const group = await adoptionGroup(db, adoptionId);
  const [row] = await queryRows<{ bytes: Buffer; content_type: ScanContentType }>(
    db,
    `SELECT s.bytes, s.content_type FROM adoption_contracts c JOIN contract_scans s ON s.id = c.scan_id
     WHERE c.adoption_id = ANY($1::int[]) ORDER BY c.adoption_id LIMIT 1`,
    [group.map((item) => item.id)],
  );
  if (!row) throw HttpError.notFound(CONTRACT_MESSAGES.scanNotFound, 'scan_not_found');
  return { bytes: row.bytes, contentType: row.content_type, filename: `umowa-adopcyjna-${group[0]!.id}-skan.${SCAN_EXTENSIONS[row.content_type]}` };
}
