import type { AdminPage, AdminPageListItem } from '../pages.js';
import { pageInputSchema, pagePreviewSchema } from '../schemas/pages.js';
import { endpoint } from './endpoint.js';

/** What saving a page (its text or its cover) answers. */
export interface PageSaved {
  message: string;
  page: AdminPage;
}

/**
 * The Treści screen's endpoints. The cover and the body's pictures are multipart uploads (field
 * `images`) checked by the image pipeline, not by a schema.
 */
export const PAGES = {
  list: endpoint<AdminPageListItem[]>()({ method: 'GET', path: '/content/pages' }),
  get: endpoint<AdminPage>()({ method: 'GET', path: '/content/pages/:id' }),
  create: endpoint<PageSaved>()({ method: 'POST', path: '/content/pages', input: pageInputSchema }),
  update: endpoint<PageSaved>()({ method: 'PUT', path: '/content/pages/:id', input: pageInputSchema }),
  /** 204, no body. */
  remove: endpoint<void>()({ method: 'DELETE', path: '/content/pages/:id' }),
  setCover: endpoint<PageSaved>()({ method: 'POST', path: '/content/pages/:id/cover' }),
  removeCover: endpoint<PageSaved>()({ method: 'DELETE', path: '/content/pages/:id/cover' }),
  /** A picture for the body: the editor puts ![alt](path) where the cursor is. */
  uploadImage: endpoint<{ path: string }>()({ method: 'POST', path: '/content/pages/:id/images' }),
  preview: endpoint<{ html: string }>()({ method: 'POST', path: '/content/preview', input: pagePreviewSchema }),
} as const;
