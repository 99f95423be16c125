import { isoDate } from './iso-date.js';
import { todayInPoland } from './today.js';
import { z } from 'zod';
import {
  NOTE_MAX_LENGTH,
  NOTE_MESSAGES,
  SURVEY_CLOSE_NOTE_MAX,
  SURVEY_CLOSE_REASONS,
  SURVEY_LIFECYCLE_MESSAGES,
} from '../survey-lifecycle.js';

/**
 * POST /survey/:id/close: a reason, and a description (required for 'inny', optional otherwise;
 * an empty one is stored as none).
 */
export const closeSurveySchema = z
  .strictObject({
    reason: z.enum(SURVEY_CLOSE_REASONS, { error: SURVEY_LIFECYCLE_MESSAGES.reasonRequired }),
    note: z
      .string({ error: SURVEY_LIFECYCLE_MESSAGES.noteRequired })
      .trim()
      .max(SURVEY_CLOSE_NOTE_MAX, SURVEY_LIFECYCLE_MESSAGES.noteTooLong)
      .optional()
      .transform((note) => (note ? note : null)),
  })
  .superRefine((value, context) => {
    if (value.reason === 'inny' && value.note === null) {
      context.addIssue({ code: 'custom', path: ['note'], message: SURVEY_LIFECYCLE_MESSAGES.noteRequired });
    }
  });
export type CloseSurveyInput = z.input<typeof closeSurveySchema>;

/** POST /survey/:id/reopen takes nothing: an empty JSON object (or no body). */
export const reopenSurveySchema = z.strictObject({});

/** POST /survey/:id/notes and /adopters/:id/notes: the note's text, trimmed, 1 to 5000 characters. */
export const noteSchema = z.strictObject({
  text: z
    .string({ error: NOTE_MESSAGES.empty })
    .max(NOTE_MAX_LENGTH * 2, { error: NOTE_MESSAGES.tooLong, abort: true })
    .trim()
    .min(1, NOTE_MESSAGES.empty)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
  /** "Przypomnij dnia": the note becomes a task of its author on that day (issue 32). */
  przypomnij: z
    .union([z.literal(''), isoDate(NOTE_MESSAGES.remindInvalid).refine((day) => day >= todayInPoland(), NOTE_MESSAGES.remindInvalid)], { error: NOTE_MESSAGES.remindInvalid })
    .optional()
    .transform((day) => day || null),
});
export type NoteInput = z.input<typeof noteSchema>;
