import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { isClientRoute, MESSAGES, type SiteConfig } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { applyCanonical, slashlessRedirect } from '../seo/canonical.js';
import type { HeadTags } from '../seo/head-tags.js';
import type { FirstScreen, FirstScreenResolver } from './first-screen.js';
import type { MissingPageCheck } from './missing-pages.js';
import { applyPageHead } from './page-head.js';
import { precompressedStatic } from './static-assets.js';
import type { PagePrerenderer } from './prerender.js';

const SITE_CONFIG_MARKER = '<!--site-config-->';
const FIRST_SCREEN_MARKER = '<!--first-screen-->';
/** Id of the inert JSON with the first screen's API responses (apps/web/src/lib/initial-data.ts reads it). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
const ONE_YEAR_SECONDS = 31_536_000;
const PAGE_METHODS = 'GET, HEAD';
/** The address whose render is the not-found page (the web app's /404 route). */
const NOT_FOUND_RENDER_URL = 'http://localhost/404';

/** Embeds the foundation's public data as inert JSON (never executed, so the CSP stays strict). */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return template.replace(SITE_CONFIG_MARKER, `<script type="application/json" id="site-config">${json}</script>`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts a page's first-screen data into its HTML: the API responses as inert JSON keyed by request
 * (`<` escaped, so no `</script>` can end the element early), and a high-priority preload of the
 * main photo with the same srcset/sizes as the <img> the app renders, so the download starts
 * with the HTML instead of after the scripts and the API call.
 */
export function renderFirstScreen(html: string, screen: FirstScreen | null): string {
  let tags = '';
  if (screen) {
    const { image, responses } = screen;
    if (image) {
      const responsive = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes ?? '')}"` : '';
      tags += `<link rel="preload" as="image" href="${escapeAttribute(image.href)}"${responsive} fetchpriority="high">`;
    }
    if (responses.length > 0) {
      const json = `{${responses.map(({ key, json: body }) => `${JSON.stringify(key)}:${body.toString('utf8')}`).join(',')}}`;
      tags += `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
    }
  }
  return html.includes(FIRST_SCREEN_MARKER) ? html.replace(FIRST_SCREEN_MARKER, tags) : html.replace('</head>', `${tags}</head>`);
}

const EMPTY_ROOT = '<div id="root"></div>';

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Puts server-rendered markup into the app's mount point (the client replaces it with the same
 * tree). Such a page needs no script for its first paint, so its module scripts and preloads give
 * way to /static/app-loader.js, which requests them after that paint: the stylesheet and the first
 * photo get the connection alone, and the largest paint never waits for the scripts.
 */
export function renderIntoRoot(html: string, markup: string | null): string {
  if (!markup) return html;
  const entry = MODULE_ENTRY.exec(html)?.[1];
  const withMarkup = html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  if (!entry) return withMarkup;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  return withMarkup
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_ENTRY, `<script defer src="/static/app-loader.js" data-entry="${entry}" data-preload="${preloads}"></script>`);
}

/** The embedded responses as values, for the server-side render. */
function initialDataOf(screen: FirstScreen): Record<string, unknown> {
  return Object.fromEntries(screen.responses.map(({ key, json }) => [key, JSON.parse(json.toString('utf8')) as unknown]));
}

export interface SpaOptions {
  webDistDir: string;
  resourcesDir: string;
  site: SiteConfig;
  /** The site's fixed public origin (for absolute URLs in preview tags), never taken from the request. */
  origin: string;
  /** Page-specific preview tags rendered into the HTML (e.g. an animal's name and photo). */
  headTagsFor?: (pathname: string, origin: string) => Promise<HeadTags | null>;
  /** The data and main photo of a page's first screen, embedded so it renders without waiting for the API. */
  firstScreenFor?: FirstScreenResolver;
  /** Renders the markup of pages with first-screen data on the server, so they paint before the scripts run. */
  prerender?: PagePrerenderer;
  /** Client routes whose subject does not exist (an unknown animal id): answered 404 like unknown paths. */
  isMissing?: MissingPageCheck;
}

/**
 * Serves the built SPA: hashed assets with immutable caching, resources (/static), and
 * index.html for client routes (200, with a canonical link) and for every other path or a route naming
 * nothing that exists (404, the SPA shows its not-found page). A trailing slash is redirected away (301).
 */
export function spaRouter({ webDistDir, resourcesDir, site, origin, headTagsFor, firstScreenFor, prerender, isMissing }: SpaOptions): Router {
  const router = express.Router();
  const indexPath = path.join(webDistDir, 'index.html');
  let cachedHtml: string | null = null;
  const indexHtml = (): string | null => {
    if (cachedHtml !== null) return cachedHtml;
    if (!fs.existsSync(indexPath)) return null;
    cachedHtml = renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), site);
    return cachedHtml;
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
    const html = indexHtml();
    if (html === null) {
      res.status(503).type('text/plain; charset=utf-8').send('Aplikacja nie została zbudowana: uruchom "npm run build".');
      return;
    }
    const route = req.path !== '/404' && isClientRoute(req.path) && !(await isMissing?.(req.path));
    const [foundTags, found] = await Promise.all([
      route && headTagsFor ? headTagsFor(req.path, origin) : null,
      route && firstScreenFor ? firstScreenFor(req.path, new URLSearchParams(search)) : null,
    ]);
    // A route whose data says the address names nothing (an unknown guide) is the not-found page.
    const known = route && !found?.notFound;
    const screen = known ? found : null;
    // Any address that names nothing gets the not-found page itself (/404's render), not an empty shell.
    const renderedUrl = known ? `http://localhost${req.originalUrl}` : NOT_FOUND_RENDER_URL;
    const markup = prerender && (screen || !known) ? await prerender(renderedUrl, { site, initialData: screen ? initialDataOf(screen) : {} }) : null;
    const rendered = renderIntoRoot(renderFirstScreen(html, screen), markup);
    const tagged = applyPageHead(rendered, { pathname: req.path, known, found: known ? foundTags : null, site, origin });
    // A not-found answer names no address of its own.
    const page = known ? applyCanonical(tagged, origin, req.path) : tagged;
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
