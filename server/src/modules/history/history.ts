import type { DataSource, EntityManager } from 'typeorm';
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

/** Appends one history row; pass the transaction's manager so it commits with the change. */
export async function recordHistory(db: DataSource | EntityManager, entry: HistoryEntry): Promise<void> {
  const actorId = entry.actor === 'system' ? null : entry.actor.id;
  const actorName = entry.actor === 'system' ? 'system' : entry.actor.username;
  await execute(
    db,
    `INSERT INTO history (actor_id, actor_name, action, subject_type, subject_id, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [actorId, actorName, entry.action, entry.subjectType, entry.subjectId, JSON.stringify(entry.details ?? {})],
  );
}

/** Lets the current transaction anonymise history rows (the one exception to append-only). */
export async function allowHistoryErase(manager: EntityManager): Promise<void> {
  await execute(manager, `SET LOCAL app.history_erase = 'on'`);
}
