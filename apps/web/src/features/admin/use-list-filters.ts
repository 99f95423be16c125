import { useCallback, useEffect, useRef } from 'react';
import { totalPages, type Species } from '@pets/shared';
import type { ListFiltersProps } from './ui/ListFilters';
import { listParamChanges, readListParams, type ListParamNames, type ListUrlState } from './list-url-params';
import { useTypedParam, useUrlParams, type ParamWriteOptions } from './url-state';

export { SEARCH_DEBOUNCE_MS } from './url-state';

export interface ListFiltersOptions<Sort extends string> {
  /** Starts the names of this list's URL parameters, when one screen holds several lists (the survey tabs). */
  prefix?: string;
  initialSort: Sort;
  /** The valid sorts: any other value in the URL falls back to `initialSort`. */
  sorts: readonly Sort[];
  /** Names of on/off filters of this list kept in the URL too (e.g. 'bez-zwierzat'). */
  flags?: readonly string[];
  /** Multi-choice filters besides the species kept in the URL too: each name and its valid values (others are dropped). */
  choices?: Readonly<Record<string, readonly string[]>>;
}

const NO_CHOICES: Readonly<Record<string, readonly string[]>> = {};

/**
 * The state of a paged admin list (adopters, each survey bucket with the ListFilters bar; the
 * animal lists with their own bar): the search, species, sort, page and the list's on/off and
 * multi-choice filters live in the URL (so reload, back and a shared link restore them; see
 * list-url-params for the names), read and written through url-state.ts. The typed search is
 * local until it settles (useTypedParam: a history entry, never written over a navigation); the
 * list asks the server with what the URL says. Any filter change goes back to page 1 and shows at
 * once; a page change scrolls to the list's heading.
 */
export function useListFilters<Sort extends string>({ prefix = '', initialSort, sorts, flags = [], choices = NO_CHOICES }: ListFiltersOptions<Sort>) {
  const [searchParams, writeParams] = useUrlParams();
  const names: ListParamNames = { prefix, flags, choices };
  const url = readListParams(searchParams, names, { sorts, defaultSort: initialSort });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = useCallback(
    (changes: Partial<ListUrlState<Sort>>, options?: ParamWriteOptions) => writeParams(listParamChanges({ prefix }, changes, initialSort), options),
    [writeParams, prefix, initialSort],
  );
  const search = useTypedParam(`${prefix}szukaj`, url.query, (query, options) => update({ query, page: 1 }, options));
  const setPage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  const goToPage = (next: number) => {
    update({ page: next }, { now: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const setFlag = (name: string, on: boolean) => update({ flags: { [name]: on }, page: 1 }, { now: true });
  // Kept in the order of the valid values, so one choice has one address whatever the clicking order.
  const setChoice = (name: string, values: readonly string[]) =>
    update({ choices: { [name]: (choices[name] ?? []).filter((value) => values.includes(value)) }, page: 1 }, { now: true });

  const filterProps: Pick<ListFiltersProps<Sort>, 'query' | 'onQueryChange' | 'species' | 'onSpeciesChange' | 'sort' | 'onSortChange'> = {
    query: search.value,
    onQueryChange: search.onChange,
    species: url.species,
    onSpeciesChange: (species: Species[]) => update({ species, page: 1 }, { now: true }),
    sort: url.sort,
    onSortChange: (sort: Sort) => update({ sort, page: 1 }, { now: true }),
  };
  return {
    /** The search to send: the URL's, settled and trimmed. */
    settledQuery: url.query.trim(),
    /** Typing has not settled yet: the list shows its loader rather than older results. */
    settling: search.settling,
    species: url.species,
    sort: url.sort,
    page: url.page,
    /** Whether an on/off filter named in `flags` is on. */
    flag: (name: string) => url.flags[name] === true,
    setFlag,
    /** The chosen values of a multi-choice filter named in `choices` (empty: no filter). */
    choice: (name: string): string[] => url.choices[name] ?? [],
    setChoice,
    setPage,
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
