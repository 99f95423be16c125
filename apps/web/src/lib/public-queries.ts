import { QueryClient, queryOptions } from '@tanstack/react-query';
import {
  guidesRequestKey,
  pageRequestKey,
  speciesGroupOf,
  type Animal,
  type AnimalListItem,
  type PageSummary,
  type PublicPage,
  type Species,
  type SurveyQuestion,
} from '@pets/shared';
import { api, ApiError, buildQueryString, isApiError } from './api';
import { availableAnimalsKey } from './available-animals';
import type { AdoptFilters } from './animal-filters';

/** An answer of the public API: what the server-side render reads in-process instead of over HTTP. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Reads a public API path (with its query, e.g. '/animals/available?gatunek=Mysz'). */
export type JsonSource = (path: string, signal: AbortSignal) => Promise<JsonAnswer>;

/** The server render's source per query client; the browser's clients have none and use the API. */
const sources = new WeakMap<QueryClient, JsonSource>();

export function setJsonSource(client: QueryClient, source: JsonSource): void {
  sources.set(client, source);
}

function invalidFormat(): ApiError {
  return new ApiError({ status: 200, code: 'invalid_response', message: 'Otrzymano niepoprawny format danych z serwera.' });
}

async function getJson(client: QueryClient, path: string, signal: AbortSignal): Promise<unknown> {
  const source = sources.get(client);
  if (!source) {
    const [pathname = '', query = ''] = path.split('?', 2);
    return api.get<unknown>(pathname, { signal, query: Object.fromEntries(new URLSearchParams(query)) });
  }
  const answer = await source(path, signal);
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new ApiError({ status: answer.status, code: `http_${answer.status}`, message: 'Nie udało się pobrać danych.', body: answer.body });
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A refused request (4xx) would be refused again: only network and server failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The visitor's data cache. The server renders each public page with its data (the route loaders
 * below fill a per-request client) and embeds that cache in the page; the browser's client starts
 * from it, so hydration renders exactly what the server did. Data is fresh for a while: coming back
 * to a list shows it at once and refreshes it quietly after that.
 */
export function createPublicQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: 500, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** GET /api/animals/available for the list filters (publicly listed animals, newest first). */
export const availableAnimalsQuery = (filters: AdoptFilters) =>
  queryOptions({
    queryKey: ['public', availableAnimalsKey(filters)] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<AnimalListItem[]> => {
      const data = await getJson(client, queryKey[1], signal);
      if (!Array.isArray(data)) throw invalidFormat();
      return data as AnimalListItem[];
    },
  });

/** GET /api/animals/{id} (a 404 rejects with an ApiError of status 404). */
export const animalQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['public', `/animals/${id}`] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<Animal> => {
      const animal = await getJson(client, queryKey[1], signal);
      if (!isObject(animal)) throw invalidFormat();
      return animal as unknown as Animal;
    },
  });

/** GET /api/animals/{id}/images: the photo paths, the cover first. */
export const animalImagesQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['public', `/animals/${id}/images`] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<string[]> => {
      const images = await getJson(client, queryKey[1], signal);
      if (!Array.isArray(images)) throw invalidFormat();
      return images.filter((path): path is string => typeof path === 'string' && path !== '');
    },
  });

/** GET /api/pages: the published guides (of a species, when given). */
export const guidesQuery = (species: string | null = null) =>
  queryOptions({
    queryKey: ['public', guidesRequestKey(species)] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<PageSummary[]> => {
      const value = await getJson(client, queryKey[1], signal);
      if (!Array.isArray(value)) throw invalidFormat();
      return value as PageSummary[];
    },
  });

/** A published page, or null when it is missing or a draft (answered 404). */
export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', pageRequestKey(slug)] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<PublicPage | null> => {
      try {
        const value = await getJson(client, queryKey[1], signal);
        if (!isObject(value) || !('html' in value)) throw invalidFormat();
        return value as unknown as PublicPage;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * GET /api/survey/questions/{species}. A species has a survey only when this is a non-empty array:
 * a 404, an empty array or anything that is not an array resolves to [].
 */
export const surveyQuestionsQuery = (species: Species) =>
  queryOptions({
    queryKey: ['public', `/survey/questions/${encodeURIComponent(species)}`] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<SurveyQuestion[]> => {
      try {
        const questions = await getJson(client, queryKey[1], signal);
        return Array.isArray(questions) ? (questions as SurveyQuestion[]) : [];
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
  });

/**
 * The animals a survey may choose: publicly listed animals of the species group (never adopted),
 * without those 'Za Tęczowym Mostem'.
 */
export const surveyAnimalsQuery = (species: Species) =>
  queryOptions({
    queryKey: ['public', `/animals/available${buildQueryString({ gatunek: speciesGroupOf(species) })}`, 'survey'] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<AnimalListItem[]> => {
      const animals = await getJson(client, queryKey[1], signal);
      if (!Array.isArray(animals)) throw invalidFormat();
      return (animals as AnimalListItem[]).filter((animal) => animal.TM !== 'Tak' && animal.status !== 'Adoptowany');
    },
  });
