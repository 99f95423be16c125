import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADOPTER_EXPORT_PATH, ADOPTERS, endpointPath, type AdopterUpdateInput, type AnimalListItem, type ExportFormat } from '@pets/shared';
import { api, API_BASE } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { listAdopters, type AdopterListParams } from '../list-requests';
import { adopterKeys } from '../query-keys';
import { adopterChanged, type AdopterActionEffects } from './adopter-changes';

/**
 * The adopters' data (SPEC section 7 and the dashboard's promises): the list and profile queries,
 * the writes with what each refreshes (adopter-changes.ts), and the RODO export links. The
 * endpoints are declared in shared/src/endpoints/adopters.ts.
 */

export type { AdopterListParams };

export const adopterQueries = {
  list: (params: AdopterListParams) => queryOptions({ queryKey: adopterKeys.list(params), queryFn: ({ signal }) => listAdopters(params, signal) }),
  profile: (id: number) =>
    queryOptions({ queryKey: adopterKeys.profile(id), queryFn: ({ signal }) => callEndpoint(ADOPTERS.profile, { params: { id }, signal }) }),
};

export const useAdopterList = (params: AdopterListParams) => useQuery(adopterQueries.list(params));
export const useAdopterProfile = (id: number) => useQuery(adopterQueries.profile(id));

/** Animals that can be adopted now (Dostępny, every species). */
export const availableForAdoption = (signal?: AbortSignal) => api.get<AnimalListItem[]>('/animals/available', { signal, query: { status: 'Dostępny' } });

/** GET /api/adopters/:id/export as a download link (RODO art. 15/20; the session cookie goes with it). */
export const personalDataExportUrl = (id: number, format: ExportFormat) => `${API_BASE}${endpointPath(ADOPTER_EXPORT_PATH, { id })}?format=${format}`;

/** "Nowy adoptujący": a person who sent no survey (for an adoption without one). */
export function useCreateAdopter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdopterUpdateInput) => callEndpoint(ADOPTERS.create, { input }),
    onSuccess: (response) => adopterChanged(queryClient, response.profile),
  });
}

export function useUpdateAdopter(adopterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdopterUpdateInput) => callEndpoint(ADOPTERS.update, { params: { id: adopterId }, input }),
    onSuccess: (response) => adopterChanged(queryClient, response.profile),
  });
}

/** RODO art. 17: anonymises the person; the adoptions (animal, date) stay. */
export function useEraseAdopter(adopterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ADOPTERS.erase, { params: { id: adopterId }, input: {} }),
    onSuccess: (response) => adopterChanged(queryClient, response.profile),
  });
}

/** The animal actions of a profile: an adoption without a survey, a reservation released, an adoption cancelled. */
export type AdopterAnimalAction = { kind: 'adopt'; animalId: number } | { kind: 'unreserve'; animalId: number } | { kind: 'cancelAdoption'; adoptionId: number };

const effectsOf = (action: AdopterAnimalAction): AdopterActionEffects =>
  action.kind === 'adopt' ? { taken: [action.animalId] } : action.kind === 'unreserve' ? { freed: [action.animalId] } : { cancelled: true };

export function useAdopterAnimalAction(adopterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdopterAnimalAction) => {
      const params = { id: adopterId };
      if (action.kind === 'adopt') return callEndpoint(ADOPTERS.adopt, { params, input: { animalId: action.animalId } });
      if (action.kind === 'unreserve') return callEndpoint(ADOPTERS.unreserve, { params, input: { animalId: action.animalId } });
      return callEndpoint(ADOPTERS.cancelAdoption, { params: { ...params, adoptionId: action.adoptionId } });
    },
    onSuccess: (response, action) => adopterChanged(queryClient, response.profile, effectsOf(action)),
  });
}
