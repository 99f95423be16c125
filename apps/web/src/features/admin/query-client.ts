import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';

/** A refused request (4xx) will be refused again: only network and server failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The admin panel's data cache. Screens read through queries keyed by what they show, and every
 * action invalidates exactly the keys it changed; nothing refetches merely because the window
 * regained focus (staff work in several tabs and the events stream already announces changes).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
