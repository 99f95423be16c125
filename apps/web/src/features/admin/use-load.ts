import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from '../../lib/api';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

/**
 * Loads data for a key and again when the key changes or on `reload()`; the previous request is
 * aborted and aborted requests are ignored. A reload of shown data keeps showing it until the new
 * answer arrives (quiet refresh); a retry after an error shows the loader. A null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<{ key: string; attempt: number; state: LoadState<T> } | null>(null);
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
        setStored({ key, attempt, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  let state: LoadState<T> = { status: 'loading', data: undefined, error: null };
  if (stored && stored.key === key && (stored.attempt === attempt || stored.state.status === 'success')) state = stored.state;
  return { ...state, reload };
}
