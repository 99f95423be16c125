import type { DataSource, EntityManager } from 'typeorm';
import { MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute } from '../../db/sql.js';

/** Who did it: a signed-in administrator, or the server itself (scheduled jobs). */
export type HistoryActor = { id: number; username: string } | 'system';

export interface HistoryEntry {
  actor: HistoryActor;
  /** Dotted verb, e.g. 'adopter.erased', 'survey.contact_applied'. */
  action: string;
  subjectType: string;
  subjectId: number | null;
  /** What changed. Never personal data the erase could not find again: keep ids and field names. */
  details?: Record<string, unknown>;
}

/**
 * Appends one history row; pass the transaction's manager so it commits with the change.
 *
 * A staff member's row is written only while their account is active, under a share lock on
 * it: every staff write records its history in its own transaction, so a write of an account
 * disabled while its request was under way (a photo upload takes seconds) is refused and rolled
 * back whole, and a disable waits for a write already past this point.
 */
export async function recordHistory(db: DataSource | EntityManager, entry: HistoryEntry): Promise<void> {
  const details = JSON.stringify(entry.details ?? {});
  if (entry.actor === 'system') {
    await execute(
      db,
      `INSERT INTO history (actor_id, actor_name, action, subject_type, subject_id, details) VALUES (NULL, 'system', $1, $2, $3, $4::jsonb)`,
      [entry.action, entry.subjectType, entry.subjectId, details],
    );
    return;
  }
  const written = await execute(
    db,
    `INSERT INTO history (actor_id, actor_name, action, subject_type, subject_id, details)
     SELECT a.id, $2, $3, $4, $5, $6::jsonb FROM (SELECT id FROM admin_users WHERE id = $1 AND disabled_at IS NULL FOR SHARE) a`,
    [entry.actor.id, entry.actor.username, entry.action, entry.subjectType, entry.subjectId, details],
  );
  if (written === 0) throw new HttpError(401, 'account_disabled', MESSAGES.auth.accountDisabledMeanwhile);
}

/** Lets the current transaction anonymise history rows (the one exception to append-only). */
export async function allowHistoryErase(manager: EntityManager): Promise<void> {
  await execute(manager, `SET LOCAL app.history_erase = 'on'`);
}
