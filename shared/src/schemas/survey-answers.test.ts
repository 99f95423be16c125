import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../api-types.js';
import { MESSAGES } from '../messages.js';
import {
  chosenOptionIds,
  findSurveyAnswerProblem,
  isQuestionAnswered,
  SURVEY_TEXT_LIMITS,
  validateSurveyAnswers,
} from './survey-answers.js';
import { surveySubmitBodySchema, surveySubmitSchema } from './survey.js';

const option = (id: number, label: string, note = false) => ({ id_opcji: id, etykieta_opcji: label, wymaga_dopisku: note ? (1 as const) : (0 as const) });

const QUESTIONS: SurveyQuestion[] = [
  { id_pytania: 1, etykieta: 'Imię zwierzaka', typ: 'tekst', obowiazkowe: 1, opcje: [] },
  { id_pytania: 2, etykieta: 'Opis domu', typ: 'textarea', obowiazkowe: 1, opcje: [] },
  { id_pytania: 3, etykieta: 'Budżet', typ: 'select', obowiazkowe: 1, opcje: [option(31, 'Mało'), option(32, 'Dużo')] },
  { id_pytania: 4, etykieta: 'Mieszkanie', typ: 'radio', obowiazkowe: 1, opcje: [option(41, 'Blok'), option(42, 'Inne (jakie?)', true)] },
  { id_pytania: 5, etykieta: 'Inne zwierzęta', typ: 'checkbox', obowiazkowe: 1, opcje: [option(51, 'Pies'), option(52, 'Kot'), option(53, 'Inne (jakie?)', true)] },
  { id_pytania: 6, etykieta: 'Transport', typ: 'radio', obowiazkowe: 0, opcje: [option(61, 'Odbiór'), option(62, 'Inny (jaki?)', true)] },
  { id_pytania: 7, etykieta: 'Uwagi', typ: 'textarea', obowiazkowe: 0, opcje: [] },
];

const COMPLETE = { '1': 'Pestka', '2': 'Duży pokój', '3': '31', '4': '41', '5': [51, 52] };

describe('isQuestionAnswered (SPEC section 5, step 3)', () => {
  const [text, , select, radio, checkbox] = QUESTIONS as [SurveyQuestion, SurveyQuestion, SurveyQuestion, SurveyQuestion, SurveyQuestion];

  it('needs a text that is not empty or only spaces', () => {
    expect(isQuestionAnswered(text, 'x')).toBe(true);
    expect(isQuestionAnswered(text, '')).toBe(false);
    expect(isQuestionAnswered(text, ' \n\t ')).toBe(false);
    expect(isQuestionAnswered(text, undefined)).toBe(false);
    expect(isQuestionAnswered(text, [1])).toBe(false);
  });

  it('needs a choice among the options for select and radio', () => {
    expect(isQuestionAnswered(select, '32')).toBe(true);
    expect(isQuestionAnswered(select, '')).toBe(false);
    expect(isQuestionAnswered(select, '   ')).toBe(false);
    expect(isQuestionAnswered(radio, '41')).toBe(true);
    expect(isQuestionAnswered(radio, '31')).toBe(false);
    expect(isQuestionAnswered(radio, 'Blok')).toBe(false);
  });

  it('needs at least one item for checkbox', () => {
    expect(isQuestionAnswered(checkbox, [52])).toBe(true);
    expect(isQuestionAnswered(checkbox, [])).toBe(false);
    expect(isQuestionAnswered(checkbox, '51')).toBe(false);
  });

  it('reads the chosen options of each type', () => {
    expect(chosenOptionIds(radio, ' 42 ')).toEqual([42]);
    expect(chosenOptionIds(checkbox, [51, 53])).toEqual([51, 53]);
    expect(chosenOptionIds(text, '41')).toEqual([]);
    expect(chosenOptionIds(radio, '0')).toEqual([]);
  });
});

describe('validateSurveyAnswers', () => {
  it('passes complete answers', () => {
    expect(validateSurveyAnswers(QUESTIONS, COMPLETE, {})).toEqual([]);
  });

  it('lists every unanswered required question in questionnaire order, never optional ones', () => {
    expect(validateSurveyAnswers(QUESTIONS, {}, {})).toEqual([1, 2, 3, 4, 5]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '2': '  ', '5': [] }, {})).toEqual([2, 5]);
  });

  it('requires the clarification of a chosen option, in required and optional questions', () => {
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '4': '42' }, {})).toEqual([4]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '4': '42' }, { '42': '   ' })).toEqual([4]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '4': '42' }, { '42': 'Dom z ogrodem' })).toEqual([]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '5': [51, 53] }, {})).toEqual([5]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '6': '62' }, {})).toEqual([6]);
    expect(validateSurveyAnswers(QUESTIONS, { ...COMPLETE, '6': '62' }, { '62': 'Pociąg' })).toEqual([]);
  });

  it('ignores the clarification of an option that is not chosen', () => {
    expect(validateSurveyAnswers(QUESTIONS, COMPLETE, { '42': '' })).toEqual([]);
  });
});

