import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { SURVEY_SUBMIT_LIMIT } from './survey-submit-limiter.js';
import { queryOne, queryRows } from '../../db/sql.js';
import { SPECIES, useSurveySubmitApp, type Answers, type Body } from './survey-submit.fixtures.js';

/** POST /api/survey: what a valid survey stores, idempotent retries and the per-IP limit (the refusals: survey-submit.validation.test.ts). */
describe('POST /api/survey', () => {
  const app = useSurveySubmitApp();
  const { ids, newKey, noteOption, noteQuestion, validBody, post, counts, listen, waitFor } = app;

  it('stores a valid survey in one go: contact copy, consent time, answers, clarifications, animals, adopter, event', async () => {
    const { heard, stop } = listen(app.server.events);
    const body = validBody({ zwierzaki: [ids['Pestka'], ids['Ziarenko']] });
    const before = Date.now();
    const response = await post(body);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    expect(id).toBeGreaterThan(0);

    const survey = await queryOne<Record<string, unknown> & { consent_at: Date; created_at: Date; adopter_id: number }>(app.db.dataSource, 'SELECT * FROM surveys WHERE id = $1', [id]);
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
      await queryRows<{ question_id: number; question_label: string; group_label: string; position: number; value: unknown }>(app.db.dataSource, 'SELECT * FROM survey_answers WHERE survey_id = $1 ORDER BY position', [id]);
    expect(answers).toHaveLength(app.questions.length);
    for (const [index, answer] of answers.entries()) {
      const asked = app.questions[index]!;
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
    expect(await queryRows<{ option_id: number | null; option_label: unknown; text: unknown }>(app.db.dataSource, 'SELECT option_id, option_label, text FROM survey_answer_notes WHERE survey_id = $1', [id])).toEqual([
      { option_id: option.id_opcji, option_label: option.etykieta_opcji, text: 'Dom z ogrodem' },
    ]);
    const animals = await queryRows<{ animal_id: number }>(app.db.dataSource, 'SELECT animal_id FROM survey_animals WHERE survey_id = $1 ORDER BY animal_id', [id]);
    expect(animals.map((row) => row.animal_id)).toEqual([ids['Pestka'], ids['Ziarenko']].sort((a, b) => a! - b!));

    const adopter = await queryOne<Record<string, unknown>>(app.db.dataSource, 'SELECT * FROM adopters WHERE id = $1', [survey.adopter_id]);
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
    const rows = await queryRows<{ adopter_id: number }>(app.db.dataSource, 'SELECT adopter_id FROM surveys WHERE id = ANY($1) ORDER BY id', [[first.id, second.id]]);
    expect(rows[0]!.adopter_id).toBe(rows[1]!.adopter_id);
    const adopter = await queryOne<{ first_name: unknown; email: unknown; phone: unknown; city: unknown }>(app.db.dataSource, 'SELECT first_name, email, phone, city FROM adopters WHERE id = $1', [rows[0]!.adopter_id]);
    expect(adopter).toEqual({ first_name: 'Ola', email: 'ola@example.org', phone: '+48600700800', city: 'Kraków' });
    const copy = await queryOne<{ first_name: unknown; email: unknown; phone: unknown; city: unknown }>(app.db.dataSource, 'SELECT first_name, email, phone, city FROM surveys WHERE id = $1', [second.id]);
    expect(copy).toEqual({ first_name: 'Aleksandra', email: 'OLA@Example.org', phone: '+48511222333', city: 'Gdańsk' });
  });

  it('stores the privacy-policy version the page displayed with the consent; refuses one never published', async () => {
    const response = await post(validBody({ wersja_polityki: PRIVACY_POLICY_VERSION }));
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    const row = await queryOne<{ consent_at: unknown; consent_policy_version: unknown }>(app.db.dataSource, 'SELECT consent_at, consent_policy_version FROM surveys WHERE id = $1', [id]);
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
    const optional = app.questions.filter((item) => item.obowiazkowe === 0);
    for (const item of optional) answers[String(item.id_pytania)] = item.typ === 'checkbox' ? [] : '';
    const { id } = await readJson<{ id: number }>(await post(body));
    const row = await queryOne<{ n: number }>(app.db.dataSource, 'SELECT count(*)::int AS n FROM survey_answers WHERE survey_id = $1', [id]);
    expect(row.n).toBe(app.questions.length - optional.length);
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
