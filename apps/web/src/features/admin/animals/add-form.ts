import { MESSAGES, animalAddSchema, type AnimalAddInput } from '@pets/shared';
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
}

export type AnimalAddField = keyof AnimalAddForm;

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
};

export const REQUIRED_ADD_FIELDS: readonly AnimalAddField[] = ['imie', 'gatunek', 'data_urodzenia', 'stan_zdrowia'];

/** Field order for focusing the first invalid field. */
export const ADD_FIELD_ORDER: readonly AnimalAddField[] = ['imie', 'gatunek', 'data_urodzenia', 'plec', 'wykastrowany', 'status', 'stan_zdrowia', 'opis'];

export type AddValidation = { ok: true; input: AnimalAddInput } | { ok: false; errors: FieldErrors };

/** Checks the form with the shared schema; an empty required field says 'To pole jest wymagane.' */
export function validateAddForm(form: AnimalAddForm): AddValidation {
  const result = animalAddSchema.safeParse(form);
  if (result.success) return { ok: true, input: result.data };
  const errors = issuesToFieldErrors(result.error.issues);
  for (const field of REQUIRED_ADD_FIELDS) {
    if (errors[field] && !form[field].trim()) errors[field] = MESSAGES.server.requiredField;
  }
  return { ok: false, errors };
}

export function firstInvalidField(errors: FieldErrors): AnimalAddField | undefined {
  return ADD_FIELD_ORDER.find((field) => errors[field]);
}
