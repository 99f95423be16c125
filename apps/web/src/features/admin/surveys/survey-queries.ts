import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SurveyAdminDetail } from '@pets/shared';
import { refreshHistory } from '../ui/history-query';
import { animalsChanged } from '../animals/animal-queries';
import { surveysApi, type SurveyListParams } from './surveys-api';
import { adopterKeys, animalKeys, contractKeys, dashboardKeys, surveyKeys } from '../query-keys';

/**
 * One tab's page of surveys. A tab not shown keeps what it had and is not refetched while hidden
 * (an action marks it stale; it is refetched when shown); it still loads once when it has nothing,
 * for the total on its tab.
 */
export function useSurveyList(params: SurveyListParams, hidden: boolean) {
  return useQuery({
    queryKey: surveyKeys.list(params),
    queryFn: ({ signal }) => surveysApi.list(params, signal),
    enabled: (query) => !hidden || query.state.data === undefined,
  });
}

export function useSurveyDetail(id: number) {
  return useQuery({ queryKey: surveyKeys.detail(id), queryFn: ({ signal }) => surveysApi.detail(id, signal) });
}

/** Fetches the survey as the server has it now (after a refusal: someone else acted first) into the cache. */
export function fetchSurveyNow(queryClient: QueryClient, id: number): Promise<SurveyAdminDetail> {
  return queryClient.fetchQuery({ queryKey: surveyKeys.detail(id), queryFn: ({ signal }) => surveysApi.detail(id, signal), staleTime: 0 });
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
