import { useMutation } from '@tanstack/react-query';
import { PUBLIC_FORMS, type ContactInput } from '@pets/shared';
import { callEndpoint } from '../../lib/endpoints';

/** "Wyślij" of the contact form (the endpoint: shared/src/endpoints/public-forms.ts). Nothing cached changes. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactInput) => callEndpoint(PUBLIC_FORMS.contact, { input }) });
}
