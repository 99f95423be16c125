import { useQuery } from '@tanstack/react-query';
import type { RecoveryCodesResult, SecuritySettings, TwoFactorSetup, TwoFactorStatus } from '@pets/shared';
import { api } from '../../../lib/api';
import { twoFactorKeys } from '../query-keys';

/** The two-step sign-in endpoints of the panel (server/src/modules/two-factor/two-factor.routes.ts). */
export const twoFactorApi = {
  status: (signal?: AbortSignal) => api.get<TwoFactorStatus>('/account/two-factor', { signal }),
  setup: () => api.post<TwoFactorSetup>('/account/two-factor/setup', {}),
  enable: (code: string) => api.post<RecoveryCodesResult>('/account/two-factor/enable', { code }),
  disable: (password: string) => api.post<{ message: string }>('/account/two-factor/disable', { password }),
  regenerateCodes: (code: string) => api.post<RecoveryCodesResult>('/account/two-factor/recovery-codes', { code }),
  settings: (signal?: AbortSignal) => api.get<SecuritySettings>('/settings/security', { signal }),
  saveSettings: (settings: SecuritySettings) => api.put<{ message: string; settings: SecuritySettings }>('/settings/security', settings),
};

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorKeys.status(), queryFn: ({ signal }) => twoFactorApi.status(signal) });
}

export function useSecuritySettings() {
  return useQuery({ queryKey: twoFactorKeys.settings(), queryFn: ({ signal }) => twoFactorApi.settings(signal) });
}
