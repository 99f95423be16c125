import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, SurveyListItem } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { execute, queryRows } from '../../db/sql.js';

/** GET /api/survey/surveys over its own database: buckets, search, filters, sorting, pages and the query plans at scale. */
describe('admin survey list and search', () => {
  let listDb: TestDatabase;
  let listServer: RunningServer;
  let client: HttpClient;
  const ids: Record<string, number> = {};
  const search = async (query: Record<string, string | number>) => {
    const response = await client.get(`/api/survey/surveys?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
    expect(response.status).toBe(200);
    return readJson<Paged<SurveyListItem>>(response);
  };
  const found = async (query: Record<string, string | number>) => (await search({ pageSize: 50, ...query })).items.map((item) => item.id);

  beforeAll(async () => {
    listDb = await createTestDatabase();
    await ensureAdmin(listDb.dataSource, 'admin', 'haslo-administratora-1');
    listServer = await startTestApp(listDb.dataSource);
    client = new HttpClient(listServer.baseUrl);
    expect((await client.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const d = listDb.dataSource;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    const fistaszek = await insertAnimal(d, { name: 'Fistaszek' });
    const zolw = await insertAnimal(d, { name: 'Żółwik Źdźbło', species: 'Żółw' });
    const gryzek = await insertAnimal(d, { name: 'Gryzek', species: 'Szczur' });
    const kiwi = await insertAnimal(d, { name: 'Kiwi' });
    ids.lucja = await insertSurvey(d, { firstName: 'Łucja', lastName: 'Śliwińska', email: 'lucja@example.com', phone: '+48600111222', createdAt: day(1), animals: [fistaszek] });
    ids.tortoise = await insertSurvey(d, { species: 'Żółw', firstName: 'Marek', lastName: 'Nowak', email: 'MAREK.N@EXAMPLE.COM', phone: '+48500333444', createdAt: day(2), animals: [zolw] });
    ids.empty = await insertSurvey(d, { firstName: 'Ola', lastName: 'Bez', email: 'ola@example.com', phone: '+48700555666', createdAt: day(3) });
    ids.rat = await insertSurvey(d, { species: 'Szczur', firstName: 'Piotr', lastName: 'Szczurowski', email: 'p_100%@example.com', phone: '+48800777888', createdAt: day(4), animals: [gryzek] });
    ids.reserved = await insertSurvey(d, { firstName: 'Ewa', lastName: 'Rezerwacja', email: 'ewa@example.com', createdAt: day(5), animals: [] });
    ids.done = await insertSurvey(d, { firstName: 'Adam', lastName: 'Zakończony', email: 'adam@example.com', createdAt: day(6), animals: [kiwi] });
    for (let n = 0; n < 11; n += 1) await insertSurvey(d, { firstName: 'Seria', lastName: `Numer${n}`, email: `seria${n}@example.com`, createdAt: day(10 + n) });
    const reserveTarget = await insertAnimal(d, { name: 'Rezerwowy' });
    expect((await client.post(`/api/survey/${ids.reserved}/reserve`, { animalId: reserveTarget })).status).toBe(200);
    expect((await client.post(`/api/survey/${ids.done}/adopt-bulk`, { animalIds: [kiwi] })).status).toBe(200);
  });
  afterAll(async () => {
    await listServer?.close();
    await listDb?.drop();
  });

  it('puts every survey in its bucket with the right totals', async () => {
    const fresh = await search({ bucket: 'new', pageSize: 50 });
    expect(fresh.total).toBe(15);
    expect(fresh.items.map((item) => item.id)).not.toContain(ids.reserved);
    expect(await found({ bucket: 'reserved' })).toEqual([ids.reserved]);
    expect(await found({ bucket: 'done' })).toEqual([ids.done]);
    const done = await search({ bucket: 'done' });
    expect(done.items[0]?.animals).toEqual([expect.objectContaining({ name: 'Kiwi', adopted: true, reservedByMe: false })]);
    const reserved = await search({ bucket: 'reserved' });
    expect(reserved.items[0]?.animals).toEqual([expect.objectContaining({ name: 'Rezerwowy', reservedByMe: true, adopted: false })]);
    expect(reserved.items[0]?.adopter).toEqual({ firstName: 'Ewa', lastName: 'Rezerwacja', email: 'ewa@example.com', phone: expect.any(String) as unknown });
  });

  it('pages 8 at a time by default, newest first, with the total of every page', async () => {
    const first = await search({ bucket: 'new' });
    const second = await search({ bucket: 'new', page: 2 });
    const third = await search({ bucket: 'new', page: 3 });
    expect([first.items.length, second.items.length, third.items.length]).toEqual([8, 7, 0]);
    expect([first.total, second.total, third.total]).toEqual([15, 15, 15]);
    const dates = [...first.items, ...second.items].map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await search({ bucket: 'new', sort: 'oldest', pageSize: 3 });
    expect(oldest.items.map((item) => item.id)).toEqual([ids.lucja, ids.tortoise, ids.empty]);
  });

  it.each([
    ['łucja', 'lucja'],
    ['ŁUCJA ŚLIW', 'lucja'],
    ['śliwińska', 'lucja'],
    ['marek.n@example', 'tortoise'],
    ['MAREK.N@example.COM', 'tortoise'],
    ['600 111 222', 'lucja'],
    ['0048600111', 'lucja'],
    ['333444', 'tortoise'],
    ['fistasz', 'lucja'],
    ['żółwik źdźbło', 'tortoise'],
    ['ŻÓŁWIK', 'tortoise'],
    ['p_100%', 'rat'],
  ])('finds %j by e-mail, phone, full name or animal name', async (query, key) => {
    expect(await found({ bucket: 'new', query })).toEqual([ids[key]]);
  });

  it('treats LIKE wildcards literally and finds nothing for unknown text', async () => {
    expect(await found({ bucket: 'new', query: '%' })).toEqual([ids.rat]);
    expect(await found({ bucket: 'new', query: '_' })).toEqual([ids.rat]);
    expect(await found({ bucket: 'new', query: 'nieistniejący' })).toEqual([]);
  });

  it('filters by species (comma list) and by "only without selected animals"', async () => {
    expect(await found({ bucket: 'new', species: 'Żółw,Szczur' })).toEqual([ids.rat, ids.tortoise]);
    const withoutAnimals = await search({ bucket: 'new', onlyNoAnimals: 1, pageSize: 50 });
    expect(withoutAnimals.total).toBe(12);
    expect(withoutAnimals.items.map((item) => item.id)).not.toContain(ids.lucja);
    expect(withoutAnimals.items.every((item) => item.animals.length === 0)).toBe(true);
    // The reserved survey has no original selection but holds a reservation: never in 'new'.
    expect(withoutAnimals.items.map((item) => item.id)).not.toContain(ids.reserved);
  });

  it('combines search with buckets and rejects bad parameters', async () => {
    expect(await found({ bucket: 'done', query: 'kiwi' })).toEqual([ids.done]);
    expect(await found({ bucket: 'new', query: 'kiwi' })).toEqual([]);
    for (const bad of ['bucket=stare', 'sort=losowo', 'species=Kot', 'page=0', 'pageSize=51', 'onlyNoAnimals=2']) {
      const response = await client.get(`/api/survey/surveys?${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await readJson<{ error: string }>(response)).error).not.toMatch(/[Ii]nvalid|Too /);
    }
  });

  it('uses the indexes: bucket paging and counting, and the trigram index for a search', async () => {
    const d = listDb.dataSource;
    await execute(
      d,
      `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, created_at)
       SELECT 'Królik', 'Imię' || g, 'Nazwisko' || g, 'osoba' || g || '@example.com', '+4860' || lpad(g::text, 7, '0'), '00-001', 'Miasto', now(), now() - g * interval '1 minute'
       FROM generate_series(1, 20000) g`,
    );
    await execute(d, 'VACUUM ANALYZE');
    const { surveyListFilter } = await import('./surveys.admin.queries.js');
    const plan = async (query: Record<string, unknown>, page = false) => {
      const { where, params } = surveyListFilter({ bucket: 'new', query: '', species: [], onlyNoAnimals: false, sort: 'newest', page: 1, pageSize: 8, ...query } as never);
      const sql = page
        ? `EXPLAIN SELECT l.survey_id FROM survey_admin_list l WHERE ${where} ORDER BY l.created_at DESC, l.survey_id DESC LIMIT 8`
        : `EXPLAIN SELECT count(*) FROM survey_admin_list l WHERE ${where}`;
      const rows = await queryRows<{ 'QUERY PLAN': string }>(d, sql, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan({ query: 'łucja' })).toContain('idx_survey_admin_list_person_trgm');
    expect(await plan({ query: '600 111' })).toContain('idx_survey_admin_list_person_trgm');
    expect(await plan({}, true)).toContain('idx_survey_admin_list_bucket_created');
    expect(await plan({ onlyNoAnimals: true }, true)).toContain('idx_survey_admin_list_new_without_animals');
    expect(await found({ bucket: 'new', query: 'łucja' })).toEqual([ids.lucja]);
    expect((await search({ bucket: 'new' })).total).toBe(20_015);
  });
});
