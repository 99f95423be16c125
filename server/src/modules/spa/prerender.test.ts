import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { listen, type RunningServer } from '../../../test/listen.js';
import { lazyPrerenderer, prerenderModulePath } from './prerender.js';
import { spaRouter } from './spa.routes.js';

const TEMPLATE =
  '<!doctype html><html lang="pl"><head><!--site-config--><!--first-screen--><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's server render (the real one is apps/web/src/app/prerender.tsx,
 * covered by e2e/public-first-screen.spec.ts): it echoes what the server handed it.
 */
const RENDER_MODULE = `export async function renderPage(url, { site, source }) {
  if (url.includes('boom')) throw new Error('render failed');
  if (url.includes('/admin')) throw new Error('the panel is never rendered on the server');
  const answer = await source('/echo');
  return {
    markup: '<p data-url="' + url + '">' + site.foundationName + ' ' + answer.body + '</p>',
    state: { router: { loaderData: { home: '</script><b>' } }, queries: {} },
    preload: url.endsWith('/') ? { href: '/api/images/a.jpg?w=card', srcset: '/api/images/a.jpg?w=card 480w', sizes: '92vw' } : undefined,
    notFound: url.includes('nieznany'),
  };
}`;

describe('server-side render of public pages', () => {
  let server: RunningServer;
  let root: string;
  const errors: unknown[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    const webDistDir = path.join(root, 'dist');
    fs.mkdirSync(webDistDir);
    fs.writeFileSync(path.join(webDistDir, 'index.html'), TEMPLATE);
    const modulePath = prerenderModulePath(webDistDir);
    fs.mkdirSync(path.dirname(modulePath), { recursive: true });
    fs.writeFileSync(modulePath, RENDER_MODULE);
    const app = express();
    app.use(
      spaRouter({
        webDistDir,
        resourcesDir: root,
        site: async () => ({ ...DEFAULT_SITE_CONFIG, foundationName: 'Fundacja Testowa' }),
        origin: 'http://example.test',
        source: async (requested) => ({ status: 200, body: `odpowiedź ${requested}` }),
        prerender: lazyPrerenderer(modulePath, (error) => errors.push(error)),
      }),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('puts the markup into #root, rendered for the request address with the site config and the in-process API', async () => {
    const html = await (await fetch(`${server.baseUrl}/?gatunek=Mysz`)).text();
    expect(html).toContain('<div id="root"><p data-url="http://localhost/?gatunek=Mysz">Fundacja Testowa odpowiedź /echo</p></div>');
  });

  it('embeds the state the page was rendered from as inert JSON that no text can close, and keeps the module scripts', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('<script type="application/json" id="app-state">{"router":{"loaderData":{"home":"\\u003c/script>\\u003cb>"}},"queries":{}}</script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    expect(html).not.toContain('app-loader');
  });

  it("preloads the page's main photo from the head", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/api/images/a.jpg?w=card" imagesrcset="/api/images/a.jpg?w=card 480w" imagesizes="92vw" fetchpriority="high">');
  });

  it('answers 404 when the page says its address names nothing', async () => {
    const response = await fetch(`${server.baseUrl}/baza-wiedzy/nieznany`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-url="http://localhost/baza-wiedzy/nieznany"');
  });

  it('leaves the admin panel to the browser', async () => {
    const html = await (await fetch(`${server.baseUrl}/admin/login`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('app-state');
  });

  it('serves the page without markup when the render fails, and reports the error', async () => {
    const response = await fetch(`${server.baseUrl}/?boom=1`);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(errors).toHaveLength(1);
  });

  it('renders nothing without a built module', async () => {
    const render = lazyPrerenderer(path.join(root, 'missing.js'), (error) => errors.push(error));
    expect(await render('http://localhost/', { site: DEFAULT_SITE_CONFIG, source: async () => ({ status: 404, body: null }) })).toBeNull();
  });
});
