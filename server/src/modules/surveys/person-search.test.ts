import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdopterListItem, Paged, SurveyAdminListItem } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { personTextMatch, searchWords } from './person-search.js';
import { startAdminKit, type AdminKit } from './survey-test-kit.js';
import { execute, queryRows } from '../../db/sql.js';

describe('name search in any order (surveys and adopters, real PostgreSQL)', () => {
  let kit: AdminKit;
  let zofia: number;
  let lecki: number;
  let other: number;

  const surveys = async (query: string) => {
    const response = await kit.admin.get(`/api/survey/surveys?bucket=new&pageSize=50&query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return (await readJson<Paged<SurveyAdminListItem>>(response)).items.map((item) => item.id).sort((a, b) => a - b);
  };
  const adopters = async (query: string) => {
    const response = await kit.admin.get(`/api/adopters?pageSize=50&query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return (await readJson<Paged<AdopterListItem>>(response)).items.map((item) => item.adopter.lastName).sort();
  };

  beforeAll(async () => {
    kit = await startAdminKit();
    const d = kit.db.dataSource;
    const animal = await insertAnimal(d, { name: 'Żabcia' });
    zofia = await insertSurvey(d, { firstName: 'Zofia', lastName: 'Kowalska-Nowak', email: 'z.kn@example.org', phone: '+48 600 700 800' });
    lecki = await insertSurvey(d, { firstName: 'Paweł', lastName: 'Łęcki', email: 'pawel@example.org', animals: [animal] });
    other = await insertSurvey(d, { firstName: 'Zofia', lastName: 'Nowacka', email: 'zofia.n@example.org' });
    await execute(
      d,
      `INSERT INTO adopters (first_name, last_name, email, phone) VALUES
       ('Zofia', 'Kowalska-Nowak', 'zkn@example.org', '+48600700800'),
       ('Paweł', 'Łęcki', 'lecki@example.org', '+48500100200'),
       ('Zofia', 'Nowacka', 'zn@example.org', '+48500100300')`,
    );
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('finds a survey whatever the order of the words, their case and diacritics', async () => {
    for (const query of ['Kowalska-Nowak Zofia', 'Zofia Kowalska-Nowak', 'zofia kowalska', 'KOWALSKA zof', 'nowak zofia']) {
      expect({ query, ids: await surveys(query) }).toEqual({ query, ids: [zofia] });
    }
    expect(await surveys('lecki pawel')).toEqual([lecki]);
    expect(await surveys('Łęcki')).toEqual([lecki]);
    expect(await surveys('zofia')).toEqual([zofia, other]);
  });

  it('needs every word: one that matches nobody finds nothing', async () => {
    expect(await surveys('zofia kowalczyk')).toEqual([]);
  });

  it('keeps the other searches: e-mail, phone with separators, an animal name (also without diacritics)', async () => {
    expect(await surveys('z.kn@example')).toEqual([zofia]);
    expect(await surveys('600 700-800')).toEqual([zofia]);
    expect(await surveys('zabcia')).toEqual([lecki]);
    expect(await surveys('50%')).toEqual([]);
  });

  it('finds adopters the same way', async () => {
    expect(await adopters('Kowalska-Nowak Zofia')).toEqual(['Kowalska-Nowak']);
    expect(await adopters('zofia kowalska')).toEqual(['Kowalska-Nowak']);
    expect(await adopters('lecki')).toEqual(['Łęcki']);
    expect(await adopters('zofia')).toEqual(['Kowalska-Nowak', 'Nowacka']);
    expect(await adopters('600-700-800')).toEqual(['Kowalska-Nowak']);
  });

  it('keeps the index: an adopter search by two words is one trigram bitmap', async () => {
    const params: unknown[] = [];
    const condition = personTextMatch('s.person_text', 'zofia kowalska', (value) => {
      params.push(value);
      return `$${params.length}`;
    });
    await execute(kit.db.dataSource, 'SET enable_seqscan = off');
    const plan = await queryRows<{ 'QUERY PLAN': string }>(kit.db.dataSource, `EXPLAIN SELECT adopter_id FROM adopter_search s WHERE ${condition}`, params);
    await execute(kit.db.dataSource, 'RESET enable_seqscan');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('idx_adopter_search_person_trgm');
  });
});

describe('searchWords', () => {
  it('splits on any white space and drops empty words', () => {
    expect(searchWords('  Kowalska-Nowak \t Zofia ')).toEqual(['Kowalska-Nowak', 'Zofia']);
    expect(searchWords('   ')).toEqual([]);
  });
});
