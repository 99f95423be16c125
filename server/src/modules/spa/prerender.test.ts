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
const RENDER_MODULE = `export async function renderPage(url, { site, initialData }) {
  if (url.includes('boom')) throw new Error('render failed');
  return '<p data-url="' + url + '">' + site.foundationName + ' ' + Object.keys(initialData).join(',') + '</p>';
}`;

describe('server-side render of pages with first-screen data', () => {
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
        site: { ...DEFAULT_SITE_CONFIG, foundationName: 'Fundacja Testowa' },
        origin: 'http://example.test',
        firstScreenFor: async (pathname, search) =>
          pathname === '/'
            ? { responses: [{ key: `/animals/available${search.size ? `?${search}` : ''}`, json: Buffer.from('[]') }] }
            : null,
        prerender: lazyPrerenderer(modulePath, (error) => errors.push(error)),
      }),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('puts the markup into #root, rendered for the request address with the site config and the embedded data', async () => {
    const html = await (await fetch(`${server.baseUrl}/?gatunek=Mysz`)).text();
    expect(html).toContain('<div id="root"><p data-url="http://localhost/?gatunek=Mysz">Fundacja Testowa /animals/available?gatunek=Mysz</p></div>');
  });

  it('starts the scripts of a rendered page after its first paint (it needs none), others as usual', async () => {
    const rendered = await (await fetch(`${server.baseUrl}/`)).text();
    expect(rendered).toContain('<script defer src="/static/app-loader.js" data-entry="/assets/index.js" data-preload="/assets/vendor.js"></script>');
    expect(rendered).not.toContain('type="module"');
    expect(rendered).not.toContain('modulepreload');
    const plain = await (await fetch(`${server.baseUrl}/kontakt`)).text();
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    expect(plain).not.toContain('app-loader');
  });

  it('leaves pages without first-screen data to the client', async () => {
    const html = await (await fetch(`${server.baseUrl}/kontakt`)).text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the page without markup when the render fails, and reports the error', async () => {
    const response = await fetch(`${server.baseUrl}/?boom=1`);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(errors).toHaveLength(1);
  });

  it('renders nothing without a built module', async () => {
    const render = lazyPrerenderer(path.join(root, 'missing.js'), (error) => errors.push(error));
    expect(await render('http://localhost/', { site: DEFAULT_SITE_CONFIG, initialData: {} })).toBeNull();
  });
});
