/** The animal's intake (issue 32): where it came from and how well its birth date is known. */

export const INTAKE_SOURCES = ['interwencja', 'zrzeczenie', 'znaleziony', 'organizacja', 'urodzony', 'inne'] as const;
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

export const INTAKE_SOURCE_LABELS: Record<IntakeSource, string> = {
  interwencja: 'Interwencja',
  zrzeczenie: 'Zrzeczenie się właściciela',
  znaleziony: 'Znaleziony',
  organizacja: 'Przekazany przez inną organizację',
  urodzony: 'Urodzony w fundacji',
  inne: 'Inne',
};

/** How well the birth date is known: a day, a month (stored as its 1st), or an estimate from the age at intake. */
export const BIRTH_DATE_PRECISIONS = ['dzien', 'miesiac', 'szacunkowa'] as const;
export type BirthDatePrecision = (typeof BIRTH_DATE_PRECISIONS)[number];

export const BIRTH_DATE_PRECISION_LABELS: Record<BirthDatePrecision, string> = {
  dzien: 'Dokładna data',
  miesiac: 'Znany miesiąc',
  szacunkowa: 'Szacunkowa (z wieku przy przyjęciu)',
};

/** The animal's intake as the admin answers carry it. */
export interface AnimalIntake {
  /** YYYY-MM-DD. */
  data_przyjecia: string;
  zrodlo_przyjecia: IntakeSource | null;
  /** From whom / the circumstances: personal data (RODO export, erase, retention). */
  okolicznosci_przyjecia: string;
  /** Chip, ring or tattoo number; '' when none. */
  identyfikator: string;
  data_urodzenia_dokladnosc: BirthDatePrecision;
}

/** The intake fields' messages, naming the field. */
export const INTAKE_MESSAGES = {
  intakeDateInvalid: 'Data przyjęcia: podaj prawdziwą datę, nie późniejszą niż dziś.',
  intakeSourceInvalid: 'Źródło przyjęcia: wybierz jedną z pozycji listy.',
} as const;
