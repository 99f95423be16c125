import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { availableAnimalsQuerySchema, animalAddSchema, animalUpdateSchema, todayInPoland } from './animals.js';
import { composeMailSchema } from './contact.js';
import { filterSurveyPhoneInput, normalizeSurveyPhone, surveySubmitSchema } from './survey.js';

describe('survey phone rules', () => {
  it.each([
    ['0048 600 700 800', '+48600700800'],
    ['+48 600-700-800', '+48600700800'],
    ['600 700 800', '600700800'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normalizeSurveyPhone(raw)).toBe(expected);
  });

  it('keeps only digits, plus and spaces while typing', () => {
    expect(filterSurveyPhoneInput('+48 (600) abc-700')).toBe('+48 600 700');
  });

  const base = {
    gatunek: 'Królik',
    imie: 'Anna',
    nazwisko: 'Nowak',
    telefon: '600700800',
    email: 'anna@example.org',
    adres_kod: '00-001',
    adres_miasto: 'Warszawa',
    zgoda: true,
  };

  it('accepts 9 to 15 digits and rejects the rest with the spec message', () => {
    expect(surveySubmitSchema.safeParse(base).success).toBe(true);
    expect(surveySubmitSchema.safeParse({ ...base, telefon: '+48 1234567890123456' }).success).toBe(false);
    const short = surveySubmitSchema.safeParse({ ...base, telefon: '12345678' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(MESSAGES.survey.invalidPhone);
  });

  it('requires consent with the spec message', () => {
    const result = surveySubmitSchema.safeParse({ ...base, zgoda: false });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.survey.consentRequired);
  });

  it('rejects unknown fields', () => {
    expect(surveySubmitSchema.safeParse({ ...base, admin: true }).success).toBe(false);
  });
});

describe('compose schema', () => {
  it('applies the spec messages', () => {
    const result = composeMailSchema.safeParse({ to: 'zly adres', subject: ' a ', text: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.compose.invalidRecipient,
      MESSAGES.compose.subjectTooShort,
      MESSAGES.compose.bodyEmpty,
    ]);
  });
});

describe('animal schemas', () => {
  it('takes "today" in Poland for birth dates', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw.
    expect(todayInPoland(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(animalAddSchema.shape.data_urodzenia.safeParse(todayInPoland()).success).toBe(true);
  });

  it('parses comma-joined public filters', () => {
    const parsed = availableAnimalsQuerySchema.parse({ gatunek: 'Królik,Mysz', status: 'Dostępny' });
    expect(parsed).toEqual({ gatunek: ['Królik', 'Mysz'], plec: [], kastracja: [], status: ['Dostępny'] });
    expect(availableAnimalsQuerySchema.safeParse({ status: 'Adoptowany' }).success).toBe(false);
    expect(availableAnimalsQuerySchema.safeParse({ gatunek: 'Kot' }).success).toBe(false);
  });

  it('requires name, species, birth date and health on add', () => {
    const result = animalAddSchema.safeParse({ imie: ' ', gatunek: 'Kot', data_urodzenia: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['imie', 'gatunek', 'data_urodzenia', 'stan_zdrowia']);
  });

  it('allows only the hold switch statuses on edit', () => {
    expect(animalUpdateSchema.safeParse({ status: 'Wstrzymany' }).success).toBe(true);
    expect(animalUpdateSchema.safeParse({ status: 'Adoptowany' }).success).toBe(false);
    expect(animalUpdateSchema.safeParse({ status: 'Zarezerwowany' }).success).toBe(false);
  });
});
