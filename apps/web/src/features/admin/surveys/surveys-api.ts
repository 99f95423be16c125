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

/** Session-storage keys and the window event set by the animal screens (SPEC "Surveys"). */
export const SURVEYS_QUERY_KEY = 'admin.surveys.query';
export const SURVEYS_OPEN_ID_KEY = 'admin.surveys.openId';
export const OPEN_SURVEY_EVENT = 'openSurveyDetails';

/** Reads a remembered value once: it is removed so a later visit does not repeat it. */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetSessionValue(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

/** A survey id from storage or an event: a positive whole number, else null. */
export function parseSurveyId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Opens a survey on the surveys screen, mounted or not: the remembered id plus the window event. */
export function requestSurveyOpen(id: number): void {
  try {
    window.sessionStorage.setItem(SURVEYS_OPEN_ID_KEY, String(id));
  } catch {
    // Without storage the event below still reaches a mounted surveys screen.
  }
  window.dispatchEvent(new CustomEvent(OPEN_SURVEY_EVENT, { detail: { id } }));
}
