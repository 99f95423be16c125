import { guidesRequestKey, pageRequestKey, type PageSummary, type PublicPage } from '@pets/shared';
import { api, isApiError } from './api';
import { peekInitialData, takeInitialData } from './initial-data';

/**
 * Reads of the pages written in Treści (the knowledge base, About us, the home page's guide
 * cards). The server embeds the first screen's answer (spa/first-screen.ts) under the same keys:
 * the first render shows it, and its load takes it instead of fetching.
 */

const isList = (value: unknown): value is PageSummary[] => Array.isArray(value);
const isPage = (value: unknown): value is PublicPage => !!value && typeof value === 'object' && !Array.isArray(value) && 'html' in value;

export function embeddedGuides(key: string): PageSummary[] | undefined {
  const value = peekInitialData(key);
  return isList(value) ? value : undefined;
}

export async function fetchGuides(species: string | null, signal: AbortSignal): Promise<PageSummary[]> {
  const key = guidesRequestKey(species);
  // The client takes the query apart from the path (buildQueryString encodes it like the key).
  const value = takeInitialData(key) ?? (await api.get<unknown>('/pages', { signal, query: { gatunek: species } }));
  if (!isList(value)) throw new Error('invalid guides');
  return value;
}

/** A published page, or null: embedded as null or answered 404 when it is missing or a draft. */
export type PageLoad = PublicPage | null;

export function embeddedPage(key: string): PageLoad | undefined {
  const value = peekInitialData(key);
  if (value === null) return null;
  return isPage(value) ? value : undefined;
}

export async function fetchPage(slug: string, signal: AbortSignal): Promise<PageLoad> {
  const key = pageRequestKey(slug);
  const embedded = takeInitialData(key);
  if (embedded === null) return null;
  if (embedded !== undefined && isPage(embedded)) return embedded;
  try {
    const value = await api.get<unknown>(key, { signal });
    if (!isPage(value)) throw new Error('invalid page');
    return value;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
