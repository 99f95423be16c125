import {
  chosenOptionIds,
  isQuestionAnswered,
  isValidEmail,
  isValidSurveyPhone,
  MESSAGES,
  normalizeSurveyPhone,
  PRIVACY_POLICY_VERSION,
  validateSurveyAnswers,
  type Species,
  type SurveyQuestion,
  type SurveySubmitInput,
} from '@pets/shared';

/** The survey form state of SPEC section 3 (public). */
export interface SurveyFormState {
  gatunek: Species;
  imie: string;
  nazwisko: string;
  telefon: string;
  email: string;
  adres_kod: string;
  adres_miasto: string;
  /** Chosen animal ids. */
  zwierzaki: number[];
  /** Question id -> text, or the chosen option id as a string (select, radio), or option ids (checkbox). */
  odpowiedzi: Record<string, string | number[]>;
  /** Option id -> clarification text. */
  dopiski: Record<string, string>;
  zgoda: boolean;
}

export type ContactField = 'imie' | 'nazwisko' | 'telefon' | 'email' | 'adres_kod' | 'adres_miasto';

/** The contact fields in the order they are shown. */
export const CONTACT_FIELDS: readonly ContactField[] = ['imie', 'nazwisko', 'telefon', 'email', 'adres_kod', 'adres_miasto'];

/** An empty form; the animal a survey was opened for stays selected (also after a reset). */
export function emptySurveyForm(gatunek: Species, presetAnimalId: number | null): SurveyFormState {
  return {
    gatunek,
    imie: '',
    nazwisko: '',
    telefon: '',
    email: '',
    adres_kod: '',
    adres_miasto: '',
    zwierzaki: presetAnimalId === null ? [] : [presetAnimalId],
    odpowiedzi: {},
    dopiski: {},
    zgoda: false,
  };
}

/** The first problem of a submit attempt: one message at a time, in the order of SPEC section 5. */
export type SurveyFormError =
  | { step: 'phone'; message: string }
  | { step: 'email'; message: string }
  | { step: 'contact'; message: string; fields: ContactField[] }
  | { step: 'questions'; message: string; missing: number[] }
  | { step: 'consent'; message: string };

/**
 * The submit check of SPEC section 5, in its order: 1. phone (9–15 digits after normalisation),
 * 2. e-mail, then the rest of the contact data (all required), 3. required questions and the
 * clarifications of chosen options, 4. consent. Null when the form may be sent.
 */
export function validateSurveyForm(state: SurveyFormState, questions: readonly SurveyQuestion[]): SurveyFormError | null {
  if (!isValidSurveyPhone(normalizeSurveyPhone(state.telefon))) return { step: 'phone', message: MESSAGES.survey.invalidPhone };
  if (!isValidEmail(state.email)) return { step: 'email', message: MESSAGES.survey.invalidEmail };
  const emptyContact = CONTACT_FIELDS.filter((field) => state[field].trim() === '');
  if (emptyContact.length > 0) return { step: 'contact', message: MESSAGES.survey.contactRequired, fields: emptyContact };
  const missing = validateSurveyAnswers(questions, state.odpowiedzi, state.dopiski);
  if (missing.length > 0) return { step: 'questions', message: MESSAGES.survey.missingRequired, missing };
  if (!state.zgoda) return { step: 'consent', message: MESSAGES.survey.consentRequired };
  return null;
}

/** Whether an option's clarification field is shown: the option needs one and is chosen. */
export function showsClarification(question: SurveyQuestion, optionId: number, odpowiedzi: SurveyFormState['odpowiedzi']): boolean {
  const option = question.opcje.find((candidate) => candidate.id_opcji === optionId);
  return option?.wymaga_dopisku === 1 && chosenOptionIds(question, odpowiedzi[String(question.id_pytania)]).includes(optionId);
}

/**
 * The POST /survey body: phone normalised, texts trimmed, only answered questions, and only the
 * clarifications of chosen options (a clarification typed for an option that was then unticked is
 * dropped, not sent).
 */
