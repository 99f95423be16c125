import type { Columns } from '../src/db/rows.js';
import type { HistoryDetails } from '../src/modules/history/history.queries.js';

type HistoryColumn = 'id' | 'at' | 'actor_id' | 'actor_name' | 'action' | 'subject_type' | 'subject_id';

/**
 * History rows as the tests read them back: the columns the test selects, and `details`, which
 * recordHistory always stores as an object (HistoryDetails). Every test that checks what was
 * recorded uses this one type instead of a copy of its own.
 */
export type RecordedHistory<Column extends HistoryColumn = 'actor_name' | 'action' | 'subject_type' | 'subject_id'> = Columns<'history', Column> & {
  details: HistoryDetails;
};
