import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** Id of the inert `<script type="application/json">` the server puts the page's state in. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/**
 * What a server-rendered page was rendered from: the router's loader results and the data cache.
 * The browser starts from exactly this, so its first render (the hydration) matches the markup.
 */
export interface AppState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state the server embedded in the page, or null (a page the browser renders alone). */
export function readAppState(doc: Document): AppState | null {
  const text = doc.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<AppState> | null;
    return parsed?.router && parsed.queries ? (parsed as AppState) : null;
  } catch {
    return null;
  }
}
