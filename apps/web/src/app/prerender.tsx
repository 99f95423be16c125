import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import type { SiteConfig } from '@pets/shared';
import { createPublicQueryClient, setJsonSource, type JsonSource } from '../lib/public-queries';
import { SiteConfigContext } from '../lib/site-config';
import type { AppState } from './app-state';
import type { PreloadImage, RouteData } from './route-loaders';
import { createRoutes } from './router';

export interface PrerenderInput {
  site: SiteConfig;
  /** The public API, read in-process: the loaders fill the page's data cache from it. */
  source: JsonSource;
}

export interface PrerenderedPage {
  /** The markup of #root. */
  markup: string;
  /** What the browser's router and data cache start from (app-state.ts). */
  state: AppState;
  /** The page's main photo, preloaded from the head. */
  preload?: PreloadImage;
  /** The address names nothing: answered 404 (the page shows the not-found screen). */
  notFound: boolean;
}

const isRouteData = (value: unknown): value is RouteData => !!value && typeof value === 'object';

/**
 * Server entry (built with `vite build --ssr` into apps/web/ssr/dist, loaded by the server's
 * spa/prerender.ts): runs the address's loaders against the in-process API and renders the page
 * with their data. The browser hydrates that markup from the same state (main.tsx), so the page
 * is complete and readable before any script has run and nothing is rendered twice.
 * Returns null for an address the routes redirect, and when a read failed: the page is then left
 * to the browser, which shows its own error card and retries.
 */
export async function renderPage(url: string, { site, source }: PrerenderInput): Promise<PrerenderedPage | null> {
  const queryClient = createPublicQueryClient();
  setJsonSource(queryClient, source);
  const handler = createStaticHandler(createRoutes({ queryClient, awaitData: true }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors || queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <SiteConfigContext value={site}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </SiteConfigContext>
    </StrictMode>,
  );
  const routeData = Object.values(context.loaderData).filter(isRouteData);
  const state: AppState = { router: { loaderData: context.loaderData, actionData: context.actionData }, queries: dehydrate(queryClient) };
  queryClient.clear();
  return {
    markup,
    state,
    preload: routeData.find((data) => data.preload)?.preload,
    notFound: routeData.some((data) => data.notFound),
  };
}
