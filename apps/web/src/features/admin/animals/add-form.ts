import { ADD_STATUSES, MESSAGES, animalAddSchema, type AnimalAddInput } from '@pets/shared';
import { issuesToFieldErrors, type FieldErrors } from './edit-form';

/** The add form 'Dodaj nowego zwierzaka' (SPEC section 5: imie, gatunek, data_urodzenia, stan_zdrowia required). */

export interface AnimalAddForm {
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
};

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
];

export type AddValidation = { ok: true; input: AnimalAddInput } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the shared schema; an empty required field says 'To pole jest wymagane.'
 * The reservation target goes with the form only while the status is "Zarezerwowany".
 */
export function validateAddForm(form: AnimalAddForm, target: ReservationTarget | null = null): AddValidation {
  const reservedFor =
    form.status === 'Zarezerwowany' && target ? (target.kind === 'survey' ? { ankieta_id: target.id } : { adoptujacy_id: target.id }) : {};
  const result = animalAddSchema.safeParse({ ...form, ...reservedFor });
  if (result.success) return { ok: true, input: result.data };
  const errors = issuesToFieldErrors(result.error.issues);
  for (const field of REQUIRED_ADD_FIELDS) {
    if (errors[field] && !form[field].trim()) errors[field] = MESSAGES.server.requiredField;
  }
  return { ok: false, errors };
}

export function firstInvalidField(errors: FieldErrors): AnimalAddField | 'rezerwacja' | undefined {
  return ADD_FIELD_ORDER.find((field) => errors[field]);
}
