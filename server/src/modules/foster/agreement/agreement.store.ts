import type { DataSource, EntityManager } from 'typeorm';
import { FOSTER_AGREEMENT_MESSAGES, FOSTER_MESSAGES, UNSIGNED_FOSTER_AGREEMENT_DAYS, type FosterAgreement, type FosterAgreementAnimal, type UnsignedFosterAgreementList } from '@pets/shared';
import type { Clock } from '../../../clock.js';
import { queryFirst, queryOne, queryRows } from '../../../db/sql.js';
import type { Columns } from '../../../db/rows.js';
import { HttpError } from '../../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../../history/history.js';
import { SCAN_EXTENSIONS, type ScanContentType } from '../../contracts/contract-scan.js';
import { FOSTER_HOME_NAME_SQL } from '../foster-home-name.js';
import { LIVING_WITH_HOME } from '../placements.js';

type Queryable = DataSource | EntityManager;

/** How many unsigned agreements the dashboard lists (the oldest); the total says how many there are. */
const UNSIGNED_LIMIT = 20;


type AgreementRow = Columns<'foster_agreements', 'id' | 'foster_home_id' | 'issued_at' | 'scan_content_type' | 'scan_size' | 'scan_uploaded_at'> & {
  animals: FosterAgreementAnimal[];
};

const AGREEMENT_COLUMNS = 'id, foster_home_id, issued_at, animals, scan_content_type, scan_size, scan_uploaded_at';

const actorId = (actor: HistoryActor) => (actor === 'system' ? null : actor.id);

function agreementOf(row: AgreementRow): FosterAgreement {
  return {
    id: row.id,
    fosterHomeId: row.foster_home_id,
    issuedAt: row.issued_at.toISOString(),
    animals: row.animals,
    scan:
      row.scan_content_type && row.scan_uploaded_at
        ? { contentType: row.scan_content_type, size: row.scan_size ?? 0, uploadedAt: row.scan_uploaded_at.toISOString() }
        : null,
  };
}

export const homeNotFound = () => HttpError.notFound(FOSTER_MESSAGES.homeNotFound, 'foster_home_not_found');

/** The home (not erased), locked for a write when `lock`; 404 otherwise. */
async function requireHome(db: Queryable, homeId: number, lock = false): Promise<void> {
  const home = await queryFirst<{ id: number }>(db, `SELECT id FROM foster_homes WHERE id = $1 AND erased_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [homeId]);
  if (!home) throw homeNotFound();
}

/** The agreement in force: the newest issued. */
async function latestRow(db: Queryable, homeId: number, lock = false): Promise<AgreementRow | undefined> {
  return queryFirst<AgreementRow>(
    db,
    `SELECT ${AGREEMENT_COLUMNS} FROM foster_agreements WHERE foster_home_id = $1 ORDER BY issued_at DESC, id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [homeId],
  );
}

/** GET /foster/homes/:id/agreement. */
export async function currentAgreement(db: DataSource, homeId: number): Promise<FosterAgreement | null> {
  await requireHome(db, homeId);
  const row = await latestRow(db, homeId);
  return row ? agreementOf(row) : null;
}

/** The agreement in force, or the Polish 404 that none was issued. */
export async function requireAgreement(db: Queryable, homeId: number): Promise<FosterAgreement> {
  await requireHome(db, homeId);
  const row = await latestRow(db, homeId);
  if (!row) throw HttpError.notFound(FOSTER_AGREEMENT_MESSAGES.notIssued, 'foster_agreement_not_issued');
  return agreementOf(row);
}

/**
 * POST /foster/homes/:id/agreement: a new agreement dated now with the animals living there now
 * (none: a 409 that says so). It becomes the one in force; an earlier one stays as history.
 */
export async function issueAgreement(db: DataSource, homeId: number, actor: HistoryActor, clock: Clock): Promise<FosterAgreement> {
  return db.transaction(async (manager) => {
    await requireHome(manager, homeId, true);
    const animals = await queryRows<FosterAgreementAnimal>(
      manager,
      `SELECT a.id, a.name, a.species FROM animals a WHERE a.foster_home_id = $1 AND ${LIVING_WITH_HOME} ORDER BY a.name, a.id`,
      [homeId],
    );
    if (animals.length === 0) throw HttpError.conflict(FOSTER_AGREEMENT_MESSAGES.noAnimals, 'foster_agreement_no_animals');
    const row = await queryOne<AgreementRow>(
      manager,
      `INSERT INTO foster_agreements (foster_home_id, issued_at, issued_by, animals) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${AGREEMENT_COLUMNS}`,
      [homeId, clock(), actorId(actor), JSON.stringify(animals)],
    );
    await recordHistory(manager, {
      actor,
      action: 'foster_agreement.issued',
      subjectType: 'foster_home',
      subjectId: homeId,
      details: { agreementId: row.id, animalIds: animals.map((animal) => animal.id) },
    });
    return agreementOf(row);
  });
}

