import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { isClientRoute, type SiteConfig } from '@pets/shared';
import { applyHeadTags, type HeadTags } from '../seo/head-tags.js';

const SITE_CONFIG_MARKER = '<!--site-config-->';
const ONE_YEAR_SECONDS = 31_536_000;

/** Embeds the foundation's public data as inert JSON (never executed, so the CSP stays strict). */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return template.replace(SITE_CONFIG_MARKER, `<script type="application/json" id="site-config">${json}</script>`);
}

export interface SpaOptions {
  webDistDir: string;
  resourcesDir: string;
  site: SiteConfig;
  /** The site's public origin for a request (for absolute URLs in preview tags). */
  origin: (req: Request) => string;
  /** Page-specific preview tags rendered into the HTML (e.g. an animal's name and photo). */
  headTagsFor?: (pathname: string, origin: string) => Promise<HeadTags | null>;
}

/**
 * Serves the built SPA: hashed assets with immutable caching, resources (/static, /docs), and
 * index.html for client routes (200) and for every other path (404, the SPA shows its not-found page).
 */
export function spaRouter({ webDistDir, resourcesDir, site, origin, headTagsFor }: SpaOptions): Router {
  const router = express.Router();
  const indexPath = path.join(webDistDir, 'index.html');
  let cachedHtml: string | null = null;
  const indexHtml = (): string | null => {
    if (cachedHtml !== null) return cachedHtml;
    if (!fs.existsSync(indexPath)) return null;
    cachedHtml = renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), site);
    return cachedHtml;
  };

  router.use(
    '/assets',
    express.static(path.join(webDistDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000, index: false, fallthrough: true }),
  );
  router.use('/static', express.static(path.join(resourcesDir, 'public'), { maxAge: '7d', index: false }));
  router.use('/docs', express.static(path.join(resourcesDir, 'docs'), { maxAge: '1d', index: false }));
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const html = indexHtml();
    if (html === null) {
      res.status(503).type('text/plain; charset=utf-8').send('Aplikacja nie została zbudowana: uruchom "npm run build".');
      return;
    }
    const known = req.path !== '/404' && isClientRoute(req.path);
    const tags = known && headTagsFor ? await headTagsFor(req.path, origin(req)) : null;
    res.status(known ? 200 : 404).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(tags ? applyHeadTags(html, tags) : html);
  });
  return router;
}
