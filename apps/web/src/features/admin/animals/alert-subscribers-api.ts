import type { AlertSubscriberCounts, AlertSubscriberListItem } from '@pets/shared';
import { api } from '../../../lib/api';

/** Staff's view of the new-animal alerts: the counts always, the addresses only on request. */
export const alertSubscribersApi = {
  counts: (signal?: AbortSignal) => api.get<AlertSubscriberCounts>('/alerts/admin/counts', { signal }),
  list: (signal?: AbortSignal) => api.get<AlertSubscriberListItem[]>('/alerts/admin/subscribers', { signal }),
};
