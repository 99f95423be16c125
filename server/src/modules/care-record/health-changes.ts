import { HEALTH_ENTRY_TYPE_LABELS, type HealthEntryData } from '@pets/shared';
import type { HealthEntryRow } from './health-entries.store.js';

type Change = { from: string | null; to: string | null };

/**
 * `{ field: { from, to } }` of a correction, for the animal's timeline ("data: 2026-11-02 →
 * 2026-11-03"). The cost is named without its amounts: the timeline is read by volunteers too,
 * and costs are for coordination only.
 */
export function healthEntryChanges(before: HealthEntryRow, after: HealthEntryData, clinicAfter: string | null): Record<string, Change> {
  const pairs: [string, string | null, string | null][] = [
    ['rodzaj', HEALTH_ENTRY_TYPE_LABELS[before.type], HEALTH_ENTRY_TYPE_LABELS[after.type]],
    ['data', before.date, after.date],
    ['opis_wpisu', before.description, after.description],
    ['lecznica', before.clinic_name, clinicAfter],
    ['nastepny_termin', before.next_due, after.nextDue],
    ['co_ile_godzin', before.dose_every_hours === null ? null : String(before.dose_every_hours), after.doseEveryHours === null ? null : String(after.doseEveryHours)],
    ['kuracja_do', before.course_until, after.courseUntil],
    ['uwagi', before.note || null, after.note || null],
  ];
  const changes: Record<string, Change> = {};
  for (const [field, from, to] of pairs) if (from !== to) changes[field] = { from, to };
  if (after.costGrosze !== undefined && (after.costGrosze ?? null) !== before.cost_grosze) changes.koszt = { from: 'poprzedni', to: 'zmieniony' };
  return changes;
}
