import {
  addMonths,
  CARE_RECORD_MESSAGES as M,
  groszeToInput,
  HEALTH_DEFAULTS,
  parseZloty,
  type HealthDefault,
  type HealthEntry,
  type HealthEntryInput,
  type HealthEntryType,
  type Species,
} from '@pets/shared';

/** The health entry form as typed: the cost in złoty ("85,50"), the clinic as a select's value. */
export interface HealthEntryFormValues {
  type: string;
  date: string;
  description: string;
  cost: string;
  clinicId: string;
  nextDue: string;
  /** A medication course ("lek"): every N hours until a day; both empty for none. */
  doseEveryHours: string;
  courseUntil: string;
  note: string;
}

export const emptyHealthEntry = (today: string): HealthEntryFormValues => ({
  type: 'szczepienie',
  date: today,
  description: '',
  cost: '',
  clinicId: '',
  nextDue: '',
  doseEveryHours: '',
  courseUntil: '',
  note: '',
});

export function formFromEntry(entry: HealthEntry): HealthEntryFormValues {
  return {
    type: entry.type,
    date: entry.date,
    description: entry.description,
    cost: groszeToInput(entry.costGrosze),
    clinicId: entry.clinicId === null ? '' : String(entry.clinicId),
    nextDue: entry.nextDue ?? '',
    doseEveryHours: entry.doseEveryHours === null ? '' : String(entry.doseEveryHours),
    courseUntil: entry.courseUntil ?? '',
    note: entry.note,
  };
}

export type HealthFormResult = { ok: true; input: HealthEntryInput } | { ok: false; field: 'cost'; message: string };

/**
 * The request of the form. The cost goes as grosze only for those who see costs (a volunteer's
 * request leaves it out, so a correction keeps it); "85,505" is refused here with the server's
 * message, before anything is sent. The rest is judged by the shared schema on the server.
 */
export function healthEntryInput(form: HealthEntryFormValues, { withCost, version }: { withCost: boolean; version?: number }): HealthFormResult {
  const input: HealthEntryInput = {
    type: form.type as HealthEntryType,
    date: form.date,
    description: form.description,
    clinicId: form.clinicId === '' ? null : Number(form.clinicId),
    nextDue: form.nextDue === '' ? null : form.nextDue,
    // Only a medication has a course; a course typed before switching the kind is not sent.
    doseEveryHours: form.type === 'lek' && form.doseEveryHours.trim() !== '' ? Number(form.doseEveryHours.trim()) : null,
    courseUntil: form.type === 'lek' && form.courseUntil !== '' ? form.courseUntil : null,
    note: form.note,
    ...(version === undefined ? {} : { version }),
  };
  if (withCost) {
    if (form.cost.trim() === '') input.costGrosze = null;
    else {
      const grosze = parseZloty(form.cost);
      if (grosze === null) return { ok: false, field: 'cost', message: M.costInvalid };
      input.costGrosze = grosze;
    }
  }
  return { ok: true, input };
}

/** The species' repeat schedules of this type ("RHD1 i RHD2, co roku"), offered as the next-due date. */
export function defaultsFor(species: Species, type: string): readonly HealthDefault[] {
  return (HEALTH_DEFAULTS[species] ?? []).filter((item) => item.type === type);
}

/** The next-due date a default proposes: the entry's date + its months. */
export const proposedNextDue = (date: string, item: HealthDefault) => addMonths(date, item.everyMonths);
