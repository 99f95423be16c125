import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_FOUNDATION_SETTINGS,
  FOUNDATION_MESSAGES,
  ROLE_MESSAGES,
  type ChatReply,
  type DashboardResponse,
  type FoundationSettings,
  type SiteConfig,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { foundationSeed } from './foundation-seed.js';
import { warnAboutMissingFoundationData } from './foundation-warning.js';

const run = promisify(execFile);
const PASSWORD = 'haslo-do-danych-fundacji-1';
/** A page template standing in for apps/web/dist (the unit tests run before the web build). */
const TEMPLATE = '<!doctype html><html lang="pl"><head><!--site-config--></head><body><div id="root"></div></body></html>';

/** What an administrator types: numbers with spaces, hyphens and "PL", as people write them. */
const TYPED = {
  name: 'Fundacja Puszyste Serca',
  address: 'ul. Ogrodowa 7\n30-001 Kraków',
  email: 'kontakt@puszyste-serca.pl',
  krs: '0000 987654',
  nip: '525-123-45-60',
  regon: '146789017',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  facebookUrl: 'https://www.facebook.com/puszyste-serca',
  instagramUrl: '',
};
/** The same data as stored (GET /settings/foundation). */
const STORED: FoundationSettings = {
  ...TYPED,
  krs: '0000987654',
  nip: '5251234560',
  bankAccount: '61109010140000071219812874',
};

/** The foundation's public data injected into a page (what the footer, /wspieram and /kontakt show). */
async function siteConfigOf(baseUrl: string, pathname = '/wspieram'): Promise<SiteConfig> {
  const html = await (await fetch(`${baseUrl}${pathname}`)).text();
  const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries the site config').toBeDefined();
  return JSON.parse(json!) as SiteConfig;
}

