import { buildQueryString } from './api';
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
