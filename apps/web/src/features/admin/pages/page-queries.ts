import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminPage, AdminPageListItem } from '@pets/shared';
import { refreshHistory } from '../ui/history-query';
import { pagesApi } from './pages-api';
import { pageKeys } from '../query-keys';

export function usePagesList() {
  return useQuery({ queryKey: pageKeys.list(), queryFn: ({ signal }) => pagesApi.list(signal) });
}

export function usePage(id: number) {
  return useQuery({ queryKey: pageKeys.detail(id), queryFn: ({ signal }) => pagesApi.get(id, signal) });
}

/** A page saved (text, cover): its record goes into the cache from the answer; the list and the history are marked stale. */
export function pageSaved(queryClient: QueryClient, page: AdminPage): Promise<unknown> {
  queryClient.setQueryData(pageKeys.detail(page.id), page);
  return Promise.all([queryClient.invalidateQueries({ queryKey: pageKeys.list() }), refreshHistory(queryClient)]);
}

/** "Usuń": the page leaves the list at once (no refetch) and its record leaves the cache. */
export function useRemovePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: AdminPageListItem) => pagesApi.remove(page.id),
    onSuccess: (_answer, page) => {
      queryClient.setQueryData<AdminPageListItem[]>(pageKeys.list(), (list) => list?.filter((item) => item.id !== page.id));
      queryClient.removeQueries({ queryKey: pageKeys.detail(page.id) });
      void refreshHistory(queryClient);
    },
  });
}
