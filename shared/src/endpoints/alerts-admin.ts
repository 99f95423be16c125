import type { AlertSubscriberCounts, AlertSubscriberListItem } from '../schemas/alerts.js';
import { endpoint } from './endpoint.js';

/** Staff's view of the new-animal alerts (the animals screen): the counts always, the confirmed addresses on request. */
export const ALERTS_ADMIN = {
  counts: endpoint<AlertSubscriberCounts>()({ method: 'GET', path: '/alerts/admin/counts' }),
  subscribers: endpoint<AlertSubscriberListItem[]>()({ method: 'GET', path: '/alerts/admin/subscribers' }),
} as const;
