import { countedNoun } from '@pets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
// layer: the demo is removed through `npm run admin -- remove-demo`; the test drives that command.
import { runCli, type CliIo } from '../../cli.js';
import { loadConfig } from '../../config.js';
import { DemoRows1795305600060 } from '../migrations/1795305600060-demo-rows.js';
import { DEMO_ANIMALS } from './animals-seeder.js';
import { hasDemoContent } from './demo-removal.js';
import { seedDemoContent } from './index.js';
import { DEMO_SURVEY_COUNT } from './surveys-seeder.js';
import { STARTER_GUIDES } from './starter-guides.pl.js';
import { queryRows } from '../sql.js';

function cliIo(env: NodeJS.ProcessEnv, answers?: string[]) {
  const lines: string[] = [];
  const questions: string[] = [];
  const io: CliIo = {
    env: { NODE_ENV: 'test', ...env },
    isInteractive: answers !== undefined,
    promptHidden: async () => '',
    prompt: async (question) => {
      questions.push(question);
      return answers?.shift() ?? '';
    },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    loadConfig,
  };
  return { io, questions, text: () => lines.join('\n') };
}

/** The demo's animals and surveys as the CLI counts them (agreement in every form: cli-texts.test.ts). */
const DEMO_ANIMALS_COUNTED = countedNoun(DEMO_ANIMALS.length, { one: 'zwierzę', few: 'zwierzęta', many: 'zwierząt' });
const DEMO_SURVEYS_COUNTED = countedNoun(DEMO_SURVEY_COUNT, { one: 'ankietę', few: 'ankiety', many: 'ankiet' });

