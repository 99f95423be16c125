import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OTHER_APPLICANTS } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { animalKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The other applicants of a reserved or adopted animal, and telling them it found a home.
 * Declared in shared/src/endpoints/other-applicants.ts.
 */

export const otherApplicantsQuery = (animalId: number) =>
  queryOptions({ queryKey: animalKeys.otherApplicants(animalId), queryFn: ({ signal }) => callEndpoint(OTHER_APPLICANTS.list, { params: { id: animalId }, signal }) });

export const useOtherApplicants = (animalId: number) => useQuery(otherApplicantsQuery(animalId));

/** Sends the e-mails; who was told and the e-mails in the history are refreshed. */
export function useNotifyOtherApplicants(animalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(OTHER_APPLICANTS.notify, { params: { id: animalId }, input: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: animalKeys.otherApplicants(animalId) });
      void refreshHistory(queryClient);
    },
  });
}
