import { describe, expect, it } from 'vitest';
import { reservationAgeLabel, wholeDaysSince } from './dashboard.js';

describe('reservation age', () => {
  it('says it in correct Polish for every count', () => {
    expect(reservationAgeLabel(0)).toBe('rezerwacja od dziś');
    expect(reservationAgeLabel(1)).toBe('rezerwacja od 1 dnia');
    expect(reservationAgeLabel(2)).toBe('rezerwacja od 2 dni');
    expect(reservationAgeLabel(5)).toBe('rezerwacja od 5 dni');
    expect(reservationAgeLabel(22)).toBe('rezerwacja od 22 dni');
  });

  it('counts whole days, never negative, 0 for an unreadable date', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(wholeDaysSince('2026-11-26T00:00:00Z', now)).toBe(0);
    expect(wholeDaysSince('2026-11-25T11:59:00Z', now)).toBe(1);
    expect(wholeDaysSince('2026-11-12T12:00:00Z', now)).toBe(14);
    expect(wholeDaysSince('2026-11-27T12:00:00Z', now)).toBe(0);
    expect(wholeDaysSince('nie-data', now)).toBe(0);
  });
});