describe('demo content: marked, and removed by `npm run admin -- demo remove`', () => {
  let db: TestDatabase;
  const query = <T = Record<string, unknown>>(sql: string, parameters: unknown[] = []) => queryRows<T>(db.dataSource, sql, parameters);
  const one = async <T = Record<string, unknown>>(sql: string, parameters: unknown[] = []) => (await query<T>(sql, parameters))[0] as T;
  const demoRows = () => query<{ table_name: string; row_id: string }>('SELECT table_name, row_id FROM demo_rows ORDER BY 1, 2');
  const removeDemo = async (argv: string[], answers?: string[]) => {
    const { io, text } = cliIo({ DATABASE_URL: db.url }, answers);
    return { code: await runCli(['demo', 'remove', ...argv], io), text: text() };
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('marks every row the seed wrote; the migration finds the same rows in a database seeded before marking existed', async () => {
    const marked = await demoRows();
    const perTable = (table: string) => marked.filter((row) => row.table_name === table).length;
    for (const table of ['animals', 'images', 'adopters', 'surveys', 'reservations', 'adoptions', 'social_posts', 'pages', 'page_images']) {
      expect(perTable(table), table).toBeGreaterThan(0);
    }
    expect(perTable('animals')).toBe(DEMO_ANIMALS.length);
    // The seven starter guides, each with its cover, and the About us draft.
    expect(perTable('pages')).toBe(STARTER_GUIDES.length + 1);
    expect(perTable('page_images')).toBe(STARTER_GUIDES.length);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM surveys')).n).toBe(perTable('surveys'));

    // Pages, clinics and foster homes came after the marking migration: no earlier seed has them to find.
    const isPageRow = (row: { table_name: string }) => ['pages', 'page_images', 'clinics', 'foster_homes'].includes(row.table_name);
    await query('DELETE FROM demo_rows');
    const runner = db.dataSource.createQueryRunner();
    try {
      await new DemoRows1795305600060().markEarlierSeed(runner);
    } finally {
      await runner.release();
    }
    expect(await demoRows()).toEqual(marked.filter((row) => !isPageRow(row)));
    for (const row of marked.filter(isPageRow)) await query('INSERT INTO demo_rows (table_name, row_id) VALUES ($1, $2)', [row.table_name, row.row_id]);
    expect(await demoRows()).toEqual(marked);
  });

  it('asks first: refuses without --yes outside a terminal, and anything but "tak" or "yes" in one', async () => {
    const before = await demoRows();
    const unattended = await removeDemo([]);
    expect(unattended.code).toBe(1);
    expect(unattended.text).toMatch(
      new RegExp(
        `^Polecenie usunęłoby ${DEMO_ANIMALS_COUNTED} \\(\\d+ zdję(cie|cia|ć)\\), ${DEMO_SURVEYS_COUNTED}, \\d+ adoptujących, .*\\d+ stron(ę|y)?\\. ` +
          'Poza terminalem nie może zapytać o potwierdzenie: jeśli właśnie tego chcesz, uruchom je ponownie z --yes\\. Baza danych nie została zmieniona\\.$',
      ),
    );
    for (const answer of ['nie', 'y', 't', '']) {
      const declined = await removeDemo([], [answer]);
      expect(declined, answer).toEqual({ code: 1, text: 'Niczego nie usunięto.' });
    }
    expect(await demoRows()).toEqual(before);
    expect(await hasDemoContent(db.dataSource)).toBe(true);
  });

  it('deletes every demo row and nothing a person entered', async () => {
    // A person's animal with a photo, and one the person reserved for a demo survey.
    const own = await one<{ id: number }>(`INSERT INTO animals (name, species, sex) VALUES ('Fistaszek', 'Chomik syryjski', 'Samiec') RETURNING id`);
    const reserved = await one<{ id: number }>(
      `INSERT INTO animals (name, species, sex, status) VALUES ('Okruszek', 'Chomik syryjski', 'Samiec', 'Zarezerwowany') RETURNING id`,
    );
    const photo = Buffer.from('zdjęcie');
    await query(
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height, full_width, full_height,
         card_width, card_height, original_bytes, full_bytes, card_bytes)
       VALUES ($1, 'fistaszek.jpg', 'image/jpeg', $2, $2, $2, 1, 1, 1, 1, 1, 1, 7, 7, 7)`,
      [own.id, photo],
    );
    const demoSurvey = await one<{ id: number }>(`SELECT row_id::int AS id FROM demo_rows WHERE table_name = 'surveys' ORDER BY 1 LIMIT 1`);
    await query(`INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2)`, [demoSurvey.id, reserved.id]);
    await query(`INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)`, [reserved.id, demoSurvey.id]);

    // A person's survey for their animal and a demo one; and a real survey from a demo adopter's address.
    const jan = await one<{ id: number }>(
      `INSERT INTO adopters (first_name, last_name, email, phone, zip, city) VALUES ('Jan', 'Nowak', 'jan.nowak@poczta.pl', '+48600000001', '00-001', 'Warszawa') RETURNING id`,
    );
    const insertSurvey = (adopterId: number, firstName: string, lastName: string, email: string) =>
      one<{ id: number }>(
        `INSERT INTO surveys (species, adopter_id, first_name, last_name, email, phone, zip, city, consent_at)
         VALUES ('Chomik syryjski', $1, $2, $3, $4, '+48600000001', '00-001', 'Warszawa', now()) RETURNING id`,
        [adopterId, firstName, lastName, email],
      );
    const janSurvey = await insertSurvey(jan.id, 'Jan', 'Nowak', 'jan.nowak@poczta.pl');
    const pestka = await one<{ id: number }>(`SELECT id FROM animals WHERE name = 'Pestka'`);
    await query(`INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2), ($1, $3)`, [janSurvey.id, own.id, pestka.id]);
    await query(`INSERT INTO survey_answers (survey_id, question_label, value) VALUES ($1, 'Dlaczego?', '"Bo kocham chomiki."')`, [janSurvey.id]);
    const anna = await one<{ id: number }>(`SELECT id FROM adopters WHERE email = 'anna.kowalczyk@example.com'`);
    const annaSurvey = await insertSurvey(anna.id, 'Anna', 'Kowalczyk', 'anna.kowalczyk@example.com');

    // A person's own page, and a starter guide a person has since edited: both stay.
    await query(`INSERT INTO pages (slug, title, body, published, updated_by) VALUES ('nasz-poradnik', 'Nasz poradnik', 'Treść', true, 'redaktorka')`);
    await query(`UPDATE pages SET body = body || ' Uzupełnione.', updated_by = 'redaktorka' WHERE slug = 'krolik'`);

    const removed = await removeDemo(['--yes']);
    expect(removed.code, removed.text).toBe(0);
    const [deleted, kept, released] = removed.text.split('\n');
    expect(deleted).toMatch(new RegExp(`^Usunięto ${DEMO_ANIMALS_COUNTED} \\(.*, \\d+ stron(ę|y)?\\. Dane przykładowe nie zostaną już wczytane ponownie\\.$`));
    expect(kept).toBe('Zachowano 1 przykładowego adoptującego, bo odwołują się do niego prawdziwe ankiety lub adopcje.');
    expect(released).toBe('Znów dostępne do adopcji: 1 zwierzę spoza danych przykładowych, zarezerwowane przez przykładową ankietę.');

    expect(await query('SELECT name, status FROM animals ORDER BY name')).toEqual([
      { name: 'Fistaszek', status: 'Dostępny' },
      { name: 'Okruszek', status: 'Dostępny' },
    ]);
    expect(await query('SELECT filename FROM images')).toEqual([{ filename: 'fistaszek.jpg' }]);
    expect(await query('SELECT id FROM surveys ORDER BY id')).toEqual([{ id: janSurvey.id }, { id: annaSurvey.id }]);
    expect(await query('SELECT animal_id FROM survey_animals')).toEqual([{ animal_id: own.id }]);
    expect(await query('SELECT value FROM survey_answers')).toEqual([{ value: 'Bo kocham chomiki.' }]);
    expect(await query('SELECT email FROM adopters ORDER BY email')).toEqual([{ email: 'anna.kowalczyk@example.com' }, { email: 'jan.nowak@poczta.pl' }]);
    expect(await query('SELECT slug FROM pages ORDER BY slug')).toEqual([{ slug: 'krolik' }, { slug: 'nasz-poradnik' }]);
    // The removed guides' covers went with them; the kept guide keeps its own.
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM page_images')).n).toBe(1);
    for (const table of ['reservations', 'adoptions', 'social_posts', 'foster_homes', 'animal_placements', 'foster_reports', 'demo_rows']) {
      expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n, table).toBe(0);
    }
    // The survey list's derived counters follow the deletions (selection of one animal left).
    expect(await one(`SELECT selected_count FROM survey_admin_list WHERE survey_id = $1`, [janSurvey.id])).toEqual({ selected_count: 1 });
    const history = await one<{ details: Record<string, number> }>(`SELECT details FROM history WHERE action = 'demo.removed'`);
    expect(history.details).toMatchObject({ animals: DEMO_ANIMALS.length, surveys: DEMO_SURVEY_COUNT, pages: STARTER_GUIDES.length, adoptersKept: 1, animalsReleased: 1 });
  });

  it('never seeds the demo again once removed, even on an empty database', async () => {
    await query('DELETE FROM animals');
    expect((await seedDemoContent(db.dataSource)).seeded).toBe(false);
    expect(await removeDemo(['--yes'])).toEqual({ code: 0, text: 'W tej bazie nie ma danych przykładowych.' });
    expect(await hasDemoContent(db.dataSource)).toBe(false);
  });
});

describe('demo remove, confirmed in a terminal', () => {
  it.each([['tak'], [' Tak '], ['yes']])('asks to type „tak” and deletes on %j', async (answer) => {
    const db = await createTestDatabase({ seed: true });
    try {
      const { io, questions, text } = cliIo({ DATABASE_URL: db.url }, [answer]);
      expect(await runCli(['demo', 'remove'], io), text()).toBe(0);
      expect(questions).toEqual([expect.stringMatching(new RegExp(`^Usunąć dane przykładowe: ${DEMO_ANIMALS_COUNTED} \\(.*, \\d+ stron(ę|y)?\\? Wpisz „tak”, żeby potwierdzić: $`))]);
      expect(text()).toMatch(/^Usunięto /);
      expect(await hasDemoContent(db.dataSource)).toBe(false);
    } finally {
      await db.drop();
    }
  });
});
