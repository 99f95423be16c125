import { describe, expect, it } from 'vitest';
import { animalChanges, animalEditAction, DESCRIPTION_KEPT, type AnimalFieldValues } from './animal-changes.js';

const BEFORE: AnimalFieldValues = {
  imie: 'Ziutek',
  gatunek: 'Szczur',
  plec: 'Samiec',
  data_urodzenia: '2025-06-01',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Ciekawski.',
  stan_zdrowia: 'Zdrowy',
  TM: 'Nie',
};

describe('animal edit history', () => {
  it('lists only the changed fields, from and to', () => {
    expect(animalChanges(BEFORE, { ...BEFORE })).toEqual({});
    expect(animalChanges(BEFORE, { ...BEFORE, imie: 'Zenek', wykastrowany: 'Tak' })).toEqual({
      imie: { from: 'Ziutek', to: 'Zenek' },
      wykastrowany: { from: 'Nie', to: 'Tak' },
    });
  });

  it('keeps the start of a long description', () => {
    const long = 'a'.repeat(DESCRIPTION_KEPT + 50);
    expect(animalChanges(BEFORE, { ...BEFORE, opis: long }).opis).toEqual({ from: 'Ciekawski.', to: `${'a'.repeat(DESCRIPTION_KEPT)}…` });
  });

  it('names the hold switch', () => {
    expect(animalEditAction(BEFORE, { ...BEFORE, status: 'Wstrzymany' })).toBe('animal.held');
    expect(animalEditAction({ ...BEFORE, status: 'Wstrzymany' }, BEFORE)).toBe('animal.hold_released');
    expect(animalEditAction(BEFORE, { ...BEFORE, imie: 'Zenek' })).toBe('animal.updated');
  });
});
