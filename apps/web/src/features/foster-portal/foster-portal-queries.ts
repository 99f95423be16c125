import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FOSTER_PORTAL, type FosterPortalView, type InputOf } from '@pets/shared';
import { isApiError } from '../../lib/api';
import { callEndpoint } from '../../lib/endpoints';

/** The carer's page by its token (the endpoints: shared/src/endpoints/foster.ts). */
export const portalViewQuery = (token: string) =>
  queryOptions({
    queryKey: ['foster-portal', token],
    queryFn: ({ signal }) => callEndpoint(FOSTER_PORTAL.view, { params: { token }, signal }),
    // A wrong or expired link stays so: asking again changes nothing.
    retry: (failures, error) => !isInvalidLink(error) && failures < 2,
    staleTime: 60_000,
  });

/** The one answer to a wrong, revoked or expired link (or a home no longer active). */
export function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.code === 'link_invalid';
}

/** A write answered with the fresh page replaces the cached one. */
function useKeepView(token: string) {
  const client = useQueryClient();
  return (view: FosterPortalView) => client.setQueryData(portalViewQuery(token).queryKey, view);
}

export function useAddWeight(token: string) {
  const keep = useKeepView(token);
  return useMutation({
    mutationFn: (input: InputOf<typeof FOSTER_PORTAL.addWeight>) => callEndpoint(FOSTER_PORTAL.addWeight, { params: { token }, input }),
    onSuccess: (answer) => keep(answer.view),
  });
}

export function useAddNote(token: string) {
  return useMutation({
    mutationFn: (input: InputOf<typeof FOSTER_PORTAL.addNote>) => callEndpoint(FOSTER_PORTAL.addNote, { params: { token }, input }),
  });
}

export function useAddPhotos(token: string) {
  const keep = useKeepView(token);
  return useMutation({
    mutationFn: ({ animalId, files }: { animalId: number; files: readonly File[] }) => {
      const form = new FormData();
      form.append('animalId', String(animalId));
      for (const file of files) form.append('images', file, file.name);
      return callEndpoint(FOSTER_PORTAL.addPhotos, { params: { token }, form });
    },
    onSuccess: (answer) => keep(answer.view),
  });
}
