import type { AdminPage, AdminPageListItem, PageInput } from '@pets/shared';
import { api } from '../../../lib/api';

/** The Treści calls (server/src/modules/pages/pages.admin.routes.ts). */

interface PageSaved {
  message: string;
  page: AdminPage;
}

const pagePath = (id: number) => `/content/pages/${encodeURIComponent(String(id))}`;

/** One picture as the photo uploads send it: multipart field `images`. */
function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('images', file, file.name);
  return form;
}

export const pagesApi = {
  list: (signal?: AbortSignal) => api.get<AdminPageListItem[]>('/content/pages', { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<AdminPage>(pagePath(id), { signal }),
  create: (input: PageInput) => api.post<PageSaved>('/content/pages', input),
  update: (id: number, input: PageInput) => api.put<PageSaved>(pagePath(id), input),
  remove: (id: number) => api.delete<void>(pagePath(id)),
  setCover: (id: number, file: File) => api.post<PageSaved>(`${pagePath(id)}/cover`, imageForm(file)),
  removeCover: (id: number) => api.delete<PageSaved>(`${pagePath(id)}/cover`),
  uploadImage: (id: number, file: File) => api.post<{ path: string }>(`${pagePath(id)}/images`, imageForm(file)),
  preview: (body: string) => api.post<{ html: string }>('/content/preview', { body }),
};
