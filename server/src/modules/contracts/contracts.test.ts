import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  DEFAULT_CONTRACT_TEMPLATE,
  todayInPoland,
  type AdoptionContract,
  type AdoptionContractList,
  type ContractTemplateResponse,
  type UnsignedContractList,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { loadConfig } from '../../config.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { HTML_AS_PNG, imageFixture, imagesForm } from '../../../test/image-fixtures.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

const run = promisify(execFile);

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

interface ErrorBody {
  error: string;
  code: string;
}

let tmp: string;

/** What a reader sees (pdftotext), with hyphenated line breaks joined and spaces collapsed. */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: string[] }> {
  const file = path.join(tmp, `read-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const clean = (value: string) => value.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
  // pdftotext ends every page with a form feed.
  return { text: clean(stdout), pages: stdout.split('\f').filter((page) => page.trim() !== '').map(clean) };
}

async function pdfImageCount(pdf: Buffer): Promise<number> {
  const file = path.join(tmp, `images-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout.trim().split('\n').length - 2;
}

describe('adoption contracts', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  const ids = {} as Record<'kluska' | 'zelka' | 'chomcio' | 'gryzek' | 'survey' | 'pair' | 'pairSecond' | 'zaneta' | 'single' | 'cancelled', number>;

  const download = async (url: string) => {
    const response = await admin.get(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      csp: response.headers.get('content-security-policy'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const uploadScan = (adoptionId: number, file: { name: string; type: string; bytes: Buffer }) => {
    const form = new FormData();
    form.append('scan', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${server.baseUrl}/api/adoptions/${adoptionId}/contract/scan`, { method: 'POST', body: form, headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` } });
  };
  const sign = (adoptionId: number, signedOn: unknown) => admin.request('PUT', `/api/adoptions/${adoptionId}/contract/signature`, { signedOn });
  const addAnimal = async (fields: { name: string; species: string; sex: string; birthDate: string; neutered: boolean; health: string }, photoHue?: number) => {
    const [row] = await queryRows<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, birth_date, neutered, health) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [fields.name, fields.species, fields.sex, fields.birthDate, fields.neutered, fields.health],
    );
    if (photoHue !== undefined) {
      const response = await fetch(`${server.baseUrl}/api/animals/${row!.id}/images`, {
        method: 'POST',
        body: imagesForm([{ name: 'foto.jpg', type: 'image/jpeg', bytes: await imageFixture('jpeg', photoHue, 320) }]),
        headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` },
      });
      expect(response.status).toBeLessThan(300);
    }
    return row!.id;
  };
  const adoptionIdOf = async (animalId: number) =>
    Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adoptions WHERE animal_id = $1 ORDER BY id DESC LIMIT 1`, [animalId])).id);

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-contracts-'));
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...FOUNDATION }));
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);

    ids.kluska = await addAnimal({ name: 'Kluska', species: 'Świnka morska', sex: 'Samica', birthDate: '2025-03-10', neutered: false, health: 'Zdrowa, po odrobaczeniu.' }, 40);
    ids.zelka = await addAnimal({ name: 'Żelka', species: 'Świnka morska', sex: 'Samica', birthDate: '2024-11-02', neutered: false, health: 'Przebyta grzybica, wyleczona.' }, 200);
    ids.chomcio = await addAnimal({ name: 'Chomcio', species: 'Chomik syryjski', sex: 'Samiec', birthDate: '2025-06-01', neutered: false, health: '' });
    ids.gryzek = await addAnimal({ name: 'Gryzek', species: 'Szczur', sex: 'Samiec', birthDate: '2025-01-01', neutered: true, health: 'Zdrowy.' });

    const survey = await insertSurvey(db.dataSource, {
      species: 'Świnka morska',
      firstName: 'Żaneta',
      lastName: 'Łukasiewicz',
      email: 'zaneta@example.com',
      phone: '+48600100200',
      zip: '90-001',
      city: 'Łódź',
      animals: [ids.kluska, ids.zelka],
    });
    ids.survey = survey;
    expect((await admin.post(`/api/survey/${survey}/adopt-bulk`, { animalIds: [ids.kluska, ids.zelka] })).status).toBe(200);
    ids.pair = await adoptionIdOf(ids.kluska);
    ids.pairSecond = await adoptionIdOf(ids.zelka);
    ids.zaneta = Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adopters WHERE email = 'zaneta@example.com'`)).id);

    // Without a survey, from the adopter profile.
    expect((await admin.post(`/api/adopters/${ids.zaneta}/adoptions`, { animalId: ids.chomcio })).status).toBe(201);
    ids.single = await adoptionIdOf(ids.chomcio);

    // Adopted, then cancelled.
    expect((await admin.post(`/api/adopters/${ids.zaneta}/adoptions`, { animalId: ids.gryzek })).status).toBe(201);
    ids.cancelled = await adoptionIdOf(ids.gryzek);
    expect((await admin.post(`/api/adopters/${ids.zaneta}/adoptions/${ids.cancelled}/cancel`, {})).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('makes the contract of a survey adoption: foundation, adopter, every animal with its photo, clauses, signatures, a care card per animal', async () => {
    const pdf = await download(`/api/adoptions/${ids.pair}/contract.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="umowa-adopcyjna-${ids.pair}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf.bytes);
    for (const value of Object.values(FOUNDATION)) expect(text).toContain(value);
    expect(text).toContain(`Umowa adopcyjna nr ${ids.pair}/`);
    expect(text).toContain('Żaneta Łukasiewicz');
    expect(text).toContain('90-001 Łódź');
    expect(text).toContain('+48600100200');
    expect(text).toContain('zaneta@example.com');
    expect(text).toContain('Kluska');
    expect(text).toContain('Żelka');
    expect(text).toContain('Przebyta grzybica, wyleczona.');
    expect(text).toContain('ok. 10 marca 2025 r.');
    // The clauses with their placeholders filled, and the place from the foundation's address.
    // Two animals: every clause in the plural; who owns them; the personal data; place and date once, at the top.
    expect(text).toContain('§ 3. Przekazanie innej osobie i rozmnażanie');
    expect(text).toContain(
      'Fundacja Puszyste Serca, dalej „Fundacja”, przekazuje Adoptującemu (Żaneta Łukasiewicz) zwierzęta opisane powyżej: Kluska (świnka morska), Żelka (świnka morska), a Adoptujący przyjmuje je pod stałą opiekę',
    );
    expect(text).toContain('Z chwilą wydania Fundacja przenosi na Adoptującego własność zwierząt nieodpłatnie, jako darowiznę (art. 888 Kodeksu cywilnego)');
    expect(text).toContain('przenieść z powrotem na Fundację własność zwierząt i wydać je');
    expect(text).toContain('Administratorem danych osobowych Adoptującego jest Fundacja.');
    expect(text).toContain('Umowa obowiązuje przez całe życie zwierząt.');
    expect(text).not.toMatch(/zwierzęci(a|u|em)\b/);
    expect(text).toContain('w miejscowości Kraków pomiędzy:');
    expect(text).not.toContain('Miejsce i data zawarcia umowy');
    expect(text).not.toContain('przekazujący');
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(text).toContain('Adoptujący (czytelny podpis)');
    // The contract's pages, then one care card page per animal.
    const cards = pages.filter((page) => page.includes('Karta opieki:'));
    expect(cards.map((page) => /Karta opieki: (\S+)/.exec(page)?.[1])).toEqual(['Kluska', 'Żelka']);
    expect(cards[0]).toContain('witaminę C');
    expect(cards[0]).toContain('120 × 60 cm');
    expect(cards[1]).toContain('Przebyta grzybica, wyleczona.');
    expect(cards[1]).toContain(FOUNDATION.FOUNDATION_EMAIL);
    expect(await pdfImageCount(pdf.bytes)).toBe(2);

    // Any adoption of the group names the same contract.
    const second = await pdfText((await download(`/api/adoptions/${ids.pairSecond}/contract.pdf`)).bytes);
    expect(second.text).toContain(`Umowa adopcyjna nr ${ids.pair}/`);
  });

  it('makes the contract of an adoption without a survey, and the care card alone', async () => {
    const { text } = await pdfText((await download(`/api/adoptions/${ids.single}/contract.pdf`)).bytes);
    expect(text).toContain('Chomcio');
    expect(text).not.toContain('Kluska');
    // One animal: every clause in the singular.
    expect(text).toContain('zwierzę opisane powyżej: Chomcio');
    expect(text).toContain('Umowa obowiązuje przez całe życie zwierzęcia.');
    expect(text).not.toMatch(/Zapewnić zwierzętom|opiekować się zwierzętami|całe życie zwierząt/);
    expect(text).toContain('brak zdjęcia');
    const card = await download(`/api/adoptions/${ids.single}/care-card.pdf`);
    expect(card.status).toBe(200);
    expect(card.disposition).toBe(`attachment; filename="karta-opieki-${ids.single}.pdf"`);
    const read = await pdfText(card.bytes);
    expect(read.pages).toHaveLength(1);
    expect(read.text).toContain('Karta opieki: Chomcio');
    expect(read.text).toContain('każdy chomik w osobnej klatce');
    expect(read.text).toContain('100 × 50 cm');
    expect(read.text).toContain('Uwagi o zdrowiu: bez uwag');
    expect(read.text).toContain('Szczepienia i leczenie: brak wpisów w karcie zdrowia');
  });

  it("prints the health card's vaccinations and treatments (not visits, costs or clinics) with the free-text line as remarks", async () => {
    const clinic = (await queryOne<{ id: number }>(db.dataSource, `INSERT INTO clinics (name) VALUES ('Lecznica Tajna') RETURNING id`)).id;
    await execute(
      db.dataSource,
      `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, clinic_id) VALUES
         ($1, 'odrobaczanie', '2026-10-02', 'Fenbendazol', 3500, $2),
         ($1, 'wizyta', '2026-10-01', 'Przegląd po przyjęciu', 9000, $2),
         ($1, 'lek', '2026-10-05', 'Witamina C przez 10 dni', NULL, NULL)`,
      [ids.kluska, clinic],
    );
    const { text } = await pdfText((await download(`/api/adoptions/${ids.pair}/contract.pdf`)).bytes);
    expect(text).toContain('Szczepienia i leczenie: 2 października 2026 r.: odrobaczanie / odpchlenie – Fenbendazol; 5 października 2026 r.: lek / kuracja – Witamina C przez 10 dni');
    expect(text).toContain('Uwagi o zdrowiu: Zdrowa, po odrobaczeniu.');
    expect(text).not.toContain('Przegląd po przyjęciu');
    expect(text).not.toContain('Lecznica Tajna');
    expect(text).not.toContain('35,00');
  });

  it('refuses a contract for a cancelled or unknown adoption with a Polish 404', async () => {
    for (const id of [ids.cancelled, 999_999, 'abc']) {
      for (const kind of ['contract.pdf', 'care-card.pdf']) {
        const response = await admin.get(`/api/adoptions/${id}/${kind}`);
        expect(response.status).toBe(404);
        expect(await readJson<ErrorBody>(response)).toEqual({ error: CONTRACT_MESSAGES.adoptionNotFound, code: 'adoption_not_found' });
      }
    }
  });

  it('serves the default template, refuses a bad one naming the line, and uses a saved one', async () => {
    const initial = await readJson<ContractTemplateResponse>(await admin.get('/api/contract-template'));
    expect(initial).toMatchObject({ text: DEFAULT_CONTRACT_TEMPLATE, isDefault: true, updatedAt: null });

    const unknown = await admin.request('PUT', '/api/contract-template', { text: `# Umowa\n${'Tekst.\n'.repeat(5)}Zwierzę: {foo}.` });
    expect(unknown.status).toBe(400);
    expect((await readJson<ErrorBody>(unknown)).error).toBe('Wiersz 7: nieznane pole {foo}.');
    const emptyHeading = await admin.request('PUT', '/api/contract-template', { text: 'Tekst.\n\n#\n1. Punkt' });
    expect(emptyHeading.status).toBe(400);
    expect((await readJson<ErrorBody>(emptyHeading)).error).toBe('Wiersz 3: nagłówek jest pusty. Po znaku # wpisz jego treść.');
    const unclosed = await admin.request('PUT', '/api/contract-template', { text: '# § 1\nDla {adoptujacy' });
    expect((await readJson<ErrorBody>(unclosed)).error).toBe('Wiersz 2: pole nie jest zamknięte nawiasem }.');
    expect((await readJson<ContractTemplateResponse>(await admin.get('/api/contract-template'))).isDefault).toBe(true);

    const text = '# § 1. Opieka\n{adoptujacy} dba o: {zwierzeta}.\n\n1. Pierwszy punkt dnia {data}.\n2. Kontakt: {kontakt}.';
    const saved = await admin.request('PUT', '/api/contract-template', { text });
    expect(saved.status).toBe(200);
    expect((await readJson<{ template: ContractTemplateResponse }>(saved)).template).toMatchObject({ text, isDefault: false });
    const { text: pdf } = await pdfText((await download(`/api/adoptions/${ids.single}/contract.pdf`)).bytes);
    expect(pdf).toContain('Żaneta Łukasiewicz dba o: Chomcio (chomik syryjski).');
    expect(pdf).toContain('Kontakt: adopcje@puszyste-serca.pl.');
    expect(pdf).not.toContain('Zakaz sprzedaży');
    const history = await queryOne<{ actor_name: unknown; details: unknown }>(db.dataSource, `SELECT actor_name, details FROM history WHERE action = 'contract_template.updated'`);
    expect(history).toMatchObject({ actor_name: 'admin', details: { key: 'adoption_contract', length: text.length } });
    // Back to the default for the other tests.
    expect((await admin.request('PUT', '/api/contract-template', { text: DEFAULT_CONTRACT_TEMPLATE })).status).toBe(200);
  });

  it('marks a contract signed on a valid date only, and keeps the scanned copy for download', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    const refusals: [unknown, string][] = [
      [tomorrow, CONTRACT_MESSAGES.signedDateInFuture],
      ['2026-02-30', CONTRACT_MESSAGES.signedDateInvalid],
      ['1.12.2026', CONTRACT_MESSAGES.signedDateInvalid],
      ['', CONTRACT_MESSAGES.signedDateRequired],
      [42, CONTRACT_MESSAGES.signedDateRequired],
      ['2020-01-01', 'Data podpisania nie może być wcześniejsza niż data adopcji'],
    ];
    for (const [value, message] of refusals) {
      const response = await sign(ids.pair, value);
      expect(response.status, String(value)).toBe(400);
      expect((await readJson<ErrorBody>(response)).error).toContain(message);
    }
    expect((await sign(ids.cancelled, todayInPoland())).status).toBe(404);

    // A scan needs the signature first.
    const early = await uploadScan(ids.pair, { name: 'umowa.pdf', type: 'application/pdf', bytes: minimalPdf() });
    expect(early.status).toBe(409);
    expect((await readJson<ErrorBody>(early)).error).toBe(CONTRACT_MESSAGES.scanNeedsSignature);

    const today = todayInPoland();
    const signed = await sign(ids.pairSecond, today);
    expect(signed.status).toBe(200);
    const { contract } = await readJson<{ contract: AdoptionContract }>(signed);
    expect(contract).toMatchObject({ adoptionId: ids.pair, signedOn: today, scan: null });
    expect(contract.animals.map((animal) => animal.name)).toEqual(['Kluska', 'Żelka']);

    // Refused by content, whatever the name and declared type.
    for (const bad of [
      { name: 'umowa.png', type: 'image/png', bytes: HTML_AS_PNG },
      { name: 'umowa.pdf', type: 'application/pdf', bytes: Buffer.from('To nie jest PDF') },
      { name: 'duza.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_242_880)]) },
      // Starts like a PDF, but is a web page: refused by its structure.
      { name: 'umowa.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-<html><body><script>alert(1)</script></body></html>') },
    ]) {
      const response = await uploadScan(ids.pair, bad);
      expect(response.status, bad.name).toBe(400);
      expect((await readJson<ErrorBody>(response)).error).toBe(CONTRACT_MESSAGES.scanRejected);
    }
    const missing = await fetch(`${server.baseUrl}/api/adoptions/${ids.pair}/contract/scan`, { method: 'POST', body: new FormData(), headers: { cookie: `pets.sid=${admin.cookie('pets.sid')}` } });
    expect((await readJson<ErrorBody>(missing)).error).toBe(CONTRACT_MESSAGES.scanMissing);
    expect((await admin.get(`/api/adoptions/${ids.pair}/contract/scan`)).status).toBe(404);

    const scanPdf = minimalPdf();
    const attached = await uploadScan(ids.pair, { name: 'skan.bin', type: 'application/octet-stream', bytes: scanPdf });
    expect(attached.status).toBe(201);
    expect((await readJson<{ contract: AdoptionContract }>(attached)).contract.scan).toMatchObject({ contentType: 'application/pdf', size: scanPdf.length });
    const back = await download(`/api/adoptions/${ids.pairSecond}/contract/scan`);
    expect(back).toMatchObject({ status: 200, type: 'application/pdf', disposition: `attachment; filename="umowa-adopcyjna-${ids.pair}-skan.pdf"` });
    expect(back.bytes.equals(scanPdf)).toBe(true);
    // Served to be saved, and sandboxed should a browser render it anyway.
    expect(back.csp).toMatch(/^sandbox;/);

    // A photo of the signed page replaces the PDF; the old scan is gone from the database.
    const photo = await imageFixture('png', 90, 200);
    expect((await uploadScan(ids.pair, { name: 'zdjecie.png', type: 'image/png', bytes: photo })).status).toBe(201);
    const again = await download(`/api/adoptions/${ids.pair}/contract/scan`);
    expect(again.type).toBe('image/png');
    expect(again.bytes.equals(photo)).toBe(true);
    expect(Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*) AS n FROM contract_scans`)).n)).toBe(1);

    const history = await queryRows<{ action: string; subject_id: number; details: { adoptionIds: number[] } }>(
      db.dataSource,
      `SELECT action, subject_id, details FROM history WHERE subject_type = 'adoption' ORDER BY id`,
    );
    expect(history.map((row) => row.action)).toEqual(['adoption.contract_signed', 'adoption.contract_scan_attached', 'adoption.contract_scan_attached']);
    expect(history[0]).toMatchObject({ subject_id: ids.pair, details: { adoptionIds: [ids.pair, ids.pairSecond] } });
  });

  it('lists the contracts of an adopter and of a survey with their signature and scan', async () => {
    const byAdopter = await readJson<AdoptionContractList>(await admin.get(`/api/adoptions/contracts?adopterId=${ids.zaneta}`));
    expect(byAdopter.items.map((item) => [item.adoptionId, item.animals.map((animal) => animal.name), item.signedOn !== null, item.scan?.contentType ?? null])).toEqual([
      [ids.single, ['Chomcio'], false, null],
      [ids.pair, ['Kluska', 'Żelka'], true, 'image/png'],
    ]);
    const bySurvey = await readJson<AdoptionContractList>(await admin.get(`/api/adoptions/contracts?surveyId=${ids.survey}`));
    expect(bySurvey.items.map((item) => item.adoptionId)).toEqual([ids.pair]);
    const neither = await admin.get('/api/adoptions/contracts');
    expect(neither.status).toBe(400);
    expect((await readJson<ErrorBody>(neither)).error).toBe(CONTRACT_MESSAGES.chooseOne);
  });

  it('lists on the dashboard the contracts still unsigned a week after the adoption, oldest first', async () => {
    const before = await readJson<UnsignedContractList>(await admin.get('/api/adoptions/unsigned-contracts'));
    expect(before).toEqual({ items: [], total: 0 });
    await execute(db.dataSource, `UPDATE adoptions SET adopted_at = now() - interval '10 days' WHERE id = $1`, [ids.single]);
    await execute(db.dataSource, `UPDATE adoptions SET adopted_at = now() - interval '8 days' WHERE id IN ($1, $2)`, [ids.pair, ids.pairSecond]);
    const after = await readJson<UnsignedContractList>(await admin.get('/api/adoptions/unsigned-contracts'));
    // The pair was signed; the cancelled adoption never counts.
    expect(after).toMatchObject({ total: 1, items: [{ adoptionId: ids.single, adopterId: ids.zaneta, adopterName: 'Żaneta Łukasiewicz', surveyId: null, animals: ['Chomcio'] }] });
    expect((await sign(ids.single, todayInPoland())).status).toBe(200);
    expect(await readJson<UnsignedContractList>(await admin.get('/api/adoptions/unsigned-contracts'))).toEqual({ items: [], total: 0 });
  });

  it('loses the scans with the adopter\'s personal data (RODO erase) and keeps the day of signing', async () => {
    const exported = await readJson<{ adoptions: { animal: string; contractSignedOn: string | null; contractScan: boolean }[] }>(
      await admin.get(`/api/adopters/${ids.zaneta}/export?format=json`),
    );
    expect(exported.adoptions.find((adoption) => adoption.animal === 'Kluska')).toMatchObject({ contractSignedOn: todayInPoland(), contractScan: true });
    const readable = await (await admin.get(`/api/adopters/${ids.zaneta}/export?format=text`)).text();
    expect(readable).toContain('umowa podpisana');
    expect(Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*) AS n FROM contract_scans`)).n)).toBe(1);
    expect((await admin.post(`/api/adopters/${ids.zaneta}/erase`, {})).status).toBe(200);
    expect(Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*) AS n FROM contract_scans`)).n)).toBe(0);
    const contracts = await readJson<AdoptionContractList>(await admin.get(`/api/adoptions/contracts?adopterId=${ids.zaneta}`));
    expect(contracts.items.find((item) => item.adoptionId === ids.pair)).toMatchObject({ signedOn: todayInPoland(), scan: null });
    expect((await admin.get(`/api/adoptions/${ids.pair}/contract/scan`)).status).toBe(404);
  });
});
