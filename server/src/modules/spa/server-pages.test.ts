import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pageDescription, PAGE_TITLES, type PageName } from '@pets/shared';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { prerenderModulePath } from './prerender.js';
import { queryOne } from '../../db/sql.js';

const FOUNDATION = 'Fundacja Małe Łapki';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document's one <title> and <meta name="description">, as the server sent them. */
function head(html: string) {
  const headPart = html.slice(0, html.indexOf('</head>'));
  return {
    titles: [...headPart.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    descriptions: [...headPart.matchAll(/<meta name="description" content="([^"]*)">/g)].map((match) => match[1]),
    root: /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '',
  };
}

/**
 * Every public page is complete in the HTML the server sends, before any script runs (issue 18,
 * item 7): its own title and description (the same the web app sets, shared page-meta.ts), and the
 * not-found page rendered for /404 and any address that names nothing, with HTTP 404.
 * Rendered with the real web build, like the guide pages' test.
 */
describe('public pages from the server', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let animalId: number;

  beforeAll(async () => {
    const { webDistDir } = loadConfig({});
    for (const built of [path.join(webDistDir, 'index.html'), prerenderModulePath(webDistDir)]) {
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: these tests render with the built web app (npm run build -w apps/web; npm test builds first)`);
    }
    db = await createTestDatabase();
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, status, health, description)
       VALUES ('Pestka "Mała" <3', 'Królik', 'Samica', 'Wstrzymany', 'Zdrowa', 'Spokojna królica.') RETURNING id`,
    );
    animalId = row.id;
    server = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const page = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return { status: response.status, ...head(await response.text()) };
  };

  it.each([
    ['/', 'home'],
    ['/adoptuje', 'adopt'],
    ['/wspieram', 'support'],
    ['/abc-adopcji', 'abc'],
    ['/baza-wiedzy', 'knowledge'],
    // Nothing published in Treści: the fixed description.
    ['/o-nas', 'about'],
    ['/kontakt', 'contact'],
  ] satisfies [string, PageName][])('%s has its own title and description', async (url, name) => {
    const { status, titles, descriptions } = await page(url);
    expect(status).toBe(200);
    expect(titles).toEqual([escapeHtml(`${PAGE_TITLES[name]} | ${FOUNDATION}`)]);
    expect(descriptions).toEqual([escapeHtml(pageDescription(name) ?? '')]);
  });

  it('names an animal page after the animal, escaped', async () => {
    const { status, titles, descriptions } = await page(`/zwierzak/${animalId}`);
    expect(status).toBe(200);
    expect(titles).toEqual([`Pestka &quot;Mała&quot; &lt;3 – Królik | ${FOUNDATION}`]);
    expect(descriptions).toEqual(['Spokojna królica.']);
  });

  it.each(['/404', '/nie-ma-takiej-strony', '/zwierzak/999999', '/baza-wiedzy/nie-ma-takiego-poradnika'])(
    'renders %s as the not-found page with HTTP 404',
    async (url) => {
      const { status, titles, root } = await page(url);
      expect(status).toBe(404);
      expect(titles).toEqual([`${PAGE_TITLES.notFound} | ${FOUNDATION}`]);
      expect(root).toContain(`<h1 class="not-found__title">${MESSAGES.public.notFound}</h1>`);
      expect(root).toContain('href="/adoptuje"');
    },
  );
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly the given headers (fetch would add and undo its own Accept-Encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The build's compressed copies of an asset are sent as they are; dynamic answers are compressed on the fly. */
describe('precompressed static assets', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  const script = Buffer.from(`console.log(${JSON.stringify('małe łapki '.repeat(400))});\n`);
  const plain = Buffer.from(`body{color:#2f6b4f}\n`.repeat(200));

  beforeAll(async () => {
    db = await createTestDatabase();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    // Long enough for the compression middleware (it leaves answers under 1 kB alone).
    const filler = `<p>${'Fundacja Małe Łapki. '.repeat(80)}</p>`;
    fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html lang="pl"><head><title>x</title><!--site-config--></head><body><div id="root"></div>${filler}</body></html>`);
    const assets = path.join(distDir, 'assets');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(assets, 'vendor-abc123.js'), script);
    fs.writeFileSync(path.join(assets, 'vendor-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(assets, 'vendor-abc123.js.gz'), zlib.gzipSync(script));
    // A file the build left without copies (too small to gain, or not text).
    fs.writeFileSync(path.join(assets, 'plain-abc123.css'), plain);
    server = await startTestApp(db.dataSource, { webDistDir: distDir });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  const asset = (file: string, acceptEncoding?: string) =>
    rawGet(`${server.baseUrl}/assets/${file}`, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });

  it('sends the brotli copy to a browser that accepts it, with its type, Vary and the immutable caching', async () => {
    const response = await asset('vendor-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toEqual(fs.readFileSync(path.join(distDir, 'assets', 'vendor-abc123.js.br')));
    expect(zlib.brotliDecompressSync(response.body)).toEqual(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await asset('vendor-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(response.body)).toEqual(script);
  });

  it('sends the file itself to a client without Accept-Encoding, or one that refuses every encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await asset('vendor-abc123.js', acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toEqual(script);
    }
  });

  it('still compresses a file without copies and the pages on the fly', async () => {
    const css = await asset('plain-abc123.css', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(css.body)).toEqual(plain);
    const html = await rawGet(`${server.baseUrl}/adoptuje`, { 'Accept-Encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
  });
});
