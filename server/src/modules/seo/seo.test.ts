import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { publicOrigin, warnWithoutPublicUrl } from '../../http/public-origin.js';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { applyHeadTags, excerpt } from './head-tags.js';
import { execute, queryOne } from '../../db/sql.js';

const TEMPLATE = `<!doctype html><html lang="pl"><head><title>Fundacja</title>
<meta name="description" content="Ogólny opis"><!--site-config--></head><body><div id="root"></div></body></html>`;

describe('animal page preview tags', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  let animalId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, status, health, description)
       VALUES ('Kulka "Mała" <3', 'Świnka morska', 'Samica', 'Dostępny', 'Zdrowa', $1) RETURNING id`,
      ['Kulka to łagodna świnka, która uwielbia siano i marchewkę.\n\nSzuka domu z drugą świnką.'],
    );
    animalId = row.id;
    await execute(
      db.dataSource,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes)
       VALUES ($1, 'dddddddddddddddd.jpg', 'image/jpeg', '\\x00', '\\x00', '\\x00', 1, 1, 1, 1, 1, 1, 1, 1, 1)`,
      [animalId],
    );
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    server = await startTestApp(db.dataSource, { webDistDir: distDir, publicUrl: 'https://adopcje.example.org' });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('puts the name, description and photo into the raw HTML of /zwierzak/:id', async () => {
    const response = await fetch(`${server.baseUrl}/zwierzak/${animalId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Kulka &quot;Mała&quot; &lt;3 – Świnka morska | Fundacja Małe Łapki</title>');
    expect(html).toContain('<meta property="og:title" content="Kulka &quot;Mała&quot; &lt;3 – Świnka morska | Fundacja Małe Łapki">');
    expect(html).toContain('<meta property="og:description" content="Kulka to łagodna świnka, która uwielbia siano i marchewkę. Szuka domu z drugą świnką.">');
    expect(html).toContain('<meta property="og:image" content="https://adopcje.example.org/api/images/dddddddddddddddd.jpg?w=full">');
    expect(html).toContain(`<meta property="og:url" content="https://adopcje.example.org/zwierzak/${animalId}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives every fixed public page and the survey a preview with the foundation\'s picture, which the server serves', async () => {
    const pages = ['/', '/adoptuje', '/wspieram', '/abc-adopcji', '/baza-wiedzy', '/o-nas', '/kontakt', `/ankieta/${animalId}`, '/ankieta-gatunek/Chomik%20syryjski'];
    for (const pathname of pages) {
      const html = await (await fetch(`${server.baseUrl}${pathname}`)).text();
      expect(html, pathname).toContain('<meta property="og:image" content="https://adopcje.example.org/static/og-default.png">');
      expect(html, pathname).toMatch(/<meta property="og:title" content="[^"]+ \| Fundacja Małe Łapki">/);
    }
    const survey = await (await fetch(`${server.baseUrl}/ankieta/${animalId}`)).text();
    expect(survey).toContain('<meta property="og:title" content="Ankieta adopcyjna | Fundacja Małe Łapki">');
    const image = await fetch(`${server.baseUrl}/static/og-default.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('gives an unknown animal the not-found title and no preview tags', async () => {
    const html = await (await fetch(`${server.baseUrl}/zwierzak/999999`)).text();
    expect(html).toContain('<title>Nie znaleziono strony | Fundacja Małe Łapki</title>');
    expect(html).not.toContain('og:title');
  });
});

describe('head tag helpers', () => {
  it('shortens long descriptions at a word boundary', () => {
    const text = 'słowo '.repeat(100);
    const short = excerpt(text, 50);
    expect(short.length).toBeLessThanOrEqual(51);
    expect(short.endsWith('…')).toBe(true);
  });

  it('escapes every value', () => {
    const html = applyHeadTags('<head><title>x</title></head>', { title: '"><script>', description: '&', url: 'https://x' });
    expect(html).not.toContain('<script>');
  });
});

/** A GET with a forged Host header (fetch does not let a caller set Host). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('absolute links never follow the Host header (issue 17, finding 7)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  let animalId: number;
  const forged = 'evil.example';

  beforeAll(async () => {
    db = await createTestDatabase();
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, status, health, description) VALUES ('Pimpek', 'Chomik syryjski', 'Samiec', 'Dostępny', 'Zdrowy', 'Opis') RETURNING id`,
    );
    animalId = row.id;
    await execute(
      db.dataSource,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes)
       VALUES ($1, 'eeeeeeeeeeeeeeee.jpg', 'image/jpeg', '\\x00', '\\x00', '\\x00', 1, 1, 1, 1, 1, 1, 1, 1, 1)`,
      [animalId],
    );
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-host-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    // PUBLIC_URL unset: the fallback is http://localhost:PORT from the configuration.
    server = await startTestApp(db.dataSource, { webDistDir: distDir, publicUrl: undefined, port: 3123 });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps og:url and og:image on the configured origin', async () => {
    const page = await getWithHost(server.baseUrl, `/zwierzak/${animalId}`, forged);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:3123/zwierzak/${animalId}">`);
    expect(page.body).toContain('<meta property="og:image" content="http://localhost:3123/api/images/eeeeeeeeeeeeeeee.jpg?w=full">');
    expect(page.body).not.toContain(forged);
  });

  it('keeps the sitemap and robots.txt on the configured origin', async () => {
    const sitemap = await getWithHost(server.baseUrl, '/sitemap.xml', forged);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<loc>http://localhost:3123/</loc>');
    expect(sitemap.body).toContain(`<loc>http://localhost:3123/zwierzak/${animalId}</loc>`);
    expect(sitemap.body).not.toContain(forged);
    const robots = await getWithHost(server.baseUrl, '/robots.txt', forged);
    expect(robots.body).toContain('Sitemap: http://localhost:3123/sitemap.xml');
    expect(robots.body).not.toContain(forged);
  });

  it('uses PUBLIC_URL without a trailing slash, and warns once in production without it', () => {
    expect(publicOrigin({ publicUrl: 'https://adopcje.example.org/', port: 3000 })).toBe('https://adopcje.example.org');
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    warnWithoutPublicUrl({ ...loadConfig({ NODE_ENV: 'production' }), port: 8080 }, logger);
    warnWithoutPublicUrl({ ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://adopcje.example.org' }) }, logger);
    warnWithoutPublicUrl({ ...loadConfig({ NODE_ENV: 'development' }) }, logger);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, origin: 'http://localhost:8080' });
    expect(lines[0]).toContain('PUBLIC_URL is not set');
  });
});
