import { useMutation } from '@tanstack/react-query';
import { OWN_ACCOUNT, type OwnPasswordChangeInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';

/**
 * The signed-in person's own password (the account menu, and the forced change of a one-time
 * password). The server ends every other session of the account and keeps this one; nothing
 * cached changes. Declared in shared/src/endpoints/team.ts (OWN_ACCOUNT).
 */
export function useChangeOwnPassword() {
  return useMutation({ mutationFn: (input: OwnPasswordChangeInput) => callEndpoint(OWN_ACCOUNT.changePassword, { input }) });
}
