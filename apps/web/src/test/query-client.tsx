import type { ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';

// Query results reach components in a microtask instead of a timer, so a test's flush() (and fake
// timers) see them like any other promise.
notifyManager.setScheduler(queueMicrotask);

/** A data cache for one test: no retries (a failure shows at once), nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The element wrapped in the data cache the screens read through. */
export function withQueryClient(ui: ReactNode, client: QueryClient = testQueryClient()): ReactNode {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