describe('the foundation data (GET/PUT /api/settings/foundation)', () => {
  let db: TestDatabase;
  let webDistDir: string;
  let tmp: string;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let other: Awaited<ReturnType<typeof startTestApp>> | undefined;
  const as = {} as Record<'administrator' | 'koordynator' | 'wolontariusz', HttpClient>;

  const history = () =>
    queryRows<{ actor_name: string; action: string; subject_type: string; details: { fields?: string[] } }>(
      db.dataSource,
      `SELECT actor_name, action, subject_type, details FROM history WHERE action = 'foundation.updated' ORDER BY id`,
    );
  const storedRow = () => queryOne<Record<string, unknown>>(db.dataSource, `SELECT * FROM foundation_settings WHERE id = 1`);
  const put = (client: HttpClient, body: unknown) => client.request('PUT', '/api/settings/foundation', body);

  /** pdftotext of a PDF, with hyphenated line breaks joined and spaces collapsed. */
  async function pdfText(pdf: Buffer): Promise<string> {
    const file = path.join(tmp, `read-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
  }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-foundation-'));
    webDistDir = path.join(tmp, 'dist');
    fs.mkdirSync(webDistDir);
    fs.writeFileSync(path.join(webDistDir, 'index.html'), TEMPLATE);
    db = await createTestDatabase();
    // An installation whose .env still holds the zero placeholders of earlier versions.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FOUNDATION_NIP: '000-000-00-00',
      FOUNDATION_REGON: '000000000',
      FOUNDATION_KRS: '0000000000',
      FOUNDATION_BANK_ACCOUNT: '00 0000 0000 0000 0000 0000 0000',
      FOUNDATION_EMAIL: 'kontakt@example.org',
      FOUNDATION_FACEBOOK_URL: 'https://www.facebook.com/',
    });
    server = await startTestApp(db.dataSource, { ...config, webDistDir });
    for (const role of ['administrator', 'koordynator', 'wolontariusz'] as const) {
      await ensureAdmin(db.dataSource, `konto-${role}`, PASSWORD);
      await execute(db.dataSource, 'UPDATE admin_users SET role = $1 WHERE username = $2', [role, `konto-${role}`]);
      as[role] = new HttpClient(server.baseUrl);
      expect((await as[role].post('/api/auth/login', { username: `konto-${role}`, password: PASSWORD })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('seeds nothing from the zero placeholders of .env: the fields stay empty and the public page shows no zeros', async () => {
    const response = await as.administrator.get('/api/settings/foundation');
    expect(response.status).toBe(200);
    expect(await readJson<FoundationSettings>(response)).toEqual(EMPTY_FOUNDATION_SETTINGS);

    const site = await siteConfigOf(server.baseUrl);
    expect(site).toMatchObject({ foundationName: EMPTY_FOUNDATION_SETTINGS.name, email: '', krs: '', nip: '', regon: '', bankAccount: '', facebookUrl: '' });
    const html = await (await fetch(`${server.baseUrl}/wspieram`)).text();
    expect(html).not.toMatch(/0000|000-000|kontakt@example\.org/);
  });

  it('lets an administrator save it (numbers as digits) and read it back; the history names the fields, not the values', async () => {
    const saved = await put(as.administrator, TYPED);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await readJson<FoundationSettings>(saved)).toEqual(STORED);
    expect(await readJson<FoundationSettings>(await as.administrator.get('/api/settings/foundation'))).toEqual(STORED);
    expect(await storedRow()).toMatchObject({ nip: '5251234560', bank_account: '61109010140000071219812874', address: 'ul. Ogrodowa 7\n30-001 Kraków' });

    const [entry] = await history();
    expect(entry).toEqual({
      actor_name: 'konto-administrator',
      action: 'foundation.updated',
      subject_type: 'foundation',
      details: { fields: ['name', 'address', 'email', 'krs', 'nip', 'regon', 'bankAccount', 'facebookUrl'] },
    });
    expect(JSON.stringify(entry)).not.toContain('5251234560');

    // Saving the same data again changes nothing and records nothing.
    expect((await put(as.administrator, STORED)).status).toBe(200);
    expect(await history()).toHaveLength(1);
  });

  it('refuses a bad NIP, REGON or IBAN naming the field in Polish, and saves nothing', async () => {
    const before = { row: await storedRow(), history: (await history()).length };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ nip: '525-123-45-61' }, { nip: FOUNDATION_MESSAGES.nipChecksum }],
      [{ bankAccount: 'PL62 1090 1014 0000 0712 1981 2874' }, { bankAccount: FOUNDATION_MESSAGES.bankAccountChecksum }],
      [{ regon: '146789018' }, { regon: FOUNDATION_MESSAGES.regonChecksum }],
      // Every bad field is named; `error` is the first in the form's order.
      [{ nip: '000-000-00-00', krs: '123' }, { krs: FOUNDATION_MESSAGES.krsFormat, nip: FOUNDATION_MESSAGES.zeros }],
    ];
    for (const [change, fields] of cases) {
      const response = await put(as.administrator, { ...TYPED, name: 'Fundacja Zmieniona', ...change });
      expect(response.status).toBe(400);
      const body = await readJson<{ error: string; code: string; fields: Record<string, string> }>(response);
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toEqual(fields);
      expect(body.error).toBe(Object.values(fields)[0]);
    }
    expect(await storedRow()).toEqual(before.row);
    expect(await history()).toHaveLength(before.history);
  });

  it('answers 403 to a koordynator and a wolontariusz, whatever they send, before reading it', async () => {
    for (const role of ['koordynator', 'wolontariusz'] as const) {
      for (const response of [
        await as[role].get('/api/settings/foundation'),
        await put(as[role], { nip: 'to nie jest NIP', bankAccount: 42 }),
        await put(as[role], [1, 2, 3]),
        await put(as[role], {}),
        await put(as[role], TYPED),
      ]) {
        expect(response.status).toBe(403);
        expect(await readJson(response)).toEqual({ error: ROLE_MESSAGES.forbidden, code: 'forbidden_role' });
      }
    }
    expect(await readJson<FoundationSettings>(await as.administrator.get('/api/settings/foundation'))).toEqual(STORED);
    expect((await fetch(`${server.baseUrl}/api/settings/foundation`)).status).toBe(401);
  });

  it('is shown by the public pages at once, formatted, and hidden again when emptied', async () => {
    expect(await siteConfigOf(server.baseUrl, '/kontakt')).toMatchObject({
      foundationName: 'Fundacja Puszyste Serca',
      email: 'kontakt@puszyste-serca.pl',
      krs: '0000987654',
      nip: '525-123-45-60',
      regon: '146789017',
      bankAccount: '61 1090 1014 0000 0712 1981 2874',
      facebookUrl: 'https://www.facebook.com/puszyste-serca',
      instagramUrl: '',
    });
    expect((await put(as.administrator, { ...TYPED, bankAccount: '', regon: '' })).status).toBe(200);
    expect(await siteConfigOf(server.baseUrl)).toMatchObject({ bankAccount: '', regon: '', nip: '525-123-45-60' });
    expect((await put(as.administrator, TYPED)).status).toBe(200);
  });

  it('is printed by the contract PDF at once, without a restart', async () => {
    const [animal] = await queryRows<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, birth_date, neutered, health) VALUES ('Kluska', 'Świnka morska', 'Samica', '2025-03-10', false, 'Zdrowa') RETURNING id`,
    );
    const survey = await insertSurvey(db.dataSource, { species: 'Świnka morska', firstName: 'Żaneta', lastName: 'Łukasiewicz', animals: [animal!.id] });
    expect((await as.administrator.post(`/api/survey/${survey}/adopt-bulk`, { animalIds: [animal!.id] })).status).toBe(200);
    const { id: adoption } = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adoptions WHERE animal_id = $1`, [animal!.id]);
    const contract = async () => pdfText(Buffer.from(await (await as.administrator.get(`/api/adoptions/${adoption}/contract.pdf`)).arrayBuffer()));

    const first = await contract();
    expect(first).toContain('Fundacja Puszyste Serca');
    expect(first).toContain('NIP: 525-123-45-60');
    expect(first).toContain('ul. Ogrodowa 7, 30-001 Kraków');

    expect((await put(as.administrator, { ...TYPED, name: 'Fundacja Nowa Nazwa', nip: '123-456-32-18', address: '' })).status).toBe(200);
    const second = await contract();
    expect(second).toContain('Fundacja Nowa Nazwa');
    expect(second).toContain('NIP: 123-456-32-18');
    expect(second).not.toContain('525-123-45-60');
    expect(second).not.toContain('Ogrodowa');
    expect((await put(as.administrator, TYPED)).status).toBe(200);
  });

  it('reaches another server instance on the same database through the event bus', async () => {
    other = await startTestApp(db.dataSource, { ...server.config });
    expect((await siteConfigOf(other.baseUrl)).regon).toBe('146789017');
    expect((await put(as.administrator, { ...TYPED, regon: '123456785' })).status).toBe(200);
    await expect.poll(async () => (await siteConfigOf(other!.baseUrl)).regon, { timeout: 5000 }).toBe('123456785');
    expect((await put(as.administrator, TYPED)).status).toBe(200);
    await expect.poll(async () => (await siteConfigOf(other!.baseUrl)).regon, { timeout: 5000 }).toBe('146789017');
  });

  it('lists what is missing on the administrators’ "Na dziś" only', async () => {
    expect((await put(as.administrator, { ...TYPED, bankAccount: '', krs: '' })).status).toBe(200);
    const dashboard = (client: HttpClient) => client.get('/api/dashboard').then((response) => readJson<DashboardResponse>(response));
    expect((await dashboard(as.administrator)).foundationMissing).toEqual(['krs', 'bankAccount']);
    expect((await dashboard(as.koordynator)).foundationMissing).toEqual([]);
    expect((await dashboard(as.wolontariusz)).foundationMissing).toEqual([]);
    expect((await put(as.administrator, TYPED)).status).toBe(200);
    expect((await dashboard(as.administrator)).foundationMissing).toEqual([]);
  });

  it('keeps the offline chat from quoting an account number that is not filled in', async () => {
    const ask = async (message: string) => {
      const response = await fetch(`${server.baseUrl}/api/chat/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, history: [] }) });
      expect(response.status).toBe(200);
      return (await readJson<ChatReply>(response)).reply;
    };
    expect(await ask('Jak mogę przekazać darowiznę?')).toContain('61 1090 1014 0000 0712 1981 2874');

    expect((await put(as.administrator, { ...TYPED, bankAccount: '', krs: '' })).status).toBe(200);
    const donation = await ask('Jak mogę przekazać darowiznę?');
    expect(donation).toContain('/kontakt');
    expect(donation).not.toMatch(/\d{2} \d{4}|konto fundacji .*: \(|: \s*\(/);
    const tax = await ask('Jak przekazać 1,5% podatku?');
    expect(tax).not.toMatch(/KRS fundacji\s*\(|KRS\s*\)/);
    expect(tax).toContain('/kontakt');
    expect((await put(as.administrator, TYPED)).status).toBe(200);
  });
});

