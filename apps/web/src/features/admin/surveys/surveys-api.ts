import {
  speciesGroupOf,
  type AnimalListItem,
  type CloseSurveyInput,
  type Species,
  type SurveyActionResponse,
  type SurveyAdminDetail,
  type SurveyAdminListPage,
  type SurveyBucket,
  type SurveySort,
} from '@pets/shared';
import { api } from '../../../lib/api';

/** The admin survey calls (SPEC section 7, "Admin"). */

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

const surveyPath = (id: number) => `/survey/${encodeURIComponent(String(id))}`;

export const surveysApi = {
  list: (params: SurveyListParams, signal?: AbortSignal) =>
    api.get<SurveyAdminListPage>('/survey/surveys', {
      signal,
      query: {
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
    }),
  detail: (id: number, signal?: AbortSignal) => api.get<SurveyAdminDetail>(`/survey/details/${encodeURIComponent(String(id))}`, { signal }),
  saveSelection: (id: number, animals: readonly number[]) => api.post<SurveyActionResponse>(`${surveyPath(id)}/selected-animals`, { animals }),
  reserve: (id: number, animalId: number) => api.post<SurveyActionResponse>(`${surveyPath(id)}/reserve`, { animalId }),
  unreserve: (id: number, animalId: number) => api.post<SurveyActionResponse>(`${surveyPath(id)}/unreserve`, { animalId }),
  adoptBulk: (id: number, animalIds: readonly number[]) => api.post<SurveyActionResponse>(`${surveyPath(id)}/adopt-bulk`, { animalIds }),
  cancelAdoption: (id: number, animalId: number) => api.post<SurveyActionResponse>(`${surveyPath(id)}/cancel-adoption`, { animalId }),
  /** Closed with a reason (its reservations are released); reopened into 'Nowe'. */
  close: (id: number, input: CloseSurveyInput) => api.post<SurveyActionResponse>(`${surveyPath(id)}/close`, input),
  reopen: (id: number) => api.post<SurveyActionResponse>(`${surveyPath(id)}/reopen`, {}),
  /** Staff accept the survey's contact data for the stored adopter it is linked to (recorded). */
  applyContact: (id: number) => api.post<SurveyActionResponse>(`${surveyPath(id)}/apply-contact`),
  /** The picker: animals available now (Dostępny) of the survey's species group. */
  availableAnimals: (species: Species, signal?: AbortSignal) =>
    api.get<AnimalListItem[]>('/animals/available', { signal, query: { gatunek: speciesGroupOf(species), status: 'Dostępny' } }),
};
