import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SPECIES, type SurveyQuestion } from '@pets/shared';
import { surveyPayload, contactPayload, type Catalog } from '../../soak/catalog.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { buildServer, startBuiltServer, BUILD_DIR, type BuiltServer } from './built-server.js';
import { ensureNginx, selfSignedCertificate, startNginx, templateSite, type RunningNginx } from './nginx-harness.js';

/**
 * deploy/nginx.conf for real: Debian's nginx with a self-signed certificate in front of the
 * built server (TRUST_PROXY=1, an https PUBLIC_URL), as a volunteer would set it up.
 */

const APP_PORT = 3360;
const HTTPS_PORT = 8443;
const HTTP_PORT = 8444;
const PUBLIC_URL = `https://localhost:${HTTPS_PORT}`;
const ADMIN = { username: 'wolontariusz', password: 'haslo-wdrozenia-2026' };
const CONTACT_LIMIT = 3;

let dir: string;
let database: TestDatabase;
let server: BuiltServer | undefined;
let nginx: RunningNginx | undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  cookie?: string;
  /** The visitor's own address (any 127.x.y.z reaches nginx on 127.0.0.1). */
  from?: string;
}

/** A request through nginx over HTTPS, as a browser on this site would send it. */
function call(pathname: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { host: `localhost:${HTTPS_PORT}`, origin: PUBLIC_URL, accept: 'application/json' };
  if (payload) {
    headers['content-type'] = options.json !== undefined ? 'application/json' : (options.contentType ?? 'application/octet-stream');
    headers['content-length'] = String(payload.length);
  }
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: 'localhost',
        rejectUnauthorized: false,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? (payload ? 'POST' : 'GET'),
        path: pathname,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(): Promise<{ cookie: string; setCookie: string }> {
  const answer = await call('/api/auth/login', { json: ADMIN });
  expect(answer.status, answer.body).toBe(200);
  const setCookie = (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.includes('pets.sid=')) ?? '';
  return { cookie: setCookie.split(';')[0]!, setCookie };
}

async function loadCatalog(): Promise<Catalog> {
  const listed = JSON.parse((await call('/api/animals/available')).body) as { id_zwierzaka: number; gatunek: Catalog['animals'][number]['species'] }[];
  const questionnaires: Catalog['questionnaires'] = new Map();
  for (const species of SPECIES) {
    const questions = JSON.parse((await call(`/api/survey/questions/${encodeURIComponent(species)}`)).body) as SurveyQuestion[];
    if (questions.length > 0) questionnaires.set(species, questions);
  }
  return { animals: listed.map((animal) => ({ id: animal.id_zwierzaka, species: animal.gatunek, cover: null })), imageUrls: [], questionnaires };
}

/** Waits for one SSE event of the given type on /api/admin/events through nginx. */
function waitForEvent(cookie: string, type: string, trigger: () => Promise<unknown>, timeoutMs = 15_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: 'localhost',
        rejectUnauthorized: false,
        path: '/api/admin/events',
        headers: { host: `localhost:${HTTPS_PORT}`, cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`event stream answered ${res.statusCode}`));
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          // The stream's greeting came through at once (not held in a proxy buffer): now act.
          if (buffer.includes(': connected') && !triggered) {
            triggered = true;
            trigger().catch(reject);
          }
          for (const block of buffer.split('\n\n')) {
            if (new RegExp(`^event: ${type}$`, 'm').test(block)) {
              const data = /^data: (.*)$/m.exec(block)?.[1];
              clearTimeout(timer);
              req.destroy();
              resolve(JSON.parse(data ?? '{}') as Record<string, unknown>);
              return;
            }
          }
        });
      },
    );
    let triggered = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no ${type} event through nginx within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

/** A real PNG just under the 5 MB limit: random pixels, stored uncompressed. */
async function photoNearLimit(): Promise<Buffer> {
  const side = 1270;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeLessThanOrEqual(LIMITS.images.maxBytes);
  expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
  return png;
}

