import { PUBLIC_FILTER_STATUSES, SEXES, SPECIES, YES_NO } from '@pets/shared';

/** The four filters of /adoptuje (SPEC section 3, "Filter values"); each a list of chosen values. */
export interface AdoptFilters {
  gatunek: string[];
  plec: string[];
  kastracja: string[];
  status: string[];
}

export const EMPTY_ADOPT_FILTERS: AdoptFilters = { gatunek: [], plec: [], kastracja: [], status: [] };

export const FILTER_KEYS = ['gatunek', 'plec', 'kastracja', 'status'] as const satisfies readonly (keyof AdoptFilters)[];

/** The values each filter accepts (SPEC section 3): anything else in a URL is ignored. */
export const FILTER_OPTIONS: Record<keyof AdoptFilters, readonly string[]> = {
  gatunek: SPECIES,
  plec: SEXES,
  kastracja: YES_NO,
  status: PUBLIC_FILTER_STATUSES,
};

/** Keeps only known values, without repeats, in the canonical order of the options. */
export function normaliseFilterValues(key: keyof AdoptFilters, values: readonly string[]): string[] {
  const chosen = new Set(values.map((value) => value.trim()));
  return FILTER_OPTIONS[key].filter((option) => chosen.has(option));
}

export function normaliseFilters(filters: Partial<AdoptFilters>): AdoptFilters {
  return {
    gatunek: normaliseFilterValues('gatunek', filters.gatunek ?? []),
    plec: normaliseFilterValues('plec', filters.plec ?? []),
    kastracja: normaliseFilterValues('kastracja', filters.kastracja ?? []),
    status: normaliseFilterValues('status', filters.status ?? []),
  };
}
