import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/**
 * Admin screen state in the URL (ARCHITECTURE decision 10), on React Router's search params: the
 * one way a screen reads and writes its filters, page, tab or open item. Two hooks:
 *
 * - `useUrlParams`: the current parameters and a writer that changes some of them (null or ''
 *   removes one) and keeps all others.
 * - `useTypedParam`: a text typed into a box (a search) that reaches the URL once typing settles.
 *   Its write never cancels or overrides a navigation: it is made only while the router is idle
 *   and still at the address the wait began on; otherwise the navigation wins and the wait
 *   starts again where it landed (if the box is still there).
 */

/** Typing settles this long before its text is written into the URL. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Parameter changes: a value sets one, null or '' removes it. */
export type ParamChanges = Readonly<Record<string, string | null>>;

export interface ParamWriteOptions {
  /** Replace the history entry instead of adding one (corrections, closing an item). */
  replace?: boolean;
  /** Render the new address at once, like a change of local state (a staff choice in a filter). */
  now?: boolean;
  /** The new entry's location state. */
  state?: unknown;
}

/** A copy of `current` with the changes applied; other parameters stay. */
export function applyParamChanges(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export function useUrlParams(): [URLSearchParams, (changes: ParamChanges, options?: ParamWriteOptions) => void] {
  const [params, setSearchParams] = useSearchParams();
  const write = useCallback(
    (changes: ParamChanges, { replace = false, now = false, state }: ParamWriteOptions = {}) =>
      setSearchParams((current) => applyParamChanges(current, changes), { replace, flushSync: now, state }),
    [setSearchParams],
  );
  return [params, write];
}

/** The location state marking an entry that a typed parameter wrote itself (refined by replacing it). */
interface TypedEntryState {
  typedParam: string;
}

function isTypedEntryOf(state: unknown, name: string): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<TypedEntryState>).typedParam === name;
}

export interface TypedParam {
  /** What the box shows. */
  value: string;
  onChange(value: string): void;
  /** Typing has not settled into the URL yet. */
  settling: boolean;
}

/**
 * A text typed into a box and kept in the URL parameter `name`. `urlValue` is what the URL holds
 * (read by the caller); `write(text, options)` writes the settled, trimmed text with the caller's
 * other changes (e.g. back to page 1).
 *
 * - The box shows the URL's value whenever that changes by itself (back, forward, a link).
 * - Typing is local; once it rests for SEARCH_DEBOUNCE_MS and differs from the URL, it is written.
 *   The wait restarts with every keystroke and every address change, and ends when the box takes
 *   the URL's value, so a search left behind by back is never written again.
 * - The first settled text adds a history entry (back returns to the list without it); refining it
 *   replaces that entry, so back does not walk through every pause in the typing.
 * - The write is never made while a navigation is under way, nor onto an address other than the
 *   one the wait began on. The timer does not write itself: it schedules a transition, and the
 *   check runs when that renders, after every router update scheduled before it (React renders
 *   pending transitions together, in order), so a link clicked just before the timer fired is
 *   seen as loading and wins.
 */
export function useTypedParam(name: string, urlValue: string, write: (text: string, options: ParamWriteOptions) => void): TypedParam {
  const location = useLocation();
  const navigation = useNavigation();
  const [value, setValue] = useState(urlValue);

  // The URL's value changed by itself: the box shows it.
  const seen = useRef(urlValue);
  useEffect(() => {
    if (urlValue === seen.current) return;
    seen.current = urlValue;
    setValue(urlValue);
  }, [urlValue]);

  // The settled text and the address it was typed on, once the wait is over.
  const [due, setDue] = useState<{ text: string; key: string } | null>(null);
  const typed = value.trim();
  const key = location.key;
  useEffect(() => {
    if (typed === seen.current.trim()) return undefined;
    const timer = setTimeout(() => startTransition(() => setDue({ text: typed, key })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, key]);

  const latest = useRef({ write, ownEntry: false });
  useLayoutEffect(() => {
    latest.current = { write, ownEntry: isTypedEntryOf(location.state, name) };
  });
  const idle = navigation.state === 'idle';
  useLayoutEffect(() => {
    // A navigation under way wins: this runs again once the router is idle.
    if (due === null || !idle) return;
    setDue(null);
    // The address moved or typing went on meanwhile: the wait above starts again.
    if (due.key !== key || due.text !== typed || due.text === seen.current.trim()) return;
    seen.current = due.text;
    const state: TypedEntryState = { typedParam: name };
    latest.current.write(due.text, { replace: latest.current.ownEntry, state });
  }, [due, idle, key, typed, name]);

  return { value, onChange: setValue, settling: typed !== urlValue.trim() };
}