describe('behind nginx (deploy/nginx.conf)', () => {
  beforeAll(async () => {
    ensureNginx();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-nginx-'));
    const entry = await buildServer();
    database = await createTestDatabase({ migrate: false });
    server = await startBuiltServer(
      entry,
      {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        SEED_DEMO: '1',
        TRUST_PROXY: '1',
        PUBLIC_URL,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
        LOG_LEVEL: 'warn',
      },
      APP_PORT,
      path.join(dir, 'server.log'),
    );
    const webroot = path.join(dir, 'certbot');
    await fs.mkdir(webroot);
    const site = templateSite({ http: HTTP_PORT, https: HTTPS_PORT, upstream: APP_PORT }, { ...selfSignedCertificate(dir), webroot });
    nginx = await startNginx(dir, site, HTTPS_PORT);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
    await database?.drop();
    await fs.rm(BUILD_DIR, { recursive: true, force: true });
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: HTTP_PORT, path: '/adopcja?x=1', headers: { host: 'localhost' } }, resolve).on('error', reject),
    );
    answer.resume();
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('https://localhost/adopcja?x=1');
  });

  it('signs in through the proxy with a Secure session cookie that then works', async () => {
    const { cookie, setCookie } = await signIn();
    expect(setCookie).toMatch(/^__Host-pets\.sid=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    const me = await call('/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toContain(ADMIN.username);
  });

  it('counts the contact-form limit per visitor address, not for the proxy as a whole', async () => {
    for (let index = 0; index < CONTACT_LIMIT; index += 1) {
      const sent = await call('/api/contact', { json: contactPayload(`nginx-a-${index}`), from: '127.0.0.1' });
      expect(sent.status, sent.body).toBe(201);
    }
    const refused = await call('/api/contact', { json: contactPayload('nginx-a-over'), from: '127.0.0.1' });
    expect(refused.status).toBe(429);
    expect((JSON.parse(refused.body) as { code: unknown }).code).toBe('rate_limited');

    const other = await call('/api/contact', { json: contactPayload('nginx-b-0'), from: '127.0.0.2' });
    expect(other.status, other.body).toBe(201);
  });

  it('delivers an admin event (survey.created) through the proxy while the stream stays open', async () => {
    const { cookie } = await signIn();
    const catalog = await loadCatalog();
    let sent: Promise<number> | undefined;
    const event = await waitForEvent(cookie, 'survey.created', () => {
      const { body } = surveyPayload(catalog, `nginx-survey-${Date.now()}`, () => 0);
      sent = call('/api/survey', { json: body, from: '127.0.0.3' }).then((answer) => {
        expect(answer.status, answer.body).toBe(201);
        return (JSON.parse(answer.body) as { id: number }).id;
      });
      return sent;
    });
    // The event may come through before the answer to the POST does.
    const surveyId = await sent;
    expect(event.type).toBe('survey.created');
    expect(event.adopterName).toBe('Anna Obciążeniowa');
    expect(event.surveyId).toBe(surveyId);
  });

  it('accepts ten photos of almost 5 MB each in one upload', async () => {
    const { cookie } = await signIn();
    const created = await call('/api/animals/add', {
      cookie,
      json: { imie: 'Fotka', gatunek: 'Królik', data_urodzenia: '2025-03-01', stan_zdrowia: 'Zdrowa' },
    });
    expect(created.status, created.body).toBe(201);
    const animalId = (JSON.parse(created.body) as { id: number }).id;

    const form = new FormData();
    for (let index = 0; index < LIMITS.images.maxFiles; index += 1) {
      form.append('images', new Blob([new Uint8Array(await photoNearLimit())], { type: 'image/png' }), `zdjecie-${index + 1}.png`);
    }
    // FormData serialised exactly as fetch would send it (boundary included).
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    expect(body.length).toBeGreaterThan(45 * 1024 * 1024);

    const uploaded = await call(`/api/animals/${animalId}/images`, { cookie, body, contentType: encoded.headers.get('content-type')! });
    expect(uploaded.status, `${uploaded.body}\n${nginx?.errorLog().slice(-2000)}`).toBe(201);
    const result = JSON.parse(uploaded.body) as { images: string[]; rejected: unknown[] };
    expect(result.rejected).toEqual([]);
    expect(result.images).toHaveLength(LIMITS.images.maxFiles);
  }, 180_000);
});
