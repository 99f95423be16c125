import {
  speciesGroupOf,
  type AnimalListItem,
  type CloseSurveyInput,
  type Species,
  type SurveyActionResponse,
  type SurveyAdminDetail,
} from '@pets/shared';
import { api } from '../../../lib/api';
import { listSurveys, type SurveyListParams } from '../list-requests';

export type { SurveyListParams };

/** The admin survey calls (SPEC section 7, "Admin"). */

const surveyPath = (id: number) => `/survey/${encodeURIComponent(String(id))}`;

export const surveysApi = {
  list: listSurveys,
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
