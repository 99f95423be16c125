import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, queryRows, type Queryable } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import type { Clock } from '../../clock.js';

/**
 * The one module of links that stand in for an account (ARCHITECTURE, personal links): the
 * foster carer's page first. A link is 32 random bytes (base64url); only its sha256 is stored with
 * a purpose and a subject, so a copy of the database opens nobody's page. A new link revokes the
 * subject's earlier ones. It expires at a fixed moment, after some days without use, or both.
 * Every wrong, revoked or expired token resolves the same way (null) through the same one query,
 * so neither the answer nor its timing tells them apart.
 */

export const PERSONAL_LINK_PURPOSES = ['dt'] as const;
export type PersonalLinkPurpose = (typeof PERSONAL_LINK_PURPOSES)[number];

export function hashPersonalToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssueOptions {
  purpose: PersonalLinkPurpose;
  subjectId: number;
  /** Expires after this many days without use. */
  idleDays?: number;
  /** Expires at this moment whatever the use. */
  expiresAt?: Date;
  clock: Clock;
  /** Keep the subject's earlier links working (a reminder carries a fresh link beside the one the person has). */
  keepEarlier?: boolean;
}

/** Stores a new link (in the caller's transaction), revoking the subject's earlier ones unless told not to; answers its token, once. */
export async function issuePersonalLink(manager: EntityManager, options: IssueOptions): Promise<{ token: string; linkId: number }> {
  const now = options.clock();
  if (!options.keepEarlier) await revokePersonalLinks(manager, options.purpose, options.subjectId, now);
  const token = randomBytes(32).toString('base64url');
  const [row] = await queryRows<Columns<'personal_links', 'id'>>(
    manager,
    `INSERT INTO personal_links (purpose, subject_id, token_hash, created_at, idle_days, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [options.purpose, options.subjectId, hashPersonalToken(token), now, options.idleDays ?? null, options.expiresAt ?? null],
  );
  return { token, linkId: row!.id };
}

/** Ends every live link of the subject (a new link, "unieważnij", an erase). */
export async function revokePersonalLinks(db: DataSource | EntityManager, purpose: PersonalLinkPurpose, subjectId: number, now: Date): Promise<number> {
  return execute(db, `UPDATE personal_links SET revoked_at = $3 WHERE purpose = $1 AND subject_id = $2 AND revoked_at IS NULL`, [purpose, subjectId, now]);
}

/**
 * The subject a token opens now, or null, marking the link used (the idle expiry counts from its
 * last use). One statement for every case: unknown, revoked, expired or of another purpose.
 */
export async function resolvePersonalLink(db: DataSource | EntityManager, purpose: PersonalLinkPurpose, token: string, clock: Clock): Promise<{ linkId: number; subjectId: number } | null> {
  const rows = await queryRows<Columns<'personal_links', 'id' | 'subject_id'>>(
    db,
    `UPDATE personal_links SET last_used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND revoked_at IS NULL
       AND (expires_at IS NULL OR expires_at > $3)
       AND (idle_days IS NULL OR COALESCE(last_used_at, created_at) + make_interval(days => idle_days) > $3)
     RETURNING id, subject_id`,
    [hashPersonalToken(token.slice(0, 200)), purpose, clock()],
  );
  const row = rows[0];
  return row ? { linkId: row.id, subjectId: row.subject_id } : null;
}

export interface PersonalLinkState {
  subjectId: number;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The live (not revoked) link of each subject, for staff to see when it was sent and last opened. */
export async function livePersonalLinks(db: Queryable, purpose: PersonalLinkPurpose, subjectIds: readonly number[]): Promise<Map<number, PersonalLinkState>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await queryRows<Columns<'personal_links', 'subject_id' | 'created_at' | 'last_used_at'>>(
    db,
    `SELECT DISTINCT ON (subject_id) subject_id, created_at, last_used_at
     FROM personal_links WHERE purpose = $1 AND subject_id = ANY($2::int[]) AND revoked_at IS NULL
     ORDER BY subject_id, created_at DESC`,
    [purpose, subjectIds],
  );
  return new Map(rows.map((row) => [row.subject_id, { subjectId: row.subject_id, createdAt: row.created_at, lastUsedAt: row.last_used_at }]));
}

/** Removes every link of the subject (an erase: not even the hashes stay). */
export async function deletePersonalLinks(db: DataSource | EntityManager, purpose: PersonalLinkPurpose, subjectId: number): Promise<void> {
  await execute(db, `DELETE FROM personal_links WHERE purpose = $1 AND subject_id = $2`, [purpose, subjectId]);
}