export function surveySubmitBody(state: SurveyFormState, questions: readonly SurveyQuestion[], idempotencyKey: string): SurveySubmitInput {
  const odpowiedzi: Record<string, string | number[]> = {};
  const dopiski: Record<string, string> = {};
  for (const question of questions) {
    const key = String(question.id_pytania);
    const value = state.odpowiedzi[key];
    if (!isQuestionAnswered(question, value)) continue;
    odpowiedzi[key] = typeof value === 'string' ? value.trim() : (value as number[]);
    for (const optionId of chosenOptionIds(question, value)) {
      const note = state.dopiski[String(optionId)]?.trim();
      if (note && showsClarification(question, optionId, state.odpowiedzi)) dopiski[String(optionId)] = note;
    }
  }
  return {
    gatunek: state.gatunek,
    imie: state.imie.trim(),
    nazwisko: state.nazwisko.trim(),
    telefon: normalizeSurveyPhone(state.telefon),
    email: state.email.trim(),
    adres_kod: state.adres_kod.trim(),
    adres_miasto: state.adres_miasto.trim(),
    zwierzaki: [...state.zwierzaki],
    odpowiedzi,
    dopiski,
    zgoda: true,
    // The policy this page links to beside the consent: stored with the consent.
    wersja_polityki: PRIVACY_POLICY_VERSION,
    idempotencyKey,
  };
}

/** One key per form fill (the helper is shared with the other public forms). */
export { newIdempotencyKey } from '../../lib/idempotency-key';

/** Questions in consecutive runs of the same section heading, for rendering. */
export function groupQuestions(questions: readonly SurveyQuestion[]): { title: string | null; questions: SurveyQuestion[] }[] {
  const groups: { title: string | null; questions: SurveyQuestion[] }[] = [];
  for (const question of questions) {
    const title = question.grupa ?? null;
    const last = groups[groups.length - 1];
    if (last && last.title === title) last.questions.push(question);
    else groups.push({ title, questions: [question] });
  }
  return groups;
}

/** The ids of questions the server named in a missing-answers error (`fields` keys 'odpowiedzi.<id>'). */
export function missingFromServerFields(fields: Record<string, string> | undefined): number[] {
  if (!fields) return [];
  return Object.keys(fields)
    .map((key) => /^odpowiedzi\.(\d+)$/.exec(key)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

/**
 * The answers, clarifications and chosen animals as they stand in a form's DOM. A server-rendered
 * survey can be filled in before the page's scripts run; these controlled choices take that over
 * when the form mounts (the contact fields are registered with react-hook-form, which reads them
 * itself). Names and ids are those QuestionField and AnimalChoice render.
 */
export function readChoicesFromDom(
  form: HTMLFormElement,
  questions: readonly SurveyQuestion[],
): Pick<SurveyFormState, 'odpowiedzi' | 'dopiski'> & { zwierzaki: number[] | null } {
  const odpowiedzi: SurveyFormState['odpowiedzi'] = {};
  const dopiski: SurveyFormState['dopiski'] = {};
  for (const question of questions) {
    const name = `pytanie-${question.id_pytania}`;
    const key = String(question.id_pytania);
    if (question.typ === 'radio' || question.typ === 'checkbox') {
      const chosen = Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`))
        .filter((input) => input.checked)
        .map((input) => Number(input.value));
      if (question.typ === 'radio' && chosen.length > 0) odpowiedzi[key] = String(chosen[0]);
      if (question.typ === 'checkbox' && chosen.length > 0) odpowiedzi[key] = chosen;
    } else {
      const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`#${name}-pole`);
      if (field && field.value !== '') odpowiedzi[key] = field.value;
    }
    for (const option of question.opcje) {
      const note = form.querySelector<HTMLInputElement>(`#${name}-dopisek-${option.id_opcji}`);
      if (note && note.value !== '') dopiski[String(option.id_opcji)] = note.value;
    }
  }
  // No animal list on the page yet (still loading): the preset choice stands.
  const animals = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="zwierzaki"]'));
  const zwierzaki = animals.length > 0 ? animals.filter((input) => input.checked).map((input) => Number(input.value)) : null;
  return { odpowiedzi, dopiski, zwierzaki };
}
