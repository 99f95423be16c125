import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { idParamsSchema, PAGE_MESSAGES, PAGES, type PageData } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { recordHistory } from '../history/history.js';
import { imagePath } from '../images/image-paths.js';
import type { IngestedImage } from '../images/image-pipeline.js';
import { imagesMultipart, judgeUploadedFiles, rejectionMessageFor } from '../images/image-upload.js';
import { renderPageBody } from './page-render.js';
import { presentAdminListItem, presentAdminPage, type PageRow } from './page.presenter.js';
import { findAllPages, findPageById, insertPage, insertPageImage, isSlugTaken, updatePage } from './pages.queries.js';
import { execute } from '../../db/sql.js';

const notFound = () => HttpError.notFound(PAGE_MESSAGES.pageNotFound, 'page_not_found');
const slugTaken = () => new HttpError(409, 'slug_taken', PAGE_MESSAGES.slugTaken, { slug: PAGE_MESSAGES.slugTaken });

function actorOf(req: Request): { id: number; username: string } {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

async function existingPage(db: DataSource, req: Request): Promise<PageRow> {
  const parsed = idParamsSchema.safeParse(req.params);
  const page = parsed.success ? await findPageById(db, parsed.data.id) : null;
  if (!page) throw notFound();
  return page;
}

/** The fields a save changed (names only: the history keeps no page text). */
function changedFields(before: PageRow, after: PageData): string[] {
  const fields: (keyof PageData)[] = ['title', 'slug', 'summary', 'species', 'body', 'published'];
  return fields.filter((field) => before[field] !== after[field]);
}

/** A slug write refused by the unique constraint becomes the 409 with its Polish message. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error)) throw slugTaken();
    throw error;
  }
}

/** One picture from the multipart `images` field through the photo pipeline, ready to store. */
async function oneUploadedImage(req: Request): Promise<IngestedImage> {
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  if (files.length === 0) throw HttpError.badRequest(PAGE_MESSAGES.noFile, 'no_files');
  const judged = await judgeUploadedFiles(files, 1);
  const image = judged.accepted[0];
  if (!image) throw new HttpError(400, 'images_rejected', rejectionMessageFor(judged.rejected));
  return image;
}

/**
 * The Treści screen's endpoints (all behind the session guard of AdminRoutes). Every change is
 * recorded in the history with who made it; the page row keeps the last editor's name and time.
 */
export function mountPagesAdmin(routes: AdminRoutes, db: DataSource): void {
  serveEndpoint(routes, PAGES.list, async () => (await findAllPages(db)).map(presentAdminListItem));

  serveEndpoint(routes, PAGES.create, async ({ req, res, input }) => {
    const actor = actorOf(req);
    const data = input();
    const html = await renderPageBody(data.body);
    const id = await guardSlug(() =>
      db.transaction(async (manager) => {
        const created = await insertPage(manager, { ...data, html }, actor.username);
        await recordHistory(manager, { actor, action: 'page.created', subjectType: 'page', subjectId: created, details: { slug: data.slug, published: data.published } });
        return created;
      }),
    );
    res.status(201);
    return { message: PAGE_MESSAGES.pageCreated, page: presentAdminPage((await findPageById(db, id))!) };
  });

  serveEndpoint(routes, PAGES.get, async ({ req }) => presentAdminPage(await existingPage(db, req)));

  serveEndpoint(routes, PAGES.update, async ({ req, input }) => {
    const actor = actorOf(req);
    const before = await existingPage(db, req);
    const data = input();
    const html = await renderPageBody(data.body);
    const fields = changedFields(before, data);
    await guardSlug(() =>
      db.transaction(async (manager) => {
        await updatePage(manager, before.id, { ...data, html }, actor.username);
        const action = before.published === data.published ? 'page.updated' : data.published ? 'page.published' : 'page.unpublished';
        await recordHistory(manager, { actor, action, subjectType: 'page', subjectId: before.id, details: { slug: data.slug, fields } });
      }),
    );
    return { message: PAGE_MESSAGES.pageSaved, page: presentAdminPage((await findPageById(db, before.id))!) };
  });

  serveEndpoint(routes, PAGES.remove, async ({ req }) => {
    const actor = actorOf(req);
    const page = await existingPage(db, req);
    await db.transaction(async (manager) => {
      await execute(manager, `DELETE FROM pages WHERE id = $1`, [page.id]);
      await recordHistory(manager, { actor, action: 'page.deleted', subjectType: 'page', subjectId: page.id, details: { slug: page.slug } });
    });
  });

  serveEndpoint(
    routes,
    PAGES.setCover,
    async ({ req, res }) => {
    const actor = actorOf(req);
    const page = await existingPage(db, req);
    const image = await oneUploadedImage(req);
    await db.transaction(async (manager) => {
      const imageId = await insertPageImage(manager, page.id, image);
      await execute(manager, `UPDATE pages SET cover_image_id = $2, updated_at = now(), updated_by = $3 WHERE id = $1`, [page.id, imageId, actor.username]);
      await recordHistory(manager, { actor, action: 'page.cover_set', subjectType: 'page', subjectId: page.id, details: { slug: page.slug } });
    });
    res.status(201);
    return { message: PAGE_MESSAGES.pageSaved, page: presentAdminPage((await findPageById(db, page.id))!) };
    },
    [imagesMultipart()],
  );

  serveEndpoint(routes, PAGES.removeCover, async ({ req }) => {
    const actor = actorOf(req);
    const page = await existingPage(db, req);
    await db.transaction(async (manager) => {
      await execute(manager, `UPDATE pages SET cover_image_id = NULL, updated_at = now(), updated_by = $2 WHERE id = $1`, [page.id, actor.username]);
      await recordHistory(manager, { actor, action: 'page.cover_removed', subjectType: 'page', subjectId: page.id, details: { slug: page.slug } });
    });
    return { message: PAGE_MESSAGES.pageSaved, page: presentAdminPage((await findPageById(db, page.id))!) };
  });

  // A picture for the body: the editor puts ![alt](path) where the cursor is.
  serveEndpoint(
    routes,
    PAGES.uploadImage,
    async ({ req, res }) => {
    const actor = actorOf(req);
    const page = await existingPage(db, req);
    const image = await oneUploadedImage(req);
    const path = imagePath(image.filename);
    await db.transaction(async (manager) => {
      await insertPageImage(manager, page.id, image);
      await recordHistory(manager, { actor, action: 'page.image_uploaded', subjectType: 'page', subjectId: page.id, details: { slug: page.slug, path } });
    });
    res.status(201);
    return { path };
    },
    [imagesMultipart()],
  );

  serveEndpoint(routes, PAGES.preview, async ({ input }) => ({ html: await renderPageBody(input().body) }));
}
