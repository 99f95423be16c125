import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HISTORY } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';

export interface HistoryFilters {
  subjectType?: string | undefined;
  subjectId?: number | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Every history query starts with this key, so one invalidation refreshes every timeline shown. */
export const HISTORY_QUERY_KEY = ['history'] as const;

export function historyQueryKey(filters: HistoryFilters) {
  return [...HISTORY_QUERY_KEY, filters] as const;
}

/** Newest first, older pages on demand ("Pokaż starsze"), paged by the last id seen. */
export function useHistory(filters: HistoryFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: historyQueryKey(filters),
    queryFn: ({ pageParam, signal }) => callEndpoint(HISTORY, { input: { ...filters, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}

/** After an action: whatever it recorded shows up in every open timeline. */
export function refreshHistory(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
}

export function useRefreshHistory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshHistory(queryClient);
}
