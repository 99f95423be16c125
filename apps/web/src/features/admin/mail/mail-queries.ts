import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, MAIL, type MailListResponse, type MailMessage } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import type { MailFilter, MailListParams } from './mail-api';
import { dashboardKeys, mailKeys } from '../query-keys';

/**
 * The mailbox's data: a page of the list, one message with its body, and marking it read. The
 * endpoints are declared in shared/src/endpoints/mail.ts; the mail status is ui/mail-status's, the
 * compose form's sending ui/compose's.
 */

const SEEN_QUERY: Record<MailFilter, '0' | '1' | undefined> = { all: undefined, unread: '0', read: '1' };

export function fetchMailList(params: MailListParams, signal?: AbortSignal): Promise<MailListResponse> {
  return callEndpoint(MAIL.list, {
    input: { page: params.page, limit: LIMITS.mailPageSize, seen: SEEN_QUERY[params.filter], q: params.q.trim() || undefined },
    signal,
  });
}

const fetchMailMessage = (id: number, signal?: AbortSignal): Promise<MailMessage> => callEndpoint(MAIL.message, { params: { id }, input: { withBody: 1 }, signal });

/** A page of the mailbox; the page shown stays on screen while the next one loads. */
export function useMailList(params: MailListParams) {
  return useQuery({ queryKey: mailKeys.list(params), queryFn: ({ signal }) => fetchMailList(params, signal), placeholderData: keepPreviousData });
}

export function useMailMessage(id: number) {
  return useQuery({ queryKey: mailKeys.message(id), queryFn: ({ signal }) => fetchMailMessage(id, signal) });
}

const seenIn = (id: number) => (message: MailMessage): MailMessage => (message.id === id ? { ...message, seen: 1 } : message);

/** Opening an unread message marks it read: shown read in every page of the list at once; the dashboard's unread count is stale. */
export function useMarkMailSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(MAIL.markSeen, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<MailListResponse>({ queryKey: mailKeys.lists() }, (list) => (list ? { ...list, items: list.items.map(seenIn(id)) } : list));
      queryClient.setQueryData<MailMessage>(mailKeys.message(id), (message) => (message ? seenIn(id)(message) : message));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
