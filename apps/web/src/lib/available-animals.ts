import type { AnimalListItem } from '@pets/shared';
import { api, ApiError, buildQueryString } from './api';
import { peekInitialData, takeInitialData } from './initial-data';
import { normaliseFilters, type AdoptFilters } from './animal-filters';

/** Query of GET /api/animals/available for the given filters (each comma-joined). */
function filterQuery(filters: AdoptFilters) {
  const normal = normaliseFilters(filters);
  return { gatunek: normal.gatunek, plec: normal.plec, kastracja: normal.kastracja, status: normal.status };
}

/** A stable key of the list request (its URL), used for reloading and caching. */
export function availableAnimalsKey(filters: AdoptFilters): string {
  return `/animals/available${buildQueryString(filterQuery(filters))}`;
}

function invalidFormat(): ApiError {
  return new ApiError({ status: 200, code: 'invalid_response', message: 'Otrzymano niepoprawny format danych z serwera.' });
}

/** GET /api/animals/available (publicly listed animals, newest first). */
export async function fetchAvailableAnimals(filters: AdoptFilters, signal?: AbortSignal): Promise<AnimalListItem[]> {
  // The list the page was served with (first load only), else the API.
  const embedded = takeInitialData(availableAnimalsKey(filters));
  const data = Array.isArray(embedded) ? embedded : await api.get<unknown>('/animals/available', { query: filterQuery(filters), signal });
  if (!Array.isArray(data)) throw invalidFormat();
  return data as AnimalListItem[];
}

/**
 * The last few lists in memory, so a return from an animal page shows the list at once (and the
 * scroll position can be restored before anything loads) while a fresh copy is fetched.
 */
const cache = new Map<string, AnimalListItem[]>();
const CACHE_SIZE = 8;

/** A list to show at once: the last one fetched for this key, else the one embedded in the page. */
export function cachedAnimals(key: string): AnimalListItem[] | undefined {
  const embedded = peekInitialData(key);
  return cache.get(key) ?? (Array.isArray(embedded) ? (embedded as AnimalListItem[]) : undefined);
}

export function rememberAnimals(key: string, animals: AnimalListItem[]): void {
  cache.delete(key);
  cache.set(key, animals);
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

export function clearAnimalsCache(): void {
  cache.clear();
}
