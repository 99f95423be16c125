import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ANIMALS_ADMIN, CARE_RECORD, endpointPath, HEALTH_ATTACHMENT_FILE, type Clinic, type HealthEntryInput, type WeightInput } from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from '../ui/history-query';
import { animalKeys, dashboardKeys, taskKeys } from '../query-keys';

/**
 * The care record's data (issue 32; shared/src/endpoints/care-record.ts): an animal's admin
 * record with its intake, its health card and weights, and the clinics list. Every write refreshes
 * what shows it: the card or weights, the animal (its lists carry the warnings), the tasks and
 * "Na dziś" (a next-due date makes a task), and the history.
 */
export const careRecordKeys = {
  record: (id: number) => [...animalKeys.one(id), 'record'] as const,
  health: (id: number) => [...animalKeys.one(id), 'health'] as const,
  weights: (id: number) => [...animalKeys.one(id), 'weights'] as const,
  clinics: () => ['clinics'] as const,
};

export const adminAnimalQuery = (id: number) =>
  queryOptions({ queryKey: careRecordKeys.record(id), queryFn: ({ signal }) => callEndpoint(ANIMALS_ADMIN.record, { params: { id }, signal }) });

export const healthQuery = (id: number) =>
  queryOptions({ queryKey: careRecordKeys.health(id), queryFn: ({ signal }) => callEndpoint(CARE_RECORD.health, { params: { id }, signal }) });

export const weightsQuery = (id: number) =>
  queryOptions({ queryKey: careRecordKeys.weights(id), queryFn: ({ signal }) => callEndpoint(CARE_RECORD.weights, { params: { id }, signal }) });

export const clinicsQuery = () => queryOptions({ queryKey: careRecordKeys.clinics(), queryFn: ({ signal }) => callEndpoint(CARE_RECORD.clinics, { signal }) });

export const useAdminAnimal = (id: number) => useQuery(adminAnimalQuery(id));
export const useHealthEntries = (id: number) => useQuery(healthQuery(id));
export const useWeights = (id: number) => useQuery(weightsQuery(id));
export const useClinics = () => useQuery(clinicsQuery());

/** What a care-record write changes besides its own list: warnings in the lists, tasks, "Na dziś", the history. */
function careRecordWritten(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: animalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    refreshHistory(queryClient),
  ]);
}

/** Adds an entry, or corrects one (`entryId`); a 409 (someone corrected it first) reloads the card. */
export function useSaveHealthEntry(animalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId?: number; input: HealthEntryInput }) =>
      entryId === undefined
        ? callEndpoint(CARE_RECORD.addHealth, { params: { id: animalId }, input })
        : callEndpoint(CARE_RECORD.correctHealth, { params: { id: animalId, entryId }, input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careRecordKeys.health(animalId) }),
        queryClient.invalidateQueries({ queryKey: careRecordKeys.record(animalId) }),
        careRecordWritten(queryClient),
      ]),
  });
}

export function useAddWeight(animalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeightInput) => callEndpoint(CARE_RECORD.addWeight, { params: { id: animalId }, input }),
    onSuccess: ({ weights, drop }) => {
      queryClient.setQueryData(careRecordKeys.weights(animalId), { weights, drop });
      return careRecordWritten(queryClient);
    },
  });
}

export function useAddClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(CARE_RECORD.addClinic, { input: { name } }),
    onSuccess: ({ clinic }) => {
      // In the list at once (the form chooses it), then read again in the server's order.
      queryClient.setQueryData(careRecordKeys.clinics(), (list: Clinic[] | undefined) => [...(list ?? []), clinic]);
      return queryClient.invalidateQueries({ queryKey: careRecordKeys.clinics() });
    },
  });
}

/** An invoice or a test result attached to an entry (multipart `plik`); the card is read again. */
export function useAddAttachment(animalId: number, entryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('plik', file);
      return callEndpoint(CARE_RECORD.addAttachment, { params: { id: animalId, entryId }, form });
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: careRecordKeys.health(animalId) }), refreshHistory(queryClient)]),
  });
}

export const attachmentUrl = (animalId: number, entryId: number, attachmentId: number) =>
  `${API_BASE}${endpointPath(HEALTH_ATTACHMENT_FILE, { id: animalId, entryId, attachmentId })}`;

export function useRenameClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => callEndpoint(CARE_RECORD.renameClinic, { params: { id }, input: { name } }),
    // The cards show the clinic's name: they are read again too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: careRecordKeys.clinics() }), queryClient.invalidateQueries({ queryKey: animalKeys.all })]),
  });
}

export function useRemoveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(CARE_RECORD.removeClinic, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careRecordKeys.clinics() }),
  });
}
