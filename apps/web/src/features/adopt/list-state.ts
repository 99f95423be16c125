import { countedNoun, isSpecies, type NounForms } from '@pets/shared';
import { EMPTY_ADOPT_FILTERS, normaliseFilters } from '../../lib/animal-filters';
import { DEFAULT_LIST_STATE, hasListParams, isDefaultListState, normaliseQuery, parseListSearch, type AdoptListState } from './adopt-url';

/** Where the list state shown on /adoptuje came from. */
export type ListStateSource = 'species' | 'url' | 'memory' | 'default';

/**
 * Decides what /adoptuje shows, in this order:
 * 1. a known species in the navigation state (the header's species submenu): that species alone;
 * 2. list parameters in the URL (a shared link, a reload, back from an animal page);
 * 3. after a link back to the list without parameters (`restoreMemory`: a link carrying
 *    RETURN_TO_LIST, e.g. from an animal page or the menu link 'Adoptuję'): what was remembered.
 *    Not on back/forward (there the URL is the truth) nor after other links, which open a fresh list;
 * 4. the default: everything, page 1.
 */
export function resolveListState(
  search: string,
  incomingSpecies: unknown,
  memory: AdoptListState,
  restoreMemory: boolean,
): { state: AdoptListState; source: ListStateSource } {
  if (isSpecies(incomingSpecies)) {
    return { state: { filters: { ...EMPTY_ADOPT_FILTERS, gatunek: [incomingSpecies] }, query: '', page: 1 }, source: 'species' };
  }
  if (hasListParams(search) || !restoreMemory) return { state: parseListSearch(search), source: 'url' };
  const remembered: AdoptListState = {
    filters: normaliseFilters(memory.filters),
    query: normaliseQuery(memory.query),
    page: Number.isInteger(memory.page) && memory.page > 0 ? memory.page : 1,
  };
  if (!isDefaultListState(remembered)) return { state: remembered, source: 'memory' };
  return { state: DEFAULT_LIST_STATE, source: 'default' };
}

/** 1 zwierzak, 2–4 zwierzaki, 5–21 zwierzaków, 22–24 zwierzaki… */
const ANIMAL_NOUN: NounForms = { one: 'zwierzak', few: 'zwierzaki', many: 'zwierzaków' };

export function countAnimals(count: number): string {
  return countedNoun(count, ANIMAL_NOUN);
}
