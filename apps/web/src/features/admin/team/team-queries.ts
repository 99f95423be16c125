import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { TEAM, type StaffRole, type TeamAccount, type TeamAccountCreateInput, type TeamPasswordResetInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from '../ui/history-query';
import { TEAM_QUERY_KEY } from '../ui/team-accounts';

/**
 * The Zespół screen's data: the accounts query (ui/team-accounts.ts, shared with the history's
 * "who" filter) and every write, each refreshing the accounts and the history whatever its outcome
 * (a refused change may mean the list is out of date). The endpoints are declared in
 * shared/src/endpoints/team.ts. The set-password page's calls are password-link-queries.ts.
 */

export { useTeamAccounts } from '../ui/team-accounts';

/** What a screen says about a write's outcome (a toast); the hook itself refreshes what it changed. */
type Outcome<Answer, Variables> = Pick<UseMutationOptions<Answer, Error, Variables>, 'onSuccess' | 'onError'>;

function teamChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }), refreshHistory(queryClient)]);
}

/** "Dodaj konto" (201; the one-time password only when it is to be shown). */
export function useCreateTeamAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamAccountCreateInput) => callEndpoint(TEAM.create, { input }),
    onSettled: () => teamChanged(queryClient),
  });
}

export function useResetTeamPassword(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamPasswordResetInput) => callEndpoint(TEAM.resetPassword, { params: { id: accountId }, input }),
    onSettled: () => teamChanged(queryClient),
  });
}

export type TeamToggle = { account: TeamAccount; enable: boolean };

/** "Włącz" / "Wyłącz" an account. */
export function useToggleTeamAccount(outcome: Outcome<{ message: string }, TeamToggle> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, enable }: TeamToggle) => callEndpoint(enable ? TEAM.enable : TEAM.disable, { params: { id: account.id }, input: {} }),
    ...outcome,
    onSettled: () => teamChanged(queryClient),
  });
}

export function useChangeTeamRole(accountId: number, outcome: Outcome<{ message: string }, StaffRole> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: StaffRole) => callEndpoint(TEAM.changeRole, { params: { id: accountId }, input: { role } }),
    ...outcome,
    onSettled: () => teamChanged(queryClient),
  });
}

/** A colleague's lost phone: their second factor goes. */
export function useResetTeamTwoFactor(outcome: Outcome<{ message: string }, TeamAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: TeamAccount) => callEndpoint(TEAM.resetTwoFactor, { params: { id: account.id }, input: {} }),
    ...outcome,
    onSettled: () => teamChanged(queryClient),
  });
}
