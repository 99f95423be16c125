import type { NotifyOtherApplicantsResponse, OtherApplicantsResponse } from '../mail/other-applicants.js';
import { notifyOtherApplicantsSchema } from '../schemas/mail-templates.js';
import { endpoint } from './endpoint.js';

/**
 * The other applicants of a reserved or adopted animal (open surveys that chose it): who they are
 * with the message they would get, and telling them it found a home. An id that is not a number is
 * a 400.
 */
export const OTHER_APPLICANTS = {
  list: endpoint<OtherApplicantsResponse>()({ method: 'GET', path: '/animals/:id/other-applicants' }),
  notify: endpoint<NotifyOtherApplicantsResponse>()({ method: 'POST', path: '/animals/:id/notify-other-applicants', input: notifyOtherApplicantsSchema }),
} as const;
