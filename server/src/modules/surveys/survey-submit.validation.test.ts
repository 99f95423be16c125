import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type SurveyQuestion } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { queryOne } from '../../db/sql.js';
import { useSurveySubmitApp, type Answers, type Body } from './survey-submit.fixtures.js';

describe('POST /api/survey', () => {
  const app = useSurveySubmitApp();
  const { ids, requiredOf, noteOption, noteQuestion, validBody, post, counts } = app;

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
          const other = app.questions.find((item) => item.opcje.length > 0 && item.id_pytania !== radio.id_pytania)!;
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
          const item = app.questions.find((entry) => entry.id_pytania !== noteQuestion().id_pytania && noteOption(entry) && entry.typ !== 'checkbox')!;
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
      const row = await queryOne<{ id: number }>(app.db.dataSource, `SELECT id FROM survey_questions WHERE species = 'Mysz' LIMIT 1`);
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
});
