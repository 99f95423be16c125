import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { listen, type RunningServer } from '../../../test/listen.js';
import { spaRouter } from './spa.routes.js';

const TEMPLATE = '<!doctype html><html lang="pl"><head><title>x</title><!--site-config--><!--first-screen--></head><body><div id="root"></div></body></html>';

describe("a personal link's page (/dt/<token>)", () => {
  let server: RunningServer;
  let distDir: string;
  const rendered: string[] = [];
  const headTags: string[] = [];

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-personal-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    const app = express();
    app.use(
      spaRouter({
        webDistDir: distDir,
        resourcesDir: path.resolve(import.meta.dirname, '../../../../resources'),
        site: async () => ({ ...DEFAULT_SITE_CONFIG, foundationName: 'Fundacja Testowa' }),
        origin: 'http://example.test',
        source: async () => ({ status: 200, body: '{}' }),
        // Any page the server renders is recorded: the personal page must never be one of them.
        prerender: async (url) => {
          rendered.push(url);
          return { markup: '<p>wyrenderowane</p>', state: {}, notFound: false };
        },
        headTagsFor: async (pathname) => {
          headTags.push(pathname);
          return null;
        },
      }),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('is the bare shell with its title, kept by no cache, sending no referrer and never indexed', async () => {
    const response = await fetch(`${server.baseUrl}/dt/Ab-c_123xyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<title>Twoi podopieczni | Fundacja Testowa</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Ab-c_123xyz');
    expect(html).not.toContain('rel="canonical"');
    expect(rendered).toEqual([]);
    expect(headTags).toEqual([]);
  });

  it('leaves the other public pages rendered and cached as before', async () => {
    const response = await fetch(`${server.baseUrl}/kontakt`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('wyrenderowane');
    expect(rendered).toEqual(['http://localhost/kontakt']);
  });
});
