import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** What a screen shows of a read: its loader, its error card (with the data shown before, if any) or the data. */
export type ResourceState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

export interface QueryState<T> {
  state: ResourceState<T>;
  /** Loads again (the retry button of an error card). */
  reload(): void;
}

/**
 * A query as the screens show it: loading, error (with the data shown before, if any) or success.
 * A failed retry shows the loader again, like the first load.
 */
export function useQueryState<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): QueryState<T> {
  const query = useQuery(options);
  const reload = () => void query.refetch();
  if (query.isError && !query.isFetching) return { state: { status: 'error', data: query.data, error: query.error }, reload };
  if (query.data !== undefined) return { state: { status: 'success', data: query.data, error: null }, reload };
  return { state: { status: 'loading', data: undefined, error: null }, reload };
}
