import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app-harness.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

const TEMPLATE = '<!doctype html><html lang="pl"><head><title>Fundacja</title><!--site-config--></head><body><div id="root"></div></body></html>';

/**
 * Routes that match a client route but name nothing that exists answer 404 (with the SPA, which
 * shows its not-found screen), like unknown paths; existing subjects keep 200.
 */
describe('SPA status of pages whose subject is missing', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let distDir: string;
  let animalId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO animals (name, species, sex, status, health) VALUES ('Pestka', 'Królik', 'Samica', 'Dostępny', 'Zdrowa') RETURNING id`,
    );
    animalId = row.id;
    // One species with a questionnaire, one without.
    await execute(db.dataSource, `DELETE FROM survey_questions WHERE species IN ('Królik', 'Żółw')`);
    await execute(db.dataSource, `INSERT INTO survey_questions (species, label, type, required, position) VALUES ('Królik', 'Dlaczego królik?', 'tekst', true, 1)`);
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'missing-pages-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    server = await startTestApp(db.dataSource, { webDistDir: distDir });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return { status: response.status, html: await response.text() };
  };

  it.each([
    '/zwierzak/99999',
    '/zwierzak/abc',
    '/zwierzak/0',
    '/zwierzak/99999999999',
    '/ankieta/abc',
    '/ankieta/99999',
    '/ankieta-gatunek/Kot',
    '/ankieta-gatunek/%C5%BB%C3%B3%C5%82w',
    '/ankieta-gatunek/%E0%A4%A',
  ])('answers %s with 404 and the SPA, which shows its not-found screen', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root">');
    expect(html).toContain('id="site-config"');
  });

  it('answers the pages of an existing animal and of a species with a questionnaire with 200', async () => {
    expect((await page(`/zwierzak/${animalId}`)).status).toBe(200);
    expect((await page(`/ankieta/${animalId}`)).status).toBe(200);
    expect((await page('/ankieta-gatunek/Kr%C3%B3lik')).status).toBe(200);
  });
});
