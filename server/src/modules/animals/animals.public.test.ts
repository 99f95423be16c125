import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL_IMAGE, MESSAGES, type Animal, type AnimalListItem } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

interface Fixture {
  name: string;
  species: string;
  sex: string;
  neutered: boolean;
  status: string;
  tm?: boolean;
  birth?: string;
}

const FIXTURES: Fixture[] = [
  { name: 'Pimpek', species: 'Chomik syryjski', sex: 'Samiec', neutered: false, status: 'Dostępny', birth: '2025-05-01' },
  { name: 'Kulka', species: 'Świnka morska', sex: 'Samica', neutered: true, status: 'Dostępny' },
  { name: 'Fiona', species: 'Świnka morska', sex: 'Samica', neutered: false, status: 'Zarezerwowany' },
  { name: 'Bruno', species: 'Królik', sex: 'Samiec', neutered: true, status: 'Wstrzymany' },
  { name: 'Stefan', species: 'Królik', sex: 'Samiec', neutered: true, status: 'Adoptowany' },
  { name: 'Tęcza', species: 'Mysz', sex: 'Samica', neutered: false, status: 'Wstrzymany', tm: true },
];

describe('public animals API', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const animal of FIXTURES) {
      const row = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO animals (name, species, sex, neutered, status, rainbow_bridge, birth_date, health, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Zdrowy', $8) RETURNING id`,
        [animal.name, animal.species, animal.sex, animal.neutered, animal.status, animal.tm ?? false, animal.birth ?? null, `Opis ${animal.name}.\n\nDrugi akapit.`],
      );
      ids[animal.name] = row.id;
    }
    const bytes = Buffer.from('not really an image, but bytes are bytes');
    await execute(
      db.dataSource,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes, position)
       VALUES ($1, $2, 'image/jpeg', $3, $4, $5, 10, 10, 10, 10, 5, 5, 1, 1, 1, $6)`,
      [ids['Pimpek'], 'aaaaaaaaaaaaaaaa.jpg', bytes, Buffer.from('full'), Buffer.from('card'), 1],
    );
    await execute(
      db.dataSource,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes, position)
       VALUES ($1, $2, 'image/png', $3, $3, $3, 10, 10, 10, 10, 5, 5, 1, 1, 1, 0)`,
      [ids['Pimpek'], 'bbbbbbbbbbbbbbbb.png', Buffer.from('second')],
    );
    server = await startTestApp(db.dataSource);
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const list = async (query = '') => {
    const response = await fetch(`${server.baseUrl}/api/animals/available${query}`);
    expect(response.status).toBe(200);
    return (await readJson<AnimalListItem[]>(response)).map((animal) => animal.imie).sort();
  };

  it('lists publicly listed animals only (no adopted, no TM)', async () => {
    expect(await list()).toEqual(['Bruno', 'Fiona', 'Kulka', 'Pimpek']);
  });

  it.each([
    ['?gatunek=%C5%9Awinka%20morska', ['Fiona', 'Kulka']],
    ['?gatunek=Kr%C3%B3lik,Chomik%20syryjski', ['Bruno', 'Pimpek']],
    ['?plec=Samica', ['Fiona', 'Kulka']],
    ['?kastracja=Tak', ['Bruno', 'Kulka']],
    ['?kastracja=Tak,Nie', ['Bruno', 'Fiona', 'Kulka', 'Pimpek']],
    ['?status=Zarezerwowany,Wstrzymany', ['Bruno', 'Fiona']],
    ['?gatunek=%C5%9Awinka%20morska&kastracja=Nie', ['Fiona']],
    ['?gatunek=%C5%9Awinka%20morska&plec=Samica&kastracja=Tak&status=Dost%C4%99pny', ['Kulka']],
    ['?gatunek=Mysz', []],
    ['?gatunek=&plec=', ['Bruno', 'Fiona', 'Kulka', 'Pimpek']],
  ])('filters %s', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it.each(['?gatunek=Kot', '?status=Adoptowany', '?plec=Inna', '?kastracja=Może'])('rejects the unknown filter value %s with 400', async (query) => {
    const response = await fetch(`${server.baseUrl}/api/animals/available${query}`);
    expect(response.status).toBe(400);
    expect((await readJson(response)).code).toBe('validation_failed');
  });

  it('serves lists compressed and answers a revalidation with 304', async () => {
    const first = await fetch(`${server.baseUrl}/api/animals/available`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.baseUrl}/api/animals/available`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('shapes an animal with the Polish field names and the cover', async () => {
    const response = await fetch(`${server.baseUrl}/api/animals/${ids['Pimpek']}`);
    expect(response.status).toBe(200);
    const animal = await readJson<Animal>(response);
    expect(animal).toMatchObject({
      id_zwierzaka: ids['Pimpek'],
      imie: 'Pimpek',
      gatunek: 'Chomik syryjski',
      plec: 'Samiec',
      data_urodzenia: '2025-05-01',
      wykastrowany: 'Nie',
      status: 'Dostępny',
      stan_zdrowia: 'Zdrowy',
      TM: 'Nie',
      opis: 'Opis Pimpek.\n\nDrugi akapit.',
      cover: '/api/images/bbbbbbbbbbbbbbbb.png',
    });
    expect(animal.data_dodania).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('returns adopted and TM animals by id (their page says so) and the default cover', async () => {
    const response = await fetch(`${server.baseUrl}/api/animals/${ids['Tęcza']}`);
    const animal = await readJson<Animal>(response);
    expect(animal.TM).toBe('Tak');
    expect(animal.cover).toBe(DEFAULT_ANIMAL_IMAGE);
  });

  it.each(['999999', 'abc', '0', '12abc'])('answers the unknown animal %s with 404', async (id) => {
    const response = await fetch(`${server.baseUrl}/api/animals/${id}`);
    expect(response.status).toBe(404);
  });

  it('lists image paths in order and serves variants with immutable caching', async () => {
    const response = await fetch(`${server.baseUrl}/api/animals/${ids['Pimpek']}/images`);
    expect(await readJson(response)).toEqual(['/api/images/bbbbbbbbbbbbbbbb.png', '/api/images/aaaaaaaaaaaaaaaa.jpg']);

    const card = await fetch(`${server.baseUrl}/api/images/aaaaaaaaaaaaaaaa.jpg?w=card`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toContain('immutable');
    expect(await card.text()).toBe('card');

    const byDefault = await fetch(`${server.baseUrl}/api/images/aaaaaaaaaaaaaaaa.jpg`);
    expect(byDefault.headers.get('content-type')).toBe('image/webp');
    expect(await byDefault.text()).toBe('full');

    // Originals keep EXIF (GPS positions): only administrators may fetch them.
    const original = await fetch(`${server.baseUrl}/api/images/aaaaaaaaaaaaaaaa.jpg/original`);
    expect(original.status).toBe(401);

    const revalidated = await fetch(`${server.baseUrl}/api/images/aaaaaaaaaaaaaaaa.jpg?w=card`, {
      headers: { 'if-none-match': card.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', 'cccccccccccccccc.jpg', 'aaaaaaaaaaaaaaaa.jpg?w=huge'])('answers the image %s with 404', async (name) => {
    const response = await fetch(`${server.baseUrl}/api/images/${name}`);
    expect(response.status).toBe(404);
  });

  it('answers images of an unknown animal with the spec message', async () => {
    const response = await fetch(`${server.baseUrl}/api/animals/999999/images`);
    expect(response.status).toBe(404);
    expect((await readJson(response)).error).toBe(MESSAGES.public.animalMissingMessage);
  });

  it('lists public pages and listed animals in the sitemap, and keeps robots out of /admin', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/zwierzak/${ids['Pimpek']}</loc>`);
    expect(sitemap).not.toContain(`/zwierzak/${ids['Stefan']}</loc>`);
    expect(sitemap).toContain('/adoptuje</loc>');
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
  });
});
