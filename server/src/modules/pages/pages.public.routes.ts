import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { PAGE_MESSAGES, pageSlugParamsSchema, pagesQuerySchema } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { presentPageSummary, presentPublicPage } from './page.presenter.js';
import { storedPageHtml } from './page-render.js';
import { findPublishedGuides, findPublishedPage } from './pages.queries.js';

const notFound = () => HttpError.notFound(PAGE_MESSAGES.pageNotFound, 'page_not_found');

/** What visitors read: the published guides and one published page by its address; drafts never. */
export function publicPagesJson(db: DataSource) {
  return {
    async guides(species?: Parameters<typeof findPublishedGuides>[1]) {
      return (await findPublishedGuides(db, species)).map(presentPageSummary);
    },
    async page(slug: string) {
      const row = await findPublishedPage(db, slug);
      return row ? presentPublicPage(row, await storedPageHtml(db, row)) : null;
    },
  };
}

export type PublicPagesJson = ReturnType<typeof publicPagesJson>;

export function pagesPublicRouter(pages: PublicPagesJson): Router {
  const router = Router();
  router.get('/pages', async (req, res) => {
    const query = pagesQuerySchema.safeParse(req.query);
    if (!query.success) throw HttpError.badRequest(PAGE_MESSAGES.guidesFailed, 'invalid_query');
    // Staff edits show at once: revalidated every time, never kept stale.
    res.setHeader('Cache-Control', 'no-cache').json(await pages.guides(query.data.gatunek));
  });
  router.get('/pages/:slug', async (req, res) => {
    const params = pageSlugParamsSchema.safeParse(req.params);
    const page = params.success ? await pages.page(params.data.slug) : null;
    if (!page) throw notFound();
    res.setHeader('Cache-Control', 'no-cache').json(page);
  });
  return router;
}
