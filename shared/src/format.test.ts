import { describe, expect, it } from 'vitest';
import { DASH, formatAge, formatAnswer, formatDate, formatDateTime, splitVisible } from './format.js';

const now = new Date(2026, 10, 21);

describe('formatAge', () => {
  it.each([
    ['2026-11-01', '1 miesiąc'],
    ['2026-10-21', '1 miesiąc'],
    ['2026-09-21', '2 miesiące'],
    ['2026-09-22', '1 miesiąc'],
    ['2025-12-21', '11 miesięcy'],
    ['2025-11-21', '1 rok'],
    ['2024-05-01', '2 lata'],
    ['2018-01-01', '8 lat'],
  ])('born %s is %s', (born, expected) => {
    expect(formatAge(born, now)).toBe(expected);
  });

  it('says "ok." when the birth date is a month or an estimate', () => {
    expect(formatAge('2025-11-21', now, true)).toBe('ok. 1 rok');
    expect(formatAge('2026-09-21', now, true)).toBe('ok. 2 miesiące');
    expect(formatAge(null, now, true)).toBe(DASH);
  });

  const monthForms: Record<number, string> = { 1: 'miesiąc', 2: 'miesiące', 3: 'miesiące', 4: 'miesiące' };
  it.each(Array.from({ length: 30 }, (_, index) => index + 1))('a birth %i months ago reads as Polish says it', (monthsAgo) => {
    const born = new Date(now.getFullYear(), now.getMonth() - monthsAgo, now.getDate());
    const expected = monthsAgo < 12 ? `${monthsAgo} ${monthForms[monthsAgo] ?? 'miesięcy'}` : monthsAgo < 24 ? '1 rok' : '2 lata';
    expect(formatAge(born, now)).toBe(expected);
  });

  const yearForms: [number, string][] = [
    [1, 'rok'], [2, 'lata'], [3, 'lata'], [4, 'lata'], [5, 'lat'], [11, 'lat'], [12, 'lat'], [13, 'lat'], [14, 'lat'],
    [21, 'lat'], [22, 'lata'], [23, 'lata'], [24, 'lata'], [25, 'lat'], [30, 'lat'],
  ];
  it.each(Array.from({ length: 30 }, (_, index) => index + 1))('a birth %i years ago reads as Polish says it', (yearsAgo) => {
    const born = new Date(now.getFullYear() - yearsAgo, now.getMonth(), now.getDate());
    const known = yearForms.find(([years]) => years === yearsAgo)?.[1];
    const lastDigit = yearsAgo % 10;
    const teen = yearsAgo % 100 >= 12 && yearsAgo % 100 <= 14;
    const expected = known ?? (yearsAgo === 1 ? 'rok' : lastDigit >= 2 && lastDigit <= 4 && !teen ? 'lata' : 'lat');
    expect(formatAge(born, now)).toBe(`${yearsAgo} ${expected}`);
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

  it('writes what the Polish locale writes, day by day through a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day, 23, 30);
      expect(formatDate(date)).toBe(date.toLocaleDateString('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    }
  });

  it.each([null, undefined, '', 'nonsense'])('shows a dash for %s', (value) => {
    expect(formatDate(value)).toBe(DASH);
  });
});

describe('formatDateTime', () => {
  it('writes dd.mm.yyyy, hh:mm in the time zone asked for, summer time included', () => {
    const warsaw = { timeZone: 'Europe/Warsaw' };
    expect(formatDateTime('2026-01-15T23:30:00Z', warsaw)).toBe('16.01.2026, 00:30');
    expect(formatDateTime('2026-07-01T10:05:00Z', warsaw)).toBe('01.07.2026, 12:05');
    expect(formatDateTime(new Date('2026-03-29T00:59:00Z'), warsaw)).toBe('29.03.2026, 01:59');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'), warsaw)).toBe('29.03.2026, 03:00');
  });

  it('uses the local time zone when none is given', () => {
    const date = new Date(2026, 2, 5, 9, 7);
    expect(formatDateTime(date)).toBe('05.03.2026, 09:07');
  });

  it.each([null, undefined, '', 'nonsense'])('shows a dash for %s', (value) => {
    expect(formatDateTime(value, { timeZone: 'Europe/Warsaw' })).toBe(DASH);
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
