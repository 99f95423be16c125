import { useMutation } from '@tanstack/react-query';
import { PUBLIC_FORMS, type AlertSubscribeInput } from '@pets/shared';
import { callEndpoint } from '../../lib/endpoints';

/** "Powiadom mnie": the sign-up for new-animal alerts (a confirmation link is e-mailed). Nothing cached changes. */
export function useSubscribeToAlerts() {
  return useMutation({ mutationFn: (input: AlertSubscribeInput) => callEndpoint(PUBLIC_FORMS.alertSubscribe, { input }) });
}
