import { useResource, type ResourceState } from '../../ui/useResource';

export type LoadState<T> = ResourceState<T>;

/**
 * useResource (ui/useResource.ts) with its state spread, as the admin screens read it: loads data
 * for a key and again when the key changes or on `reload()`; the previous request is aborted and
 * aborted requests are ignored. A reload of shown data keeps showing it until the new answer
 * arrives (quiet refresh); a retry after an error shows the loader. A null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { reload(): void } {
  const { state, reload } = useResource(key, load);
  return { ...state, reload };
}
