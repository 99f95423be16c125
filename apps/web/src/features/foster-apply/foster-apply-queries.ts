import { useMutation } from '@tanstack/react-query';
import { FOSTER_PUBLIC, type FosterApplicationInput } from '@pets/shared';
import { callEndpoint } from '../../lib/endpoints';

/** "Wyślij zgłoszenie" of /dom-tymczasowy (the endpoint: shared/src/endpoints/foster.ts). Nothing cached changes. */
export function useSendFosterApplication() {
  return useMutation({ mutationFn: (input: FosterApplicationInput) => callEndpoint(FOSTER_PUBLIC.apply, { input }) });
}
