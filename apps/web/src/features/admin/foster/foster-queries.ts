import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  FOSTER_ADMIN,
  FOSTER_PHOTO_FILE,
  type AnimalPlacements,
  type FosterHomeDetail,
  type FosterHomeUpdateInput,
  type PlacementInput,
} from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { animalKeys, dashboardKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The foster homes' data for staff (issue 33; shared/src/endpoints/foster.ts FOSTER_ADMIN): the
 * applications, the homes, the carers' photos and an animal's placements, with what each write
 * refreshes. Screens import hooks from here and nothing from lib/api.
 */

export type ApplicationsFilter = 'nowe' | 'przyjete' | 'odrzucone' | 'wszystkie';
export type HomesFilter = 'aktywne' | 'nieaktywne' | 'wszystkie';

/** Every key starts with ['foster']; an animal's placements live under its own key (animalKeys.one). */
export const fosterKeys = {
  all: ['foster'] as const,
  applications: () => [...fosterKeys.all, 'applications'] as const,
  applicationsOf: (status: ApplicationsFilter) => [...fosterKeys.applications(), status] as const,
  homes: () => [...fosterKeys.all, 'homes'] as const,
  homesOf: (status: HomesFilter) => [...fosterKeys.homes(), status] as const,
  home: (id: number) => [...fosterKeys.all, 'home', id] as const,
  photos: () => [...fosterKeys.all, 'photos'] as const,
  placements: (animalId: number) => [...animalKeys.one(animalId), 'placement'] as const,
};

export const fosterQueries = {
  applications: (status: ApplicationsFilter) =>
    queryOptions({ queryKey: fosterKeys.applicationsOf(status), queryFn: ({ signal }) => callEndpoint(FOSTER_ADMIN.applications, { input: { status }, signal }) }),
  homes: (status: HomesFilter) =>
    queryOptions({ queryKey: fosterKeys.homesOf(status), queryFn: ({ signal }) => callEndpoint(FOSTER_ADMIN.homes, { input: { status }, signal }) }),
  home: (id: number) => queryOptions({ queryKey: fosterKeys.home(id), queryFn: ({ signal }) => callEndpoint(FOSTER_ADMIN.home, { params: { id }, signal }) }),
  photos: () => queryOptions({ queryKey: fosterKeys.photos(), queryFn: ({ signal }) => callEndpoint(FOSTER_ADMIN.photos, { signal }) }),
  placements: (animalId: number) =>
    queryOptions({ queryKey: fosterKeys.placements(animalId), queryFn: ({ signal }) => callEndpoint(FOSTER_ADMIN.placements, { params: { id: animalId }, signal }) }),
};

export const useFosterApplications = (status: ApplicationsFilter) => useQuery(fosterQueries.applications(status));
export const useFosterHomes = (status: HomesFilter) => useQuery(fosterQueries.homes(status));
export const useFosterHome = (id: number, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...fosterQueries.home(id), enabled });
export const useFosterPhotos = () => useQuery(fosterQueries.photos());
export const usePlacements = (animalId: number) => useQuery(fosterQueries.placements(animalId));

/** The image of a photo waiting for approval (a session is needed, so it goes through /api). */
export const fosterPhotoUrl = (id: number) => `${API_BASE}${endpointPath(FOSTER_PHOTO_FILE, { id })}`;

/** A write answered with the home: the page shows it at once; the lists read again, and the history. */
function homeAnswered(queryClient: QueryClient, home: FosterHomeDetail): Promise<unknown> {
  queryClient.setQueryData(fosterKeys.home(home.id), home);
  return Promise.all([queryClient.invalidateQueries({ queryKey: fosterKeys.homes() }), refreshHistory(queryClient)]);
}

/** "Przyjmij": the application becomes a home (both lists change). */
export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(FOSTER_ADMIN.accept, { params: { id } }),
    onSuccess: ({ home }) => Promise.all([homeAnswered(queryClient, home), queryClient.invalidateQueries({ queryKey: fosterKeys.applications() })]),
  });
}

export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callEndpoint(FOSTER_ADMIN.decline, { params: { id }, input: { reason } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: fosterKeys.applications() }), refreshHistory(queryClient)]),
  });
}

export function useUpdateHome(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FosterHomeUpdateInput) => callEndpoint(FOSTER_ADMIN.updateHome, { params: { id }, input }),
    // The animal lists name the home ("DT: Anna Kowalska (Kraków)"): a new name shows there too.
    onSuccess: ({ home }) => Promise.all([homeAnswered(queryClient, home), queryClient.invalidateQueries({ queryKey: animalKeys.lists() })]),
  });
}

/** "Wyślij link opiekunowi" (a new link, the old one revoked) or "Unieważnij link". */
export function useHomeLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'send' | 'revoke') => callEndpoint(action === 'send' ? FOSTER_ADMIN.sendLink : FOSTER_ADMIN.revokeLink, { params: { id } }),
    onSuccess: ({ home }) => homeAnswered(queryClient, home),
  });
}

/** "Dodaj do galerii" or "Odrzuć": the photo leaves the waiting list; an approved one joins the animal's images. */
export function usePhotoDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; animalId: number; approve: boolean }) =>
      callEndpoint(approve ? FOSTER_ADMIN.approvePhoto : FOSTER_ADMIN.rejectPhoto, { params: { id } }),
    onSettled: (_answer, _error, { animalId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fosterKeys.photos() }),
        queryClient.invalidateQueries({ queryKey: animalKeys.one(animalId) }),
        queryClient.invalidateQueries({ queryKey: animalKeys.lists() }),
      ]),
  });
}

/**
 * "Przenieś zwierzaka": the answer's placements show at once; the animal lists (where it lives),
 * the homes (their counts), "Na dziś" and the history are read again.
 */
export function usePlaceAnimal(animalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementInput) => callEndpoint(FOSTER_ADMIN.place, { params: { id: animalId }, input }),
    onSuccess: ({ placements }) => {
      queryClient.setQueryData<AnimalPlacements>(fosterKeys.placements(animalId), placements);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: animalKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: fosterKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        refreshHistory(queryClient),
      ]);
    },
  });
}
