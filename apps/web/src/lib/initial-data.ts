/** Id of the `<script type="application/json">` the server puts in a page for its first screen. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * API responses the server embedded in the page (server/src/modules/spa/first-screen.ts), keyed by
 * request: the path under /api with its query, e.g. '/animals/available?gatunek=Mysz'. They let
 * the first screen render without waiting for the API. Each is used once, by the first load of its
 * key; every later load (a retry, other filters, coming back) fetches as usual.
 */
let responses: Map<string, unknown> | null = null;

function read(doc: Document): Map<string, unknown> {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

function store(): Map<string, unknown> {
  responses ??= read(document);
  return responses;
}

/** The embedded response for a request key, left in place (for a component's first render). */
export function peekInitialData(key: string): unknown {
  return store().get(key);
}

/** The embedded response for a request key, removed so no later load sees it again. */
export function takeInitialData(key: string): unknown {
  const data = store().get(key);
  store().delete(key);
  return data;
}

/** Sets the responses instead of reading the page (the server-side render has no document). */
export function provideInitialData(entries: Record<string, unknown>): void {
  responses = new Map(Object.entries(entries));
}

/** Reads the embedded responses again from a document (tests). */
export function resetInitialData(doc: Document = document): void {
  responses = read(doc);
}
