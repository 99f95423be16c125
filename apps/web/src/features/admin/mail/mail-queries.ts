import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailListResponse, MailMessage } from '@pets/shared';
import { fetchMailList, fetchMailMessage, markMailSeen, type MailListParams } from './mail-api';
import { dashboardKeys, mailKeys } from '../query-keys';

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
    mutationFn: (id: number) => markMailSeen(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<MailListResponse>({ queryKey: mailKeys.lists() }, (list) => (list ? { ...list, items: list.items.map(seenIn(id)) } : list));
      queryClient.setQueryData<MailMessage>(mailKeys.message(id), (message) => (message ? seenIn(id)(message) : message));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
