import { z } from 'zod';
import { HEALTH_ENTRY_TYPES } from '../care-record/care-record.js';
import { CARE_RECORD_MESSAGES as M } from '../care-record/care-record-messages.js';
import { MONEY_LIMITS } from '../money.js';
import { todayInPoland } from './today.js';
import { idSchema, trimmed } from './common.js';
import { isoDate, pastIsoDate } from './iso-date.js';

export { isoDate, pastIsoDate } from './iso-date.js';
export { intakeFields, intakeSourceSchema } from './intake.js';

/** An optional date where the forms send '' for "none": null then. */
const optionalDate = (message: string) =>
  z
    .union([z.literal(''), z.null(), isoDate(message)])
    .optional()
    .transform((value) => value || null);

// ---- Health card ---------------------------------------------------------------------------

const costGroszeSchema = z
  .number({ error: M.costInvalid })
  .int(M.costInvalid)
  .min(0, M.costInvalid)
  .max(MONEY_LIMITS.maxGrosze, M.costInvalid)
  .nullable()
  .optional();

/**
 * POST /animals/:id/health and PUT /animals/:id/health/:entryId. A given vaccination cannot be in
 * the future; the next one must come after it. `version` (PUT): the version the correction was
 * made on; an older one than stored is refused so that one of two editors wins visibly.
 */
export const healthEntryInputSchema = z
  .strictObject({
    type: z.enum(HEALTH_ENTRY_TYPES, { error: M.entryTypeInvalid }),
    date: isoDate(M.entryDateInvalid),
    description: trimmed(200).min(1, M.descriptionRequired),
    costGrosze: costGroszeSchema,
    clinicId: z.union([z.null(), idSchema]).optional(),
    nextDue: optionalDate(M.nextDueInvalid),
    note: trimmed(2000).optional().default(''),
    // A medication course: a dose every N hours from the entry's date until courseUntil (tasks for each day).
    doseEveryHours: z
      .union([z.literal(''), z.null(), z.coerce.number({ error: M.doseEveryInvalid }).int(M.doseEveryInvalid).min(1, M.doseEveryInvalid).max(720, M.doseEveryInvalid)], {
        error: M.doseEveryInvalid,
      })
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    courseUntil: optionalDate(M.courseUntilInvalid),
    version: z.int().min(1).optional(),
  })
  .superRefine((entry, context) => {
    if (entry.date > todayInPoland()) context.addIssue({ code: 'custom', path: ['date'], message: M.entryDateFuture });
    if (entry.nextDue && entry.nextDue <= entry.date) context.addIssue({ code: 'custom', path: ['nextDue'], message: M.nextDueBeforeEntry });
    if ((entry.doseEveryHours === null) !== (entry.courseUntil === null)) {
      context.addIssue({ code: 'custom', path: [entry.doseEveryHours === null ? 'doseEveryHours' : 'courseUntil'], message: M.courseIncomplete });
    } else if (entry.courseUntil && (entry.courseUntil < entry.date || entry.courseUntil > addDays(entry.date, 90))) {
      context.addIssue({ code: 'custom', path: ['courseUntil'], message: M.courseUntilInvalid });
    }
  });

/** YYYY-MM-DD + days. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
export type HealthEntryInput = z.input<typeof healthEntryInputSchema>;
export type HealthEntryData = z.output<typeof healthEntryInputSchema>;

export const healthEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

// ---- Weights -------------------------------------------------------------------------------

/** POST /animals/:id/weights: grams, 1 g to 20 kg (none of the species comes near it). */
export const weightInputSchema = z.strictObject({
  date: pastIsoDate(M.weightDateInvalid),
  grams: z.number({ error: M.gramsInvalid }).int(M.gramsInvalid).min(1, M.gramsInvalid).max(20_000, M.gramsInvalid),
});
export type WeightInput = z.input<typeof weightInputSchema>;

// ---- Clinics -------------------------------------------------------------------------------

export const clinicInputSchema = z.strictObject({ name: trimmed(120).min(1, M.clinicNameRequired) });

// ---- Tasks ---------------------------------------------------------------------------------

export const TASK_VIEWS = ['today', 'open', 'done'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** GET /tasks?due=today (the issue's name): today's and overdue; `open`: every open one; `done`: the last finished. */
export const tasksQuerySchema = z.object({ due: z.enum(TASK_VIEWS).default('today') });

const optionalId = z.union([z.null(), z.literal(''), idSchema]).optional().transform((value) => (value === '' ? null : (value ?? null)));

export const taskInputSchema = z.strictObject({
  title: trimmed(200).min(1, M.taskTitleRequired),
  due: isoDate(M.taskDueInvalid),
  assigneeId: optionalId,
  animalId: optionalId,
  surveyId: optionalId,
  adopterId: optionalId,
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskData = z.output<typeof taskInputSchema>;

/** POST /tasks/:id/done: `done: false` takes it back. */
export const taskDoneSchema = z.strictObject({ done: z.boolean().optional().default(true) });
