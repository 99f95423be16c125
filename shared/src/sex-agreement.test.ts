import { describe, expect, it } from 'vitest';
import { ADOPTION_MESSAGES } from './schemas/admin-lists.js';
import { bySex, neuteredLabel, showsNeutering, statusAsShown } from './sex-agreement.js';

describe('bySex', () => {
  it('takes the feminine form for a female and the masculine one otherwise', () => {
    expect(bySex('Samica', 'został', 'została')).toBe('została');
    expect(bySex('Samiec', 'został', 'została')).toBe('został');
    expect(bySex(null, 'został', 'została')).toBe('został');
  });
});

describe('messages about a named animal', () => {
  it('agree with its sex', () => {
    expect(ADOPTION_MESSAGES.adoptedNamed('Pestka', 'Samica')).toBe('„Pestka” została już adoptowana.');
    expect(ADOPTION_MESSAGES.adoptedNamed('Borys', 'Samiec')).toBe('„Borys” został już adoptowany.');
    expect(ADOPTION_MESSAGES.onHoldNamed('Pestka', 'Samica')).toBe('„Pestka” jest wstrzymana.');
    expect(ADOPTION_MESSAGES.reservedByOtherNamed('Pestka', 'Samica')).toBe('„Pestka” jest już zarezerwowana przez inną ankietę.');
    expect(ADOPTION_MESSAGES.notSelectedNamed('Pestka', 'Samica')).toBe('„Pestka” nie jest wybrana ani zarezerwowana w tej ankiecie.');
    expect(ADOPTION_MESSAGES.notSelectedNamed('Borys', 'Samiec')).toBe('„Borys” nie jest wybrany ani zarezerwowany w tej ankiecie.');
  });
});

describe('an animal\'s facts as shown', () => {
  it('give the status in the feminine for a female, and keep it for a male or an unknown sex', () => {
    expect(['Dostępny', 'Zarezerwowany', 'Adoptowany', 'Wstrzymany'].map((status) => statusAsShown(status as never, 'Samica'))).toEqual([
      'Dostępna',
      'Zarezerwowana',
      'Adoptowana',
      'Wstrzymana',
    ]);
    expect(statusAsShown('Dostępny', 'Samiec')).toBe('Dostępny');
    expect(statusAsShown('Adoptowany', null)).toBe('Adoptowany');
  });

  it('name castration by sex, and leave it out for tortoises', () => {
    expect([neuteredLabel('Samica'), neuteredLabel('Samiec'), neuteredLabel(undefined)]).toEqual(['Wysterylizowana', 'Wykastrowany', 'Wykastrowany']);
    expect([showsNeutering('Żółw'), showsNeutering('Królik')]).toEqual([false, true]);
  });
});
