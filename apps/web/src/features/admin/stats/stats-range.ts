import { statsRangeSchema, type StatsRange } from '@pets/shared';

/** Today (yyyy-mm-dd) in the foundation's time zone, where the server counts days too. */
export function todayInWarsaw(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}

/** The last 12 calendar months, this one included: from the 1st eleven months ago to today. */
export function defaultRange(today: string = todayInWarsaw()): StatsRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** The range the address asks for (a missing day takes the default's), not yet checked. */
export function rangeFromSearch(search: URLSearchParams, fallback: StatsRange = defaultRange()): StatsRange {
  return { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
}

/** null when the range is fine, else the first Polish message (the server's own wording). */
export function rangeProblem(range: StatsRange): string | null {
  const result = statsRangeSchema.safeParse(range);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
