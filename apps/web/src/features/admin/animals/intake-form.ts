import {
  BIRTH_DATE_PRECISIONS,
  INTAKE_SOURCES,
  isOneOf,
  type AnimalIntake,
  type AnimalUpdateInput,
  type BirthDatePrecision,
  type IntakeSource,
} from '@pets/shared';

/**
 * The intake fields of the add and edit forms (issue 32), after the spec's fields. None is
 * required: the intake date is today when left as offered, an empty source is "not given".
 */
export interface IntakeFormValues {
  data_przyjecia: string;
  zrodlo_przyjecia: string;
  okolicznosci_przyjecia: string;
  identyfikator: string;
  data_urodzenia_dokladnosc: string;
}

export type IntakeField = keyof IntakeFormValues;

export const INTAKE_FIELDS: readonly IntakeField[] = ['data_przyjecia', 'zrodlo_przyjecia', 'okolicznosci_przyjecia', 'identyfikator', 'data_urodzenia_dokladnosc'];

export function emptyIntake(today: string): IntakeFormValues {
  return { data_przyjecia: today, zrodlo_przyjecia: '', okolicznosci_przyjecia: '', identyfikator: '', data_urodzenia_dokladnosc: 'dzien' };
}

export function intakeFromAnimal(animal: AnimalIntake): IntakeFormValues {
  return {
    data_przyjecia: animal.data_przyjecia,
    zrodlo_przyjecia: animal.zrodlo_przyjecia ?? '',
    okolicznosci_przyjecia: animal.okolicznosci_przyjecia,
    identyfikator: animal.identyfikator,
    data_urodzenia_dokladnosc: animal.data_urodzenia_dokladnosc,
  };
}

type IntakeInput = Pick<AnimalUpdateInput, IntakeField>;

/**
 * What the request carries of the intake: every field as the form has it (an emptied circumstance
 * or number is cleared), an emptied date keeps the stored one (the server's fallback), an unknown
 * choice goes as typed so the schema names it.
 */
export function intakeInput(form: IntakeFormValues, { omitEmpty = false } = {}): IntakeInput {
  const input: IntakeInput = {
    zrodlo_przyjecia: form.zrodlo_przyjecia === '' ? null : (form.zrodlo_przyjecia as IntakeSource),
    okolicznosci_przyjecia: form.okolicznosci_przyjecia.trim(),
    identyfikator: form.identyfikator.trim(),
  };
  // A new animal's empty fields are simply not sent (the server's defaults); an edit sends them to clear.
  if (omitEmpty) {
    if (input.zrodlo_przyjecia === null) delete input.zrodlo_przyjecia;
    if (input.okolicznosci_przyjecia === '') delete input.okolicznosci_przyjecia;
    if (input.identyfikator === '') delete input.identyfikator;
  }
  if (form.data_przyjecia.trim()) input.data_przyjecia = form.data_przyjecia.trim();
  if (isOneOf(BIRTH_DATE_PRECISIONS, form.data_urodzenia_dokladnosc) && !(omitEmpty && form.data_urodzenia_dokladnosc === 'dzien')) {
    input.data_urodzenia_dokladnosc = form.data_urodzenia_dokladnosc as BirthDatePrecision;
  }
  return input;
}

export const isIntakeSource = (value: string): value is IntakeSource => isOneOf(INTAKE_SOURCES, value);
