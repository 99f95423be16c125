import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';

/**
 * A read of the foster-home screens in its three states (query-view.ts): the loader, the error
 * card with its retry, or what `children` makes of the data.
 */
export function QueryBlock<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** The loader's text ("Wczytywanie zgłoszeń…"). */
  loading: string;
  /** The error card's title ("Nie udało się wczytać zgłoszeń."). */
  failed: string;
  children(data: T): ReactNode;
}) {
  const state = viewOf(query);
  if (state.status === 'loading') return <Loader block label={loading} />;
  if (state.status === 'error') return <ErrorCard title={failed} message={errorMessage(state.error, 'Spróbuj ponownie za chwilę.')} onRetry={() => void query.refetch()} />;
  return <>{children(state.data)}</>;
}
