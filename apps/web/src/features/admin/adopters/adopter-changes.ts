import type { QueryClient } from '@tanstack/react-query';
import type { AdopterAdminProfile } from '@pets/shared';
import { animalsChanged } from '../animals/animal-queries';
import { refreshHistory } from '../ui/history-query';
import { adopterKeys, animalKeys, contractKeys, dashboardKeys, surveyKeys } from '../query-keys';

/** What an action on an adopter changed besides their profile. */
export interface AdopterActionEffects {
  /** An animal adopted from their profile: no longer available. */
  taken?: readonly number[];
  /** An animal released from a reservation: available again. */
  freed?: readonly number[];
  /** An adoption was cancelled: its animal is available again and the contracts change. */
  cancelled?: boolean;
}

/**
 * After an action on an adopter: the profile as the server answered goes into the cache; the
 * adopter lists (names, adoption counts), the history and the dashboard are marked stale, and
 * with adoptions or reservations also the animals, the surveys (an animal "held elsewhere") and the
 * contracts. What is on screen refetches now, the rest when shown.
 */
export function adopterChanged(queryClient: QueryClient, profile: AdopterAdminProfile, effects: AdopterActionEffects = {}): Promise<unknown> {
  queryClient.setQueryData(adopterKeys.profile(profile.id), profile);
  const animals = (effects.taken?.length ?? 0) > 0 || (effects.freed?.length ?? 0) > 0 || effects.cancelled;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adopterKeys.lists() }),
    refreshHistory(queryClient),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    animals ? queryClient.invalidateQueries({ queryKey: surveyKeys.all }) : null,
    animals ? animalsChanged(queryClient, effects) : null,
    // The animal of a cancelled adoption is not named in the answer: every animal query is marked stale.
    effects.cancelled ? queryClient.invalidateQueries({ queryKey: animalKeys.all }) : null,
    effects.taken?.length || effects.cancelled ? queryClient.invalidateQueries({ queryKey: contractKeys.all }) : null,
  ]);
}
