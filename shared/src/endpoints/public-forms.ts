import { alertSubscribeSchema } from '../schemas/alerts.js';
import { contactSchema } from '../schemas/contact.js';
import { endpoint } from './endpoint.js';

/** The public site's forms that write (the adoption survey has its own idempotent submit). */
export const PUBLIC_FORMS = {
  /** 201; a limit reached: 429 with Retry-After. */
  contact: endpoint<{ message: string }>()({ method: 'POST', path: '/contact', input: contactSchema }),
  /** 202: a confirmation link is e-mailed (double opt-in). */
  alertSubscribe: endpoint<{ message: string }>()({ method: 'POST', path: '/alerts/subscribe', input: alertSubscribeSchema }),
} as const;
