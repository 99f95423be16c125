import { create } from 'zustand';
import { EMPTY_ADOPT_FILTERS, type AdoptFilters } from '../../lib/animal-filters';

interface AdoptListMemoryState {
  page: number;
  /** Window scroll position to restore on return from an animal page; null when none is kept. */
  scrollY: number | null;
  query: string;
  filters: AdoptFilters;
  /** Remembers any part of the list state. */
  remember(patch: Partial<Pick<AdoptListMemoryState, 'page' | 'scrollY' | 'query' | 'filters'>>): void;
  /** Forgets the scroll position only (clicking the 'Adoptuję' menu link). */
  clearScroll(): void;
  /** Forgets everything (the list's clear button). */
  clear(): void;
}

/**
 * What /adoptuje remembers across navigation (ARCHITECTURE decision 10): page, scroll position,
 * query and filters, restored on return from an animal page.
 */
export const useAdoptListMemory = create<AdoptListMemoryState>()((set) => ({
  page: 1,
  scrollY: null,
  query: '',
  filters: EMPTY_ADOPT_FILTERS,
  remember: (patch) => set(patch),
  clearScroll: () => set({ scrollY: null }),
  clear: () => set({ page: 1, scrollY: null, query: '', filters: EMPTY_ADOPT_FILTERS }),
}));
