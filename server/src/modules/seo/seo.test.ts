import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { applyHeadTags, excerpt } from './head-tags.js';

const TEMPLATE = `<!doctype html><html lang="pl"><head><title>Fundacja</title>
<meta name="description" content="Ogólny opis"><!--site-config--></head><body><div id="root"></div></body></html>`;

describe('animal page preview tags', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  let animalId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const [row] = await db.dataSource.query(
      `INSERT INTO animals (name, species, sex, status, health, description)
       VALUES ('Kulka "Mała" <3', 'Świnka morska', 'Samica', 'Dostępny', 'Zdrowa', $1) RETURNING id`,
      ['Kulka to łagodna świnka, która uwielbia siano i marchewkę.\n\nSzuka domu z drugą świnką.'],
    );
    animalId = row.id;
    await db.dataSource.query(
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
    expect(html).toContain('<title>Kulka &quot;Mała&quot; &lt;3 — Świnka morska do adopcji | Fundacja Małe Łapki</title>');
    expect(html).toContain('<meta property="og:title" content="Kulka &quot;Mała&quot; &lt;3 — Świnka morska do adopcji | Fundacja Małe Łapki">');
    expect(html).toContain('<meta property="og:description" content="Kulka to łagodna świnka, która uwielbia siano i marchewkę. Szuka domu z drugą świnką.">');
    expect(html).toContain('<meta property="og:image" content="https://adopcje.example.org/api/images/dddddddddddddddd.jpg?w=full">');
    expect(html).toContain(`<meta property="og:url" content="https://adopcje.example.org/zwierzak/${animalId}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('leaves other pages and unknown animals with the general tags', async () => {
    const html = await (await fetch(`${server.baseUrl}/zwierzak/999999`)).text();
    expect(html).toContain('<title>Fundacja</title>');
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
