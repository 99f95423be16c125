import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteConfig } from '@pets/shared';
import { provideInitialData } from '../lib/initial-data';
import { provideSiteConfig } from '../lib/site-config';
import { routes } from './router';

export interface PrerenderInput {
  site: SiteConfig;
  /** The API responses embedded in the page (the same the client's first render reads). */
  initialData: Record<string, unknown>;
}

/**
 * Server entry (built with `vite build --ssr` into apps/web/ssr/dist, loaded by the server's
 * spa/prerender.ts): the markup of a public page's first render, put into #root so the page paints
 * before any script has run. The client then renders the same tree with createRoot, which replaces
 * the markup in one commit; the first render reads the same embedded data, so nothing moves.
 * Returns null for an address the routes redirect.
 */
export async function renderPage(url: string, { site, initialData }: PrerenderInput): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Synchronous from here on: no other request's render can run between providing and rendering.
  provideSiteConfig(site);
  provideInitialData(initialData);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
