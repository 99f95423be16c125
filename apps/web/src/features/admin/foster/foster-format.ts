import { countedNoun, type FosterHomeSummary, type FosterReportKind, type NounForms } from '@pets/shared';

/** How the foster-home screens write their days, places and links (issue 33). */

const MONTHS_GENITIVE = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];

/** The calendar day of a YYYY-MM-DD date (as that day) or of a timestamp (in the reader's time). */
function dayParts(value: string): { year: number; month: number; day: number } | null {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]) - 1, day: Number(plain[3]) };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** "3 grudnia" within the current year, "3 grudnia 2025" before or after it. */
export function dayMonth(value: string, now: Date = new Date()): string {
  const parts = dayParts(value);
  if (!parts) return '—';
  const text = `${parts.day} ${MONTHS_GENITIVE[parts.month]}`;
  return parts.year === now.getFullYear() ? text : `${text} ${parts.year}`;
}

const PLACE_NOUN: NounForms = { one: 'miejsca', few: 'miejsc', many: 'miejsc' };

/** "2 z 3 miejsc": how full a home is (the genitive after "z" whatever the number). */
export function capacityText(home: Pick<FosterHomeSummary, 'animalCount' | 'capacity'>): string {
  return `${home.animalCount} z ${countedNoun(home.capacity, PLACE_NOUN)}`;
}

/** "Link wysłany 3 grudnia, ostatnio otwarty 5 grudnia", "… jeszcze nieotwarty", or "Link niewysłany". */
export function linkState(home: Pick<FosterHomeSummary, 'linkSentAt' | 'linkLastUsedAt'>, now?: Date): string {
  if (!home.linkSentAt) return 'Link niewysłany';
  const sent = `Link wysłany ${dayMonth(home.linkSentAt, now)}`;
  return home.linkLastUsedAt ? `${sent}, ostatnio otwarty ${dayMonth(home.linkLastUsedAt, now)}` : `${sent}, jeszcze nieotwarty`;
}

/** "Anna Kowalska" (the person; the list names the city apart). */
export const personName = (home: { firstName: string; lastName: string }) => `${home.firstName} ${home.lastName}`.trim();

export const REPORT_KIND_LABELS: Record<FosterReportKind, string> = {
  notatka: 'Notatka',
  problem: 'Problem ze zdrowiem',
  waga: 'Waga',
  zdjecie: 'Zdjęcie',
};

/** A phone number as a tel: link (digits, with the country code the form leaves out). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `tel:+48${digits}` : `tel:${digits}`;
}

/** The foster homes' screens in the panel. */
export const FOSTER_HOMES_PATH = '/admin/domy-tymczasowe';
export const fosterHomeHref = (id: number) => `${FOSTER_HOMES_PATH}/${id}`;
