import { useQuery } from '@tanstack/react-query';
import type { FoundationSettings, FoundationSettingsInput } from '@pets/shared';
import { api } from '../../../lib/api';
import { foundationKeys } from '../query-keys';

/** GET and PUT /api/settings/foundation (administrators): the data as stored, numbers as digits. */
export const foundationApi = {
  get: (signal?: AbortSignal) => api.get<FoundationSettings>('/settings/foundation', { signal }),
  save: (settings: FoundationSettingsInput) => api.put<FoundationSettings>('/settings/foundation', settings),
};

export function useFoundationSettings() {
  return useQuery({ queryKey: foundationKeys.all, queryFn: ({ signal }) => foundationApi.get(signal) });
}
