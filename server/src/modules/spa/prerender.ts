import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@pets/shared';
import type { PublicJsonSource } from './public-json-source.js';

/** The main photo of a page, preloaded from the head. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** A page rendered on the server (the web app's app/prerender.tsx `PrerenderedPage`). */
export interface PrerenderedPage {
  markup: string;
  /** The router and data state the browser hydrates from, embedded as inert JSON. */
  state: unknown;
  preload?: PreloadImage;
  notFound: boolean;
}

/** A page's server render, or null when it cannot be rendered on the server. */
export type PagePrerenderer = (url: string, input: { site: SiteConfig; source: PublicJsonSource }) => Promise<PrerenderedPage | null>;

/** Where `npm run build -w apps/web` puts the server-side render, next to the web build. */
export function prerenderModulePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'ssr', 'dist', 'prerender.js');
}

/**
 * Loads the web app's server-side render (apps/web/src/app/prerender.tsx) on first use. Without
 * it (an older build, `vite dev`) pages are served as before, rendered by the client alone.
 */
export function lazyPrerenderer(modulePath: string, onError: (error: unknown) => void): PagePrerenderer {
  let loading: Promise<PagePrerenderer | null> | null = null;
  const load = () => {
    loading ??= fs.existsSync(modulePath)
      ? import(pathToFileURL(modulePath).href).then(
          (module: { renderPage?: PagePrerenderer }) => module.renderPage ?? null,
          (error: unknown) => {
            onError(error);
            return null;
          },
        )
      : Promise.resolve(null);
    return loading;
  };
  return async (url, input) => {
    const render = await load();
    if (!render) return null;
    try {
      return await render(url, input);
    } catch (error) {
      onError(error);
      return null;
    }
  };
}
