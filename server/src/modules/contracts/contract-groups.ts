import type { DataSource, EntityManager } from 'typeorm';
import {
  CONTRACT_MESSAGES,
  UNSIGNED_CONTRACT_DAYS,
  type AdoptionContract,
  type ContractListQuery,
  type UnsignedContractList,
} from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type Db = DataSource | EntityManager;

/**
 * A contract covers the animals adopted together: the active adoptions of one adopter through the
 * same survey (or none) recorded in the same transaction (adopt-bulk inserts them with one now()).
 * Any adoption of the group names the contract; its first adoption is the contract's number.
 */
export const SAME_GROUP = `x.adopter_id = t.adopter_id AND x.survey_id IS NOT DISTINCT FROM t.survey_id AND x.adopted_at = t.adopted_at`;

export const adoptionNotFound = () => HttpError.notFound(CONTRACT_MESSAGES.adoptionNotFound, 'adoption_not_found');

export interface GroupAdoption {
  id: number;
  animal_id: number;
  adopter_id: number;
  survey_id: number | null;
  adopted_at: Date;
  /** The adoption's day in Poland, yyyy-mm-dd. */
  adopted_on: string;
}

/**
 * The active adoptions of the contract that adoption `id` belongs to, in id order; 404 when the
 * adoption does not exist or was cancelled. `lock` takes them FOR UPDATE (signing, scans).
 */
export async function adoptionGroup(db: Db, id: number, lock = false): Promise<GroupAdoption[]> {
  const rows = await queryRows<GroupAdoption>(
    db,
    `WITH t AS (SELECT adopter_id, survey_id, adopted_at FROM adoptions WHERE id = $1 AND cancelled_at IS NULL)
     SELECT x.id, x.animal_id, x.adopter_id, x.survey_id, x.adopted_at,
            to_char(x.adopted_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD') AS adopted_on
     FROM adoptions x JOIN t ON ${SAME_GROUP}
     WHERE x.cancelled_at IS NULL
     ORDER BY x.id
     ${lock ? 'FOR UPDATE OF x' : ''}`,
    [id],
  );
  if (rows.length === 0) throw adoptionNotFound();
  return rows;
}

/** One adoption group (adoptions of one adopter, survey and moment), with its contract and scan. */
type ContractRow = Columns<'adoptions', 'adopted_at' | 'adopter_id' | 'survey_id'> & {
  /** min(x.id): the group's first adoption. */
  adoption_id: number;
  /** json_agg of the group's animals. */
  animals: { adoptionId: number; animalId: number; name: string; species: TableRow<'animals'>['species'] }[];
  /** to_char 'YYYY-MM-DD' of adoption_contracts.signed_on; null when not signed. */
  signed_on: string | null;
  /** From the LEFT JOIN of contract_scans: null without a scan. */
  scan_type: TableRow<'contract_scans'>['content_type'] | null;
  scan_size: TableRow<'contract_scans'>['size'] | null;
  scan_uploaded_at: TableRow<'contract_scans'>['uploaded_at'] | null;
};

/** The contracts (adoption groups) matching `where`, newest first, shaped for the API. */
async function contracts(db: Db, where: string, params: unknown[]): Promise<AdoptionContract[]> {
  const rows = await queryRows<ContractRow>(
    db,
    `WITH groups AS (
       SELECT min(x.id) AS adoption_id, x.adopted_at, x.adopter_id, x.survey_id,
              json_agg(json_build_object('adoptionId', x.id, 'animalId', a.id, 'name', a.name, 'species', a.species) ORDER BY x.id) AS animals,
              -- Signing and scans always cover the whole group, so its rows agree.
              to_char(min(c.signed_on), 'YYYY-MM-DD') AS signed_on, min(c.scan_id) AS scan_id
       FROM adoptions x
       JOIN animals a ON a.id = x.animal_id
       LEFT JOIN adoption_contracts c ON c.adoption_id = x.id
       WHERE x.cancelled_at IS NULL AND ${where}
       GROUP BY x.adopter_id, x.survey_id, x.adopted_at
     )
     SELECT g.adoption_id, g.adopted_at, g.adopter_id, g.survey_id, g.animals, g.signed_on,
            s.content_type AS scan_type, s.size AS scan_size, s.uploaded_at AS scan_uploaded_at
     FROM groups g LEFT JOIN contract_scans s ON s.id = g.scan_id
     ORDER BY g.adopted_at DESC, g.adoption_id DESC`,
    params,
  );
  return rows.map((row) => ({
    adoptionId: row.adoption_id,
    adoptedAt: isoOrNull(row.adopted_at) ?? '',
    adopterId: row.adopter_id,
    surveyId: row.survey_id,
    animals: row.animals,
    signedOn: row.signed_on,
    scan:
      row.scan_type === null
        ? null
        : { contentType: row.scan_type, size: row.scan_size ?? 0, uploadedAt: isoOrNull(row.scan_uploaded_at) ?? '' },
  }));
}

/** GET /adoptions/contracts?adopterId= | ?surveyId=. */
export function listContracts(db: Db, query: ContractListQuery): Promise<AdoptionContract[]> {
  return query.adopterId !== undefined ? contracts(db, 'x.adopter_id = $1', [query.adopterId]) : contracts(db, 'x.survey_id = $1', [query.surveyId]);
}

/** The one contract adoption `id` belongs to (after signing or attaching a scan). */
export async function contractOf(db: Db, id: number): Promise<AdoptionContract> {
  const [group] = await contracts(
    db,
    `EXISTS (SELECT 1 FROM adoptions t WHERE t.id = $1 AND t.cancelled_at IS NULL AND ${SAME_GROUP})`,
    [id],
  );
  if (!group) throw adoptionNotFound();
  return group;
}

/**
 * GET /adoptions/unsigned-contracts: contracts of active adoptions made more than a week ago that
 * nobody marked signed, oldest first (the dashboard card), at most `limit` of them and the total.
 */
export async function unsignedContracts(db: Db, limit = 20): Promise<UnsignedContractList> {
  const groups = `
    SELECT min(x.id) AS adoption_id, x.adopted_at, x.adopter_id, x.survey_id,
           array_agg(a.name ORDER BY x.id) AS animals
    FROM adoptions x JOIN animals a ON a.id = x.animal_id
    WHERE x.cancelled_at IS NULL
      AND x.adopted_at < now() - make_interval(days => ${UNSIGNED_CONTRACT_DAYS})
      AND NOT EXISTS (SELECT 1 FROM adoption_contracts c WHERE c.adoption_id = x.id)
    GROUP BY x.adopter_id, x.survey_id, x.adopted_at`;
  const [rows, counted]: [
    { adoption_id: number; adopted_at: Date; adopter_id: number; survey_id: number | null; animals: string[]; first_name: string; last_name: string }[],
    { total: number }[],
  ] = await Promise.all([
    queryRows<{ adoption_id: number; adopted_at: Date; adopter_id: number; survey_id: number | null; animals: string[]; first_name: string; last_name: string }>(
      db,
      `SELECT g.*, ad.first_name, ad.last_name FROM (${groups}) g JOIN adopters ad ON ad.id = g.adopter_id
       ORDER BY g.adopted_at ASC, g.adoption_id ASC LIMIT $1`,
      [limit],
    ),
    queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM (${groups}) g`),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((row) => ({
      adoptionId: row.adoption_id,
      adoptedAt: isoOrNull(row.adopted_at) ?? '',
      adopterId: row.adopter_id,
      adopterName: `${row.first_name} ${row.last_name}`.trim(),
      surveyId: row.survey_id,
      animals: row.animals,
    })),
  };
}
