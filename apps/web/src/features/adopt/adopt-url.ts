import { EMPTY_ADOPT_FILTERS, FILTER_KEYS, normaliseFilters, type AdoptFilters } from '../../lib/animal-filters';

/**
 * The state of /adoptuje that lives in the URL query, so a filtered list can be shared and
 * survives a reload: `?gatunek=Mysz,Szczur&plec=Samica&kastracja=Tak&status=Dostępny&q=Pusia&strona=2`.
 */
export interface AdoptListState {
  filters: AdoptFilters;
  /** The name search; applied on the client. */
  query: string;
  /** 1-based page of the grid. */
  page: number;
}

export const QUERY_PARAM = 'q';
export const PAGE_PARAM = 'strona';
export const QUERY_MAX_LENGTH = 60;

const LIST_PARAMS: readonly string[] = [...FILTER_KEYS, QUERY_PARAM, PAGE_PARAM];

export const DEFAULT_LIST_STATE: AdoptListState = { filters: EMPTY_ADOPT_FILTERS, query: '', page: 1 };

export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH);
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** Whether the query string carries any part of the list state. */
export function hasListParams(search: string | URLSearchParams): boolean {
  const params = toParams(search);
  return LIST_PARAMS.some((key) => params.has(key));
}

/** Reads the list state from a query string; unknown or malformed values fall back to defaults. */
export function parseListSearch(search: string | URLSearchParams): AdoptListState {
  const params = toParams(search);
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return {
    filters: normaliseFilters({ gatunek: list('gatunek'), plec: list('plec'), kastracja: list('kastracja'), status: list('status') }),
    query: normaliseQuery(params.get(QUERY_PARAM) ?? ''),
    page,
  };
}

/**
 * The query string of a list state ('' for the default state). Values are comma-joined and
 * percent-encoded, the commas themselves left readable; page 1 and an empty query are omitted.
 */
export function toListSearch(state: AdoptListState): string {
  const parts: string[] = [];
  const filters = normaliseFilters(state.filters);
  for (const key of FILTER_KEYS) {
    if (filters[key].length > 0) parts.push(`${key}=${filters[key].map(encodeURIComponent).join(',')}`);
  }
  const query = normaliseQuery(state.query);
  if (query) parts.push(`${QUERY_PARAM}=${encodeURIComponent(query)}`);
  if (state.page > 1) parts.push(`${PAGE_PARAM}=${Math.floor(state.page)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function isDefaultListState(state: AdoptListState): boolean {
  return toListSearch(state) === '';
}

export function sameListState(a: AdoptListState, b: AdoptListState): boolean {
  return toListSearch(a) === toListSearch(b);
}

/** Folds a name for searching: lower case, no Polish diacritics ('Łatka' matches 'latka'). */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Whether an animal's name matches the name search (substring, case- and diacritics-insensitive). */
export function matchesQuery(name: string, query: string): boolean {
  const needle = foldForSearch(normaliseQuery(query));
  return needle === '' || foldForSearch(name).includes(needle);
}

export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The items of a 1-based page (the page is clamped to the existing ones). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = totalPages(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
