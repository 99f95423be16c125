import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { listen, type RunningServer } from '../../../test/listen.js';
import { applyTitle } from '../seo/head-tags.js';
import { renderIndexHtml, spaRouter } from './spa.routes.js';

const TEMPLATE = '<!doctype html><html lang="pl"><head><!--site-config--></head><body><div id="root"></div></body></html>';

describe('SPA serving', () => {
  let server: RunningServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = express();
    app.use(spaRouter({ webDistDir: distDir, resourcesDir: path.resolve(import.meta.dirname, '../../../../resources'), site: async () => ({ ...DEFAULT_SITE_CONFIG, foundationName: 'Fundacja </script> Test' }), origin: 'http://example.test' }));
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/adoptuje', '/zwierzak/12', '/ankieta/3', '/ankieta-gatunek/Kr%C3%B3lik', '/admin', '/admin/surveys', '/kontakt'])(
    'answers the client route %s with the SPA and 200',
    async (route) => {
      const response = await fetch(`${server.baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('id="site-config"');
    },
  );

  it.each(['/nie-ma-takiej-strony', '/404', '/adoptuje/x/y', '/zwierzak'])('answers %s with the SPA and 404', async (route) => {
    const response = await fetch(`${server.baseUrl}${route}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('names the address of a client route in a canonical link, without the query; a 404 names none', async () => {
    const html = await (await fetch(`${server.baseUrl}/abc-adopcji?utm_source=x`)).text();
    expect(html).toContain('<link rel="canonical" href="http://example.test/abc-adopcji"></head>');
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain('<link rel="canonical" href="http://example.test/">');
    expect(await (await fetch(`${server.baseUrl}/nie-ma-takiej-strony`)).text()).not.toContain('rel="canonical"');
  });

  it.each([
    ['/abc-adopcji/', '/abc-adopcji'],
    ['/adoptuje/?gatunek=Mysz', '/adoptuje?gatunek=Mysz'],
    ['/zwierzak/12//', '/zwierzak/12'],
    ['//evil.example/', '/evil.example'],
  ])('redirects the trailing-slash address %s to %s (301)', async (from, to) => {
    const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('embeds the site configuration as inert, escaped JSON', () => {
    const html = renderIndexHtml(TEMPLATE, { ...DEFAULT_SITE_CONFIG, foundationName: 'A </script><script>alert(1)</script>' });
    const json = html.match(/<script type="application\/json" id="site-config">(.*?)<\/script>/)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json) as { foundationName: unknown }).foundationName).toBe('A </script><script>alert(1)</script>');
  });

  it("embeds a name typed in the panel as it is, even with replace()'s special patterns ($&, $')", () => {
    const name = "Fundacja $& $' $` $$ Łapki";
    const html = renderIndexHtml(TEMPLATE, { ...DEFAULT_SITE_CONFIG, foundationName: name });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.match(/<script type="application\/json" id="site-config">(.*?)<\/script>/)?.[1] ?? '';
    expect((JSON.parse(json) as { foundationName: unknown }).foundationName).toBe(name);
    expect(applyTitle('<title>x</title>', name)).toBe(`<title>${name.replace('&', '&amp;')}</title>`);
  });
});
