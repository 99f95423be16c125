import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from '../lib/api';

export type ResourceState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again (the retry button of an error card). */
  reload(): void;
}

export interface ResourceOptions<T> {
  /**
   * Data to show at once for a key (e.g. the last answer kept in memory): the resource then starts
   * in 'success' and refreshes quietly in the background.
   */
  initialData?: (key: string) => T | undefined;
}

interface Stored<T> {
  key: string;
  attempt: number;
  state: ResourceState<T>;
}

/**
 * Loads data for a key (typically the request's URL) and reloads when the key changes or on
 * `reload()`. The previous request is aborted; aborted requests are ignored (SPEC section 7).
 * A null key loads nothing and stays 'loading'.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions<T> = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<Stored<T> | null>(null);
  // The initial data is read once per key and kept until the load answers: a source that hands its
  // data out once (the page's embedded data) must not turn into a loader on a render in between.
  const readInitial = (forKey: string | null) => ({ key: forKey, data: forKey === null ? undefined : options.initialData?.(forKey) });
  const [initial, setInitial] = useState(() => readInitial(key));
  if (initial.key !== key) setInitial(readInitial(key));
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setStored({ key, attempt, state: { status: 'success', data, error: null } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setStored((previous) => ({
          key,
          attempt,
          state: { status: 'error', data: previous?.key === key ? previous.state.data : undefined, error },
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  let state: ResourceState<T>;
  if (stored && stored.key === key && (stored.attempt === attempt || stored.state.status === 'success')) {
    // A retry of a failed load shows the loader again; a refresh of shown data keeps showing it.
    state = stored.state;
  } else {
    const data = initial.key === key ? initial.data : readInitial(key).data;
    state = data === undefined ? { status: 'loading', data: undefined, error: null } : { status: 'success', data, error: null };
  }
  return { state, reload };
}
