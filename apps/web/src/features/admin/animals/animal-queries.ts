import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnimalListItem } from '@pets/shared';
import { alertSubscribersApi } from './alert-subscribers-api';
import { animalsApi } from './animals-api';
import { animalKeys } from '../query-keys';

export type AnimalsListMode = 'browse' | 'archive';

export function useAnimalList(mode: AnimalsListMode) {
  return useQuery({
    queryKey: animalKeys.list(mode),
    queryFn: ({ signal }) => (mode === 'browse' ? animalsApi.listAll(signal) : animalsApi.listArchive(signal)),
  });
}

export function useAnimal(id: number) {
  return useQuery({ queryKey: animalKeys.detail(id), queryFn: ({ signal }) => animalsApi.get(id, signal) });
}

export function useAnimalImages(id: number) {
  return useQuery({ queryKey: animalKeys.images(id), queryFn: ({ signal }) => animalsApi.images(id, signal) });
}

export function useReservation(id: number) {
  return useQuery({ queryKey: animalKeys.reservation(id), queryFn: ({ signal }) => animalsApi.reservation(id, signal) });
}

export function useAvailableAnimals(group: string | null, load: (signal: AbortSignal) => Promise<AnimalListItem[]>) {
  return useQuery({ queryKey: animalKeys.availableOf(group), queryFn: ({ signal }) => load(signal) });
}

export function useAlertCounts() {
  return useQuery({ queryKey: animalKeys.alertCounts(), queryFn: ({ signal }) => alertSubscribersApi.counts(signal) });
}

export function useAlertSubscribers() {
  return useQuery({ queryKey: animalKeys.alertSubscribers(), queryFn: ({ signal }) => alertSubscribersApi.list(signal) });
}

/**
 * Animals an action reserved or adopted (taken) or made available again (freed). A taken animal
 * leaves every available-animals list in the cache at once (no refetch: nothing else in them
 * changed); the lists gain a freed one by refetching. Each animal's own queries and the animal
 * lists are marked stale (refetched where shown).
 */
export function animalsChanged(queryClient: QueryClient, { taken = [], freed = [] }: { taken?: readonly number[]; freed?: readonly number[] }): Promise<unknown> {
  if (taken.length > 0) {
    queryClient.setQueriesData<AnimalListItem[]>({ queryKey: animalKeys.available() }, (list) =>
      list?.filter((animal) => !taken.includes(animal.id_zwierzaka)),
    );
  }
  return Promise.all([
    freed.length > 0 ? queryClient.invalidateQueries({ queryKey: animalKeys.available() }) : null,
    ...[...taken, ...freed].map((id) => queryClient.invalidateQueries({ queryKey: animalKeys.one(id) })),
    queryClient.invalidateQueries({ queryKey: animalKeys.lists() }),
  ]);
}