describe('the foundation seed from .env and the start-up warning', () => {
  it('takes valid values (normalised) and leaves placeholders and invalid numbers empty, naming their variables', () => {
    const seed = foundationSeed({
      name: 'Fundacja Puszyste Serca',
      nip: '525-123-45-61',
      regon: '000000000',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      email: 'kontakt@example.org',
      address: 'ul. Ogrodowa 7, 30-001 Kraków',
    });
    expect(seed.settings).toEqual({
      ...EMPTY_FOUNDATION_SETTINGS,
      name: 'Fundacja Puszyste Serca',
      bankAccount: '61109010140000071219812874',
      address: 'ul. Ogrodowa 7, 30-001 Kraków',
    });
    expect(seed.ignored).toEqual([
      { variable: 'FOUNDATION_EMAIL', reason: 'placeholder' },
      { variable: 'FOUNDATION_NIP', reason: 'invalid' },
      { variable: 'FOUNDATION_REGON', reason: 'placeholder' },
    ]);
  });

  it('warns in Polish naming the missing fields (and says nothing when the data is complete)', () => {
    const lines: { level: number; msg: string; missing?: string[] }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const missing = warnAboutMissingFoundationData({ ...STORED, nip: '', bankAccount: '', address: '' }, logger);
    expect(missing).toEqual(['address', 'nip', 'bankAccount']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, missing: ['address', 'nip', 'bankAccount'] });
    expect(lines[0]!.msg).toBe(
      'Dane fundacji są niepełne – nie uzupełniono: adres, NIP, numer konta. Strona publiczna pomija te pola. Administrator uzupełni je w panelu: /admin/settings/foundation.',
    );

    expect(warnAboutMissingFoundationData(STORED, logger)).toEqual([]);
    expect(lines).toHaveLength(1);
  });
});
