import { api } from '../../lib/api';

/** The calls of the alert link pages: the token of the e-mail's link, sent in the body. */
export type AlertLinkAction = 'confirm' | 'unsubscribe';

export function sendAlertLink(action: AlertLinkAction, token: string, signal?: AbortSignal): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/alerts/${action}`, { token }, { signal });
}
