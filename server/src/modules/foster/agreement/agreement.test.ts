import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  DEFAULT_FOSTER_AGREEMENT_TEMPLATE,
  FOSTER_AGREEMENT_MESSAGES,
  type FosterAgreementResponse,
  type FosterAgreementState,
  type FosterAgreementTemplateResponse,
  type UnsignedFosterAgreementList,
} from '@pets/shared';
import { ensureAdmin } from '../../accounts/admin-users.js';
import { loadConfig } from '../../../config.js';
import { startTestApp } from '../../../../test/app-harness.js';
import { HttpClient } from '../../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../../db/sql.js';

const run = promisify(execFile);
const DAY = 86_400_000;

/** The smallest file built like a PDF: header, one object, a cross-reference table, a trailer. */
function minimalPdf(): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const table = `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\n`;
  return Buffer.from(`${head}${table}startxref\n${head.length}\n%%EOF\n`, 'latin1');
}

const FOUNDATION = {
  FOUNDATION_NAME: 'Fundacja Puszyste Serca',
  FOUNDATION_EMAIL: 'adopcje@puszyste-serca.pl',
  FOUNDATION_KRS: '0000987654',
  FOUNDATION_NIP: '525-123-45-60',
  FOUNDATION_REGON: '146789017',
  FOUNDATION_ADDRESS: 'ul. Ogrodowa 7, 30-001 Kraków',
};

