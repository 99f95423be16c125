import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDescription, PAGE_TITLES } from '@pets/shared';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { prerenderModulePath } from '../spa/prerender.js';

const ORIGIN = 'https://adopcje.example.org';
const TITLE = 'Zostań domem tymczasowym | Fundacja Małe Łapki';

/**
 * /dom-tymczasowy (issue 33, item 1) is a public page like the others: complete in the HTML the
 * server sends (title, description, canonical address, preview tags, the intro and the form),
 * and listed in the sitemap. Rendered with the real web build, like server-pages.test.ts.
 */
describe('the foster-home page from the server', () => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    const { webDistDir } = loadConfig({});
    for (const built of [path.join(webDistDir, 'index.html'), prerenderModulePath(webDistDir)]) {
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: these tests render with the built web app (npm run build -w apps/web)`);
    }
    db = await createTestDatabase();
    server = await startTestApp(db.dataSource, { publicUrl: ORIGIN });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('sends its title, description, canonical address, preview tags and the form in the HTML', async () => {
    const response = await fetch(`${server.baseUrl}/dom-tymczasowy`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(PAGE_TITLES.fosterApply).toBe('Zostań domem tymczasowym');
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([TITLE]);
    expect(head).toContain(`<meta name="description" content="${pageDescription('fosterApply')}">`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/dom-tymczasowy">`);
    expect(head).toContain(`<meta property="og:title" content="${TITLE}">`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/dom-tymczasowy">`);
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/static/og-default.png">`);

    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('<h1 class="banner__title">Zostań domem tymczasowym</h1>');
    expect(body).toContain('Czym jest dom tymczasowy?');
    expect(body).toMatch(/<h2 id="foster-apply-form-title"[^>]*>Zgłoś swój dom<\/h2>/);
    expect(body).toContain('Jakie zwierzaki możesz przyjąć?');
    expect(body).toContain('Wyślij zgłoszenie');
  });

  it('is in the sitemap', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/dom-tymczasowy</loc>`);
  });
});
