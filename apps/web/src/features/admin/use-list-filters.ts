import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router-dom';
import { totalPages, type Species } from '@pets/shared';
import type { ListFiltersProps } from './ui/ListFilters';
import { readListParams, writeListParams, type ListParamNames, type ListUrlState } from './list-url-params';

/** Typing settles this long before a list asks the server (every answer to an older query is ignored). */
export const SEARCH_DEBOUNCE_MS = 250;

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
 * list-url-params for the names). The typed search is local until it settles
 * (SEARCH_DEBOUNCE_MS), then becomes a history entry; the list asks the server with what the URL
 * says. Any filter change goes back to page 1; a page change scrolls to the list's heading.
 */
export function useListFilters<Sort extends string>({ prefix = '', initialSort, sorts, flags = [], choices = NO_CHOICES }: ListFiltersOptions<Sort>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const names: ListParamNames = { prefix, flags, choices };
  const url = readListParams(searchParams, names, { sorts, defaultSort: initialSort });
  const [query, setQuery] = useState(url.query);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /**
   * Writes changes into the URL: `replace` for corrections that must not become a history entry;
   * a staff choice (`now`) shows at once, like a change of local state (the router otherwise
   * renders the new address as a transition, a moment later).
   */
  const update = useCallback(
    (changes: Partial<ListUrlState<Sort>>, { replace = false, now = false }: { replace?: boolean; now?: boolean } = {}) => {
      setSearchParams((current) => writeListParams(current, { prefix, flags }, changes, initialSort), { replace, flushSync: now });
    },
    // flags is a constant list of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, prefix, initialSort],
  );

  // The URL's search changed by itself (back, forward, a link): the box shows it.
  const urlQuery = url.query;
  const seenUrlQuery = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === seenUrlQuery.current) return;
    seenUrlQuery.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  // The typed search, once it settles on something else than the URL holds, becomes the URL's
  // (page 1). The wait restarts with every keystroke and ends when the box takes the URL's search
  // (back, forward), so a search left behind by back is never pushed again. Nor is it written while
  // the router moves (a link clicked right after typing, its screen still loading): that would
  // cancel the navigation, so the write waits another round. The router itself is asked, since
  // its rendered state (useNavigation) comes a moment late, as a transition.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const typed = query.trim();
    if (typed === seenUrlQuery.current.trim()) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const write = () => {
      if (router && router.state.navigation.state !== 'idle') {
        timer = setTimeout(write, SEARCH_DEBOUNCE_MS);
        return;
      }
      seenUrlQuery.current = typed;
      update({ query: typed, page: 1 });
    };
    timer = setTimeout(write, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, update, router]);

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
    query,
    onQueryChange: setQuery,
    species: url.species,
    onSpeciesChange: (species: Species[]) => update({ species, page: 1 }, { now: true }),
    sort: url.sort,
    onSortChange: (sort: Sort) => update({ sort, page: 1 }, { now: true }),
  };
  return {
    /** The search to send: the URL's, settled and trimmed. */
    settledQuery: urlQuery.trim(),
    /** Typing has not settled yet: the list shows its loader rather than older results. */
    settling: query.trim() !== urlQuery.trim(),
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
