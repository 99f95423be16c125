import type { SetPasswordLinkInfo, StaffRole, TeamAccount, TeamAccountCreateInput, TeamPasswordResetInput, TeamPasswordResult } from '@pets/shared';
import { api } from '../../../lib/api';

export { TEAM_QUERY_KEY } from '../ui/team-accounts';

export const teamApi = {
  create: (input: TeamAccountCreateInput) => api.post<TeamPasswordResult>('/team/accounts', input),
  resetPassword: (id: number, input: TeamPasswordResetInput) => api.post<TeamPasswordResult>(`/team/accounts/${id}/reset-password`, input),
  changeRole: (id: number, role: StaffRole) => api.post<{ message: string; account: TeamAccount }>(`/team/accounts/${id}/role`, { role }),
  disable: (id: number) => api.post<{ message: string; account: TeamAccount }>(`/team/accounts/${id}/disable`, {}),
  enable: (id: number) => api.post<{ message: string; account: TeamAccount }>(`/team/accounts/${id}/enable`, {}),
  resetTwoFactor: (id: number) => api.post<{ message: string }>(`/team/accounts/${id}/two-factor/reset`, {}),
  checkLink: (token: string, signal?: AbortSignal) => api.post<SetPasswordLinkInfo>('/auth/set-password/check', { token }, { signal }),
  setPassword: (token: string, password: string) => api.post<{ message: string }>('/auth/set-password', { token, password }),
};
