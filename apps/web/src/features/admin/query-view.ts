import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen shows for a query. */
export type QueryView<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * The admin screens' three states of a read: the loader while there is nothing to show (a retry
 * after an error shows it again), the error card with its retry once the load failed, else the
 * data, which stays on screen while a refetch runs in the background.
 */
export function viewOf<T>(query: UseQueryResult<T>): QueryView<T> {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') return query.isFetching ? { status: 'loading' } : { status: 'error', error: query.error };
  return { status: 'success', data: query.data };
}
