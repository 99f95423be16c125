import { useQuery } from '@tanstack/react-query';
import type { TeamAccount } from '@pets/shared';
import { api } from '../../../lib/api';

/** Every query of the staff accounts starts with this key: one invalidation refreshes them all. */
export const TEAM_QUERY_KEY = ['team'] as const;
export const TEAM_ACCOUNTS_QUERY_KEY = [...TEAM_QUERY_KEY, 'accounts'] as const;

export const fetchTeamAccounts = (signal?: AbortSignal) => api.get<TeamAccount[]>('/team/accounts', { signal });

/** The staff accounts (the Zespół screen, the history's "who" filter), cached once for both. */
export function useTeamAccounts() {
  return useQuery({ queryKey: TEAM_ACCOUNTS_QUERY_KEY, queryFn: ({ signal }) => fetchTeamAccounts(signal) });
}
