import {
  DEFAULT_ANIMAL_IMAGE,
  formatAnswer,
  SURVEY_CLOSE_REASONS,
  SURVEY_CONTACT_FIELDS,
  type AnimalElsewhere,
  type AnimalStatus,
  type SurveyAnswerEntry,
  type SurveyClosure,
  type SurveyCloseReason,
  type SurveyContactDifference,
  type SurveyContactField,
} from '@pets/shared';
import type { SurveyContact } from '../adoptions/adoption-rules.js';
import { imagePath } from '../images/image-paths.js';

/**
 * How the admin survey detail shows stored answers (SPEC sections 3 and 5, display rules).
 * Stored values (see survey-submit.ts): a text for tekst and textarea, the chosen option's label for
 * select and radio, a list of option ids for checkbox; booleans may appear in older data.
 */

export interface StoredAnswer {
  question_id: number | null;
  question_label: string;
  group_label: string | null;
  position: number;
  value: unknown;
}

/** A clarification ("dopisek") with the question its option belongs to, when the option still exists. */
export interface StoredNote {
  option_id: number | null;
  option_label: string;
  question_id: number | null;
  text: string;
}

/** Option labels by id (the options that checkbox answers refer to). */
export type OptionLabels = ReadonlyMap<number, string>;

const withNote = (label: string, note: string | undefined) => (note ? `${label} (${note})` : label);

function isOptionIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isInteger(item));
}

/**
 * The display entries of a survey's answers, in questionnaire order and grouped by their section
 * (entries of one group are consecutive, groups in the order they first appear): option ids become
 * labels, each clarification follows the option it belongs to, booleans read Tak/Nie, lists are
 * joined with commas and empty answers show a dash. Clarifications that match no answer are
 * listed at the end under their option's label.
 */
export function presentAnswers(answers: readonly StoredAnswer[], notes: readonly StoredNote[], optionLabels: OptionLabels): SurveyAnswerEntry[] {
  const used = new Set<StoredNote>();
  const noteForOption = (optionId: number) => {
    const note = notes.find((candidate) => candidate.option_id === optionId);
    if (note) used.add(note);
    return note?.text;
  };
  const noteForLabel = (questionId: number | null, label: string) => {
    const note = notes.find(
      (candidate) =>
        !used.has(candidate) &&
        candidate.option_label === label &&
        (candidate.question_id === null || questionId === null || candidate.question_id === questionId),
    );
    if (note) used.add(note);
    return note?.text;
  };

  const sorted = [...answers].sort((a, b) => a.position - b.position);
  const groupOrder = new Map<string, number>();
  for (const answer of sorted) {
    const key = answer.group_label ?? '';
    if (!groupOrder.has(key)) groupOrder.set(key, groupOrder.size);
  }

  const entries = sorted.map((answer) => {
    let display: string;
    if (isOptionIdList(answer.value)) {
      const labels = answer.value.map((id) => {
        const label = optionLabels.get(id) ?? notes.find((note) => note.option_id === id)?.option_label ?? `#${id}`;
        return withNote(label, noteForOption(id));
      });
      display = formatAnswer(labels);
    } else if (typeof answer.value === 'string') {
      const text = answer.value.trim();
      display = formatAnswer(text ? withNote(text, noteForLabel(answer.question_id, text)) : text);
    } else {
      display = formatAnswer(answer.value);
    }
    const entry: SurveyAnswerEntry = { question: answer.question_label, answer: display };
    if (answer.group_label) entry.group = answer.group_label;
    return { entry, group: groupOrder.get(answer.group_label ?? '') ?? 0 };
  });
  entries.sort((a, b) => a.group - b.group);

  const leftover = notes
    .filter((note) => !used.has(note) && note.text.trim() !== '')
    .map((note): SurveyAnswerEntry => ({ question: note.option_label, answer: formatAnswer(note.text) }));
  return [...entries.map((item) => item.entry), ...leftover];
}

/** The cover path of an animal row (the chosen or first image), or the default picture. */
export function coverPath(filename: string | null): string {
  return filename ? imagePath(filename) : DEFAULT_ANIMAL_IMAGE;
}

/** A timestamp from the driver (Date) or SQL text as an ISO string; null stays null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Contact data as surveys and adopters store it (the same columns in both tables). */
export type StoredContact = SurveyContact;

/** The column of each compared field, in surveys and adopters alike. */
export const CONTACT_COLUMNS: Record<SurveyContactField, keyof StoredContact> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  zip: 'zip',
  city: 'city',
};

/**
 * Where a survey's contact data differs from the adopter it is linked to. Values are compared
 * exactly (both were trimmed and the phones normalised when stored), so a name written in another
 * letter case or an e-mail address in another case is a difference staff may want to apply.
 */
export function contactDifferences(survey: StoredContact, adopter: StoredContact | null): SurveyContactDifference[] {
  if (!adopter) return [];
  return SURVEY_CONTACT_FIELDS.flatMap((field) => {
    const column = CONTACT_COLUMNS[field];
    const surveyValue = survey[column] ?? '';
    const adopterValue = adopter[column] ?? '';
    return surveyValue === adopterValue ? [] : [{ field, surveyValue, adopterValue }];
  });
}

/** The closing columns of a survey row as the API describes them; null while the survey is open. */
export function closureOf(row: { closed_at: Date | null; close_reason: string | null; close_note: string | null }): SurveyClosure | null {
  if (!row.closed_at || !SURVEY_CLOSE_REASONS.includes(row.close_reason as SurveyCloseReason)) return null;
  return { reason: row.close_reason as SurveyCloseReason, note: row.close_note, closedAt: isoOrNull(row.closed_at) ?? '' };
}

/** What an animal's active reservation and adoption say, as one survey sees them. */
export interface AnimalHolders {
  status: AnimalStatus;
  reservationSurveyId: number | null;
  adopted: boolean;
  /** The survey of the active adoption (null: recorded without a survey). */
  adoptionSurveyId: number | null;
}

/**
 * Whether someone other than this survey holds the animal: adopted through another survey (or
 * without one), or reserved by another survey (or set Zarezerwowany by hand). Null when it is free
 * or held by this survey.
 */
export function elsewhereOf(surveyId: number, holders: AnimalHolders): AnimalElsewhere | null {
  if (holders.adopted) return holders.adoptionSurveyId === surveyId ? null : { kind: 'adopted', surveyId: holders.adoptionSurveyId };
  if (holders.status === 'Adoptowany') return { kind: 'adopted', surveyId: null };
  if (holders.reservationSurveyId !== null) {
    return holders.reservationSurveyId === surveyId ? null : { kind: 'reserved', surveyId: holders.reservationSurveyId };
  }
  if (holders.status === 'Zarezerwowany') return { kind: 'reserved', surveyId: null };
  return null;
}
