import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADD_STATUSES, MESSAGES, animalAddSchema, type AnimalAddInput } from '@pets/shared';
import { issuesToFieldErrors, type FieldErrors } from './edit-form';
import { intakeInput, INTAKE_FIELDS, type IntakeFormValues } from './intake-form';

/** The add form 'Dodaj nowego zwierzaka' (SPEC section 5: imie, gatunek, data_urodzenia, stan_zdrowia required). */

export interface AnimalAddForm extends IntakeFormValues {
  imie: string;
  gatunek: string;
  data_urodzenia: string;
  plec: string;
  wykastrowany: string;
  status: string;
  opis: string;
  stan_zdrowia: string;
  /** 'Za Tęczowym Mostem': such an animal can only be added as "Wstrzymany". */
  TM: string;
}

export type AnimalAddField = keyof AnimalAddForm;

/** The add form's values (react-hook-form): the fields and, for a "Zarezerwowany" animal, whom it is for. */
export interface AnimalAddValues extends AnimalAddForm {
  rezerwacja: ReservationTarget | null;
}

/** Whom an animal added as "Zarezerwowany" is reserved for: an open survey or an adopter. */
export interface ReservationTarget {
  kind: 'survey' | 'adopter';
  id: number;
  /** How the picker names it ("Ankieta #12 · Jan Kowalski"). */
  label: string;
}

/** The statuses the add form offers: a TM animal is never available or reserved, so only "Wstrzymany". */
export const addStatusesFor = (tm: string): readonly string[] => (tm === 'Tak' ? ['Wstrzymany'] : ADD_STATUSES);

/** Starting values: the schema's defaults for sex, neutering and status. */
export const EMPTY_ADD_FORM: AnimalAddForm = {
  imie: '',
  gatunek: '',
  data_urodzenia: '',
  plec: 'Samica',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: '',
  stan_zdrowia: '',
  TM: 'Nie',
  // The page offers today as the intake date (addValuesFor); empty here means the server's today.
  data_przyjecia: '',
  zrodlo_przyjecia: '',
  okolicznosci_przyjecia: '',
  identyfikator: '',
  data_urodzenia_dokladnosc: 'dzien',
};

export const EMPTY_ADD_VALUES: AnimalAddValues = { ...EMPTY_ADD_FORM, rezerwacja: null };

/** A fresh form on the page: the intake date offered as today. */
export const addValuesFor = (today: string): AnimalAddValues => ({ ...EMPTY_ADD_VALUES, data_przyjecia: today });

export const REQUIRED_ADD_FIELDS: readonly AnimalAddField[] = ['imie', 'gatunek', 'data_urodzenia', 'stan_zdrowia'];

/** Field order for focusing the first invalid field. */
export const ADD_FIELD_ORDER: readonly (AnimalAddField | 'rezerwacja')[] = [
  'imie',
  'gatunek',
  'data_urodzenia',
  'plec',
  'wykastrowany',
  'TM',
  'status',
  'rezerwacja',
  'stan_zdrowia',
  'opis',
  ...INTAKE_FIELDS,
];

export type AddValidation = { ok: true; input: AnimalAddInput } | { ok: false; errors: FieldErrors };

/**
 * What animalAddSchema checks: the form's fields, and the reservation target only while the status
 * is "Zarezerwowany" (as ankieta_id or adoptujacy_id).
 */
function addSchemaInput(form: AnimalAddForm, target: ReservationTarget | null) {
  const reservedFor =
    form.status === 'Zarezerwowany' && target ? (target.kind === 'survey' ? { ankieta_id: target.id } : { adoptujacy_id: target.id }) : {};
  const { imie, gatunek, data_urodzenia, plec, wykastrowany, status, opis, stan_zdrowia, TM } = form;
  return { imie, gatunek, data_urodzenia, plec, wykastrowany, status, opis, stan_zdrowia, TM, ...reservedFor, ...intakeInput(form, { omitEmpty: true }) };
}

/** An empty required field says 'To pole jest wymagane.' whatever the schema's own message (an empty date is "invalid" there). */
const emptyRequired = (form: AnimalAddForm, field: string): boolean =>
  (REQUIRED_ADD_FIELDS as readonly string[]).includes(field) && !form[field as AnimalAddField].trim();

/**
 * Checks the form with the shared schema; an empty required field says 'To pole jest wymagane.'
 * The reservation target goes with the form only while the status is "Zarezerwowany".
 */
export function validateAddForm(form: AnimalAddForm, target: ReservationTarget | null = null): AddValidation {
  const result = animalAddSchema.safeParse(addSchemaInput(form, target));
  if (result.success) return { ok: true, input: result.data };
  const errors = issuesToFieldErrors(result.error.issues);
  for (const field of REQUIRED_ADD_FIELDS) {
    if (errors[field] && emptyRequired(form, field)) errors[field] = MESSAGES.server.requiredField;
  }
  return { ok: false, errors };
}

const schemaResolver = zodResolver(animalAddSchema, undefined, { mode: 'sync' }) as unknown as Resolver<AnimalAddValues, unknown, AnimalAddInput>;

/**
 * The add form's resolver: the shared animalAddSchema fed the values as it takes them (validateAddForm's
 * rules); its output, trimmed and with the defaults, is what POST /animals/add gets.
 */
export const addFormResolver: Resolver<AnimalAddValues, unknown, AnimalAddInput> = async (values, context, options) => {
  const result = await schemaResolver(addSchemaInput(values, values.rezerwacja) as AnimalAddValues, context, options);
  const errors = { ...result.errors };
  for (const field of REQUIRED_ADD_FIELDS) {
    const error = errors[field];
    if (error && emptyRequired(values, field)) errors[field] = { ...error, message: MESSAGES.server.requiredField };
  }
  return { ...result, errors } as Awaited<ReturnType<typeof schemaResolver>>;
};

export function firstInvalidField(errors: FieldErrors): AnimalAddField | 'rezerwacja' | undefined {
  return ADD_FIELD_ORDER.find((field) => errors[field]);
}
