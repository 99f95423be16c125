import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { intakeFromAnimal, intakeInput, type IntakeFormValues } from './intake-form';
import {
  HOLD_SWITCH_STATUSES,
  SEXES,
  SPECIES,
  YES_NO,
  animalUpdateSchema,
  isOneOf,
  type Animal,
  type AnimalIntake,
  type AnimalStatus,
  type AnimalUpdateInput,
} from '@pets/shared';

/**
 * The edit modal's form (SPEC section 5, "Animal edit"): every field is required, but an emptied
 * field falls back to the animal's previous value on save; the status changes only through the
 * hold switch, between Dostępny and Wstrzymany.
 */

/** The edit form: the spec's fields, the hold switch, and the intake (issue 32) when the record carries it. */
export interface AnimalEditForm extends Partial<IntakeFormValues> {
  imie: string;
  gatunek: string;
  data_urodzenia: string;
  plec: string;
  wykastrowany: string;
  stan_zdrowia: string;
  TM: string;
  opis: string;
  /** The hold switch: checked means Wstrzymany. */
  hold: boolean;
}

export type AnimalEditField = Exclude<keyof AnimalEditForm, 'hold'>;

/** 'yyyy-mm-dd' for a date input from what the API sent (a date or an ISO timestamp). */
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1] ?? '';
}

/** Today as 'yyyy-mm-dd' in local time: the `max` of the birth-date inputs. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function formFromAnimal(animal: Animal & Partial<AnimalIntake>): AnimalEditForm {
  return {
    ...(animal.data_przyjecia === undefined ? {} : intakeFromAnimal(animal as AnimalIntake)),
    imie: animal.imie,
    gatunek: animal.gatunek,
    data_urodzenia: toDateInputValue(animal.data_urodzenia),
    plec: animal.plec,
    wykastrowany: animal.wykastrowany,
    stan_zdrowia: animal.stan_zdrowia,
    TM: animal.TM,
    opis: animal.opis,
    hold: animal.status === 'Wstrzymany',
  };
}

/** The hold switch is enabled only for Dostępny and Wstrzymany; other statuses change through surveys. */
export function canToggleHold(status: AnimalStatus): boolean {
  return isOneOf(HOLD_SWITCH_STATUSES, status);
}

/** The status the switch asks for: Wstrzymany when checked, Dostępny when unchecked; others stay. */
export function statusForHold(current: AnimalStatus, hold: boolean): AnimalStatus {
  if (!canToggleHold(current)) return current;
  return hold ? 'Wstrzymany' : 'Dostępny';
}

/** Why the switch is disabled, or null when it is enabled. */
export function holdDisabledReason(status: AnimalStatus): string | null {
  if (canToggleHold(status)) return null;
  return `Status „${status}” zmienia się automatycznie przez ankiety (rezerwacja i adopcja), więc nie można go tu wstrzymać.`;
}

export const TM_HOLD_NOTE = 'Zwierzak za Tęczowym Mostem nie może być dostępny do adopcji, więc pozostaje wstrzymany.';

function textOr(value: string, previous: string): string {
  const trimmedValue = value.trim();
  return trimmedValue ? trimmedValue : previous;
}

function choiceOr<T extends string>(values: readonly T[], value: string, previous: T): T {
  return isOneOf(values, value) ? value : previous;
}

/**
 * The fields of an edit (the body of PUT /api/animals/:id, the `data` of POST /api/animals/:id/edit):
 * each field's new value, or the previous one when it was left empty; `status` only when the hold
 * switch (or the TM mark, which holds) changed it.
 */
export function buildAnimalUpdate(previous: Animal, form: AnimalEditForm): AnimalUpdateInput {
  const body: AnimalUpdateInput = {
    imie: textOr(form.imie, previous.imie),
    gatunek: choiceOr(SPECIES, form.gatunek, previous.gatunek),
    plec: choiceOr(SEXES, form.plec, previous.plec),
    wykastrowany: choiceOr(YES_NO, form.wykastrowany, previous.wykastrowany),
    stan_zdrowia: textOr(form.stan_zdrowia, previous.stan_zdrowia),
    TM: choiceOr(YES_NO, form.TM, previous.TM),
    opis: textOr(form.opis, previous.opis),
  };
  // The intake goes as the form has it, when the form has it (the admin record carries it).
  if (form.data_przyjecia !== undefined) Object.assign(body, intakeInput(form as IntakeFormValues));
  const birth = form.data_urodzenia.trim() || toDateInputValue(previous.data_urodzenia);
  if (birth) body.data_urodzenia = birth;
  // A TM animal is never available: marking it TM holds it.
  const nextStatus = statusForHold(previous.status, form.hold || body.TM === 'Tak');
  if (nextStatus !== previous.status && isOneOf(HOLD_SWITCH_STATUSES, nextStatus)) body.status = nextStatus;
  return body;
}

export type FieldErrors = Partial<Record<string, string>>;

const updateResolver = zodResolver(animalUpdateSchema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<
  AnimalEditForm,
  unknown,
  AnimalUpdateInput
>;

/**
 * The edit form's resolver (react-hook-form): the shared animalUpdateSchema checks the update the
 * form makes of the animal (buildAnimalUpdate: emptied fields fall back); `raw` hands on that
 * update as built, the one request's fields.
 */
export function editFormResolver(previous: Animal): Resolver<AnimalEditForm, unknown, AnimalUpdateInput> {
  return (values, context, options) => updateResolver(buildAnimalUpdate(previous, values) as unknown as AnimalEditForm, context, options);
}

/** The first message for each top-level field of a zod error. */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