/** POST /foster/homes/:id/agreement/scan: the checked scan of the agreement in force, replacing any earlier scan of it. */
export async function attachAgreementScan(
  db: DataSource,
  homeId: number,
  scan: { bytes: Buffer; contentType: ScanContentType },
  actor: HistoryActor,
  clock: Clock,
): Promise<FosterAgreement> {
  return db.transaction(async (manager) => {
    await requireHome(manager, homeId, true);
    const current = await latestRow(manager, homeId, true);
    if (!current) throw HttpError.conflict(FOSTER_AGREEMENT_MESSAGES.notIssued, 'foster_agreement_not_issued');
    const row = await queryOne<AgreementRow>(
      manager,
      `UPDATE foster_agreements SET scan_content_type = $2, scan_size = $3, scan_bytes = $4, scan_uploaded_at = $5, scan_uploaded_by = $6
       WHERE id = $1 RETURNING ${AGREEMENT_COLUMNS}`,
      [current.id, scan.contentType, scan.bytes.length, scan.bytes, clock(), actorId(actor)],
    );
    await recordHistory(manager, {
      actor,
      action: 'foster_agreement.scan_attached',
      subjectType: 'foster_home',
      subjectId: homeId,
      details: { agreementId: row.id, contentType: scan.contentType, size: scan.bytes.length, replaced: current.scan_content_type !== null },
    });
    return agreementOf(row);
  });
}

/** GET /foster/homes/:id/agreement/scan: the scan of the agreement in force, 404 without one. */
export async function readAgreementScan(db: DataSource, homeId: number): Promise<{ bytes: Buffer; contentType: ScanContentType; filename: string }> {
  await requireHome(db, homeId);
  const row = await queryFirst<{ scan_bytes: Buffer | null; scan_content_type: ScanContentType | null }>(
    db,
    `SELECT scan_bytes, scan_content_type FROM foster_agreements WHERE foster_home_id = $1 ORDER BY issued_at DESC, id DESC LIMIT 1`,
    [homeId],
  );
  if (!row?.scan_bytes || !row.scan_content_type) throw HttpError.notFound(FOSTER_AGREEMENT_MESSAGES.scanNotFound, 'scan_not_found');
  return { bytes: row.scan_bytes, contentType: row.scan_content_type, filename: `umowa-dt-${homeId}-skan.${SCAN_EXTENSIONS[row.scan_content_type]}` };
}

/**
 * GET /foster/unsigned-agreements: the active homes whose agreement in force was issued at least
 * UNSIGNED_FOSTER_AGREEMENT_DAYS days ago (by the injected clock) and still has no scan, oldest first.
 */
export async function unsignedAgreements(db: DataSource, clock: Clock): Promise<UnsignedFosterAgreementList> {
  const cutoff = new Date(clock().getTime() - UNSIGNED_FOSTER_AGREEMENT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await queryRows<{ foster_home_id: number; home_name: string; issued_at: Date; animals: FosterAgreementAnimal[]; total: number }>(
    db,
    `WITH current AS (
       SELECT DISTINCT ON (foster_home_id) foster_home_id, issued_at, animals, scan_bytes IS NULL AS unsigned
       FROM foster_agreements ORDER BY foster_home_id, issued_at DESC, id DESC
     )
     SELECT c.foster_home_id, ${FOSTER_HOME_NAME_SQL} AS home_name, c.issued_at, c.animals, count(*) OVER ()::int AS total
     FROM current c JOIN foster_homes fh ON fh.id = c.foster_home_id
     WHERE c.unsigned AND c.issued_at <= $1 AND fh.active AND fh.erased_at IS NULL
     ORDER BY c.issued_at, c.foster_home_id
     LIMIT ${UNSIGNED_LIMIT}`,
    [cutoff],
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      fosterHomeId: row.foster_home_id,
      homeName: row.home_name,
      issuedAt: row.issued_at.toISOString(),
      animals: row.animals.map((animal) => animal.name),
    })),
  };
}
