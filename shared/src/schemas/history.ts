import { z } from 'zod';
import { HISTORY_MESSAGES, HISTORY_PAGE_SIZE } from '../history/history-types.js';

const invalid = { error: HISTORY_MESSAGES.invalidQuery };
/** Row ids are bigserial; subjects (surveys, animals, adopters…) have integer ids, which PostgreSQL caps. */
const positiveId = z.coerce.number(invalid).int(invalid).positive(invalid).max(2 ** 53 - 1, invalid);
const subjectId = z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid);
/** A real calendar day: Date.parse takes 2026-02-31 (as 3 March) and year 0, which PostgreSQL refuses. */
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && value >= '0001-01-01' && new Date(time).toISOString().slice(0, 10) === value;
};
const day = z.string(invalid).regex(/^\d{4}-\d{2}-\d{2}$/, invalid).refine(isCalendarDay, invalid);

/**
 * GET /api/history: the filters of the timeline (one subject) and of the "Historia" list. Paging
 * is by the last id seen (`before`), so rows appended meanwhile never shift a page.
 */
export const historyQuerySchema = z
  .object({
    subjectType: z.string(invalid).regex(/^[a-z_]{1,32}$/, invalid).optional(),
    subjectId: subjectId.optional(),
    actor: z.string(invalid).trim().max(100, invalid).optional(),
    /** An action or the start of one: 'survey.' matches every survey action. */
    action: z.string(invalid).regex(/^[a-z_.]{1,64}$/, invalid).optional(),
    from: day.optional(),
    to: day.optional(),
    before: positiveId.optional(),
    limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(HISTORY_PAGE_SIZE, invalid).default(HISTORY_PAGE_SIZE),
  })
  .refine((query) => query.subjectId === undefined || query.subjectType !== undefined, invalid)
  .refine((query) => !query.from || !query.to || query.from <= query.to, invalid);
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