describe('foster agreement', () => {
  let tmp: string;
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let volunteer: HttpClient;
  // The injected clock: the test moves it to reach the 7 days.
  let now = new Date('2026-03-02T10:00:00Z');
  const ids = {} as Record<'home' | 'empty' | 'zelka' | 'lucek' | 'elsewhere', number>;

  const pdfText = async (pdf: Buffer) => {
    const file = path.join(tmp, `read-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
  };
  const download = async (url: string, client = admin) => {
    const response = await client.get(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const uploadScan = (homeId: number, file: { name: string; type: string; bytes: Buffer }, client = admin) => {
    const form = new FormData();
    form.append('scan', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${server.baseUrl}/api/foster/homes/${homeId}/agreement/scan`, { method: 'POST', body: form, headers: { cookie: `pets.sid=${client.cookie('pets.sid')}` } });
  };
  const addHome = async (firstName: string, lastName: string, city: string, login: string) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO foster_homes (first_name, last_name, email, phone, postcode, city, species, capacity)
         VALUES ($1, $2, $3, '600100200', '31-000', $4, ARRAY['Świnka morska', 'Królik'], 3) RETURNING id`,
        [firstName, lastName, `${login}@example.com`, city],
      )
    ).id;
  const addAnimal = async (name: string, species: string, homeId: number | null) =>
    (
      await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO animals (name, species, sex, birth_date, neutered, health, foster_home_id) VALUES ($1, $2, 'Samica', '2025-01-01', false, '', $3) RETURNING id`,
        [name, species, homeId],
      )
    ).id;
  const state = async (homeId: number) => (await readJson<FosterAgreementState>(await admin.get(`/api/foster/homes/${homeId}/agreement`))).agreement;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-foster-agreement-'));
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    await ensureAdmin(db.dataSource, 'wolontariuszka', 'haslo-wolontariuszki-1');
    await execute(db.dataSource, `UPDATE admin_users SET role = 'wolontariusz' WHERE username = 'wolontariuszka'`);
    server = await startTestApp(db.dataSource, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...FOUNDATION }), { clock: () => now });
    admin = new HttpClient(server.baseUrl);
    volunteer = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    expect((await volunteer.post('/api/auth/login', { username: 'wolontariuszka', password: 'haslo-wolontariuszki-1' })).status).toBe(200);

    ids.home = await addHome('Małgorzata', 'Źdźbło-Wąsik', 'Łódź', 'malgorzata');
    ids.empty = await addHome('Jan', 'Pusty', 'Gdańsk', 'jan');
    const other = await addHome('Ewa', 'Inna', 'Poznań', 'ewa');
    ids.zelka = await addAnimal('Żelka', 'Świnka morska', ids.home);
    ids.lucek = await addAnimal('Łucek', 'Królik', ids.home);
    ids.elsewhere = await addAnimal('Gucio', 'Szczur', other);
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('has no agreement until one is issued, and none for a home without animals', async () => {
    expect(await state(ids.home)).toBeNull();
    expect((await admin.get(`/api/foster/homes/${ids.home}/agreement.pdf`)).status).toBe(404);
    const empty = await admin.post(`/api/foster/homes/${ids.empty}/agreement`, {});
    expect(empty.status).toBe(409);
    expect((await readJson<{ error: string }>(empty)).error).toBe(FOSTER_AGREEMENT_MESSAGES.noAnimals);
    expect((await admin.post('/api/foster/homes/999999/agreement', {})).status).toBe(404);
    expect((await queryRows(db.dataSource, `SELECT id FROM foster_agreements`)).length).toBe(0);
  });

  it('issues the agreement with the animals placed there now, and prints it with the parties, the animals and the template', async () => {
    const response = await admin.post(`/api/foster/homes/${ids.home}/agreement`, {});
    expect(response.status).toBe(201);
    const { message, agreement } = await readJson<FosterAgreementResponse>(response);
    expect(message).toBe(FOSTER_AGREEMENT_MESSAGES.issued);
    expect(agreement.issuedAt).toBe(now.toISOString());
    expect(agreement.scan).toBeNull();
    expect(agreement.animals.map((animal) => animal.name)).toEqual(['Łucek', 'Żelka']);
    expect(await state(ids.home)).toEqual(agreement);

    const pdf = await download(`/api/foster/homes/${ids.home}/agreement.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="umowa-dt-${ids.home}.pdf"`);
    const text = await pdfText(pdf.bytes);
    // The parties.
    expect(text).toContain(`Umowa z domem tymczasowym nr DT/${ids.home}/2026`);
    expect(text).toContain('zawarta dnia 2 marca 2026 r. w miejscowości Kraków');
    expect(text).toContain('Fundacja Puszyste Serca');
    expect(text).toContain('KRS: 0000987654');
    expect(text).toContain('Małgorzata Źdźbło-Wąsik');
    expect(text).toContain('31-000 Łódź');
    expect(text).toContain('malgorzata@example.com');
    // The animals, and only these.
    expect(text).toContain('Zwierzęta objęte umową');
    expect(text).toContain('1. Łucek: Królik');
    expect(text).toContain('2. Żelka: Świnka morska');
    expect(text).not.toContain('Gucio');
    // The template's paragraphs, with the placeholders filled for two animals.
    expect(text).toContain('§ 1. Przedmiot umowy');
    expect(text).toContain('oddaje pod tymczasową opiekę Opiekunowi (Małgorzata Źdźbło-Wąsik), dalej „Opiekun”, zwierzęta wymienione powyżej: Łucek (królik), Żelka (świnka morska)');
    expect(text).toContain('Fundacja pozostaje właścicielką zwierząt.');
    expect(text).toContain('§ 2. Koszty opieki');
    expect(text).toContain('§ 5. Czas trwania i rozwiązanie umowy');
    expect(text).toContain('Każda ze Stron może wypowiedzieć umowę z zachowaniem');
    expect(text).toContain('14-dniowego okresu');
    expect(text).toContain('Kontakt z Fundacją: adopcje@puszyste-serca.pl');
    expect(text).toContain('Opiekun (czytelny podpis)');
    expect(text).not.toMatch(/\{[a-z]+\}/);
  });

  it('keeps the agreement as issued when animals move, until it is issued again', async () => {
    await execute(db.dataSource, `UPDATE animals SET foster_home_id = NULL WHERE id = $1`, [ids.lucek]);
    expect((await state(ids.home))!.animals.map((animal) => animal.name)).toEqual(['Łucek', 'Żelka']);
    now = new Date(now.getTime() + 60_000);
    const again = await readJson<FosterAgreementResponse>(await admin.post(`/api/foster/homes/${ids.home}/agreement`, {}));
    expect(again.agreement.animals.map((animal) => animal.name)).toEqual(['Żelka']);
    const text = await pdfText((await download(`/api/foster/homes/${ids.home}/agreement.pdf`)).bytes);
    expect(text).toContain('Zwierzę objęte umową');
    expect(text).toContain('Fundacja pozostaje właścicielką zwierzęcia.');
    expect(text).not.toContain('Łucek');
    await execute(db.dataSource, `UPDATE animals SET foster_home_id = $2 WHERE id = $1`, [ids.lucek, ids.home]);
  });

  it('the template edited in the settings is used by the next PDF; a wrong one is refused with its line', async () => {
    const loaded = await readJson<FosterAgreementTemplateResponse>(await admin.get('/api/foster-agreement-template'));
    expect(loaded).toMatchObject({ text: DEFAULT_FOSTER_AGREEMENT_TEMPLATE, isDefault: true, defaultText: DEFAULT_FOSTER_AGREEMENT_TEMPLATE });

    const wrong = await admin.request('PUT', '/api/foster-agreement-template', { text: '# § 1. Strony\nOpiekun {adoptujacy} dba o {zwierze}.' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await readJson(wrong))).toContain('Wiersz 2: nieznane pole {adoptujacy}.');

    const edited = `${DEFAULT_FOSTER_AGREEMENT_TEMPLATE}\n# § 8. Karma\nFundacja co miesiąc przekazuje Opiekunowi ({opiekun}) karmę i siano dla {zwierzecia}.\n`;
    const saved = await admin.request('PUT', '/api/foster-agreement-template', { text: edited });
    expect(saved.status).toBe(200);
    expect((await readJson<{ template: FosterAgreementTemplateResponse }>(saved)).template).toMatchObject({ text: edited, isDefault: false });
    const text = await pdfText((await download(`/api/foster/homes/${ids.home}/agreement.pdf`)).bytes);
    expect(text).toContain('§ 8. Karma');
    expect(text).toContain('Fundacja co miesiąc przekazuje Opiekunowi (Małgorzata Źdźbło-Wąsik) karmę i siano dla zwierzęcia.');
    expect(
      (await queryRows<{ action: string }>(db.dataSource, `SELECT action FROM history WHERE action LIKE 'foster_agreement%' ORDER BY id`)).map((row) => row.action),
    ).toEqual(['foster_agreement.issued', 'foster_agreement.issued', 'foster_agreement_template.updated']);
  });

  it('takes the signed scan as a PDF or an image checked by content, and refuses HTML posing as a PDF', async () => {
    expect((await admin.get(`/api/foster/homes/${ids.home}/agreement/scan`)).status).toBe(404);
    const fake = await uploadScan(ids.home, { name: 'umowa.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-<html><body><script>alert(1)</script></body></html>') });
    expect(fake.status).toBe(400);
    expect((await readJson<{ error: string }>(fake)).error).toBe(CONTRACT_MESSAGES.scanRejected);
    const missing = await uploadScan(ids.empty, { name: 'umowa.pdf', type: 'application/pdf', bytes: minimalPdf() });
    expect(missing.status).toBe(409);
    expect((await readJson<{ error: string }>(missing)).error).toBe(FOSTER_AGREEMENT_MESSAGES.notIssued);
    expect((await state(ids.home))!.scan).toBeNull();

    now = new Date(now.getTime() + 2 * DAY);
    const ok = await uploadScan(ids.home, { name: 'skan umowy.pdf', type: 'application/pdf', bytes: minimalPdf() });
    expect(ok.status).toBe(201);
    const { agreement, message } = await readJson<FosterAgreementResponse>(ok);
    expect(message).toBe(FOSTER_AGREEMENT_MESSAGES.scanSaved);
    expect(agreement.scan).toEqual({ contentType: 'application/pdf', size: minimalPdf().length, uploadedAt: now.toISOString() });

    const scan = await download(`/api/foster/homes/${ids.home}/agreement/scan`);
    expect(scan.status).toBe(200);
    expect(scan.disposition).toBe(`attachment; filename="umowa-dt-${ids.home}-skan.pdf"`);
    expect(scan.bytes.equals(minimalPdf())).toBe(true);
  });

  it('lists on the dashboard the agreements issued 7 or more days ago still without a scan', async () => {
    const unsigned = async () => readJson<UnsignedFosterAgreementList>(await admin.get('/api/foster/unsigned-agreements'));
    const other = await queryOne<{ id: number }>(db.dataSource, `SELECT foster_home_id AS id FROM animals WHERE id = $1`, [ids.elsewhere]);
    now = new Date('2026-04-01T08:00:00Z');
    expect((await admin.post(`/api/foster/homes/${other.id}/agreement`, {})).status).toBe(201);

    now = new Date('2026-04-07T08:00:00Z');
    expect(await unsigned()).toEqual({ items: [], total: 0 });
    now = new Date('2026-04-08T08:00:00Z');
    // The signed home's agreement is not there; the other one is, with its animals.
    expect(await unsigned()).toEqual({
      total: 1,
      items: [{ fosterHomeId: other.id, homeName: 'Ewa Inna (Poznań)', issuedAt: '2026-04-01T08:00:00.000Z', animals: ['Gucio'] }],
    });
    // Issuing the signed home's agreement again: the new one waits for its own scan.
    now = new Date('2026-04-09T08:00:00Z');
    expect((await readJson<FosterAgreementResponse>(await admin.post(`/api/foster/homes/${ids.home}/agreement`, {}))).agreement.scan).toBeNull();
    now = new Date('2026-04-16T08:00:00Z');
    expect((await unsigned()).items.map((item) => item.fosterHomeId)).toEqual([other.id, ids.home]);
  });

  it('is coordination work: a volunteer gets 403 everywhere, the template is for administrators', async () => {
    for (const [method, url] of [
      ['GET', `/api/foster/homes/${ids.home}/agreement`],
      ['POST', `/api/foster/homes/${ids.home}/agreement`],
      ['GET', `/api/foster/homes/${ids.home}/agreement.pdf`],
      ['GET', `/api/foster/homes/${ids.home}/agreement/scan`],
      ['GET', '/api/foster/unsigned-agreements'],
      ['GET', '/api/foster-agreement-template'],
      ['PUT', '/api/foster-agreement-template'],
    ] as const) {
      expect((await volunteer.request(method, url, method === 'GET' ? undefined : { text: 'x' })).status, `${method} ${url}`).toBe(403);
    }
    expect((await uploadScan(ids.home, { name: 'umowa.pdf', type: 'application/pdf', bytes: minimalPdf() }, volunteer)).status).toBe(403);
    expect((await new HttpClient(server.baseUrl).get(`/api/foster/homes/${ids.home}/agreement.pdf`)).status).toBe(401);
  });
});
