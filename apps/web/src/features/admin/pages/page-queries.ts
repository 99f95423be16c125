import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PAGES, type AdminPage, type AdminPageListItem, type PageInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from '../ui/history-query';
import { pageKeys } from '../query-keys';

/**
 * The Treści screen's data: the pages' queries and every write, each refreshing what it changed.
 * The endpoints are declared in shared/src/endpoints/pages.ts.
 */

export const pageQueries = {
  list: () => queryOptions({ queryKey: pageKeys.list(), queryFn: ({ signal }) => callEndpoint(PAGES.list, { signal }) }),
  detail: (id: number) => queryOptions({ queryKey: pageKeys.detail(id), queryFn: ({ signal }) => callEndpoint(PAGES.get, { params: { id }, signal }) }),
};

export const usePagesList = () => useQuery(pageQueries.list());
export const usePage = (id: number) => useQuery(pageQueries.detail(id));

/** A page saved (text, cover): its record goes into the cache from the answer; the list and the history are marked stale. */
function pageSaved(queryClient: QueryClient, page: AdminPage): Promise<unknown> {
  queryClient.setQueryData(pageKeys.detail(page.id), page);
  return Promise.all([queryClient.invalidateQueries({ queryKey: pageKeys.list() }), refreshHistory(queryClient)]);
}

/** One picture as the photo uploads send it: multipart field `images`. */
function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('images', file, file.name);
  return form;
}

/** Creates the page (no id yet) or saves its text. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PageInput }) =>
      id === null ? callEndpoint(PAGES.create, { input }) : callEndpoint(PAGES.update, { params: { id }, input }),
    onSuccess: (saved) => pageSaved(queryClient, saved.page),
  });
}

/** The cover: a new picture, or none. */
export function usePageCover(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? callEndpoint(PAGES.setCover, { params: { id: pageId }, form: imageForm(file) }) : callEndpoint(PAGES.removeCover, { params: { id: pageId } }),
    onSuccess: (saved) => pageSaved(queryClient, saved.page),
  });
}

/** A picture for the body (answers its path; the page's text changes only when saved). */
export function useUploadPageImage(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEndpoint(PAGES.uploadImage, { params: { id: pageId }, form: imageForm(file) }),
    onSuccess: () => refreshHistory(queryClient),
  });
}

/** The body as the public page will show it (nothing is saved). */
export function usePagePreview() {
  return useMutation({ mutationFn: (body: string) => callEndpoint(PAGES.preview, { input: { body } }) });
}

/** "Usuń": the page leaves the list at once (no refetch) and its record leaves the cache. */
export function useRemovePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: AdminPageListItem) => callEndpoint(PAGES.remove, { params: { id: page.id } }),
    onSuccess: (_answer, page) => {
      queryClient.setQueryData<AdminPageListItem[]>(pageKeys.list(), (list) => list?.filter((item) => item.id !== page.id));
      queryClient.removeQueries({ queryKey: pageKeys.detail(page.id) });
      void refreshHistory(queryClient);
    },
  });
}
