import type { QueryClient } from '@tanstack/react-query';
import { refreshHistory } from '../ui/history-query';
import { adopterKeys, animalKeys, dashboardKeys, surveyKeys } from '../query-keys';

/**
 * An animal was added or saved (fields, hold, photos, TM) or its stale reservation released: it
 * shows in the animal lists and the available ones, in surveys (their cards and modals name their
 * animals and states), in adopter profiles (an animal added as reserved for someone), on the
 * dashboard and in the history. Those are marked stale; only what is on screen refetches now.
 * `answered`: the animal whose record the caller already put into the cache from the answer.
 */
export function animalWritten(queryClient: QueryClient, answered?: number): Promise<unknown> {
  const own = answered === undefined ? null : animalKeys.one(answered);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: animalKeys.all,
      predicate: (query) => own === null || !own.every((part, index) => query.queryKey[index] === part),
    }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
    queryClient.invalidateQueries({ queryKey: adopterKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    refreshHistory(queryClient),
  ]);
}
