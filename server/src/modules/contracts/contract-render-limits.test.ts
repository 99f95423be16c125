import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TEMPLATE_MESSAGES, RENDER_MESSAGES, type ContractTemplateResponse } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

interface ErrorBody {
  error: string;
  code: string;
}

/** One word of 19,990 characters: 14–20 s of pdfkit's line breaking on the request thread before. */
const WORST_CASE_TEMPLATE = `# § 1\n${'a'.repeat(19_990)}`;

/** Contract PDFs render in the render pool under a time limit; the template refuses what is slow to lay out. */
describe('contract rendering that nobody can stall', () => {
  let db: TestDatabase;
  let server: RunningServer;
  /** The same database with the default time limit (the render pool is one per process). */
  let patientServer: RunningServer;
  let admin: HttpClient;
  let visitor: HttpClient;
  let adoptionId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource, { rendering: { pdfTimeLimitMs: 5_000 } });
    patientServer = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    visitor = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const adopter = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Ala', 'Nowak', 'ala@example.com', '+48600100200') RETURNING id`,
    );
    const animal = await queryOne<{ id: number }>(db.dataSource, `INSERT INTO animals (name, species, sex) VALUES ('Pestka', 'Królik', 'Samica') RETURNING id`);
    expect((await admin.post(`/api/adopters/${adopter.id}/adoptions`, { animalId: animal.id })).status).toBe(201);
    adoptionId = Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adoptions WHERE animal_id = $1`, [animal.id])).id);
  });
  afterAll(async () => {
    await server?.close();
    await patientServer?.close();
    await db?.drop();
  });

  it('refuses a template with a word longer than 100 characters, naming the line, and keeps the one in force', async () => {
    const response = await admin.request('PUT', '/api/contract-template', { text: `# § 1\nAdoptujący dba o zwierzę.\n${'ź'.repeat(101)} koniec` });
    expect(response.status).toBe(400);
    const { error } = await readJson<ErrorBody>(response);
    expect(error).toBe(CONTRACT_TEMPLATE_MESSAGES.longWord(3, 'ź'.repeat(20)));
    expect(error).toMatch(/^Wiersz 3: słowo „ź{20}…” ma ponad 100 znaków\./);
    expect((await readJson<ContractTemplateResponse>(await admin.get('/api/contract-template'))).isDefault).toBe(true);
    const url = 'https://www.gov.pl/web/rolnictwo/ustawa-o-ochronie-zwierzat';
    expect((await admin.request('PUT', '/api/contract-template', { text: `# § 1\nZasady: ${url}` })).status).toBe(200);
  });

  it('gives up a contract that takes too long with a Polish 422, while /api/health answers throughout', async () => {
    // A template saved before the word limit existed.
    await execute(db.dataSource, `UPDATE document_templates SET body = $1 WHERE key = 'adoption_contract'`, [WORST_CASE_TEMPLATE]);
    const finished: string[] = [];
    const contracts = Array.from({ length: 5 }, async () => {
      const response = await admin.get(`/api/adoptions/${adoptionId}/contract.pdf`);
      finished.push('contract');
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await visitor.get('/api/health');
    finished.push('health');
    expect(health.status).toBe(200);
    const responses = await Promise.all(contracts);
    // Health was answered before any of the five contracts was done (or given up).
    expect(finished[0]).toBe('health');
    for (const response of responses) {
      expect(response.status).toBe(422);
      expect(await readJson<ErrorBody>(response)).toMatchObject({ code: 'document_render_timeout', error: RENDER_MESSAGES.documentTimeout });
    }
    // The pool recovers: with a sound template the next contract is a PDF again. Asked through the
    // app with the default limit: the thread started anew may take seconds to load on a busy machine.
    await execute(db.dataSource, `DELETE FROM document_templates WHERE key = 'adoption_contract'`);
    const patient = new HttpClient(patientServer.baseUrl);
    expect((await patient.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const pdf = await patient.get(`/api/adoptions/${adoptionId}/contract.pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
