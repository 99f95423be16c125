import type { DurationStats } from '@pets/shared';

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** "1 dzień", "5 dni", "22,5 dnia" (a fraction takes the genitive singular in Polish). */
export function formatDays(days: number): string {
  const noun = !Number.isInteger(days) ? 'dnia' : days === 1 ? 'dzień' : 'dni';
  return `${number.format(days)} ${noun}`;
}

/** "yyyy-mm" as "styczeń 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function describeDuration(duration: DurationStats): string {
  if (duration.count === 0 || duration.averageDays === null || duration.medianDays === null) return 'Brak adopcji do policzenia.';
  return `średnio ${formatDays(duration.averageDays)}, mediana ${formatDays(duration.medianDays)}`;
}
