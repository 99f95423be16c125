import { bySex } from './sex-agreement.js';

/**
 * Closing and reopening a survey, staff notes on surveys and adopters, and how a survey names an
 * animal that another survey reserved or adopted. Plain constants (no zod), so screens that only
 * show them do not pull the schemas in.
 */

/** Why staff closed a survey without an adoption. */
export const SURVEY_CLOSE_REASONS = ['odrzucona', 'wycofana', 'spam', 'duplikat', 'inny'] as const;
export type SurveyCloseReason = (typeof SURVEY_CLOSE_REASONS)[number];

/** The reason as the close dialog offers it. */
export const SURVEY_CLOSE_REASON_OPTIONS: Record<SurveyCloseReason, string> = {
  odrzucona: 'Odrzucona przez fundację',
  wycofana: 'Wycofana przez zgłaszającego',
  spam: 'Spam',
  duplikat: 'Duplikat innej ankiety',
  inny: 'Inny powód',
};

/** The reason as a survey's badge and card show it (a closed survey is in 'Zakończone'). */
export const SURVEY_CLOSE_REASON_LABELS: Record<SurveyCloseReason, string> = {
  odrzucona: 'Odrzucona',
  wycofana: 'Wycofana',
  spam: 'Spam',
  duplikat: 'Duplikat',
  inny: 'Zamknięta',
};

/** A description is required for 'inny' and allowed for every reason, up to this many characters. */
export const SURVEY_CLOSE_NOTE_MAX = 500;
/** A staff note: 1 to this many characters. */
export const NOTE_MAX_LENGTH = 5000;

/** How a closed survey is described: its reason, staff's words and when. */
export interface SurveyClosure {
  reason: SurveyCloseReason;
  note: string | null;
  closedAt: string;
}

/** "Odrzucona" or, for another reason, "Zamknięta: <the description>". */
export function closureLabel(closure: Pick<SurveyClosure, 'reason' | 'note'>): string {
  const label = SURVEY_CLOSE_REASON_LABELS[closure.reason];
  return closure.reason === 'inny' && closure.note ? `${label}: ${closure.note}` : label;
}

export const SURVEY_LIFECYCLE_MESSAGES = {
  closeButton: 'Zamknij ankietę',
  reopenButton: 'Otwórz ponownie',
  reasonLabel: 'Powód zamknięcia',
  reasonPlaceholder: 'Wybierz powód…',
  noteLabel: 'Opis powodu',
  closed: 'Ankieta została zamknięta.',
  closedReleased: (names: readonly string[]) =>
    `Ankieta została zamknięta. Zwolniono ${names.length === 1 ? 'rezerwację' : 'rezerwacje'}: ${names.map((name) => `„${name}”`).join(', ')}.`,
  reopened: 'Ankieta została ponownie otwarta.',
  closeFailed: 'Nie udało się zamknąć ankiety.',
  reopenFailed: 'Nie udało się ponownie otworzyć ankiety.',
  reasonRequired: 'Wybierz powód zamknięcia.',
  noteRequired: 'Opisz powód zamknięcia.',
  noteTooLong: `Opis powodu może mieć najwyżej ${SURVEY_CLOSE_NOTE_MAX} znaków.`,
  alreadyClosed: 'Ta ankieta jest już zamknięta.',
  notClosed: 'Ta ankieta nie jest zamknięta.',
  adoptedCannotClose: 'Przez tę ankietę adoptowano zwierzaka: nie można jej zamknąć. Najpierw anuluj adopcję.',
  closedReadOnly: 'Ta ankieta jest zamknięta. Otwórz ją ponownie, aby wprowadzić zmiany.',
  confirmClose: 'Czy na pewno chcesz zamknąć tę ankietę? Jej rezerwacje zostaną zwolnione.',
  closedNotice: 'Ankieta zamknięta',
} as const;

export const NOTE_MESSAGES = {
  heading: 'Dodaj notatkę',
  label: 'Treść notatki',
  submit: 'Dodaj notatkę',
  added: 'Dodano notatkę.',
  failed: 'Nie udało się dodać notatki.',
  empty: 'Wpisz treść notatki.',
  tooLong: `Notatka może mieć najwyżej ${NOTE_MAX_LENGTH} znaków.`,
  erased: 'Dane osobowe tej osoby zostały usunięte: nie można dodawać notatek.',
  remindLabel: 'Przypomnij dnia',
  remindHint: 'Nieobowiązkowe: tego dnia notatka pojawi się w zadaniach „Na dziś” osoby, która ją dodała.',
  remindInvalid: 'Przypomnij dnia: podaj dzisiejszą albo późniejszą datę.',
  addedWithReminder: (day: string) => `Dodano notatkę i przypomnienie na ${day}.`,
} as const;

/**
 * An animal of a survey that another survey (or an adoption without a survey) holds: "reserved"
 * or "adopted" there. `surveyId` is null for an adoption recorded without a survey, or a status
 * set without a reservation.
 */
export interface AnimalElsewhere {
  kind: 'reserved' | 'adopted';
  surveyId: number | null;
}

/** "zarezerwowana w ankiecie #12", "adoptowany w ankiecie #7", "adoptowany bez ankiety". */
export function elsewhereText(elsewhere: AnimalElsewhere, sex: string | null | undefined): string {
  const state =
    elsewhere.kind === 'adopted' ? bySex(sex, 'adoptowany', 'adoptowana') : bySex(sex, 'zarezerwowany', 'zarezerwowana');
  if (elsewhere.surveyId !== null) return `${state} w ankiecie #${elsewhere.surveyId}`;
  return elsewhere.kind === 'adopted' ? `${state} bez ankiety` : state;
}
