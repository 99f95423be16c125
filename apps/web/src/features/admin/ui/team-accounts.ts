import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';

/** Every query of the staff accounts starts with this key: one invalidation refreshes them all. */
export const TEAM_QUERY_KEY = ['team'] as const;
export const TEAM_ACCOUNTS_QUERY_KEY = [...TEAM_QUERY_KEY, 'accounts'] as const;

export const teamAccountsQuery = () => queryOptions({ queryKey: TEAM_ACCOUNTS_QUERY_KEY, queryFn: ({ signal }) => callEndpoint(TEAM.accounts, { signal }) });

/** The staff accounts (the Zespół screen, the history's "who" filter), cached once for both. */
export function useTeamAccounts() {
  return useQuery(teamAccountsQuery());
}
