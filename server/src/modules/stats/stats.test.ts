import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_MESSAGES, type StatsResponse } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertStatsFixture, type StatsFixture } from './stats.fixtures.js';

/** GET /stats on the hand-computed history of stats.fixtures.ts. */
describe('admin statistics API', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let fixture: StatsFixture;

  const stats = async (from: string, to: string) => {
    const response = await admin.get(`/api/stats?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return readJson<StatsResponse>(response);
  };

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

  it('counts active adoptions per month and species in the Warsaw calendar', async () => {
    const result = await stats('2026-01-01', '2026-03-31');
    expect(result.range).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    // Kulka and Zima (23:30 UTC on 31 Dec is 1 Jan in Poland) in January; Puszek and Gryzek in
    // February; Mysia in March. Anulka's adoption was cancelled: not counted.
    expect(result.adoptions).toEqual({
      total: 5,
      byMonth: [
        { month: '2026-01', total: 2, bySpecies: { Królik: 1, Szczur: 1 } },
        { month: '2026-02', total: 2, bySpecies: { Królik: 1, Szczur: 1 } },
        { month: '2026-03', total: 1, bySpecies: { Mysz: 1 } },
      ],
      bySpecies: [
        { species: 'Królik', count: 2 },
        { species: 'Mysz', count: 1 },
        { species: 'Szczur', count: 2 },
      ],
    });
  });

  it('lists every month of the range, also months without adoptions', async () => {
    const result = await stats('2025-11-15', '2026-01-10');
    expect(result.adoptions.byMonth).toEqual([
      { month: '2025-11', total: 0, bySpecies: {} },
      { month: '2025-12', total: 0, bySpecies: {} },
      // Zima on 1 January (Polish time); Kulka on 15 January is after the range's end.
      { month: '2026-01', total: 1, bySpecies: { Szczur: 1 } },
    ]);
  });

  it('gives average and median days from survey and from arrival to adoption', async () => {
    const { durations } = await stats('2026-01-01', '2026-03-31');
    // Survey to adoption: Kulka 10, Puszek 30, Gryzek 15, Mysia 33 (Zima had no survey).
    // Average 88 / 4 = 22, median (15 + 30) / 2 = 22.5.
    expect(durations.surveyToAdoption).toEqual({ count: 4, averageDays: 22, medianDays: 22.5 });
    // Arrival to adoption, from the intake date to the adoption's day in Poland: Kulka 56 (taken in
    // 20 November, entered 1 December), Puszek 25, Gryzek 35 (taken in 5 January, entered on the
    // 20th), Mysia 37, Zima 30 (2 December to 1 January in Poland, though 31 December in UTC).
    // Average 183 / 5 = 36.6, median 35; from the records' creation it would be 31.4 and 30.
    expect(durations.arrivalToAdoption).toEqual({ count: 5, averageDays: 36.6, medianDays: 35 });
  });

  it('counts intakes per month and source by the intake date, an animal without a source as "nieznane"', async () => {
    const { intakes } = await stats('2026-01-01', '2026-03-31');
    expect(intakes).toEqual({
      total: 6,
      byMonth: [
        { month: '2026-01', total: 3, bySource: { inne: 1, znaleziony: 1, zrzeczenie: 1 } },
        { month: '2026-02', total: 2, bySource: { nieznane: 1, zrzeczenie: 1 } },
        // Zwolniony, taken in on the range's last day (its record dates from 2 March).
        { month: '2026-03', total: 1, bySource: { nieznane: 1 } },
      ],
      // In the order of the sources, 'nieznane' last; sources without intakes left out.
      bySource: [
        { source: 'zrzeczenie', count: 2 },
        { source: 'znaleziony', count: 1 },
        { source: 'inne', count: 1 },
        { source: 'nieznane', count: 2 },
      ],
    });
  });

  it('lists every month of the range for intakes, both edge days included', async () => {
    const { intakes } = await stats('2025-11-20', '2026-01-10');
    expect(intakes.byMonth).toEqual([
      // Kulka on the first day (Dawna on 1 November is before it), Zima in December, and in January
      // Anulka, Gryzek and Puszek on the last day (Mysia on 1 February is after it).
      { month: '2025-11', total: 1, bySource: { interwencja: 1 } },
      { month: '2025-12', total: 1, bySource: { organizacja: 1 } },
      { month: '2026-01', total: 3, bySource: { inne: 1, znaleziony: 1, zrzeczenie: 1 } },
    ]);
    expect(intakes.total).toBe(5);
    expect(intakes.bySource.map((entry) => entry.source)).toEqual(['interwencja', 'zrzeczenie', 'znaleziony', 'organizacja', 'inne']);
  });

  it('reports the open reservations now, with the oldest one, whatever the range', async () => {
    const before = Math.floor((Date.now() - Date.parse('2025-12-16T10:00:00Z')) / 86_400_000);
    const { openReservations } = await stats('2026-03-01', '2026-03-31');
    const after = Math.floor((Date.now() - Date.parse('2025-12-16T10:00:00Z')) / 86_400_000);
    expect(openReservations.count).toBe(2);
    expect(openReservations.oldest).toMatchObject({
      surveyId: fixture.surveys.old,
      animalId: fixture.animals.dawna,
      animalName: 'Dawna',
      species: 'Mysz',
      since: '2025-12-16T10:00:00.000Z',
    });
    expect(openReservations.oldest!.days).toBeGreaterThanOrEqual(before);
    expect(openReservations.oldest!.days).toBeLessThanOrEqual(after);
  });

  it('counts surveys sent in the range per species and by how they ended', async () => {
    const { surveys } = await stats('2026-01-01', '2026-03-31');
    const none = { adopted: 0, reserved: 0, cancelled: 0, released: 0, open: 0 };
    // The survey at 22:30 UTC on 31 March (1 April in Poland) and the December one are outside.
    expect(surveys.total).toBe(7);
    expect(surveys.outcomes).toEqual({ adopted: 3, reserved: 1, cancelled: 1, released: 1, open: 1 });
    expect(surveys.bySpecies).toEqual([
      { species: 'Chomik syryjski', total: 1, outcomes: { ...none, reserved: 1 } },
      { species: 'Królik', total: 3, outcomes: { ...none, adopted: 1, cancelled: 1, open: 1 } },
      { species: 'Mysz', total: 1, outcomes: { ...none, adopted: 1 } },
      { species: 'Szczur', total: 2, outcomes: { ...none, adopted: 1, released: 1 } },
    ]);
  });

  it('answers an empty range with zeros and no averages', async () => {
    const result = await stats('2020-01-01', '2020-01-31');
    expect(result.adoptions).toEqual({ total: 0, byMonth: [{ month: '2020-01', total: 0, bySpecies: {} }], bySpecies: [] });
    expect(result.durations.surveyToAdoption).toEqual({ count: 0, averageDays: null, medianDays: null });
    expect(result.durations.arrivalToAdoption).toEqual({ count: 0, averageDays: null, medianDays: null });
    expect(result.intakes).toEqual({ total: 0, byMonth: [{ month: '2020-01', total: 0, bySource: {} }], bySource: [] });
    expect(result.surveys).toEqual({ total: 0, outcomes: { adopted: 0, reserved: 0, cancelled: 0, released: 0, open: 0 }, bySpecies: [] });
  });

  it('refuses a reversed, too long or invalid range with a Polish 400', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-01&to=2026-01-01', STATS_MESSAGES.reversed],
      ['from=2015-01-01&to=2026-01-01', STATS_MESSAGES.tooLong],
      ['from=2026-02-30&to=2026-03-01', STATS_MESSAGES.invalidFrom],
      ['from=2026-01-01&to=jutro', STATS_MESSAGES.invalidTo],
      ['from=2026-01-01', STATS_MESSAGES.invalidTo],
      ['', STATS_MESSAGES.invalidFrom],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/stats?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(await readJson(response)).toMatchObject({ error: message, code: 'validation_failed' });
    }
  });

  it('accepts exactly ten years', async () => {
    expect((await stats('2016-03-31', '2026-03-31')).adoptions.total).toBe(5);
  });

  it('needs a session', async () => {
    const response = await new HttpClient(server.baseUrl).get('/api/stats?from=2026-01-01&to=2026-03-31');
    expect(response.status).toBe(401);
  });
});
