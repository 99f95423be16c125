import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES, type AdminPage, type AdminPageListItem, type PageSummary, type PublicPage } from '@pets/shared';
import { loadConfig } from '../../config.js';
import { ensureAdmin } from '../accounts/admin-users.js';
import { prerenderModulePath } from '../spa/prerender.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { imageFixture, imagesForm } from '../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { queryOne, queryRows } from '../../db/sql.js';

const GUIDE = {
  title: 'Koszatniczka — poradnik testowy',
  slug: 'poradnik-testowy',
  summary: 'Wszystko o opiece w jednym miejscu.',
  species: 'Królik',
  body: '# Dom\n\n- siano\n- **woda**\n\n[ABC](/abc-adopcji)',
  published: true,
};

/** The pages module on a real PostgreSQL, through the real app (the built web app renders the pages). */
describe('pages written in Treści', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let visitor: HttpClient;

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.post('/api/content/pages', { ...GUIDE, ...overrides });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<{ page: AdminPage }>(response)).page;
  };
  const upload = (path: string, bytes: Buffer) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      body: imagesForm([{ name: 'okladka.png', type: 'image/png', bytes }]),
      headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
    });
  const history = (id: number) =>
    queryRows<{ actor_name: string; action: string; details: Record<string, unknown> }>(db.dataSource, `SELECT actor_name, action, details FROM history WHERE subject_type = 'page' AND subject_id = $1 ORDER BY id`, [id]);

  beforeAll(async () => {
    const { webDistDir } = loadConfig({});
    for (const built of [path.join(webDistDir, 'index.html'), prerenderModulePath(webDistDir)]) {
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: these tests render with the built web app (npm run build -w apps/web; npm test builds first)`);
    }
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'redaktorka', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    visitor = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'redaktorka', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('keeps the placeholder pages while nothing is published', async () => {
    expect(await readJson<PageSummary[]>(await visitor.get('/api/pages'))).toEqual([]);
    expect((await visitor.get('/api/pages/o-nas')).status).toBe(404);
    for (const path of ['/baza-wiedzy', '/o-nas']) {
      const html = await (await visitor.get(path)).text();
      expect(html).toContain('Strona w budowie');
    }
  });

  it('creates a page, records who did it, and refuses bad or taken addresses in Polish', async () => {
    const page = await create();
    expect(page).toMatchObject({ slug: 'poradnik-testowy', published: true, updatedBy: 'redaktorka' });
    expect(await history(page.id)).toEqual([{ actor_name: 'redaktorka', action: 'page.created', details: { slug: 'poradnik-testowy', published: true } }]);

    for (const slug of ['Poradnik', 'świnka', 'a b', '-start', 'end-', 'a--b', '']) {
      const response = await admin.post('/api/content/pages', { ...GUIDE, slug });
      expect(response.status, slug).toBe(400);
      expect((await readJson<{ error: string }>(response)).error).toBe(PAGE_MESSAGES.slugInvalid);
    }
    const taken = await admin.post('/api/content/pages', { ...GUIDE, title: 'Inny' });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ error: PAGE_MESSAGES.slugTaken, fields: { slug: PAGE_MESSAGES.slugTaken } });

    const other = await create({ slug: 'drugi-poradnik', published: false });
    const renamed = await admin.request('PUT', `/api/content/pages/${other.id}`, { ...GUIDE, slug: 'poradnik-testowy' });
    expect(renamed.status).toBe(409);
    const published = await admin.request('PUT', `/api/content/pages/${other.id}`, { ...GUIDE, slug: 'drugi-poradnik', title: 'Drugi', published: true });
    expect(published.status).toBe(200);
    expect((await history(other.id)).map((row) => row.action)).toEqual(['page.created', 'page.published']);
    expect((await history(other.id))[1]?.details).toEqual({ slug: 'drugi-poradnik', fields: ['title', 'published'] });
    const list = await readJson<AdminPageListItem[]>(await admin.get('/api/content/pages'));
    expect(list.map((row) => row.slug).sort()).toEqual(['drugi-poradnik', 'poradnik-testowy']);
    expect((await admin.request('DELETE', `/api/content/pages/${other.id}`)).status).toBe(204);
    expect((await history(other.id)).at(-1)?.action).toBe('page.deleted');
  });

  it('never shows a draft to visitors', async () => {
    const draft = await create({ slug: 'szkic', title: 'Szkic', published: false });
    expect((await visitor.get('/api/pages/szkic')).status).toBe(404);
    expect((await readJson<PageSummary[]>(await visitor.get('/api/pages'))).map((page) => page.slug)).not.toContain('szkic');
    const response = await visitor.get('/baza-wiedzy/szkic');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Szkic');
    expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain('/baza-wiedzy/szkic');
    expect((await admin.get(`/api/content/pages/${draft.id}`)).status).toBe(200);
  });

  it('sanitises the Markdown: no raw HTML, scripts, event handlers, javascript: links or foreign images', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<div onclick="alert(2)">blok</div>',
      '<img src=x onerror="alert(3)">',
      '[klik](javascript:alert(4)) [dane](data:text/html,alert) [obcy](//zly.example/x)',
      '![obcy](https://tracker.example/pixel.png)',
      '![nasze](/api/images/0123456789abcdef.png)',
      'Tekst z <b onmouseover="alert(5)">HTML</b> w środku.',
      '# Nagłówek',
    ].join('\n\n');
    await create({ slug: 'xss', title: 'XSS', body });
    const page = await readJson<PublicPage>(await visitor.get('/api/pages/xss'));
    expect(page.html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|data:|tracker\.example|zly\.example|<div|<b>/i);
    expect(page.html).toContain('<img src="/api/images/0123456789abcdef.png" alt="nasze" loading="lazy" decoding="async" />');
    expect(page.html).toContain('<h2>Nagłówek</h2>');
    expect(page.html).not.toContain('<h1');
    const preview = await readJson<{ html: string }>(await admin.post('/api/content/preview', { body: '<script>alert(1)</script>\n\n**ok** [x](javascript:alert(1))' }));
    expect(preview.html).toBe('<p><strong>ok</strong> <a>x</a></p>');
  });

  it('stores a cover and body pictures through the photo pipeline, served under /api/images', async () => {
    const page = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM pages WHERE slug = 'poradnik-testowy'`);
    const cover = await upload(`/content/pages/${page.id}/cover`, await imageFixture('png', 30, 200));
    expect(cover.status).toBe(201);
    const saved = (await readJson<{ page: AdminPage }>(cover)).page;
    expect(saved.cover).toMatch(/^\/api\/images\/[a-f0-9]+\.png$/);
    const served = await visitor.get(`${saved.cover}?w=card`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const rejected = await upload(`/content/pages/${page.id}/images`, Buffer.from('<html>nie obraz</html>'));
    expect(rejected.status).toBe(400);
    const inline = await upload(`/content/pages/${page.id}/images`, await imageFixture('png', 200, 120));
    expect(inline.status).toBe(201);
    expect((await readJson<{ path: string }>(inline)).path).toMatch(/^\/api\/images\/[a-f0-9]+\.png$/);
  });

  it('renders a published guide on the server with its title, description, Open Graph tags, and lists it in the sitemap', async () => {
    const response = await visitor.get('/baza-wiedzy/poradnik-testowy');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Koszatniczka — poradnik testowy — Baza wiedzy \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Wszystko o opiece w jednym miejscu.">');
    expect(html).toContain('<meta property="og:title" content="Koszatniczka — poradnik testowy — Baza wiedzy');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/images\/[a-f0-9]+\.png\?w=full">/);
    expect(html).toContain('<meta property="og:type" content="article">');
    // The body itself is in the HTML, before any script runs, with the species' links.
    expect(html).toContain('<li><strong>woda</strong></li>');
    expect(html).toContain('href="/ankieta-gatunek/Kr%C3%B3lik"');
    expect(html).toContain('href="/adoptuje?gatunek=Kr%C3%B3lik"');
    const list = await (await visitor.get('/baza-wiedzy')).text();
    expect(list).toContain('href="/baza-wiedzy/poradnik-testowy"');
    expect(list).not.toContain('Strona w budowie');
    const sitemap = await (await visitor.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/baza-wiedzy\/poradnik-testowy<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('filters the guides by species', async () => {
    await create({ slug: 'myszy', title: 'Myszy', species: 'Mysz' });
    expect((await readJson<PageSummary[]>(await visitor.get('/api/pages?gatunek=Kr%C3%B3lik'))).map((page) => page.slug)).toEqual(['poradnik-testowy', 'xss']);
    expect((await readJson<PageSummary[]>(await visitor.get('/api/pages?gatunek=Mysz'))).map((page) => page.slug)).toEqual(['myszy']);
    expect(await readJson<PageSummary[]>(await visitor.get('/api/pages?gatunek=Szczur'))).toEqual([]);
    const filtered = await (await visitor.get('/baza-wiedzy?gatunek=Mysz')).text();
    expect(filtered).toContain('href="/baza-wiedzy/myszy"');
    expect(filtered).not.toContain('href="/baza-wiedzy/poradnik-testowy"');
    expect((await visitor.get('/api/pages?gatunek=Smok')).status).toBe(400);
  });

  it('answers 404 with the not-found page for an unknown guide', async () => {
    for (const path of ['/baza-wiedzy/nie-ma-takiego', '/baza-wiedzy/Zly_Adres', '/api/pages/nie-ma-takiego']) {
      expect((await visitor.get(path)).status, path).toBe(404);
    }
  });

  it('shows the published page o-nas at /o-nas, and not among the guides', async () => {
    await create({ slug: 'o-nas', title: 'O nas', species: null, body: 'Pomagamy **małym** zwierzętom.' });
    const html = await (await visitor.get('/o-nas')).text();
    expect(html).toContain('Pomagamy <strong>małym</strong> zwierzętom.');
    expect(html).not.toContain('Strona w budowie');
    expect((await readJson<PageSummary[]>(await visitor.get('/api/pages'))).map((page) => page.slug)).not.toContain('o-nas');
    expect((await visitor.get('/baza-wiedzy/o-nas')).status).toBe(404);
  });
});
