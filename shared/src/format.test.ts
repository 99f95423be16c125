import { describe, expect, it } from 'vitest';
import { DASH, formatAge, formatAnswer, formatDate, splitVisible } from './format.js';

const now = new Date(2026, 10, 21);

describe('formatAge', () => {
  it.each([
    ['2026-11-01', '1 miesiąc'],
    ['2026-10-21', '1 miesiąc'],
    ['2026-09-21', '2 miesiące'],
    ['2026-09-22', '1 miesiąc'],
    ['2025-12-21', '11 miesiące'],
    ['2025-11-21', '1 lat'],
    ['2024-05-01', '2 lat'],
    ['2018-01-01', '8 lat'],
  ])('born %s is %s', (born, expected) => {
    expect(formatAge(born, now)).toBe(expected);
  });

  it('shows a dash for empty or invalid dates', () => {
    expect(formatAge(null, now)).toBe(DASH);
    expect(formatAge('', now)).toBe(DASH);
    expect(formatAge('not a date', now)).toBe(DASH);
  });

  it('never shows less than one month, even for a future date', () => {
    expect(formatAge('2026-12-01', now)).toBe('1 miesiąc');
  });
});

describe('formatDate', () => {
  it('formats dd.mm.yyyy in the Polish locale', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31.12.2025');
  });

  it.each([null, undefined, '', 'nonsense'])('shows a dash for %s', (value) => {
    expect(formatDate(value)).toBe(DASH);
  });
});

describe('formatAnswer', () => {
  it('shows booleans as Tak/Nie, joins arrays, dashes empties', () => {
    expect(formatAnswer(true)).toBe('Tak');
    expect(formatAnswer(false)).toBe('Nie');
    expect(formatAnswer(['Siano', 'Granulat'])).toBe('Siano, Granulat');
    expect(formatAnswer([])).toBe(DASH);
    expect(formatAnswer('  ')).toBe(DASH);
    expect(formatAnswer(null)).toBe(DASH);
    expect(formatAnswer('Mieszkanie')).toBe('Mieszkanie');
  });
});

describe('splitVisible', () => {
  it('shows up to three, then +N', () => {
    expect(splitVisible(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: null });
    expect(splitVisible(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: '+2' });
  });
});
