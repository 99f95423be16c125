import { describe, expect, it } from 'vitest';
import type { Animal, AnimalStatus } from '@pets/shared';
import {
  buildAnimalUpdate,
  canToggleHold,
  formFromAnimal,
  holdDisabledReason,
  statusForHold,
  toDateInputValue,
  todayInputValue,
  editFormResolver,
} from './edit-form';

const previous: Animal = {
  id_zwierzaka: 7,
  imie: 'Fistaszek',
  gatunek: 'Chomik syryjski',
  plec: 'Samiec',
  data_urodzenia: '2024-03-05',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Lubi słonecznik.\nŚpi w dzień.',
  stan_zdrowia: 'Zdrowy',
  TM: 'Nie',
  data_dodania: '2025-01-01T10:00:00.000Z',
  cover: '/api/images/a.webp',
  zdrowie: null,
};

describe('edit form: fallback to previous values (SPEC section 5)', () => {
  it('starts from the animal', () => {
    expect(formFromAnimal(previous)).toEqual({
      imie: 'Fistaszek',
      gatunek: 'Chomik syryjski',
      data_urodzenia: '2024-03-05',
      plec: 'Samiec',
      wykastrowany: 'Nie',
      stan_zdrowia: 'Zdrowy',
      TM: 'Nie',
      opis: 'Lubi słonecznik.\nŚpi w dzień.',
      hold: false,
    });
    expect(formFromAnimal({ ...previous, status: 'Wstrzymany' }).hold).toBe(true);
  });

  it('sends the new values, trimmed; marking an available animal TM holds it (never "Dostępny")', () => {
    const form = { ...formFromAnimal(previous), imie: '  Orzeszek ', TM: 'Tak', opis: 'Nowy opis', gatunek: 'Chomik hybryda' };
    expect(buildAnimalUpdate(previous, form)).toEqual({
      imie: 'Orzeszek',
      gatunek: 'Chomik hybryda',
      plec: 'Samiec',
      wykastrowany: 'Nie',
      stan_zdrowia: 'Zdrowy',
      TM: 'Tak',
      opis: 'Nowy opis',
      data_urodzenia: '2024-03-05',
      status: 'Wstrzymany',
    });
  });

  it('falls back to the previous value for every emptied field', () => {
    const emptied = { imie: ' ', gatunek: '', data_urodzenia: '', plec: '', wykastrowany: '', stan_zdrowia: '\n', TM: '', opis: '  ', hold: false };
    expect(buildAnimalUpdate(previous, emptied)).toEqual({
      imie: 'Fistaszek',
      gatunek: 'Chomik syryjski',
      plec: 'Samiec',
      wykastrowany: 'Nie',
      stan_zdrowia: 'Zdrowy',
      TM: 'Nie',
      opis: 'Lubi słonecznik.\nŚpi w dzień.',
      data_urodzenia: '2024-03-05',
    });
  });

  it('falls back for choices outside the allowed values too', () => {
    const body = buildAnimalUpdate(previous, { ...formFromAnimal(previous), gatunek: 'Kot', plec: 'X', TM: 'Może' });
    expect(body).toMatchObject({ gatunek: 'Chomik syryjski', plec: 'Samiec', TM: 'Nie' });
  });

  it('leaves the birth date out when neither the form nor the animal has one', () => {
    const body = buildAnimalUpdate({ ...previous, data_urodzenia: null }, { ...formFromAnimal(previous), data_urodzenia: '' });
    expect(body).not.toHaveProperty('data_urodzenia');
    expect(toDateInputValue('2024-03-05T00:00:00.000Z')).toBe('2024-03-05');
    expect(toDateInputValue(null)).toBe('');
  });

  it('validates the update it sends with the shared schema: a future birth date is refused', async () => {
    const resolve = editFormResolver(previous);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const valid = await resolve({ ...formFromAnimal(previous), imie: ' ' }, undefined, options);
    expect(valid.errors).toEqual({});
    // What is sent is the update as built: the emptied name falls back to the previous one.
    expect(valid.values).toEqual(buildAnimalUpdate(previous, { ...formFromAnimal(previous), imie: ' ' }));
    const invalid = await resolve({ ...formFromAnimal(previous), data_urodzenia: '2999-01-01' }, undefined, options);
    expect(invalid.errors.data_urodzenia?.message).toBe('Nieprawidłowa wartość.');
  });

  it('formats today for the date input max', () => {
    expect(todayInputValue(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});

describe('hold switch rules (SPEC section 4)', () => {
  it.each<[AnimalStatus, boolean]>([
    ['Dostępny', true],
    ['Wstrzymany', true],
    ['Zarezerwowany', false],
    ['Adoptowany', false],
  ])('%s: switch enabled = %s', (status, enabled) => {
    expect(canToggleHold(status)).toBe(enabled);
    expect(holdDisabledReason(status) === null).toBe(enabled);
  });

  it('checked gives Wstrzymany, unchecked while Wstrzymany gives Dostępny, other statuses stay', () => {
    expect(statusForHold('Dostępny', true)).toBe('Wstrzymany');
    expect(statusForHold('Wstrzymany', false)).toBe('Dostępny');
    expect(statusForHold('Dostępny', false)).toBe('Dostępny');
    expect(statusForHold('Zarezerwowany', true)).toBe('Zarezerwowany');
    expect(statusForHold('Adoptowany', false)).toBe('Adoptowany');
  });

  it('sends status only when the switch changed it', () => {
    expect(buildAnimalUpdate(previous, formFromAnimal(previous))).not.toHaveProperty('status');
    expect(buildAnimalUpdate(previous, { ...formFromAnimal(previous), hold: true }).status).toBe('Wstrzymany');
    const held = { ...previous, status: 'Wstrzymany' as const };
    expect(buildAnimalUpdate(held, { ...formFromAnimal(held), hold: false }).status).toBe('Dostępny');
    const reserved = { ...previous, status: 'Zarezerwowany' as const };
    expect(buildAnimalUpdate(reserved, { ...formFromAnimal(reserved), hold: true })).not.toHaveProperty('status');
  });

  it('explains that other statuses change through surveys', () => {
    expect(holdDisabledReason('Zarezerwowany')).toContain('przez ankiety');
  });
});