describe('findSurveyAnswerProblem (answers the page never sends)', () => {
  const check = (answers: Record<string, string | number[]>, notes: Record<string, string> = {}) =>
    findSurveyAnswerProblem(QUESTIONS, { ...COMPLETE, ...answers }, notes);

  it('accepts what the page sends, including empty optional answers', () => {
    expect(check({})).toBeNull();
    expect(check({ '6': '', '7': '' })).toBeNull();
    expect(check({ '4': '42' }, { '42': 'Dom' })).toBeNull();
  });

  it.each([
    ['an unknown question', { '99': 'x' }, {}, 'unknown_question', MESSAGES.survey.unknownQuestion],
    ['a list for a text question', { '1': [51] }, {}, 'invalid_answer', MESSAGES.survey.invalidAnswer],
    ['a text for a checkbox question', { '5': '51' }, {}, 'invalid_answer', MESSAGES.survey.invalidAnswer],
    ['a repeated checkbox option', { '5': [51, 51] }, {}, 'invalid_answer', MESSAGES.survey.invalidAnswer],
    ['an option of another question (radio)', { '4': '31' }, {}, 'unknown_option', MESSAGES.survey.unknownOption],
    ['an option of another question (checkbox)', { '5': [41] }, {}, 'unknown_option', MESSAGES.survey.unknownOption],
    ['a label instead of an option id', { '3': 'Dużo' }, {}, 'unknown_option', MESSAGES.survey.unknownOption],
    ['an overlong single-line text', { '1': 'x'.repeat(SURVEY_TEXT_LIMITS.tekst + 1) }, {}, 'answer_too_long', MESSAGES.survey.answerTooLong],
    ['an overlong long text', { '7': 'x'.repeat(SURVEY_TEXT_LIMITS.textarea + 1) }, {}, 'answer_too_long', MESSAGES.survey.answerTooLong],
    ['a clarification of an unknown option', {}, { '999': 'x' }, 'unknown_option', MESSAGES.survey.unknownOption],
    ['a clarification of an option not chosen', {}, { '42': 'x' }, 'unexpected_note', MESSAGES.survey.unexpectedNote],
    ['a clarification of an option that needs none', {}, { '41': 'x' }, 'unexpected_note', MESSAGES.survey.unexpectedNote],
    ['an overlong clarification', { '4': '42' }, { '42': 'x'.repeat(SURVEY_TEXT_LIMITS.note + 1) }, 'answer_too_long', MESSAGES.survey.answerTooLong],
  ])('refuses %s', (_name, answers, notes, code, message) => {
    expect(check(answers as Record<string, string | number[]>, notes as Record<string, string>)).toMatchObject({ code, message });
  });
});

describe('survey submit schemas', () => {
  const base = {
    gatunek: 'Królik',
    imie: 'Anna',
    nazwisko: 'Nowak',
    telefon: '600700800',
    email: 'anna@example.org',
    adres_kod: '00-001',
    adres_miasto: 'Warszawa',
  };

  it('checks phone, then e-mail, then the other contact fields', () => {
    const result = surveySubmitSchema.safeParse({ ...base, imie: '', email: 'x', telefon: '1', zgoda: true });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.survey.invalidPhone,
      MESSAGES.survey.invalidEmail,
      MESSAGES.survey.contactRequired,
    ]);
  });

  it('lets the body schema through without consent (the server checks it last) and defaults the lists', () => {
    const parsed = surveySubmitBodySchema.parse(base);
    expect(parsed).toMatchObject({ zgoda: false, zwierzaki: [], odpowiedzi: {}, dopiski: {} });
    expect(surveySubmitSchema.safeParse(base).error?.issues[0]?.message).toBe(MESSAGES.survey.consentRequired);
  });

  it('removes repeated animals and accepts a well-formed idempotency key only', () => {
    expect(surveySubmitBodySchema.parse({ ...base, zwierzaki: [3, '3', 4] }).zwierzaki).toEqual([3, 4]);
    expect(surveySubmitBodySchema.safeParse({ ...base, idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0' }).success).toBe(true);
    expect(surveySubmitBodySchema.safeParse({ ...base, idempotencyKey: 'za krótki' }).error?.issues[0]?.message).toBe(
      MESSAGES.survey.invalidIdempotencyKey,
    );
  });
});
