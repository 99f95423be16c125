import { describe, expect, it } from 'vitest';
import { MESSAGES, PRIVACY_POLICY_VERSION, surveySubmitSchema, type SurveyQuestion } from '@pets/shared';
import {
  emptySurveyForm,
  groupQuestions,
  missingFromServerFields,
  newIdempotencyKey,
  showsClarification,
  surveySubmitBody,
  validateSurveyForm,
  type SurveyFormState,
} from './survey-form';

const option = (id: number, label: string, note = false) => ({ id_opcji: id, etykieta_opcji: label, wymaga_dopisku: note ? (1 as const) : (0 as const) });

const QUESTIONS: SurveyQuestion[] = [
  { id_pytania: 1, etykieta: 'Wymiary klatki', typ: 'tekst', obowiazkowe: 1, opcje: [], grupa: 'Klatka' },
  { id_pytania: 2, etykieta: 'Mieszkanie', typ: 'radio', obowiazkowe: 1, opcje: [option(21, 'Blok'), option(22, 'Inne (jakie?)', true)], grupa: 'Klatka' },
  { id_pytania: 3, etykieta: 'Inne zwierzęta', typ: 'checkbox', obowiazkowe: 0, opcje: [option(31, 'Pies'), option(32, 'Inne (jakie?)', true)], grupa: 'Dom' },
  { id_pytania: 4, etykieta: 'Uwagi', typ: 'textarea', obowiazkowe: 0, opcje: [], grupa: 'Dom' },
];

function filled(overrides: Partial<SurveyFormState> = {}): SurveyFormState {
  return {
    ...emptySurveyForm('Królik', 7),
    imie: 'Anna',
    nazwisko: 'Nowak',
    telefon: '600 700 800',
    email: 'anna@example.org',
    adres_kod: '00-001',
    adres_miasto: 'Warszawa',
    odpowiedzi: { '1': '100 × 50 cm', '2': '21' },
    zgoda: true,
    ...overrides,
  };
}

describe('validateSurveyForm: one message at a time, in the order of SPEC section 5', () => {
  it('walks through phone, e-mail, contact data, questions and consent as each one is fixed', () => {
    let state = emptySurveyForm('Królik', null);
    const seen: string[] = [];
    const fixes: ((current: SurveyFormState) => SurveyFormState)[] = [
      (current) => ({ ...current, telefon: '0048 600 700 800' }),
      (current) => ({ ...current, email: 'anna@example.org' }),
      (current) => ({ ...current, imie: 'Anna', nazwisko: 'Nowak', adres_kod: '00-001', adres_miasto: 'Warszawa' }),
      (current) => ({ ...current, odpowiedzi: { '1': 'duża', '2': '21' } }),
      (current) => ({ ...current, zgoda: true }),
    ];
    for (const fix of fixes) {
      const problem = validateSurveyForm(state, QUESTIONS);
      seen.push(problem?.step ?? 'ok');
      state = fix(state);
    }
    expect(validateSurveyForm(state, QUESTIONS)).toBeNull();
    expect(seen).toEqual(['phone', 'email', 'contact', 'questions', 'consent']);
  });

  it('uses the spec messages', () => {
    expect(validateSurveyForm(filled({ telefon: '12 34' }), QUESTIONS)?.message).toBe(MESSAGES.survey.invalidPhone);
    expect(validateSurveyForm(filled({ email: 'anna @example.org' }), QUESTIONS)?.message).toBe(MESSAGES.survey.invalidEmail);
    expect(validateSurveyForm(filled({ odpowiedzi: {} }), QUESTIONS)?.message).toBe(MESSAGES.survey.missingRequired);
    expect(validateSurveyForm(filled({ zgoda: false }), QUESTIONS)?.message).toBe(MESSAGES.survey.consentRequired);
  });

  it('accepts phones of 9 to 15 digits with spaces, + or 00', () => {
    for (const telefon of ['600700800', '+48 600 700 800', '0048600700800', '123456789012345']) {
      expect(validateSurveyForm(filled({ telefon }), QUESTIONS), telefon).toBeNull();
    }
    for (const telefon of ['60070080', '1234567890123456', '', '+48 600+700 800']) {
      expect(validateSurveyForm(filled({ telefon }), QUESTIONS)?.step, telefon).toBe('phone');
    }
  });

  it('names every empty contact field and every missing question', () => {
    expect(validateSurveyForm(filled({ imie: ' ', adres_miasto: '' }), QUESTIONS)).toMatchObject({ step: 'contact', fields: ['imie', 'adres_miasto'] });
    expect(validateSurveyForm(filled({ odpowiedzi: { '2': '22' } }), QUESTIONS)).toMatchObject({ step: 'questions', missing: [1, 2] });
    expect(validateSurveyForm(filled({ odpowiedzi: { '1': 'x', '2': '21', '3': [32] } }), QUESTIONS)).toMatchObject({ missing: [3] });
  });
});

