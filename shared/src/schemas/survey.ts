import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { LIMITS } from '../limits.js';
import { SPECIES } from '../species.js';
import { EMAIL_PATTERN, idSchema, trimmed } from './common.js';

/** Phone normalisation of SPEC section 5: a leading 00 becomes +, then only digits and + remain. */
export function normalizeSurveyPhone(raw: string): string {
  const trimmedRaw = raw.trim();
  const withPlus = trimmedRaw.startsWith('00') ? `+${trimmedRaw.slice(2)}` : trimmedRaw;
  return withPlus.replace(/[^\d+]/g, '');
}

export function isValidSurveyPhone(normalized: string): boolean {
  const digits = normalized.replace(/\D/g, '').length;
  const plusOnlyLeading = !normalized.slice(1).includes('+');
  return plusOnlyLeading && digits >= LIMITS.surveyPhoneDigits.min && digits <= LIMITS.surveyPhoneDigits.max;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The phone input keeps only digits, plus signs and spaces (SPEC section 5). */
export function filterSurveyPhoneInput(raw: string): string {
  return raw.replace(/[^\d+ ]/g, '');
}

const answerValueSchema = z.union([z.string().max(5000), z.array(idSchema).max(50)]);

/**
 * POST /survey. Answers are checked against the stored questions on the server; this schema
 * covers shape, contact data and consent in the order of SPEC section 5.
 */
export const surveySubmitSchema = z.strictObject({
  gatunek: z.enum(SPECIES, { error: MESSAGES.server.requiredField }),
  imie: trimmed(80).min(1, MESSAGES.server.requiredField),
  nazwisko: trimmed(80).min(1, MESSAGES.server.requiredField),
  telefon: z
    .string()
    .max(40)
    .transform(normalizeSurveyPhone)
    .refine(isValidSurveyPhone, MESSAGES.survey.invalidPhone),
  email: trimmed(254).refine(isValidEmail, MESSAGES.survey.invalidEmail),
  adres_kod: trimmed(12).min(1, MESSAGES.server.requiredField),
  adres_miasto: trimmed(80).min(1, MESSAGES.server.requiredField),
  zwierzaki: z.array(idSchema).max(20).default([]),
  odpowiedzi: z.record(z.string().regex(/^\d+$/), answerValueSchema).default({}),
  dopiski: z.record(z.string().regex(/^\d+$/), z.string().max(2000)).default({}),
  zgoda: z.literal(true, { error: MESSAGES.survey.consentRequired }),
});
export type SurveySubmitInput = z.input<typeof surveySubmitSchema>;
export type SurveySubmit = z.output<typeof surveySubmitSchema>;

export const SURVEY_BUCKETS = ['new', 'reserved', 'done'] as const;
export type SurveyBucket = (typeof SURVEY_BUCKETS)[number];
export const SURVEY_SORTS = ['newest', 'oldest'] as const;

export const surveyAnimalActionSchema = z.strictObject({ animalId: idSchema });
export const surveySelectedAnimalsSchema = z.strictObject({ animals: z.array(idSchema).max(50) });
export const surveyAdoptBulkSchema = z.strictObject({ animalIds: z.array(idSchema).min(1).max(50) });
