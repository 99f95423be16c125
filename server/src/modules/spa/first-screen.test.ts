import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { PublicAnimalsJson } from '../animals/animals.public.routes.js';
import { firstScreenResolver } from './first-screen.js';

const TEMPLATE = `<!doctype html><html lang="pl"><head><title>Fundacja</title><!--site-config-->
<!--first-screen--><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

/** The embedded first-screen responses of a page, or null when it has none. */
function embedded(html: string): Record<string, unknown> | null {
  const text = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
}

const preloadOf = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? null;

describe('first-screen data embedded in the SPA page', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  const ids: Record<string, number> = {};

  const page = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return { status: response.status, html: await response.text() };
  };
  const api = async (url: string) => (await fetch(`${server.baseUrl}/api${url}`)).json();

  beforeAll(async () => {
    db = await createTestDatabase();
    const insert = async (name: string, species: string, sex: string, createdAt: string) => {
      const [row] = await db.dataSource.query(
        `INSERT INTO animals (name, species, sex, status, health, created_at) VALUES ($1, $2, $3, 'Dostępny', 'Zdrowa', $4) RETURNING id`,
        [name, species, sex, createdAt],
      );
      return row.id as number;
    };
    ids.mouse = await insert('Pestka', 'Mysz', 'Samica', '2026-01-01T10:00:00Z');
    ids.rat = await insert('Szczurek </script><script>alert(1)</script>', 'Szczur', 'Samiec', '2026-01-02T10:00:00Z');
    ids.maleMouse = await insert('Kulka', 'Mysz', 'Samiec', '2026-01-03T10:00:00Z');
    for (const [position, filename] of ['aaaaaaaaaaaaaaaa.jpg', 'bbbbbbbbbbbbbbbb.jpg'].entries()) {
      await db.dataSource.query(
        `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height, position,
           full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes)
         VALUES ($1, $2, 'image/jpeg', '\\x00', '\\x00', '\\x00', 1, 1, $3, 1, 1, 1, 1, 1, 1, 1)`,
        [ids.maleMouse, filename, position],
      );
    }
    await db.dataSource.query(
      `UPDATE animals SET cover_image_id = (SELECT id FROM images WHERE filename = 'aaaaaaaaaaaaaaaa.jpg') WHERE id = $1`,
      [ids.maleMouse],
    );
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    server = await startTestApp(db.dataSource, { webDistDir: distDir });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('gives the home page the public list exactly as the API answers it, and preloads the first slide photo', async () => {
    const { html } = await page('/');
    const data = embedded(html);
    // With the published guides, for the guide cards' links.
    expect(Object.keys(data ?? {})).toEqual(['/animals/available', '/pages']);
    expect(data?.['/animals/available']).toEqual(await api('/animals/available'));
    expect((data?.['/animals/available'] as { imie: string }[]).map((animal) => animal.imie)[0]).toBe('Kulka');
    expect(preloadOf(html)).toBe(
      '<link rel="preload" as="image" href="/api/images/aaaaaaaaaaaaaaaa.jpg?w=card"' +
        ' imagesrcset="/api/images/aaaaaaaaaaaaaaaa.jpg?w=card 480w, /api/images/aaaaaaaaaaaaaaaa.jpg?w=full 1200w"' +
        ' imagesizes="(min-width: 1200px) 360px, (min-width: 600px) 46vw, 92vw" fetchpriority="high">',
    );
    // Before the scripts, so the photo is requested with the HTML.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('keeps a name with </script> inside the inert JSON', async () => {
    const { html } = await page('/');
    const text = /id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(text).not.toMatch(/<\/?script/i);
    const names = (embedded(html)?.['/animals/available'] as { imie: string }[]).map((animal) => animal.imie);
    expect(names).toContain('Szczurek </script><script>alert(1)</script>');
    // site-config, initial-data and the module script: nothing else became a script element.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('gives /adoptuje the list of the filters in its address, under the key the client requests, ignoring unknown values', async () => {
    const { html } = await page('/adoptuje?plec=Samica,Nieznana&gatunek=Mysz,Smok&kolor=czarny');
    const data = embedded(html);
    expect(Object.keys(data ?? {})).toEqual(['/animals/available?gatunek=Mysz&plec=Samica']);
    const list = data?.['/animals/available?gatunek=Mysz&plec=Samica'] as { id_zwierzaka: number }[];
    expect(list.map((animal) => animal.id_zwierzaka)).toEqual([ids.mouse]);
    expect(list).toEqual(await api('/animals/available?gatunek=Mysz&plec=Samica'));
    // The first card's photo (the default picture here: not an API image, so no srcset).
    expect(preloadOf(html)).toBe('<link rel="preload" as="image" href="/static/default-animal.webp" fetchpriority="high">');
  });

  it('uses the canonical order of the values and of the filters for the key', async () => {
    const data = embedded((await page('/adoptuje?gatunek=Szczur,Mysz')).html);
    expect(Object.keys(data ?? {})).toEqual(['/animals/available?gatunek=Mysz%2CSzczur']);
  });

  it('does not preload a photo when a name search or a later page shows another first card', async () => {
    for (const url of ['/adoptuje?q=Kul', '/adoptuje?strona=2']) {
      const { html } = await page(url);
      expect(Object.keys(embedded(html) ?? {})).toEqual(['/animals/available']);
      expect(preloadOf(html)).toBeNull();
    }
  });

  it('gives an animal page the animal and its images and preloads its first photo', async () => {
    const { html } = await page(`/zwierzak/${ids.maleMouse}`);
    const data = embedded(html);
    expect(data?.[`/animals/${ids.maleMouse}`]).toEqual(await api(`/animals/${ids.maleMouse}`));
    expect(data?.[`/animals/${ids.maleMouse}/images`]).toEqual(['/api/images/aaaaaaaaaaaaaaaa.jpg', '/api/images/bbbbbbbbbbbbbbbb.jpg']);
    expect(preloadOf(html)).toContain('href="/api/images/aaaaaaaaaaaaaaaa.jpg?w=full"');
    expect(preloadOf(html)).toContain('imagesizes="(min-width: 1160px) 620px, (min-width: 900px) 55vw, 100vw"');
  });

  it('embeds nothing for unknown animals, other pages and not-found addresses', async () => {
    for (const url of ['/zwierzak/999999', '/zwierzak/abc', '/kontakt', '/admin', '/nie-ma-takiej-strony']) {
      const { html } = await page(url);
      expect(embedded(html), url).toBeNull();
      expect(preloadOf(html), url).toBeNull();
      expect(html).not.toContain('<!--first-screen-->');
    }
  });
});

describe('first screen of the pages that need no data', () => {
  const noReads = new Proxy({} as PublicAnimalsJson, {
    get: () => () => Promise.reject(new Error('no API read expected')),
  });
  const resolve = firstScreenResolver(noReads);

  it('gives the info pages an empty first screen, so the server renders them all the same', async () => {
    for (const pathname of ['/wspieram', '/abc-adopcji', '/baza-wiedzy', '/o-nas', '/kontakt', '/kontakt/']) {
      expect(await resolve(pathname, new URLSearchParams()), pathname).toEqual({ responses: [] });
    }
  });

  it('leaves the survey pages, the admin and unknown addresses to the client', async () => {
    for (const pathname of ['/ankieta/1', '/ankieta-gatunek/Mysz', '/admin', '/admin/login', '/kontakty', '/nie-ma']) {
      expect(await resolve(pathname, new URLSearchParams()), pathname).toBeNull();
    }
  });
});
