import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { isClientRoute, MESSAGES, type SiteConfig } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { applyCanonical, slashlessRedirect } from '../seo/canonical.js';
import type { HeadTags } from '../seo/head-tags.js';
import type { MissingPageCheck } from './missing-pages.js';
import { applyPageHead } from './page-head.js';
import { applyNoIndex, isPersonalPage, setPersonalPageHeaders } from './personal-pages.js';
import { precompressedStatic } from './static-assets.js';
import type { PagePrerenderer, PrerenderedPage, PreloadImage } from './prerender.js';
import type { PublicJsonSource } from './public-json-source.js';

const SITE_CONFIG_MARKER = '<!--site-config-->';
const FIRST_SCREEN_MARKER = '<!--first-screen-->';
/** Id of the inert JSON with the state a page was rendered from (apps/web/src/app/app-state.ts reads it). */
export const APP_STATE_ELEMENT_ID = 'app-state';
const ONE_YEAR_SECONDS = 31_536_000;
const PAGE_METHODS = 'GET, HEAD';
/** The address whose render is the not-found page (the web app's /404 route). */
const NOT_FOUND_RENDER_URL = 'http://localhost/404';

/**
 * Embeds the foundation's public data as inert JSON (never executed, so the CSP stays strict).
 * The insertions below pass functions to replace(): text typed in the panel (a name with "$'" or
 * "$&") must land as it is, not as String.replace's special patterns.
 */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return template.replace(SITE_CONFIG_MARKER, () => `<script type="application/json" id="site-config">${json}</script>`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A high-priority preload of the main photo, with the srcset/sizes of the <img> the page renders. */
function preloadTag(image: PreloadImage): string {
  const responsive = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.href)}"${responsive} fetchpriority="high">`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts a server-rendered page into the HTML: its markup into #root, the router and data state it
 * was rendered from as inert JSON (`<` escaped, so no `</script>` can end the element early; never
 * executed, so the CSP stays strict) for the browser to hydrate from, and the main photo's preload,
 * so its download starts with the HTML. The module scripts stay as Vite wrote them: they load
 * while the page paints and hydrate it.
 */
export function renderPrerendered(html: string, page: PrerenderedPage | null): string {
  if (!page) return html.replace(FIRST_SCREEN_MARKER, '');
  const state = `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`;
  const head = `${page.preload ? preloadTag(page.preload) : ''}${state}`;
  const withHead = html.includes(FIRST_SCREEN_MARKER) ? html.replace(FIRST_SCREEN_MARKER, () => head) : html.replace('</head>', () => `${head}</head>`);
  return withHead.replace(EMPTY_ROOT, () => `<div id="root">${page.markup}</div>`);
}

/** Server-rendered addresses: the public pages (the admin panel is the browser's alone). */
const isPublicPage = (pathname: string) => !/^\/admin(\/|$)/.test(pathname);

export interface SpaOptions {
  webDistDir: string;
  resourcesDir: string;
  /** The foundation's public data now: read for every page, so a save in the panel shows at once. */
  site: () => Promise<SiteConfig>;
  /** The site's fixed public origin (for absolute URLs in preview tags), never taken from the request. */
  origin: string;
  /** Page-specific preview tags rendered into the HTML (e.g. an animal's name and photo). */
  headTagsFor?: (pathname: string, origin: string) => Promise<HeadTags | null>;
  /** The public API read in-process by the server render. */
  source?: PublicJsonSource;
  /** Renders public pages on the server, so they paint complete before the scripts run. */
  prerender?: PagePrerenderer;
  /** Client routes whose subject does not exist (an unknown animal id): answered 404 like unknown paths. */
  isMissing?: MissingPageCheck;
}

/**
 * Serves the built SPA: hashed assets with immutable caching, resources (/static), and
 * index.html for client routes (200, with a canonical link) and for every other path or a route naming
 * nothing that exists (404, the SPA shows its not-found page). A trailing slash is redirected away (301).
 */
export function spaRouter({ webDistDir, resourcesDir, site, origin, headTagsFor, source, prerender, isMissing }: SpaOptions): Router {
  const router = express.Router();
  const indexPath = path.join(webDistDir, 'index.html');
  let template: string | null = null;
  const indexTemplate = (): string | null => {
    if (template !== null) return template;
    if (!fs.existsSync(indexPath)) return null;
    template = fs.readFileSync(indexPath, 'utf8');
    return template;
  };

  router.use('/assets', precompressedStatic(path.join(webDistDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 }));
  router.use('/static', express.static(path.join(resourcesDir, 'public'), { maxAge: '7d', index: false }));
  router.use(precompressedStatic(webDistDir, { maxAge: '1h' }));

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Pages are only read: a JSON 405 in Polish (through the error handler), not Express's
      // English "Cannot PUT /" page.
      res.setHeader('Allow', PAGE_METHODS);
      next(new HttpError(405, 'method_not_allowed', MESSAGES.server.methodNotAllowed));
      return;
    }
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const slashless = slashlessRedirect(req.path, search);
    if (slashless) {
      res.redirect(301, slashless);
      return;
    }
    const shell = indexTemplate();
    if (shell === null) {
      res.status(503).type('text/plain; charset=utf-8').send('Aplikacja nie została zbudowana: uruchom "npm run build".');
      return;
    }
    const siteNow = await site();
    const html = renderIndexHtml(shell, siteNow);
    const route = req.path !== '/404' && isClientRoute(req.path) && !(await isMissing?.(req.path));
    if (route && isPersonalPage(req.path)) {
      // The token page: the shell alone, with its title; the browser reads the page's API.
      setPersonalPageHeaders(res);
      res.status(200).type('html').send(applyNoIndex(applyPageHead(renderPrerendered(html, null), { pathname: req.path, known: true, found: null, site: siteNow, origin })));
      return;
    }
    const renderable = prerender && source && isPublicPage(req.path);
    const [foundTags, rendered] = await Promise.all([
      route && headTagsFor ? headTagsFor(req.path, origin) : null,
      // Any address that names nothing gets the not-found page itself (/404's render), not an empty shell.
      renderable ? prerender(route ? `http://localhost${req.originalUrl}` : NOT_FOUND_RENDER_URL, { site: siteNow, source }) : null,
    ]);
    // A page whose data says the address names nothing (an unknown guide) is a not-found answer.
    const known = route && !rendered?.notFound;
    const tagged = applyPageHead(renderPrerendered(html, rendered), { pathname: req.path, known, found: known ? foundTags : null, site: siteNow, origin });
    // A not-found answer names no address of its own.
    const page = known ? applyCanonical(tagged, origin, req.path) : tagged;
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
