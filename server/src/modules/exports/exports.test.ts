import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_MESSAGES } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertStatsFixture, type StatsFixture } from '../stats/stats.fixtures.js';

const RANGE = 'from=2026-01-01&to=2026-03-31';

/** GET /exports/...: the files parsed back with a real CSV parser, as Excel would read them. */
describe('admin CSV and JSON exports', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let fixture: StatsFixture;

  const download = async (file: string, query = RANGE) => {
    const response = await admin.get(`/api/exports/${file}?${query}`);
    expect(response.status).toBe(200);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const csvRows = (bytes: Buffer) => parse(bytes, { bom: true, delimiter: ';', record_delimiter: '\r\n' }) as string[][];

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    fixture = await insertStatsFixture(db.dataSource);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('sends adoptions as a UTF-8 CSV with a BOM, ";" separators, Polish headers and dd.mm.yyyy days', async () => {
    const { response, bytes } = await download('adoptions.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="adopcje-2026-01-01-2026-03-31.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual([
      'Nr adopcji', 'Data adopcji', 'Nr zwierzaka', 'Imię zwierzaka', 'Gatunek', 'Nr ankiety', 'Imię', 'Nazwisko',
      'E-mail', 'Telefon', 'Miejscowość', 'Dni od ankiety', 'Dni od przyjęcia', 'Data anulowania',
    ]);
    // Zima on 1 January in Poland (23:30 UTC on 31 December), the cancelled adoption with its date.
    // Days from arrival count from the intake date: Kulka taken in on 20 November (entered on
    // 1 December), Gryzek on 5 January (entered on the 20th), Zima on 2 December.
    expect(rows.map((row) => [row[1], row[3], row[4], row[11], row[12], row[13]])).toEqual([
      ['01.01.2026', 'Zima', 'Szczur', '', '30', ''],
      ['15.01.2026', 'Kulka', 'Królik', '10', '56', ''],
      ['04.02.2026', 'Puszek', 'Królik', '30', '25', ''],
      ['09.02.2026', 'Gryzek', 'Szczur', '15', '35', ''],
      ['05.03.2026', 'Anulka', 'Królik', '4', '63', '06.03.2026'],
      ['10.03.2026', 'Mysia', 'Mysz', '33', '37', ''],
    ]);
    // A phone number gets no apostrophe a spreadsheet would show, and is grouped so that it stays
    // text (digits alone would open as the number 48600100200).
    expect(rows[1]!.slice(6, 11)).toEqual(['Żaneta', 'Łukasiewicz', 'zaneta@example.com', '+48 600 100 200', 'Łódź']);
  });

  it('quotes separators, quotes and line breaks and defuses formulas in the surveys CSV', async () => {
    const { response, bytes } = await download('surveys.csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ankiety-2026-01-01-2026-03-31.csv"');
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['Nr ankiety', 'Data wysłania', 'Gatunek', 'Imię', 'Nazwisko', 'E-mail', 'Telefon', 'Kod pocztowy', 'Miejscowość', 'Wybrane zwierzaki', 'Wynik']);
    expect(rows.map((row) => Number(row[0]))).toEqual([fixture.surveys.s1, fixture.surveys.s2, fixture.surveys.s3, fixture.surveys.s4, fixture.surveys.s5, fixture.surveys.s6, fixture.surveys.s7]);
    expect(rows.map((row) => row[10])).toEqual(['Adopcja', 'Adopcja', 'Adopcja', 'Rezerwacja', 'Adopcja anulowana', 'Rezerwacja cofnięta', 'Otwarta']);
    expect(rows[0]!.slice(1, 4)).toEqual(['05.01.2026', 'Królik', 'Żaneta']);
    expect(rows[0]![9]).toBe('Kulka, Puszek');
    const [s6, s7] = [rows[5]!, rows[6]!];
    expect(s6[4]).toBe("'-Nowak");
    expect(s6[8]).toBe("'@Gdańsk");
    expect(s7[3]).toBe('\'=HYPERLINK("http://zło.example")');
    expect(s7[4]).toBe('Kowalska; "Kasia"');
    expect(s7[8]).toBe('Zielona\nGóra');
  });

  it('exports animals added in the range with Tak/Nie, a multi-line description and the intake last', async () => {
    const { response, bytes } = await download('animals.csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zwierzeta-2026-01-01-2026-03-31.csv"');
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual([
      'Nr zwierzaka', 'Imię', 'Gatunek', 'Płeć', 'Data urodzenia', 'Wykastrowany', 'Status', 'Stan zdrowia', 'Za Tęczowym Mostem', 'Opis',
      'Data dodania', 'Data adopcji', 'Data przyjęcia', 'Źródło przyjęcia',
    ]);
    expect(rows.map((row) => row[1])).toEqual(['Anulka', 'Puszek', 'Gryzek', 'Mysia', 'Chomcio', 'Zwolniony']);
    const anulka = rows[0]!;
    expect(anulka.slice(3, 14)).toEqual(['Samica', '04.03.2025', 'Nie', 'Dostępny', '', 'Nie', 'Linia pierwsza; "cytat"\nLinia druga', '01.01.2026', '', '01.01.2026', 'Inne']);
    expect(rows[1]![11]).toBe('04.02.2026');
    // The intake's own day and its source's label; no source is an empty cell.
    expect(rows.map((row) => [row[1], row[10], row[12], row[13]])).toEqual([
      ['Anulka', '01.01.2026', '01.01.2026', 'Inne'],
      ['Puszek', '10.01.2026', '10.01.2026', 'Zrzeczenie się właściciela'],
      ['Gryzek', '20.01.2026', '05.01.2026', 'Znaleziony'],
      ['Mysia', '01.02.2026', '01.02.2026', ''],
      ['Chomcio', '15.02.2026', '15.02.2026', 'Zrzeczenie się właściciela'],
      ['Zwolniony', '02.03.2026', '31.03.2026', ''],
    ]);
  });

  it('exports the health card entries dated in the range, with Polish labels and costs a spreadsheet sums', async () => {
    const { response, bytes } = await download('health.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zdrowie-2026-01-01-2026-03-31.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(['Nr wpisu', 'Data', 'Nr zwierzaka', 'Imię zwierzaka', 'Gatunek', 'Rodzaj', 'Opis', 'Lecznica', 'Koszt (zł)', 'Następny termin', 'Uwagi']);
    // Dawna's visit on 31 December and Zima's test on 1 April are outside the range.
    expect(rows).toEqual([
      [String(fixture.health.kulka), '08.01.2026', String(fixture.animals.kulka), 'Kulka', 'Królik', 'Szczepienie', 'Szczepienie przeciw RHD', 'Przychodnia „Łapka”', '85,50', '08.01.2027', ''],
      [
        String(fixture.health.gryzek), '10.02.2026', String(fixture.animals.gryzek), 'Gryzek', 'Szczur', 'Zabieg', 'Usunięcie ropnia; "mały"', 'Przychodnia „Łapka”',
        // No thousands separator: "1 234,05" would be text in a spreadsheet.
        '1234,05', '', 'Kontrola za tydzień\nbez antybiotyku',
      ],
      // A description that could start a formula is defused; no cost and no clinic stay empty.
      [String(fixture.health.mysia), '31.03.2026', String(fixture.animals.mysia), 'Mysia', 'Mysz', 'Odrobaczanie / odpchlenie', "'=Odrobaczanie", '', '', '', ''],
    ]);
    // The cells are quoted like every other cell, the amount with its decimal comma.
    expect(bytes.toString('utf8')).toContain(';"85,50";');
  });

  it('sends health entries as JSON with type codes and the cost as an integer of grosze', async () => {
    const { response, bytes } = await download('health.json');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zdrowie-2026-01-01-2026-03-31.json"');
    const entries = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
    expect(entries).toEqual([
      {
        id: fixture.health.kulka,
        date: '2026-01-08',
        animalId: fixture.animals.kulka,
        animalName: 'Kulka',
        species: 'Królik',
        type: 'szczepienie',
        description: 'Szczepienie przeciw RHD',
        clinic: 'Przychodnia „Łapka”',
        costGrosze: 8550,
        nextDue: '2027-01-08',
        note: '',
      },
      expect.objectContaining({ id: fixture.health.gryzek, type: 'zabieg', costGrosze: 123_405, nextDue: null }) as unknown,
      expect.objectContaining({ id: fixture.health.mysia, type: 'odrobaczanie', description: '=Odrobaczanie', clinic: null, costGrosze: null }) as unknown,
    ]);
  });

  it('sends only the header row when the range has no records', async () => {
    for (const file of ['adoptions.csv', 'surveys.csv', 'animals.csv', 'health.csv']) {
      const { bytes } = await download(file, 'from=2000-01-01&to=2000-12-31');
      const rows = csvRows(bytes);
      expect({ file, rows: rows.length }).toEqual({ file, rows: 1 });
      expect(bytes.toString('utf8').startsWith('\uFEFF')).toBe(true);
    }
    const { bytes } = await download('surveys.json', 'from=2000-01-01&to=2000-12-31');
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([]);
  });

  it('sends the same records as JSON with ISO days and outcome codes', async () => {
    const { response, bytes } = await download('surveys.json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ankiety-2026-01-01-2026-03-31.json"');
    const surveys = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
    expect(surveys).toHaveLength(7);
    expect(surveys[0]).toEqual({
      id: fixture.surveys.s1,
      sentOn: '2026-01-05',
      species: 'Królik',
      firstName: 'Żaneta',
      lastName: 'Łukasiewicz',
      email: expect.stringContaining('@example.com') as unknown,
      phone: expect.stringMatching(/^\+48/) as unknown,
      zip: '00-001',
      city: 'Łódź',
      animals: 'Kulka, Puszek',
      outcome: 'adopted',
    });
    expect(surveys[6]!.firstName).toBe('=HYPERLINK("http://zło.example")');
    const adoptions = JSON.parse((await download('adoptions.json')).bytes.toString('utf8')) as Record<string, unknown>[];
    expect(adoptions.map((row) => row.animalName)).toEqual(['Zima', 'Kulka', 'Puszek', 'Gryzek', 'Anulka', 'Mysia']);
    const animals = JSON.parse((await download('animals.json')).bytes.toString('utf8')) as Record<string, unknown>[];
    expect(animals[0]).toMatchObject({ name: 'Anulka', neutered: false, rainbowBridge: false, birthDate: '2025-03-04', addedOn: '2026-01-01', intakeDate: '2026-01-01', intakeSource: 'inne' });
    expect(animals[3]).toMatchObject({ name: 'Mysia', intakeDate: '2026-02-01', intakeSource: null });
    expect(adoptions[1]).toMatchObject({ animalName: 'Kulka', daysFromArrival: 56 });
  });

  it('refuses a bad range with a Polish 400 and no file', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-01&to=2026-01-01', STATS_MESSAGES.reversed],
      ['from=2010-01-01&to=2026-01-01', STATS_MESSAGES.tooLong],
      ['from=2026-13-01&to=2026-12-31', STATS_MESSAGES.invalidFrom],
      ['from=2026-01-01&to=', STATS_MESSAGES.invalidTo],
    ];
    for (const file of ['adoptions.csv', 'surveys.json']) {
      for (const [query, message] of cases) {
        const response = await admin.get(`/api/exports/${file}?${query}`);
        expect({ file, query, status: response.status }).toEqual({ file, query, status: 400 });
        expect(response.headers.get('content-disposition')).toBeNull();
        expect(await readJson(response)).toMatchObject({ error: message, code: 'validation_failed' });
      }
    }
  });

  it('needs a session and knows no other data set', async () => {
    expect((await new HttpClient(server.baseUrl).get(`/api/exports/surveys.csv?${RANGE}`)).status).toBe(401);
    expect((await admin.get(`/api/exports/adopters.csv?${RANGE}`)).status).toBe(404);
  });
});
