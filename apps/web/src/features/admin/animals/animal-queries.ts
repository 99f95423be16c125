import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnimalListItem } from '@pets/shared';
import { alertSubscribersApi } from './alert-subscribers-api';
import { animalsApi } from './animals-api';

export type AnimalsListMode = 'browse' | 'archive';

/** The query keys of the animals: every key starts with ['animals']; one animal's with ['animals', 'one', id]. */
export const animalKeys = {
  all: ['animals'] as const,
  lists: () => [...animalKeys.all, 'list'] as const,
  list: (mode: AnimalsListMode) => [...animalKeys.lists(), mode] as const,
  one: (id: number) => [...animalKeys.all, 'one', id] as const,
  detail: (id: number) => [...animalKeys.one(id), 'detail'] as const,
  images: (id: number) => [...animalKeys.one(id), 'images'] as const,
  reservation: (id: number) => [...animalKeys.one(id), 'reservation'] as const,
  otherApplicants: (id: number) => [...animalKeys.one(id), 'other-applicants'] as const,
  /** Animals available now: of one species group (the survey picker, its species joined), or of every species (null). */
  available: () => [...animalKeys.all, 'available'] as const,
  availableOf: (group: string | null) => [...animalKeys.available(), group] as const,
  alerts: () => [...animalKeys.all, 'alerts'] as const,
  alertCounts: () => [...animalKeys.alerts(), 'counts'] as const,
  alertSubscribers: () => [...animalKeys.alerts(), 'subscribers'] as const,
};

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
