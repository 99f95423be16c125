import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@pets/shared';
import { addStatusesFor, EMPTY_ADD_FORM, firstInvalidField, validateAddForm } from './add-form';

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
