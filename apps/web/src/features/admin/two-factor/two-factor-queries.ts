import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OWN_ACCOUNT, SECURITY_SETTINGS, type RecoveryCodesResult, type SecuritySettingsInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { twoFactorKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * Two-step sign-in in the panel: one's own second factor (status, enrolment, new recovery codes,
 * turning it off) and the security settings, each write refreshing what it changed. The endpoints
 * are declared in shared/src/endpoints/team.ts (OWN_ACCOUNT, SECURITY_SETTINGS).
 */

export const twoFactorQueries = {
  status: () => queryOptions({ queryKey: twoFactorKeys.status(), queryFn: ({ signal }) => callEndpoint(OWN_ACCOUNT.twoFactor, { signal }) }),
  settings: () => queryOptions({ queryKey: twoFactorKeys.settings(), queryFn: ({ signal }) => callEndpoint(SECURITY_SETTINGS.get, { signal }) }),
};

export const useTwoFactorStatus = () => useQuery(twoFactorQueries.status());
export const useSecuritySettings = () => useQuery(twoFactorQueries.settings());

/** The status and the settings shown anywhere, and every open timeline (each change is recorded). */
function twoFactorChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }), refreshHistory(queryClient)]);
}

/** A new secret for the enrolment (kept in the session until a code confirms it; nothing changes on the account yet). */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => callEndpoint(OWN_ACCOUNT.startTwoFactorSetup, { input: {} }) });
}

/** A code from the app turns two-step sign-in on; `onEnabled` shows the recovery codes. */
export function useEnableTwoFactor(onEnabled: (result: RecoveryCodesResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(OWN_ACCOUNT.enableTwoFactor, { input: { code } }),
    onSuccess: (result) => {
      onEnabled(result);
      void twoFactorChanged(queryClient);
    },
  });
}

/** A current code buys ten new recovery codes; the earlier ones stop working. */
export function useRegenerateRecoveryCodes(onDone: (result: RecoveryCodesResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(OWN_ACCOUNT.regenerateRecoveryCodes, { input: { code } }),
    onSuccess: (result) => {
      onDone(result);
      void twoFactorChanged(queryClient);
    },
  });
}

/** Turning it off takes the current password. */
export function useDisableTwoFactor(onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callEndpoint(OWN_ACCOUNT.disableTwoFactor, { input: { password } }),
    onSuccess: (result) => {
      onDone(result.message);
      void twoFactorChanged(queryClient);
    },
  });
}

/** Whether every account must use two-step sign-in: the answer goes into the cache, the rest is refreshed whatever the outcome. */
export function useSaveSecuritySettings(onSaved: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettingsInput) => callEndpoint(SECURITY_SETTINGS.save, { input }),
    onSuccess: (result) => {
      queryClient.setQueryData(twoFactorKeys.settings(), result.settings);
      onSaved(result.message);
    },
    onSettled: () => twoFactorChanged(queryClient),
  });
}
