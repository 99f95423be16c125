import type { SurveyQuestion } from '../api-types.js';
import { MESSAGES } from '../messages.js';

/**
 * The answers of an adoption survey checked against its questionnaire, written once for the
 * survey page and the server (SPEC section 5, "Public survey submit", step 3).
 *
 * Wire format (SPEC section 3, survey form state): `odpowiedzi` maps a question id to a text
 * (tekst, textarea), to the chosen option's id as a string (select, radio) or to a list of option
 * ids (checkbox); `dopiski` maps an option id to its clarification text.
 */
export type SurveyAnswerValue = string | number[];
export type SurveyAnswers = Readonly<Record<string, SurveyAnswerValue>>;
export type SurveyNotes = Readonly<Record<string, string>>;

/** Longest accepted texts, by what they are (the schema caps every string at the largest). */
export const SURVEY_TEXT_LIMITS = {
  tekst: 500,
  textarea: 5000,
  note: 500,
} as const;

type QuestionShape = Pick<SurveyQuestion, 'id_pytania' | 'typ' | 'obowiazkowe' | 'opcje'>;

const OPTION_ID = /^[1-9]\d{0,9}$/;

/** Option ids an answer chooses; [] for no choice or an answer of the wrong shape. */
export function chosenOptionIds(question: QuestionShape, value: unknown): number[] {
  if (question.typ === 'checkbox') {
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item) && item > 0) : [];
  }
  if (question.typ === 'select' || question.typ === 'radio') {
    return typeof value === 'string' && OPTION_ID.test(value.trim()) ? [Number(value.trim())] : [];
  }
  return [];
}

/**
 * Whether a question has an answer: text, textarea and select must not be empty or only spaces,
 * radio needs a choice, checkbox at least one item (choices must be options of the question).
 */
export function isQuestionAnswered(question: QuestionShape, value: unknown): boolean {
  if (question.typ === 'tekst' || question.typ === 'textarea') return typeof value === 'string' && value.trim() !== '';
  return chosenOptionIds(question, value).some((id) => question.opcje.some((option) => option.id_opcji === id));
}

/** The options of an answer that require a clarification and have none. */
function optionsMissingNote(question: QuestionShape, value: unknown, dopiski: SurveyNotes): number[] {
  return chosenOptionIds(question, value).filter((id) => {
    const option = question.opcje.find((candidate) => candidate.id_opcji === id);
    if (option?.wymaga_dopisku !== 1) return false;
    const note = dopiski[String(id)];
    return typeof note !== 'string' || note.trim() === '';
  });
}

/**
 * Step 3 of the submit check: the ids of the questions that fail it, in questionnaire order —
 * a required question without an answer, or a chosen option that needs a clarification (in any
 * question, required or not) without its text. Empty means the answers pass.
 */
export function validateSurveyAnswers(questions: readonly QuestionShape[], odpowiedzi: SurveyAnswers, dopiski: SurveyNotes): number[] {
  const missing: number[] = [];
  for (const question of questions) {
    const value = odpowiedzi[String(question.id_pytania)];
    const unanswered = question.obowiazkowe === 1 && !isQuestionAnswered(question, value);
    if (unanswered || optionsMissingNote(question, value, dopiski).length > 0) missing.push(question.id_pytania);
  }
  return missing;
}

export type SurveyAnswerProblemCode =
  | 'unknown_question'
  | 'invalid_answer'
  | 'unknown_option'
  | 'answer_too_long'
  | 'unexpected_note';

export interface SurveyAnswerProblem {
  code: SurveyAnswerProblemCode;
  message: string;
  /** The question id (or, for a clarification, the option id) the problem is about. */
  key: string;
}

const problem = (code: SurveyAnswerProblemCode, message: string, key: string): SurveyAnswerProblem => ({ code, message, key });

/**
 * Answers the survey page never produces (the server rejects them before anything else is
 * checked): answers to questions of another questionnaire, a text where a list is expected (or the
 * reverse), options of another question, repeated options, texts over the limits, and
 * clarifications for options that were not chosen or need none. Null when the shape is sound.
 */
export function findSurveyAnswerProblem(
  questions: readonly QuestionShape[],
  odpowiedzi: SurveyAnswers,
  dopiski: SurveyNotes,
): SurveyAnswerProblem | null {
  const byId = new Map(questions.map((question) => [String(question.id_pytania), question]));
  const chosen = new Set<number>();
  for (const [key, value] of Object.entries(odpowiedzi)) {
    const question = byId.get(key);
    if (!question) return problem('unknown_question', MESSAGES.survey.unknownQuestion, key);
    const optionIds = new Set(question.opcje.map((option) => option.id_opcji));
    if (question.typ === 'checkbox') {
      if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item) && item > 0)) {
        return problem('invalid_answer', MESSAGES.survey.invalidAnswer, key);
      }
      if (new Set(value).size !== value.length) return problem('invalid_answer', MESSAGES.survey.invalidAnswer, key);
      if (value.some((id) => !optionIds.has(id))) return problem('unknown_option', MESSAGES.survey.unknownOption, key);
      value.forEach((id) => chosen.add(id));
      continue;
    }
    if (typeof value !== 'string') return problem('invalid_answer', MESSAGES.survey.invalidAnswer, key);
    if (question.typ === 'tekst' || question.typ === 'textarea') {
      if (value.trim().length > SURVEY_TEXT_LIMITS[question.typ]) return problem('answer_too_long', MESSAGES.survey.answerTooLong, key);
      continue;
    }
    if (value.trim() === '') continue;
    const [id] = chosenOptionIds(question, value);
    if (id === undefined || !optionIds.has(id)) return problem('unknown_option', MESSAGES.survey.unknownOption, key);
    chosen.add(id);
  }

  const options = new Map(questions.flatMap((question) => question.opcje.map((option) => [String(option.id_opcji), option] as const)));
  for (const [key, text] of Object.entries(dopiski)) {
    if (typeof text !== 'string') return problem('invalid_answer', MESSAGES.survey.invalidAnswer, key);
    const option = options.get(key);
    if (!option) return problem('unknown_option', MESSAGES.survey.unknownOption, key);
    if (text.trim() === '') continue;
    if (!chosen.has(option.id_opcji) || option.wymaga_dopisku !== 1) return problem('unexpected_note', MESSAGES.survey.unexpectedNote, key);
    if (text.trim().length > SURVEY_TEXT_LIMITS.note) return problem('answer_too_long', MESSAGES.survey.answerTooLong, key);
  }
  return null;
}
