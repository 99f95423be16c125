import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SURVEY_ADMIN, speciesGroupOf, type AnimalListItem, type CloseSurveyInput, type Species, type SurveyAdminDetail, type SurveyFosterOpinionInput } from '@pets/shared';
import { api } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from '../ui/history-query';
import { animalsChanged } from '../animals/animal-queries';
import { listSurveys, type SurveyListParams } from '../list-requests';
import { adopterKeys, animalKeys, contractKeys, dashboardKeys, surveyKeys } from '../query-keys';

/**
 * The admin surveys' data (SPEC section 7, "Admin"): the list and detail queries, the actions
 * (each answers with the survey as it is now) and what an action refreshes. The endpoints are
 * declared in shared/src/endpoints/survey-admin.ts.
 */

export type { SurveyListParams };

export const surveyQueries = {
  list: (params: SurveyListParams) => queryOptions({ queryKey: surveyKeys.list(params), queryFn: ({ signal }) => listSurveys(params, signal) }),
  detail: (id: number) =>
    queryOptions({ queryKey: surveyKeys.detail(id), queryFn: ({ signal }) => callEndpoint(SURVEY_ADMIN.detail, { params: { id }, signal }) }),
};

/** The survey actions; SurveyModal runs them through its one mutation (busy state, refusals, cache). */
export const surveyActions = {
  saveSelection: (id: number, animals: readonly number[]) => callEndpoint(SURVEY_ADMIN.saveSelection, { params: { id }, input: { animals: [...animals] } }),
  reserve: (id: number, animalId: number) => callEndpoint(SURVEY_ADMIN.reserve, { params: { id }, input: { animalId } }),
  unreserve: (id: number, animalId: number) => callEndpoint(SURVEY_ADMIN.unreserve, { params: { id }, input: { animalId } }),
  adoptBulk: (id: number, animalIds: readonly number[]) => callEndpoint(SURVEY_ADMIN.adoptBulk, { params: { id }, input: { animalIds: [...animalIds] } }),
  cancelAdoption: (id: number, animalId: number) => callEndpoint(SURVEY_ADMIN.cancelAdoption, { params: { id }, input: { animalId } }),
  close: (id: number, input: CloseSurveyInput) => callEndpoint(SURVEY_ADMIN.close, { params: { id }, input }),
  reopen: (id: number) => callEndpoint(SURVEY_ADMIN.reopen, { params: { id }, input: {} }),
  applyContact: (id: number) => callEndpoint(SURVEY_ADMIN.applyContact, { params: { id } }),
  fosterOpinion: (id: number, input: SurveyFosterOpinionInput) => callEndpoint(SURVEY_ADMIN.fosterOpinion, { params: { id }, input }),
};

/** The picker: animals available now (Dostępny) of the survey's species group. */
export const availableAnimalsFor = (species: Species, signal?: AbortSignal) =>
  api.get<AnimalListItem[]>('/animals/available', { signal, query: { gatunek: speciesGroupOf(species), status: 'Dostępny' } });

/**
 * One tab's page of surveys. A tab not shown keeps what it had and is not refetched while hidden
 * (an action marks it stale; it is refetched when shown); it still loads once when it has nothing,
 * for the total on its tab.
 */
export function useSurveyList(params: SurveyListParams, hidden: boolean) {
  return useQuery({ ...surveyQueries.list(params), enabled: (query) => !hidden || query.state.data === undefined });
}

export function useSurveyDetail(id: number) {
  return useQuery(surveyQueries.detail(id));
}

/** Fetches the survey as the server has it now (after a refusal: someone else acted first) into the cache. */
export function fetchSurveyNow(queryClient: QueryClient, id: number): Promise<SurveyAdminDetail> {
  return queryClient.fetchQuery({ ...surveyQueries.detail(id), staleTime: 0 });
}

/** What a survey action changed besides the survey itself. */
export interface SurveyActionEffects {
  /** Animals the action reserved or adopted: no longer available. */
  taken?: readonly number[];
  /** Animals the action freed (unreserved, adoption cancelled, survey closed): available again. */
  freed?: readonly number[];
  /** Adoptions were made or cancelled: contracts change. */
  adoptions?: boolean;
}

/**
 * After a survey action: the survey as the server answered goes into the cache (no refetch), and
 * what the action changed is invalidated: the survey lists (a survey may move to another tab), the
 * history, the dashboard, the adopters (their profiles list surveys and reservations), and the
 * animals it reserved, adopted or freed. Only queries on screen refetch now; the rest when shown.
 */
export function applySurveyAction(queryClient: QueryClient, survey: SurveyAdminDetail, effects: SurveyActionEffects = {}): Promise<unknown> {
  queryClient.setQueryData(surveyKeys.detail(survey.id), survey);
  const animalIds = [...(effects.taken ?? []), ...(effects.freed ?? [])];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: surveyKeys.lists() }),
    // Other surveys that chose the same animals show where they went.
    animalIds.length > 0
      ? queryClient.invalidateQueries({ queryKey: surveyKeys.details(), predicate: (query) => query.queryKey[2] !== survey.id })
      : null,
    refreshHistory(queryClient),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: adopterKeys.all }),
    effects.adoptions ? queryClient.invalidateQueries({ queryKey: contractKeys.all }) : null,
    animalIds.length > 0 ? animalsChanged(queryClient, effects) : null,
    animalIds.length > 0 ? queryClient.invalidateQueries({ queryKey: animalKeys.lists() }) : null,
  ]);
}
