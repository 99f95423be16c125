import type { HistoryQuery } from '@pets/shared';
import type { DataSource } from 'typeorm';
import type { Columns } from '../../db/rows.js';
import { queryRows } from '../../db/sql.js';

/**
 * `details` is jsonb, any JSON to the schema; recordHistory, the table's only writer (the table is
 * append-only), always stores an object (`entry.details ?? {}`), so it is read as one.
 */
export type HistoryDetails = Record<string, unknown>;

export type HistoryRow = Columns<'history', 'id' | 'at' | 'actor_name' | 'action' | 'subject_type' | 'subject_id'> & { details: HistoryDetails };

/** Newest first, one row more than asked so the caller knows whether older rows exist. */
export async function findHistory(db: DataSource, query: HistoryQuery): Promise<HistoryRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.subjectType) add((p) => `subject_type = ${p}`, query.subjectType);
  if (query.subjectId !== undefined) add((p) => `subject_id = ${p}`, query.subjectId);
  if (query.actor) add((p) => `lower(actor_name) = lower(${p})`, query.actor);
  if (query.action) add((p) => (query.action!.endsWith('.') ? `starts_with(action, ${p})` : `action = ${p}`), query.action);
  if (query.from) add((p) => `at >= (${p}::date)::timestamptz`, query.from);
  if (query.to) add((p) => `at < (${p}::date + 1)::timestamptz`, query.to);
  if (query.before !== undefined) add((p) => `id < ${p}`, query.before);
  params.push(query.limit + 1);
  const rows = await queryRows<HistoryRow>(
    db,
    `SELECT id, at, actor_name, action, subject_type, subject_id, details FROM history
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  return rows;
}
