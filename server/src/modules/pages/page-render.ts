import type { DataSource } from 'typeorm';
import { PAGE_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute } from '../../db/sql.js';
import { RenderTimeoutError, renderMarkdownInPool } from '../rendering/render-pool.js';
import type { PageRow } from './page.presenter.js';

const refused = (message: string) => HttpError.badRequest(message, 'page_body_unrenderable', { body: message });

/**
 * A page body as the public page will show it, rendered in the render pool: on save and on
 * preview, never per visitor. A body the parser cannot handle, or not within the time limit, is
 * refused (400, field "body") with a Polish message instead of failing later on every request.
 */
export async function renderPageBody(body: string): Promise<string> {
  try {
    return await renderMarkdownInPool(body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refused(error instanceof RenderTimeoutError ? PAGE_MESSAGES.renderTooSlow : PAGE_MESSAGES.cannotRender);
  }
}

/**
 * The stored HTML of a published page. A page saved before pages kept their HTML (html NULL) is
 * rendered once, in the pool, and stored, unless its body changed meanwhile; one that cannot render
 * shows as empty rather than failing the visitor's request.
 */
export async function storedPageHtml(db: DataSource, row: PageRow): Promise<string> {
  if (row.html !== null) return row.html;
  const html = await renderPageBody(row.body).catch(() => '');
  await execute(db, `UPDATE pages SET html = $2 WHERE id = $1 AND html IS NULL AND body = $3`, [row.id, html, row.body]);
  return html;
}
