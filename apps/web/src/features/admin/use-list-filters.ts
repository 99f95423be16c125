import { useEffect, useRef, useState } from 'react';
import { totalPages, type Species } from '@pets/shared';
import type { ListFiltersProps } from './ui/ListFilters';

/** Typing settles this long before a list asks the server (every answer to an older query is ignored). */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The state of a paged admin list with the ListFilters bar (adopters, each survey bucket): the
 * typed search (settled after SEARCH_DEBOUNCE_MS), species, sort and page. Any filter change goes
 * back to page 1; a page change scrolls to the list's heading.
 */
export function useListFilters<Sort extends string>({ initialQuery = '', initialSort }: { initialQuery?: string; initialSort: Sort }) {
  const [query, setQuery] = useState(initialQuery);
  const [species, setSpecies] = useState<Species[]>([]);
  const [sort, setSort] = useState<Sort>(initialSort);
  const [page, setPage] = useState(1);
  const settledQuery = useDebounced(query, SEARCH_DEBOUNCE_MS).trim();
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Applies a filter change and goes back to page 1. */
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const goToPage = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const filterProps: Pick<ListFiltersProps<Sort>, 'query' | 'onQueryChange' | 'species' | 'onSpeciesChange' | 'sort' | 'onSortChange'> = {
    query,
    onQueryChange: (next) => change(() => setQuery(next)),
    species,
    onSpeciesChange: (next) => change(() => setSpecies(next)),
    sort,
    onSortChange: (next) => change(() => setSort(next)),
  };
  return {
    /** The search to send: settled and trimmed. */
    settledQuery,
    /** Typing has not settled yet: the list shows its loader rather than older results. */
    settling: query.trim() !== settledQuery,
    species,
    sort,
    page,
    setPage,
    change,
    goToPage,
    headingRef,
    filterProps,
  };
}

/** The number of pages for a total (1 while unknown); after items moved away, a page past the end goes back to the last one. */
export function usePageCount(total: number | null, pageSize: number, page: number, setPage: (page: number) => void): number {
  const pages = total === null ? 1 : Math.max(1, totalPages(total, pageSize));
  useEffect(() => {
    if (total !== null && page > pages) setPage(pages);
  }, [total, page, pages, setPage]);
  return pages;
}
