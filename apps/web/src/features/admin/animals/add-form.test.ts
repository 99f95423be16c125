import { INTAKE_FIELDS } from './intake-form';
import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@pets/shared';
import { addFormResolver, addStatusesFor, EMPTY_ADD_FORM, firstInvalidField, validateAddForm, type AnimalAddValues, type ReservationTarget } from './add-form';

describe('add form checks (SPEC section 5: imie, gatunek, data_urodzenia, stan_zdrowia required)', () => {
  it('requires the four fields with the required-field message', () => {
    const result = validateAddForm(EMPTY_ADD_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      imie: 'To pole jest wymagane.',
      gatunek: 'To pole jest wymagane.',
      data_urodzenia: 'To pole jest wymagane.',
      stan_zdrowia: 'To pole jest wymagane.',
    });
    expect(firstInvalidField(result.errors)).toBe('imie');
  });

  it('refuses a date in the future', () => {
    const result = validateAddForm({ ...EMPTY_ADD_FORM, imie: 'A', gatunek: 'Mysz', stan_zdrowia: 'ok', data_urodzenia: '2999-01-01' });
    expect(result.ok ? null : result.errors).toEqual({ data_urodzenia: 'Nieprawidłowa wartość.' });
  });

  it('accepts a complete form, trimmed, with the default sex, neutering and status', () => {
    const result = validateAddForm({ ...EMPTY_ADD_FORM, imie: ' Pimpek ', gatunek: 'Mysz', stan_zdrowia: ' Zdrowy ', data_urodzenia: '2025-01-02' });
    expect(result).toEqual({
      ok: true,
      input: {
        imie: 'Pimpek',
        gatunek: 'Mysz',
        data_urodzenia: '2025-01-02',
        plec: 'Samica',
        wykastrowany: 'Nie',
        status: 'Dostępny',
        opis: '',
        stan_zdrowia: 'Zdrowy',
        TM: 'Nie',
      },
    });
  });

  it('asks whom a "Zarezerwowany" animal is for, and sends the chosen survey or adopter', () => {
    const complete = { ...EMPTY_ADD_FORM, imie: 'Pimpek', gatunek: 'Mysz', stan_zdrowia: 'ok', data_urodzenia: '2025-01-02', status: 'Zarezerwowany' };
    const missing = validateAddForm(complete);
    expect(missing.ok ? null : missing.errors).toEqual({ rezerwacja: RESERVATION_MESSAGES.targetRequired });
    expect(firstInvalidField(missing.ok ? {} : missing.errors)).toBe('rezerwacja');
    const forSurvey = validateAddForm(complete, { kind: 'survey', id: 12, label: 'Ankieta #12' });
    expect(forSurvey.ok && forSurvey.input).toMatchObject({ status: 'Zarezerwowany', ankieta_id: 12 });
    const forAdopter = validateAddForm(complete, { kind: 'adopter', id: 7, label: 'Jan Kowalski' });
    expect(forAdopter.ok && forAdopter.input).toMatchObject({ adoptujacy_id: 7 });
    expect(forAdopter.ok && 'ankieta_id' in forAdopter.input).toBe(false);
    // Another status drops the target instead of sending it.
    const available = validateAddForm({ ...complete, status: 'Dostępny' }, { kind: 'survey', id: 12, label: 'Ankieta #12' });
    expect(available.ok && 'ankieta_id' in available.input).toBe(false);
  });

  it('offers only "Wstrzymany" for a TM animal, and refuses it available', () => {
    expect(addStatusesFor('Tak')).toEqual(['Wstrzymany']);
    expect(addStatusesFor('Nie')).toEqual(['Dostępny', 'Zarezerwowany', 'Wstrzymany']);
    const result = validateAddForm({ ...EMPTY_ADD_FORM, imie: 'A', gatunek: 'Mysz', stan_zdrowia: 'ok', data_urodzenia: '2025-01-02', TM: 'Tak' });
    expect(result.ok ? null : result.errors).toEqual({ status: RESERVATION_MESSAGES.tmNotAvailable });
  });

  it('allows only Dostępny, Zarezerwowany and Wstrzymany as the status', () => {
    const base = { ...EMPTY_ADD_FORM, imie: 'A', gatunek: 'Mysz', stan_zdrowia: 'ok', data_urodzenia: '2025-01-02' };
    expect(validateAddForm({ ...base, status: 'Zarezerwowany' }, { kind: 'survey', id: 1, label: 'Ankieta #1' }).ok).toBe(true);
    expect(validateAddForm({ ...base, status: 'Adoptowany' }).ok).toBe(false);
  });
});

describe("the add form's resolver (react-hook-form)", () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const messages = (errors: Record<string, { message?: string } | undefined>) =>
    Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  const adopter: ReservationTarget = { kind: 'adopter', id: 4, label: 'Anna' };
  const complete = { ...EMPTY_ADD_FORM, imie: ' Pimpek ', gatunek: 'Mysz', stan_zdrowia: ' Zdrowy ', data_urodzenia: '2025-01-02' };

  it.each<[string, AnimalAddValues]>([
    ['empty', { ...EMPTY_ADD_FORM, rezerwacja: null }],
    ['a future date', { ...complete, data_urodzenia: '2999-01-01', rezerwacja: null }],
    ['reserved for nobody', { ...complete, status: 'Zarezerwowany', rezerwacja: null }],
    ['TM and available', { ...complete, TM: 'Tak', rezerwacja: null }],
  ])('finds what validateAddForm finds: %s', async (_name, values) => {
    const { rezerwacja, ...form } = values;
    const checked = validateAddForm(form, rezerwacja);
    const result = await addFormResolver(values, undefined, options);
    expect(checked.ok).toBe(false);
    expect(messages(result.errors)).toEqual(checked.ok ? {} : checked.errors);
  });

  it('hands on the schema output: trimmed, with the reservation target while "Zarezerwowany"', async () => {
    const result = await addFormResolver({ ...complete, status: 'Zarezerwowany', rezerwacja: adopter }, undefined, options);
    expect(result.errors).toEqual({});
    // The intake fields left empty are not sent: the server's defaults apply (issue 32).
    const specFields = Object.fromEntries(Object.entries(complete).filter(([field]) => !(INTAKE_FIELDS as readonly string[]).includes(field)));
    expect(result.values).toEqual({ ...specFields, imie: 'Pimpek', stan_zdrowia: 'Zdrowy', status: 'Zarezerwowany', adoptujacy_id: 4 });
    const unreserved = await addFormResolver({ ...complete, rezerwacja: adopter }, undefined, options);
    expect(unreserved.values).not.toHaveProperty('adoptujacy_id');
  });
});
