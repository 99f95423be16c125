import type { DataSource } from 'typeorm';
import { availableAnimalsQuerySchema, idSchema, isSpecies, pageSlugParamsSchema, pagesQuerySchema } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { PublicAnimalsJson } from '../animals/animals.public.routes.js';
import type { PublicPagesJson } from '../pages/pages.public.routes.js';
import { findSurveyQuestions } from '../surveys/survey-questions.js';

/** An answer as the public API would give it over HTTP. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Reads a public API path (with its query string) in-process. */
export type PublicJsonSource = (path: string) => Promise<JsonAnswer>;

const ok = (body: unknown): JsonAnswer => ({ status: 200, body });
const parsed = (json: Buffer): JsonAnswer => ok(JSON.parse(json.toString('utf8')) as unknown);
const NOT_FOUND: JsonAnswer = { status: 404, body: null };
const BAD_REQUEST: JsonAnswer = { status: 400, body: null };

/**
 * The public reads a server-rendered page needs, answered by the same cached producers and the
 * same input schemas as their API routes (animals.public.routes.ts, pages.public.routes.ts,
 * surveys.public.routes.ts): the web app's route loaders ask for API paths, and the server render
 * gets what a browser would, without a round trip over HTTP. Anything else is a 404.
 */
export function publicJsonSource(db: DataSource, animals: PublicAnimalsJson, pages: PublicPagesJson): PublicJsonSource {
  return async (path) => {
    const url = new URL(path, 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    try {
      if (url.pathname === '/animals/available') {
        const filters = availableAnimalsQuerySchema.safeParse(query);
        return filters.success ? parsed(await animals.list(filters.data)) : BAD_REQUEST;
      }
      if (segments[0] === 'animals' && segments.length <= 3) {
        const id = idSchema.safeParse(/^\d+$/.test(segments[1] ?? '') ? Number(segments[1]) : NaN);
        if (!id.success) return NOT_FOUND;
        if (segments.length === 2) return parsed(await animals.animal(id.data));
        if (segments[2] === 'images') return parsed(await animals.images(id.data));
        return NOT_FOUND;
      }
      if (url.pathname === '/pages') {
        const guides = pagesQuerySchema.safeParse(query);
        return guides.success ? ok(await pages.guides(guides.data.gatunek)) : BAD_REQUEST;
      }
      if (segments[0] === 'pages' && segments.length === 2) {
        const params = pageSlugParamsSchema.safeParse({ slug: segments[1] });
        const page = params.success ? await pages.page(params.data.slug) : null;
        return page ? ok(page) : NOT_FOUND;
      }
      if (segments[0] === 'survey' && segments[1] === 'questions' && segments.length === 3) {
        const species = segments[2];
        return isSpecies(species) ? ok(await findSurveyQuestions(db, species)) : NOT_FOUND;
      }
      return NOT_FOUND;
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: null };
      throw error;
    }
  };
}
