import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as DomUtils from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import type { RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertStatsFixture } from '../stats/stats.fixtures.js';

const run = promisify(execFile);
const RANGE = 'from=2026-01-01&to=2026-03-31';

/** One spreadsheet cell as LibreOffice Calc took it: its type, the text shown, its number and a formula if any. */
interface CalcCell {
  type: string;
  text: string;
  /** office:value of a number cell ("85.5"), null otherwise. */
  value: string | null;
  formula: string | null;
}

/** Language 1045 (Polish): ',' is the decimal mark, as in a Polish user's Calc or Excel. */
const POLISH_LOCALE = '1045';

/**
 * The export opened by a real spreadsheet (issue 29, item 7): LibreOffice Calc headless imports the
 * CSV with the options a Polish user picks (";" between cells, '"' around them, UTF-8:
 * `CSV:59,34,76,1`; Polish as the language where amounts are read) and saves it as a flat
 * OpenDocument sheet, whose cells are read back here.
 */
describe('CSV exports opened in LibreOffice Calc', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let dir: string;

  async function openInCalc(file: string, language = ''): Promise<CalcCell[][]> {
    const response = await admin.get(`/api/exports/${file}?${RANGE}`);
    expect(response.status).toBe(200);
    const csv = path.join(dir, file);
    await fs.writeFile(csv, Buffer.from(await response.arrayBuffer()));
    // A profile of its own: Calc refuses to start on a profile another instance holds.
    const profile = `file://${path.join(dir, 'profile')}`;
    await run('soffice', [`-env:UserInstallation=${profile}`, '--headless', `--infilter=CSV:59,34,76,1${language ? `,,${language}` : ''}`, '--convert-to', 'fods', '--outdir', dir, csv], { timeout: 60_000 });
    const sheet = parseDocument(await fs.readFile(csv.replace(/\.csv$/, '.fods'), 'utf8'), { xmlMode: true });
    return DomUtils.getElementsByTagName('table:table-row', sheet).map((row) =>
      DomUtils.getElementsByTagName('table:table-cell', row.children, false).flatMap((cell) => {
        const value: CalcCell = {
          type: cell.attribs['office:value-type'] ?? '',
          text: DomUtils.getElementsByTagName('text:p', cell.children).map((paragraph) => DomUtils.textContent(paragraph)).join('\n'),
          value: cell.attribs['office:value'] ?? null,
          formula: cell.attribs['table:formula'] ?? null,
        };
        // Equal neighbours (empty cells above all) are written once with a count.
        return Array.from({ length: Number(cell.attribs['table:number-columns-repeated'] ?? 1) }, () => value);
      }),
    );
  }

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-calc-'));
    try {
      await run('soffice', ['--version']);
    } catch {
      throw new Error('soffice is missing: these tests open the exports in LibreOffice Calc (apt-get install libreoffice-calc-nogui; npm test installs it)');
    }
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    await insertStatsFixture(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('shows hostile text as text, never as a formula, with every Polish letter and line break', async () => {
    const [header, ...rows] = await openInCalc('surveys.csv');
    expect(header!.map((cell) => cell.text).slice(0, 4)).toEqual(['Nr ankiety', 'Data wysłania', 'Gatunek', 'Imię']);
    for (const cell of rows.flat()) expect(cell.formula, cell.text).toBeNull();
    const [s6, s7] = rows.slice(5, 7);
    expect(s6![4]).toMatchObject({ type: 'string', text: "'-Nowak" });
    expect(s6![8]).toMatchObject({ type: 'string', text: "'@Gdańsk" });
    expect(s7![3]).toMatchObject({ type: 'string', text: '\'=HYPERLINK("http://zło.example")' });
    expect(s7![4]).toMatchObject({ type: 'string', text: 'Kowalska; "Kasia"' });
    expect(s7![8]).toMatchObject({ type: 'string', text: 'Zielona\nGóra' });
  }, 90_000);

  it('keeps a phone number whole: its plus, no apostrophe, not turned into a number', async () => {
    const [header, , second] = await openInCalc('adoptions.csv');
    expect(header![9]!.text).toBe('Telefon');
    expect(second![9]).toEqual({ type: 'string', text: '+48 600 100 200', value: null, formula: null });
    expect(second![1]).toMatchObject({ text: '15.01.2026' });
  }, 90_000);

  it('reads the health card costs as numbers in a Polish spreadsheet, the labels as text', async () => {
    const [header, first, second, third] = await openInCalc('health.csv', POLISH_LOCALE);
    expect(header![8]!.text).toBe('Koszt (zł)');
    expect(first![8]).toMatchObject({ type: 'float', value: '85.5', formula: null });
    expect(second![8]).toMatchObject({ type: 'float', value: '1234.05', formula: null });
    expect(third![8]!.type).toBe('');
    expect(first![5]).toMatchObject({ type: 'string', text: 'Szczepienie' });
    expect(third![6]).toMatchObject({ type: 'string', text: "'=Odrobaczanie", formula: null });
  }, 90_000);
});
