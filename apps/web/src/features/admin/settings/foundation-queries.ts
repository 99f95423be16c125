import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { FOUNDATION_SETTINGS, type FoundationSettings, type FoundationSettingsInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { dashboardKeys, foundationKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The foundation data (Ustawienia → Dane fundacji, administrators): the query and the save, which
 * puts what was stored into the cache and refreshes "Na dziś" (it says what is missing) and the
 * history. Declared in shared/src/endpoints/foundation.ts.
 */

export const foundationQueries = {
  settings: () => queryOptions({ queryKey: foundationKeys.all, queryFn: ({ signal }) => callEndpoint(FOUNDATION_SETTINGS.get, { signal }) }),
};

export const useFoundationSettings = () => useQuery(foundationQueries.settings());

/** What the form does with the outcome (its fields, a toast); the hook refreshes the rest. */
type Outcome = Pick<UseMutationOptions<FoundationSettings, Error, FoundationSettingsInput>, 'onSuccess' | 'onError'>;

export function useSaveFoundationSettings({ onSuccess, onError }: Outcome = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FoundationSettingsInput) => callEndpoint(FOUNDATION_SETTINGS.save, { input }),
    onSuccess: (stored, ...rest) => {
      queryClient.setQueryData(foundationKeys.all, stored);
      void onSuccess?.(stored, ...rest);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void refreshHistory(queryClient);
    },
    onError,
  });
}
