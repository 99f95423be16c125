import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { ALERTS_ADMIN, ANIMALS_ADMIN, type Animal, type AnimalAddInput, type AnimalListItem } from '@pets/shared';
import { api } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { animalKeys } from '../query-keys';

/**
 * The admin animals' data: the lists, one animal (its public record and images), its reservation,
 * adding one and releasing a stale reservation. The admin endpoints are declared in
 * shared/src/endpoints/animals-admin.ts; the edit and the image upload go with upload progress
 * (save-animal-edit.ts, upload-images.ts) to the paths declared there.
 */

const animalPath = (id: number) => `/animals/${encodeURIComponent(String(id))}`;

export type AnimalsListMode = 'browse' | 'archive';

export function useAnimalList(mode: AnimalsListMode) {
  return useQuery({
    queryKey: animalKeys.list(mode),
    queryFn: ({ signal }) => callEndpoint(mode === 'browse' ? ANIMALS_ADMIN.list : ANIMALS_ADMIN.archive, { signal }),
  });
}

/** The animal as the public site reads it (GET /animals/:id, not an admin route). */
export function useAnimal(id: number) {
  return useQuery({ queryKey: animalKeys.detail(id), queryFn: ({ signal }) => api.get<Animal>(animalPath(id), { signal }) });
}

/** Its image paths, cover first (GET /animals/:id/images, not an admin route). */
export function useAnimalImages(id: number) {
  return useQuery({ queryKey: animalKeys.images(id), queryFn: ({ signal }) => api.get<string[]>(`${animalPath(id)}/images`, { signal }) });
}

export function useReservation(id: number) {
  return useQuery({ queryKey: animalKeys.reservation(id), queryFn: ({ signal }) => callEndpoint(ANIMALS_ADMIN.reservation, { params: { id }, signal }) });
}

/**
 * "Dodaj nowego zwierzaka": the record first (its photos follow with upload progress); the page
 * refreshes the lists once the photos are in (animal-changes.ts).
 */
export function useAddAnimal() {
  return useMutation({ mutationFn: (input: AnimalAddInput) => callEndpoint(ANIMALS_ADMIN.add, { input }) });
}

/** An animal left "Zarezerwowany" without any reservation becomes free again (recorded); the panel's owner refreshes it. */
export function useReleaseReservation(id: number) {
  return useMutation({ mutationFn: () => callEndpoint(ANIMALS_ADMIN.releaseReservation, { params: { id }, input: {} }) });
}

export function useAvailableAnimals(group: string | null, load: (signal: AbortSignal) => Promise<AnimalListItem[]>) {
  return useQuery({ queryKey: animalKeys.availableOf(group), queryFn: ({ signal }) => load(signal) });
}

export function useAlertCounts() {
  return useQuery({ queryKey: animalKeys.alertCounts(), queryFn: ({ signal }) => callEndpoint(ALERTS_ADMIN.counts, { signal }) });
}

export function useAlertSubscribers() {
  return useQuery({ queryKey: animalKeys.alertSubscribers(), queryFn: ({ signal }) => callEndpoint(ALERTS_ADMIN.subscribers, { signal }) });
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
