import { SURVEY_ADMIN, type AdopterListItem, type AdopterSort, type Paged, type Species, type SurveyBucket, type SurveySort } from '@pets/shared';
import { api } from '../../lib/api';
import { callEndpoint } from '../../lib/endpoints';

/**
 * The paged lists of surveys and adopters: their own screens page through them, and the animal
 * form searches them for whom to reserve an animal for (so that form needs neither screen).
 */

export interface SurveyListParams {
  bucket: SurveyBucket;
  query: string;
  species: readonly Species[];
  /** The new bucket only. */
  onlyNoAnimals: boolean;
  /** Reservations older than RESERVATION_STALE_DAYS. */
  stale?: boolean;
  /** A chosen animal reserved or adopted elsewhere. */
  elsewhere?: boolean;
  sort: SurveySort;
  page: number;
  pageSize: number;
}

export const listSurveys = (params: SurveyListParams, signal?: AbortSignal) =>
  callEndpoint(SURVEY_ADMIN.list, {
    signal,
    input: {
      bucket: params.bucket,
      query: params.query.trim(),
      species: params.species,
      onlyNoAnimals: params.bucket === 'new' && params.onlyNoAnimals ? 1 : undefined,
      stale: params.stale ? 1 : undefined,
      elsewhere: params.elsewhere ? 1 : undefined,
      sort: params.sort,
      page: params.page,
      pageSize: params.pageSize,
    },
  });

export interface AdopterListParams {
  query: string;
  species: readonly Species[];
  sort: AdopterSort;
  page: number;
  pageSize: number;
}

export const listAdopters = (params: AdopterListParams, signal?: AbortSignal) =>
  api.get<Paged<AdopterListItem>>('/adopters', {
    signal,
    query: { query: params.query.trim(), species: params.species, sort: params.sort, page: params.page, pageSize: params.pageSize },
  });
