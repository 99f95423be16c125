import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AdminEvent, SurveyQuestion } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { EventBus } from '../events/event-bus.js';
import { execute, queryOne } from '../../db/sql.js';

/**
 * The app and data the POST /api/survey tests share (survey-submit*.test.ts): a fresh database with
 * animals of every status, the server, the hamster questionnaire, and builders of valid bodies.
 * Called inside a describe, it registers its own hooks.
 */

export type Body = Record<string, unknown>;
export type Answers = Record<string, string | number[]>;

export const SPECIES = 'Chomik syryjski';

interface AnimalFixture {
  name: string;
  species: string;
  status: string;
  tm?: boolean;
}

const ANIMALS: AnimalFixture[] = [
  { name: 'Pestka', species: 'Chomik syryjski', status: 'Dostępny' },
  { name: 'Ziarenko', species: 'Chomik hybryda', status: 'Dostępny' },
  { name: 'Okruszek', species: 'Chomik Roborowskiego', status: 'Dostępny' },
  { name: 'Miodek', species: 'Chomik syryjski', status: 'Zarezerwowany' },
  { name: 'Kluska', species: 'Chomik syryjski', status: 'Wstrzymany' },
  { name: 'Tofik', species: 'Chomik syryjski', status: 'Adoptowany' },
  { name: 'Tęcza', species: 'Chomik syryjski', status: 'Wstrzymany', tm: true },
  { name: 'Mysia', species: 'Mysz', status: 'Dostępny' },
];

const COUNTED_TABLES = ['surveys', 'survey_answers', 'survey_answer_notes', 'survey_animals', 'adopters'] as const;

export function useSurveySubmitApp() {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let questions: SurveyQuestion[];
  const ids: Record<string, number> = {};
  let keyCounter = 0;

  const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keyCounter += 1)}`;
  const question = (predicate: (item: SurveyQuestion) => boolean) => {
    const found = questions.find(predicate);
    if (!found) throw new Error('no such question in the questionnaire');
    return found;
  };
  /** The first required question of a type (for radio: not the one answered with a clarification). */
  const requiredOf = (type: SurveyQuestion['typ']) =>
    question((item) => item.typ === type && item.obowiazkowe === 1 && (type !== 'radio' || item !== noteQuestion()));
  const noteOption = (item: SurveyQuestion) => item.opcje.find((option) => option.wymaga_dopisku === 1);
  const plainOption = (item: SurveyQuestion) => item.opcje.find((option) => option.wymaga_dopisku === 0)!;

  /** Every question answered with plain options; one required radio with its "needs a note" option and the note. */
  function validAnswers(): { odpowiedzi: Answers; dopiski: Record<string, string> } {
    const odpowiedzi: Answers = {};
    const dopiski: Record<string, string> = {};
    for (const item of questions) {
      const key = String(item.id_pytania);
      if (item.typ === 'tekst') odpowiedzi[key] = `  Odpowiedź na: ${item.etykieta.slice(0, 20)}  `;
      else if (item.typ === 'textarea') odpowiedzi[key] = 'Dłuższa odpowiedź.\nW dwóch liniach.';
      else if (item.typ === 'checkbox') odpowiedzi[key] = item.opcje.filter((option) => option.wymaga_dopisku === 0).slice(0, 2).map((option) => option.id_opcji);
      else odpowiedzi[key] = String(plainOption(item).id_opcji);
    }
    const withNote = noteQuestion();
    const option = noteOption(withNote)!;
    odpowiedzi[String(withNote.id_pytania)] = String(option.id_opcji);
    dopiski[String(option.id_opcji)] = '  Dom z ogrodem  ';
    return { odpowiedzi, dopiski };
  }
  const noteQuestion = () => question((item) => item.typ === 'radio' && item.obowiazkowe === 1 && noteOption(item) !== undefined);

  function validBody(overrides: Body = {}): Body {
    return {
      gatunek: SPECIES,
      imie: ' Anna ',
      nazwisko: 'Nowak',
      telefon: '0048 600 700 800',
      email: 'anna.nowak@example.org',
      adres_kod: '30-001',
      adres_miasto: 'Kraków',
      zwierzaki: [ids['Pestka']],
      ...validAnswers(),
      zgoda: true,
      idempotencyKey: newKey(),
      ...overrides,
    };
  }

  const post = (body: unknown, raw = false) =>
    fetch(`${server.baseUrl}/api/survey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    });

  async function counts(): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
    const result = {} as Record<(typeof COUNTED_TABLES)[number], number>;
    for (const table of COUNTED_TABLES) {
      const row = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table}`);
      result[table] = row.n;
    }
    return result;
  }

  /** Collects the admin events heard over LISTEN/NOTIFY. */
  function listen(events: EventBus) {
    const heard: AdminEvent[] = [];
    const stop = events.subscribe((event) => heard.push(event));
    return { heard, stop };
  }

  async function waitFor<T>(probe: () => T | undefined, ms = 3000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const animal of ANIMALS) {
      const row = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO animals (name, species, sex, neutered, status, rainbow_bridge, health, description)
         VALUES ($1, $2, 'Samica', false, $3, $4, 'Zdrowa', 'Opis') RETURNING id`,
        [animal.name, animal.species, animal.status, animal.tm ?? false],
      );
      ids[animal.name] = row.id;
    }
    server = await startTestApp(db.dataSource);
    questions = await readJson<SurveyQuestion[]>(await fetch(`${server.baseUrl}/api/survey/questions/${encodeURIComponent(SPECIES)}`));
    // The listener connection must be up before the first publish (NOTIFY is not queued).
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits WHERE key LIKE 'survey_ip%'`);
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    get questions() {
      return questions;
    },
    ids,
    newKey,
    requiredOf,
    noteOption,
    noteQuestion,
    validBody,
    post,
    counts,
    listen,
    waitFor,
  };
}