describe('clarification fields', () => {
  it('show for a chosen option that needs one, and only then', () => {
    const [, radio, checkbox] = QUESTIONS as [SurveyQuestion, SurveyQuestion, SurveyQuestion];
    expect(showsClarification(radio, 22, { '2': '22' })).toBe(true);
    expect(showsClarification(radio, 22, { '2': '21' })).toBe(false);
    expect(showsClarification(radio, 21, { '2': '21' })).toBe(false);
    expect(showsClarification(checkbox, 32, { '3': [31, 32] })).toBe(true);
    expect(showsClarification(checkbox, 32, { '3': [31] })).toBe(false);
  });
});

describe('surveySubmitBody', () => {
  it('builds a body the shared schema accepts: normalised phone, trimmed texts, answered questions only', () => {
    const body = surveySubmitBody(
      filled({ imie: '  Anna ', telefon: '0048 600 700 800', odpowiedzi: { '1': '  duża  ', '2': '22', '3': [], '4': '   ' }, dopiski: { '22': ' dom ' } }),
      QUESTIONS,
      newIdempotencyKey(),
    );
    expect(body).toMatchObject({
      imie: 'Anna',
      telefon: '+48600700800',
      zwierzaki: [7],
      odpowiedzi: { '1': 'duża', '2': '22' },
      dopiski: { '22': 'dom' },
      zgoda: true,
      wersja_polityki: PRIVACY_POLICY_VERSION,
    });
    expect(surveySubmitSchema.safeParse(body).success).toBe(true);
  });

  it('drops the clarification of an option that was chosen and then unticked', () => {
    const body = surveySubmitBody(filled({ odpowiedzi: { '1': 'x', '2': '21' }, dopiski: { '22': 'stary tekst' } }), QUESTIONS, 'k'.repeat(32));
    expect(body.dopiski).toEqual({});
  });
});

describe('helpers', () => {
  it('keeps the preset animal in an empty form', () => {
    expect(emptySurveyForm('Mysz', 12)).toMatchObject({ gatunek: 'Mysz', zwierzaki: [12], odpowiedzi: {}, dopiski: {}, zgoda: false, telefon: '' });
    expect(emptySurveyForm('Mysz', null).zwierzaki).toEqual([]);
  });

  it('makes a new 32-character key each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('groups consecutive questions by section', () => {
    expect(groupQuestions(QUESTIONS).map((group) => [group.title, group.questions.map((question) => question.id_pytania)])).toEqual([
      ['Klatka', [1, 2]],
      ['Dom', [3, 4]],
    ]);
  });

  it('reads the missing questions from a server error', () => {
    expect(missingFromServerFields({ 'odpowiedzi.12': 'x', zgoda: 'y', 'odpowiedzi.3': 'z' })).toEqual([12, 3]);
    expect(missingFromServerFields(undefined)).toEqual([]);
  });
});
