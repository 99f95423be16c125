import { historyActionLabel, type HistoryItem, type HistoryPage } from '@pets/shared';
import type { HistoryRow } from './history.queries.js';

export function presentHistoryItem(row: HistoryRow): HistoryItem {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: row.actor_name,
    action: row.action,
    label: historyActionLabel(row.action),
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: row.details,
  };
}

/** `rows` holds up to one row more than `limit`: its presence means an older page exists. */
export function presentHistoryPage(rows: HistoryRow[], limit: number): HistoryPage {
  const items = rows.slice(0, limit).map(presentHistoryItem);
  const last = items.at(-1);
  return { items, nextBefore: rows.length > limit && last ? last.id : null };
}
