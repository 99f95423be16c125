import { describe, expect, it } from 'vitest';
import { describeDuration, formatDays, formatMonth } from './stats-format';
import { defaultRange, rangeFromSearch, rangeProblem, todayInWarsaw } from './stats-range';

describe('statistics formatting and range', () => {
  it('words days in Polish', () => {
    expect(formatDays(1)).toBe('1 dzień');
    expect(formatDays(5)).toBe('5 dni');
    expect(formatDays(22.5)).toBe('22,5 dnia');
    expect(describeDuration({ count: 4, averageDays: 22, medianDays: 22.5 })).toBe('średnio 22 dni, mediana 22,5 dnia');
    expect(describeDuration({ count: 0, averageDays: null, medianDays: null })).toBe('Brak adopcji do policzenia.');
    expect(formatMonth('2026-01')).toBe('styczeń 2026');
  });

  it('defaults to the last 12 calendar months and reads the address', () => {
    expect(defaultRange('2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(defaultRange('2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
    expect(todayInWarsaw(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01'), { from: '2025-01-01', to: '2026-06-30' })).toEqual({ from: '2026-01-01', to: '2026-06-30' });
  });

  it('gives the Polish message of a bad range', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-02-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('Data początkowa nie może być późniejsza niż data końcowa.');
    expect(rangeProblem({ from: '2000-01-01', to: '2026-01-01' })).toBe('Zakres dat może obejmować najwyżej 10 lat.');
  });
});
