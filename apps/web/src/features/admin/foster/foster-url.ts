import type { ApplicationsFilter, HomesFilter } from './foster-queries';

/**
 * The address of /admin/domy-tymczasowe (ARCHITECTURE decision 10): the open part in `widok`
 * ("Zgłoszenia" is the default, left out) and each part's status filter, its default left out.
 */

export const FOSTER_TABS = ['zgloszenia', 'domy', 'zdjecia'] as const;
export type FosterTab = (typeof FOSTER_TABS)[number];

export const TAB_PARAM = 'widok';
export const TAB_LABELS: Record<FosterTab, string> = { zgloszenia: 'Zgłoszenia', domy: 'Domy', zdjecia: 'Zdjęcia od DT' };

export const tabOfSlug = (slug: string | null): FosterTab => FOSTER_TABS.find((tab) => tab === slug) ?? 'zgloszenia';
export const tabChange = (tab: FosterTab) => ({ [TAB_PARAM]: tab === 'zgloszenia' ? null : tab });

export const APPLICATIONS_PARAM = 'zgloszenia';
export const APPLICATION_FILTERS: readonly { value: ApplicationsFilter; label: string }[] = [
  { value: 'nowe', label: 'Nowe' },
  { value: 'przyjete', label: 'Przyjęte' },
  { value: 'odrzucone', label: 'Odrzucone' },
  { value: 'wszystkie', label: 'Wszystkie' },
];

export const HOMES_PARAM = 'domy';
export const HOME_FILTERS: readonly { value: HomesFilter; label: string }[] = [
  { value: 'aktywne', label: 'Aktywne' },
  { value: 'nieaktywne', label: 'Nieaktywne' },
  { value: 'wszystkie', label: 'Wszystkie' },
];

/** A filter's value from the address: one of `options`, else the first (the default). */
export function filterOf<T extends string>(options: readonly { value: T }[], slug: string | null): T {
  return options.find((option) => option.value === slug)?.value ?? options[0]!.value;
}

/** The address change that shows `value` (the default is left out). */
export function filterChange<T extends string>(param: string, options: readonly { value: T }[], value: T) {
  return { [param]: value === options[0]!.value ? null : value };
}
