import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type AnimalListItem } from '@pets/shared';
// layer: this test drives the fast path through the composed app, as a request meets it.
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
// layer: the test signs in with an account made by the accounts module.
import { ensureAdmin } from '../modules/accounts/admin-users.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { loadSessionSecret } from '../modules/auth/session-secret.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { createEventBus, type EventBus } from '../modules/events/event-bus.js';
import { HttpClient } from '../../test/http-client.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { FAST_PATH_SKIPS, middlewareBeforeCachedRoutes, withFastPath } from './fast-path.js';
import { execute, queryOne } from '../db/sql.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Headers that differ between any two responses (the clock) or belong to the connection. */
const PER_RESPONSE = ['date', 'connection', 'keep-alive'];

function raw(baseUrl: string, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(`${baseUrl}${path}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.includes(name)));
          resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject)
      .end();
  });
}

async function serve(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

describe('fast path for cached public reads', () => {
  let db: TestDatabase;
  let events: EventBus;
  /** The same app (same caches) behind Express alone and behind the fast path. */
  let expressOnly: Awaited<ReturnType<typeof serve>>;
  let withFast: Awaited<ReturnType<typeof serve>>;
  const logLines: { req?: { id: unknown; method: string; url: string }; res?: { statusCode: number }; msg: string }[] = [];
  let animalId: number;

  const fastAnswers = () => logLines.filter((line) => String(line.req?.id).startsWith('fast-')).length;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, neutered, status, health, description)
       VALUES ('Pimpek', 'Chomik syryjski', 'Samiec', false, 'Dostępny', 'Zdrowy', 'Opis.') RETURNING id`,
    );
    animalId = row.id;
    await execute(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, neutered, status, health, description)
       SELECT 'Kulka ' || g, 'Świnka morska', 'Samica', true, 'Dostępny', 'Zdrowy', repeat('Długi opis. ', 40) FROM generate_series(1, 30) g`,
    );
    await execute(
      db.dataSource,
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes, position)
       VALUES ($1, 'aaaaaaaaaaaaaaaa.jpg', 'image/jpeg', $2, $3, $4, 10, 10, 10, 10, 5, 5, 1, 1, 1, 0)`,
      [animalId, Buffer.from('original'), Buffer.from('full bytes'), Buffer.from('card bytes')],
    );
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    events = createEventBus(db.dataSource, logger);
    const sessionSecret = await loadSessionSecret(db.dataSource, 'test-session-secret-0123456789');
    const app = createApp({ config, logger, dataSource: db.dataSource, sessionSecret, events });
    expressOnly = await serve(app);
    withFast = await serve(withFastPath(app));
  });

  afterAll(async () => {
    await withFast?.close();
    await expressOnly?.close();
    await events?.close();
    await db?.drop();
  });

  beforeEach(() => {
    logLines.length = 0;
  });

  const list = '/api/animals/available';
  const filtered = `/api/animals/available?gatunek=${encodeURIComponent('Świnka morska')}&plec=Samica`;

  it.each([
    ['the list', list, BROWSER],
    ['a filtered list', filtered, BROWSER],
    ['one animal', '/api/animals/ID', BROWSER],
    ["an animal's images", '/api/animals/ID/images', BROWSER],
    ['a full image', '/api/images/aaaaaaaaaaaaaaaa.jpg', BROWSER],
    ['a card image', '/api/images/aaaaaaaaaaaaaaaa.jpg?w=card', {}],
  ])('answers %s with the same status, headers and body as Express', async (_label, template, headers) => {
    const path = template.replace('ID', String(animalId));
    const first = await raw(expressOnly.baseUrl, path, { headers });
    expect(first.status).toBe(200);
    expect(fastAnswers()).toBe(0);

    const fast = await raw(withFast.baseUrl, path, { headers });
    const viaExpress = await raw(expressOnly.baseUrl, path, { headers });
    expect(fastAnswers()).toBe(1);
    expect(fast).toEqual(viaExpress);
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fast.headers['x-content-type-options']).toBe('nosniff');

    const head = await raw(withFast.baseUrl, path, { method: 'HEAD', headers });
    const headViaExpress = await raw(expressOnly.baseUrl, path, { method: 'HEAD', headers });
    expect(fastAnswers()).toBe(2);
    expect(head).toEqual(headViaExpress);
    expect(head.body.length).toBe(0);
  });

  it('gzips for browsers and logs one line per fast answer like pino-http does', async () => {
    await raw(expressOnly.baseUrl, list, { headers: BROWSER });
    const fast = await raw(withFast.baseUrl, list, { headers: BROWSER });
    expect(fast.headers['content-encoding']).toBe('gzip');
    expect(fast.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(fast.body).toString())).toHaveLength(31);
    const line = logLines.find((entry) => String(entry.req?.id).startsWith('fast-'));
    const expressLine = logLines.find((entry) => entry.req && !String(entry.req.id).startsWith('fast-'));
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: list }, res: { statusCode: 200 } });
    expect(expressLine).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: list }, res: { statusCode: 200 } });
    expect(Object.keys(line!).sort()).toEqual(Object.keys(expressLine!).sort());
  });

  it('answers a matching If-None-Match with 304 on both paths', async () => {
    const first = await raw(withFast.baseUrl, list, { headers: BROWSER });
    const etag = String(first.headers.etag);
    const fast = await raw(withFast.baseUrl, list, { headers: { ...BROWSER, 'if-none-match': etag } });
    const viaExpress = await raw(expressOnly.baseUrl, list, { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(fast).toEqual(viaExpress);
    expect(fastAnswers()).toBeGreaterThanOrEqual(2);
  });

  it('leaves a client without gzip to Express, whose compression picks the encoding', async () => {
    await raw(withFast.baseUrl, list, { headers: BROWSER });
    logLines.length = 0;
    const brotli = await raw(withFast.baseUrl, list, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(fastAnswers()).toBe(0);
  });

  it('shows an admin write at once', async () => {
    const readNames = async () => {
      const response = await fetch(`${withFast.baseUrl}${list}`);
      return (await response.json() as AnimalListItem[]).map((animal) => animal.imie);
    };
    expect(await readNames()).toContain('Pimpek');
    expect(await readNames()).toContain('Pimpek');
    expect(fastAnswers()).toBeGreaterThanOrEqual(1);

    const admin = new HttpClient(withFast.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const saved = await admin.request('PUT', `/api/animals/${animalId}`, { imie: 'Pimpuś' });
    expect(saved.status).toBe(200);

    const names = await readNames();
    expect(names).toContain('Pimpuś');
    expect(names).not.toContain('Pimpek');
    const animal = await (await fetch(`${withFast.baseUrl}/api/animals/${animalId}`)).json() as Record<string, unknown>;
    expect(animal.imie).toBe('Pimpuś');
  });

  it('leaves invalid and unknown requests to Express, with its Polish errors', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const invalid = await fetch(`${withFast.baseUrl}/api/animals/available?plec=Nieznana`);
      expect(invalid.status).toBe(400);
      const missing = await fetch(`${withFast.baseUrl}/api/animals/999999`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: string }).error).toBe(MESSAGES.public.animalMissingMessage);
      const missingImages = await fetch(`${withFast.baseUrl}/api/animals/999999/images`);
      expect(missingImages.status).toBe(404);
      const noImage = await fetch(`${withFast.baseUrl}/api/images/bbbbbbbbbbbbbbbb.jpg`);
      expect(noImage.status).toBe(404);
    }
    expect(fastAnswers()).toBe(0);
  });
});

describe('what the fast path skips', () => {
  it('is one list that matches what Express runs before the cached public routes', () => {
    const names = middlewareBeforeCachedRoutes(createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      logger: pino({ level: 'silent' }),
      dataSource: { driver: { master: {} }, query: async () => [] } as never,
      sessionSecret: 'test-session-secret-0123456789',
      // The foundation store listens for other instances' saves at creation.
      events: { onSignal: () => () => undefined } as never,
    }));
    expect(names).toEqual(FAST_PATH_SKIPS.map(([middleware]) => middleware));
  });
});
