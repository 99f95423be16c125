import { useQuery } from '@tanstack/react-query';
import { MAIL, type MailStatus } from '@pets/shared';
import { callEndpoint } from '../../../../lib/endpoints';
import { mailKeys } from '../../query-keys';

/** Whether mail leaves the server (SMTP), where the mailbox comes from (IMAP), and the last attempts. */
export function fetchMailStatus(signal?: AbortSignal): Promise<MailStatus> {
  return callEndpoint(MAIL.status, { signal });
}

/**
 * GET /mail/status for the mailbox screen and the compose forms (one query for all of them), under
 * the mailbox's keys, so the mailbox's "Odśwież" refreshes it with the list.
 */
export function useMailStatus() {
  return useQuery({ queryKey: mailKeys.status(), queryFn: ({ signal }) => fetchMailStatus(signal) });
}
