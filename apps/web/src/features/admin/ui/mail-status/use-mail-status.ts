import type { MailStatus } from '@pets/shared';
import { api } from '../../../../lib/api';
import { useResource, type Resource } from '../../../../ui/useResource';

/** Whether mail leaves the server (SMTP), where the mailbox comes from (IMAP), and the last attempts. */
export function fetchMailStatus(signal?: AbortSignal): Promise<MailStatus> {
  return api.get<MailStatus>('/mail/status', { signal });
}

/** GET /mail/status for the mailbox screen and the compose forms. */
export function useMailStatus(): Resource<MailStatus> {
  return useResource('/mail/status', fetchMailStatus);
}
