import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, MESSAGES, PRIVACY_POLICY_VERSION, type AdminEvent, type SurveyQuestion } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import type { EventBus } from '../events/event-bus.js';
import { SURVEY_SUBMIT_LIMIT } from './survey-submit-limiter.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

type Body = Record<string, unknown>;
type Answers = Record<string, string | number[]>;

const SPECIES = 'Chomik syryjski';

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

describe('POST /api/survey', () => {
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

  it('stores a valid survey in one go: contact copy, consent time, answers, clarifications, animals, adopter, event', async () => {
    const { heard, stop } = listen(server.events);
    const body = validBody({ zwierzaki: [ids['Pestka'], ids['Ziarenko']] });
    const before = Date.now();
    const response = await post(body);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    expect(id).toBeGreaterThan(0);

    const survey = await queryOne<Record<string, unknown> & { consent_at: Date; created_at: Date; adopter_id: number }>(db.dataSource, 'SELECT * FROM surveys WHERE id = $1', [id]);
    expect(survey).toMatchObject({
      species: SPECIES,
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna.nowak@example.org',
      phone: '+48600700800',
      zip: '30-001',
      city: 'Kraków',
      idempotency_key: body.idempotencyKey,
    });
    expect(survey.request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(survey.consent_at).getTime()).toBeGreaterThanOrEqual(before - 5000);
    // No version sent (a page from before versions were sent): the server stamps the one in force.
    expect(survey.consent_policy_version).toBe(PRIVACY_POLICY_VERSION);

    const answers =
      await queryRows<{ question_id: number; question_label: string; group_label: string; position: number; value: unknown }>(db.dataSource, 'SELECT * FROM survey_answers WHERE survey_id = $1 ORDER BY position', [id]);
    expect(answers).toHaveLength(questions.length);
    for (const [index, answer] of answers.entries()) {
      const asked = questions[index]!;
      expect(answer.question_id).toBe(asked.id_pytania);
      expect(answer.question_label).toBe(asked.etykieta);
      expect(answer.group_label).toBe(asked.grupa);
      expect(answer.position).toBe(index + 1);
      const sent = (body.odpowiedzi as Answers)[String(asked.id_pytania)];
      if (asked.typ === 'tekst') expect(answer.value).toBe((sent as string).trim());
      if (asked.typ === 'checkbox') expect(answer.value).toEqual(sent);
      if (asked.typ === 'radio' || asked.typ === 'select') {
        expect(answer.value).toBe(asked.opcje.find((option) => String(option.id_opcji) === sent)!.etykieta_opcji);
      }
    }

    const option = noteOption(noteQuestion())!;
    expect(await queryRows<{ option_id: number | null; option_label: unknown; text: unknown }>(db.dataSource, 'SELECT option_id, option_label, text FROM survey_answer_notes WHERE survey_id = $1', [id])).toEqual([
      { option_id: option.id_opcji, option_label: option.etykieta_opcji, text: 'Dom z ogrodem' },
    ]);
    const animals = await queryRows<{ animal_id: number }>(db.dataSource, 'SELECT animal_id FROM survey_animals WHERE survey_id = $1 ORDER BY animal_id', [id]);
    expect(animals.map((row) => row.animal_id)).toEqual([ids['Pestka'], ids['Ziarenko']].sort((a, b) => a! - b!));

    const adopter = await queryOne<Record<string, unknown>>(db.dataSource, 'SELECT * FROM adopters WHERE id = $1', [survey.adopter_id]);
    expect(adopter).toMatchObject({ first_name: 'Anna', last_name: 'Nowak', email: 'anna.nowak@example.org', phone: '+48600700800', zip: '30-001', city: 'Kraków' });

    const event = await waitFor(() => heard.find((item) => item.type === 'survey.created' && item.surveyId === id));
    stop();
    expect(event).toEqual({
      type: 'survey.created',
      id: `survey-${id}`,
      surveyId: id,
      species: SPECIES,
      adopterName: 'Anna Nowak',
      createdAt: new Date(survey.created_at).toISOString(),
    });
  });

  it('keeps one adopter per e-mail (any case) and never changes a stored one; each survey keeps its own contact data', async () => {
    const first = await readJson<{ id: number }>(await post(validBody({ email: 'ola@example.org', imie: 'Ola' })));
    const before = await counts();
    const response = await post(validBody({ email: 'OLA@Example.org', imie: 'Aleksandra', telefon: '+48 511 222 333', adres_miasto: 'Gdańsk' }));
    expect(response.status).toBe(201);
    const second = await readJson<{ id: number }>(response);
    const after = await counts();
    expect(after.adopters).toBe(before.adopters);
    expect(after.surveys).toBe(before.surveys + 1);
    const rows = await queryRows<{ adopter_id: number }>(db.dataSource, 'SELECT adopter_id FROM surveys WHERE id = ANY($1) ORDER BY id', [[first.id, second.id]]);
    expect(rows[0]!.adopter_id).toBe(rows[1]!.adopter_id);
    const adopter = await queryOne<{ first_name: unknown; email: unknown; phone: unknown; city: unknown }>(db.dataSource, 'SELECT first_name, email, phone, city FROM adopters WHERE id = $1', [rows[0]!.adopter_id]);
    expect(adopter).toEqual({ first_name: 'Ola', email: 'ola@example.org', phone: '+48600700800', city: 'Kraków' });
    const copy = await queryOne<{ first_name: unknown; email: unknown; phone: unknown; city: unknown }>(db.dataSource, 'SELECT first_name, email, phone, city FROM surveys WHERE id = $1', [second.id]);
    expect(copy).toEqual({ first_name: 'Aleksandra', email: 'OLA@Example.org', phone: '+48511222333', city: 'Gdańsk' });
  });

  it('stores the privacy-policy version the page displayed with the consent; refuses one never published', async () => {
    const response = await post(validBody({ wersja_polityki: PRIVACY_POLICY_VERSION }));
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    const row = await queryOne<{ consent_at: unknown; consent_policy_version: unknown }>(db.dataSource, 'SELECT consent_at, consent_policy_version FROM surveys WHERE id = $1', [id]);
    expect(row.consent_policy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row.consent_at).not.toBeNull();

    const before = await counts();
    const unknown = await post(validBody({ wersja_polityki: '2001-01-01' }));
    expect(unknown.status).toBe(400);
    expect(await readJson(unknown)).toMatchObject({ fields: { wersja_polityki: CONSENT_MESSAGES.unknownPolicyVersion } });
    expect(await counts()).toEqual(before);
  });

  it('accepts a survey without animals, with animals of the species group, and reserved or held animals', async () => {
    for (const zwierzaki of [[], [ids['Okruszek']], [ids['Miodek'], ids['Kluska']]]) {
      const response = await post(validBody({ zwierzaki }));
      expect(response.status, JSON.stringify(zwierzaki)).toBe(201);
    }
  });

  it('stores only answered questions and ignores empty optional ones', async () => {
    const body = validBody();
    const answers = body.odpowiedzi as Answers;
    const optional = questions.filter((item) => item.obowiazkowe === 0);
    for (const item of optional) answers[String(item.id_pytania)] = item.typ === 'checkbox' ? [] : '';
    const { id } = await readJson<{ id: number }>(await post(body));
    const row = await queryOne<{ n: number }>(db.dataSource, 'SELECT count(*)::int AS n FROM survey_answers WHERE survey_id = $1', [id]);
    expect(row.n).toBe(questions.length - optional.length);
  });

  describe('idempotency', () => {
    it('answers a retry with the same key with the first survey and stores nothing', async () => {
      const body = validBody();
      const first = await post(body);
      expect(first.status).toBe(201);
      const { id } = await readJson<{ id: number }>(first);
      const before = await counts();
      const retry = await post(body);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await readJson(retry)).toEqual({ id });
      expect(await counts()).toEqual(before);
    });

    it('stores one survey for concurrent submissions with the same key (double click)', async () => {
      const body = validBody();
      const before = await counts();
      const responses = await Promise.all([post(body), post(body), post(body)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 201]);
      const bodies = await Promise.all(responses.map((response) => readJson<{ id: number }>(response)));
      expect(new Set(bodies.map((item) => item.id)).size).toBe(1);
      expect((await counts()).surveys).toBe(before.surveys + 1);
    });

    it('refuses the same key with another body and stores nothing', async () => {
      const body = validBody();
      expect((await post(body)).status).toBe(201);
      const before = await counts();
      const response = await post({ ...body, imie: 'Ktoś inny' });
      expect(response.status).toBe(409);
      expect(await readJson(response)).toEqual({ error: MESSAGES.survey.alreadySent, code: 'idempotency_key_reused' });
      expect(await counts()).toEqual(before);
    });

    it('treats the same body under a new key as a new survey', async () => {
      const body = validBody();
      expect((await post(body)).status).toBe(201);
      expect((await post({ ...body, idempotencyKey: newKey() })).status).toBe(201);
    });
  });

  describe('rejects invalid input with a Polish message and stores nothing', () => {
    const answer = (item: SurveyQuestion, value: string | number[]) => (body: Body) => {
      (body.odpowiedzi as Answers)[String(item.id_pytania)] = value;
    };
    const dropAnswer = (item: () => SurveyQuestion) => (body: Body) => {
      delete (body.odpowiedzi as Answers)[String(item().id_pytania)];
    };

    type Case = [name: string, change: (body: Body) => Body | void, status: number, code: string, message: string];
    const cases = (): Case[] => [
      ['invalid phone (too few digits)', (body) => void (body.telefon = '600 700 80'), 400, 'validation_failed', MESSAGES.survey.invalidPhone],
      ['invalid phone (16 digits)', (body) => void (body.telefon = '+48 6007008001234567'), 400, 'validation_failed', MESSAGES.survey.invalidPhone],
      ['phone with a plus inside', (body) => void (body.telefon = '600+700800'), 400, 'validation_failed', MESSAGES.survey.invalidPhone],
      ['missing phone', (body) => void delete body.telefon, 400, 'validation_failed', MESSAGES.survey.invalidPhone],
      ['invalid e-mail', (body) => void (body.email = 'anna@example'), 400, 'validation_failed', MESSAGES.survey.invalidEmail],
      ['e-mail with a space', (body) => void (body.email = 'anna nowak@example.org'), 400, 'validation_failed', MESSAGES.survey.invalidEmail],
      ['empty first name', (body) => void (body.imie = '   '), 400, 'validation_failed', MESSAGES.survey.contactRequired],
      ['missing city', (body) => void delete body.adres_miasto, 400, 'validation_failed', MESSAGES.survey.contactRequired],
      ['empty postal code', (body) => void (body.adres_kod = ''), 400, 'validation_failed', MESSAGES.survey.contactRequired],
      ['overlong last name', (body) => void (body.nazwisko = 'N'.repeat(81)), 400, 'validation_failed', MESSAGES.server.textTooLong],
      ['required text missing', dropAnswer(() => requiredOf('tekst')), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      ['required text only spaces', (body) => answer(requiredOf('tekst'), '   ')(body), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      ['required textarea missing', dropAnswer(() => requiredOf('textarea')), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      ['required select empty', (body) => answer(requiredOf('select'), '')(body), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      ['required radio without a choice', dropAnswer(() => requiredOf('radio')), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      ['required checkbox with no item', (body) => answer(requiredOf('checkbox'), [])(body), 400, 'missing_answers', MESSAGES.survey.missingRequired],
      [
        'chosen option without its clarification',
        (body) => void delete (body.dopiski as Record<string, string>)[String(noteOption(noteQuestion())!.id_opcji)],
        400,
        'missing_answers',
        MESSAGES.survey.missingRequired,
      ],
      [
        'clarification of only spaces',
        (body) => void ((body.dopiski as Record<string, string>)[String(noteOption(noteQuestion())!.id_opcji)] = '   '),
        400,
        'missing_answers',
        MESSAGES.survey.missingRequired,
      ],
      ['answer to an unknown question', (body) => void ((body.odpowiedzi as Answers)['999999'] = 'tak'), 400, 'unknown_question', MESSAGES.survey.unknownQuestion],
      [
        'answer to a question of another species',
        (body) => void ((body.odpowiedzi as Answers)[String(otherSpeciesQuestionId)] = 'tak'),
        400,
        'unknown_question',
        MESSAGES.survey.unknownQuestion,
      ],
      [
        'option id of another question',
        (body) => {
          const radio = requiredOf('radio');
          const other = questions.find((item) => item.opcje.length > 0 && item.id_pytania !== radio.id_pytania)!;
          answer(radio, String(other.opcje[0]!.id_opcji))(body);
        },
        400,
        'unknown_option',
        MESSAGES.survey.unknownOption,
      ],
      [
        'checkbox with an option of another question',
        (body) => answer(requiredOf('checkbox'), [requiredOf('radio').opcje[0]!.id_opcji])(body),
        400,
        'unknown_option',
        MESSAGES.survey.unknownOption,
      ],
      ['radio answered with a label instead of an id', (body) => answer(requiredOf('radio'), 'Tak')(body), 400, 'unknown_option', MESSAGES.survey.unknownOption],
      ['checkbox answered with a text', (body) => answer(requiredOf('checkbox'), 'wszystko')(body), 400, 'invalid_answer', MESSAGES.survey.invalidAnswer],
      ['text answered with a list', (body) => answer(requiredOf('tekst'), [1, 2])(body), 400, 'invalid_answer', MESSAGES.survey.invalidAnswer],
      [
        'checkbox with a repeated option',
        (body) => {
          const item = requiredOf('checkbox');
          answer(item, [item.opcje[0]!.id_opcji, item.opcje[0]!.id_opcji])(body);
        },
        400,
        'invalid_answer',
        MESSAGES.survey.invalidAnswer,
      ],
      ['huge single-line answer', (body) => answer(requiredOf('tekst'), 'a'.repeat(501))(body), 400, 'answer_too_long', MESSAGES.survey.answerTooLong],
      ['huge long answer', (body) => answer(requiredOf('textarea'), 'a'.repeat(20_000))(body), 400, 'validation_failed', MESSAGES.survey.answerTooLong],
      [
        'clarification of an option that was not chosen',
        (body) => {
          const item = questions.find((entry) => entry.id_pytania !== noteQuestion().id_pytania && noteOption(entry) && entry.typ !== 'checkbox')!;
          (body.dopiski as Record<string, string>)[String(noteOption(item)!.id_opcji)] = 'nie wybrano';
        },
        400,
        'unexpected_note',
        MESSAGES.survey.unexpectedNote,
      ],
      ['clarification of an unknown option', (body) => void ((body.dopiski as Record<string, string>)['999999'] = 'x'), 400, 'unknown_option', MESSAGES.survey.unknownOption],
      ['animal that does not exist', (body) => void (body.zwierzaki = [999_999]), 400, 'animal_not_found', MESSAGES.survey.animalNotFound],
      ['animal of another species group', (body) => void (body.zwierzaki = [ids['Pestka'], ids['Mysia']]), 400, 'animal_outside_group', MESSAGES.survey.animalsOutsideGroup],
      ['adopted animal', (body) => void (body.zwierzaki = [ids['Tofik']]), 409, 'animal_not_adoptable', MESSAGES.survey.animalNotAdoptable],
      ['animal Za Tęczowym Mostem', (body) => void (body.zwierzaki = [ids['Tęcza']]), 409, 'animal_not_adoptable', MESSAGES.survey.animalNotAdoptable],
      ['animal id that is not a number', (body) => void (body.zwierzaki = ['Pestka']), 400, 'validation_failed', MESSAGES.server.validationFailed],
      ['too many animals', (body) => void (body.zwierzaki = Array.from({ length: 21 }, (_, index) => index + 1)), 400, 'validation_failed', MESSAGES.server.invalidValue],
      ['consent not given', (body) => void (body.zgoda = false), 400, 'consent_required', MESSAGES.survey.consentRequired],
      ['consent missing', (body) => void delete body.zgoda, 400, 'consent_required', MESSAGES.survey.consentRequired],
      ['consent as a string', (body) => void (body.zgoda = 'true'), 400, 'validation_failed', MESSAGES.survey.consentRequired],
      ['unknown species', (body) => void (body.gatunek = 'Pies'), 400, 'validation_failed', MESSAGES.survey.noQuestionnaire],
      ['an extra field', (body) => void (body.admin = true), 400, 'validation_failed', MESSAGES.server.validationFailed],
      ['first name as a number', (body) => void (body.imie = 123), 400, 'validation_failed', MESSAGES.survey.contactRequired],
      ['answers as a list', (body) => void (body.odpowiedzi = ['a']), 400, 'validation_failed', MESSAGES.survey.invalidAnswer],
      ['answer key that is not an id', (body) => void ((body.odpowiedzi as Answers)['abc'] = 'x'), 400, 'validation_failed', MESSAGES.survey.invalidAnswer],
      [
        'too many answers',
        (body) => void (body.odpowiedzi = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [String(index + 1), 'x']))),
        400,
        'validation_failed',
        MESSAGES.survey.tooManyAnswers,
      ],
      ['malformed idempotency key', (body) => void (body.idempotencyKey = 'krótki'), 400, 'validation_failed', MESSAGES.survey.invalidIdempotencyKey],
      // The order of SPEC section 5: phone, e-mail, required questions, consent.
      ['phone before e-mail', (body) => void Object.assign(body, { telefon: '12', email: 'zły' }), 400, 'validation_failed', MESSAGES.survey.invalidPhone],
      [
        'e-mail before required questions',
        (body) => {
          body.email = 'zły';
          answer(requiredOf('tekst'), '')(body);
        },
        400,
        'validation_failed',
        MESSAGES.survey.invalidEmail,
      ],
      [
        'required questions before consent',
        (body) => {
          body.zgoda = false;
          answer(requiredOf('tekst'), '')(body);
        },
        400,
        'missing_answers',
        MESSAGES.survey.missingRequired,
      ],
    ];

    let otherSpeciesQuestionId = 0;
    beforeAll(async () => {
      const row = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM survey_questions WHERE species = 'Mysz' LIMIT 1`);
      otherSpeciesQuestionId = row.id;
    });

    it('covers every rule on its own', async () => {
      for (const [name, change, status, code, message] of cases()) {
        const before = await counts();
        const body = validBody({ email: 'zle.dane@example.org' });
        change(body);
        const response = await post(body);
        const payload = await readJson<{ error: string; code: string }>(response);
        expect({ name, status: response.status, code: payload.code, error: payload.error }).toEqual({ name, status, code, error: message });
        expect(await counts(), name).toEqual(before);
      }
    });

    it('lists the missing questions in `fields`', async () => {
      const body = validBody();
      answer(requiredOf('tekst'), '')(body);
      answer(requiredOf('checkbox'), [])(body);
      const payload = await readJson<{ fields: Record<string, string> }>(await post(body));
      expect(Object.keys(payload.fields).sort()).toEqual([`odpowiedzi.${requiredOf('checkbox').id_pytania}`, `odpowiedzi.${requiredOf('tekst').id_pytania}`].sort());
    });

    it.each([
      ['not JSON', '{"imie": ', 'invalid_json', MESSAGES.server.invalidJson],
      ['a JSON array', '[1, 2, 3]', 'validation_failed', MESSAGES.server.validationFailed],
      ['a JSON string', '"ankieta"', 'invalid_json', MESSAGES.server.invalidJson],
      ['null', 'null', 'invalid_json', MESSAGES.server.invalidJson],
      ['an empty object', '{}', 'validation_failed', MESSAGES.survey.noQuestionnaire],
    ])('garbage: %s', async (_name, raw, code, message) => {
      const before = await counts();
      const response = await post(raw, true);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code, error: message });
      expect(await counts()).toEqual(before);
    });

    it('refuses a body over the size limit', async () => {
      const before = await counts();
      const response = await post(validBody({ odpowiedzi: { 1: 'x'.repeat(200_000) } }));
      expect(response.status).toBe(413);
      expect(await readJson(response)).toMatchObject({ error: MESSAGES.server.payloadTooLarge });
      expect(await counts()).toEqual(before);
    });
  });

  it(`limits new surveys to ${SURVEY_SUBMIT_LIMIT.points} per IP per hour (invalid ones and retries do not count)`, async () => {
    for (let index = 0; index < 3; index += 1) expect((await post(validBody({ zgoda: false }))).status).toBe(400);
    let last: Body = {};
    for (let index = 0; index < SURVEY_SUBMIT_LIMIT.points; index += 1) {
      last = validBody();
      expect((await post(last)).status).toBe(201);
    }
    const before = await counts();
    const retry = await post(last);
    expect(retry.status, 'a retry is still answered').toBe(200);
    const blocked = await post(validBody());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(blocked)).toEqual({ error: MESSAGES.survey.tooManySurveys, code: 'too_many_surveys' });
    expect(await counts()).toEqual(before);
  });
});
