import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { LIMITS } from '../limits.js';
import { SPECIES } from '../species.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, idSchema, lengthCap } from './common.js';
import { consentPolicyVersionSchema } from './consent.js';
import { SURVEY_TEXT_LIMITS } from './survey-answers.js';

export * from './survey-answers.js';

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

/** The e-mail rule for code outside a schema (the survey page): the length first, as lengthCap does. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The phone input keeps only digits, plus signs and spaces (SPEC section 5). */
export function filterSurveyPhoneInput(raw: string): string {
  return raw.replace(/[^\d+ ]/g, '');
}

/** A contact field: trimmed, required, with Polish messages for a wrong type and an overlong value. */
const contactText = (max: number) =>
  z.string({ error: MESSAGES.survey.contactRequired }).trim().max(max, MESSAGES.server.textTooLong).min(1, MESSAGES.survey.contactRequired);

const answerValueSchema = z.union(
  [
    z.string().max(SURVEY_TEXT_LIMITS.textarea + 1000, MESSAGES.survey.answerTooLong),
    z.array(idSchema, { error: MESSAGES.survey.invalidAnswer }).max(50, MESSAGES.survey.invalidAnswer),
  ],
  { error: MESSAGES.survey.invalidAnswer },
);
const numericKey = z.string().max(10, lengthCap(MESSAGES.survey.invalidAnswer)).regex(/^[1-9]\d{0,9}$/, MESSAGES.survey.invalidAnswer);
const MAX_ANSWERS = 200;

/** Generated once per form fill by the survey page; a retry with the same key returns the first result. */
export const surveyIdempotencyKeySchema = z
  .string({ error: MESSAGES.survey.invalidIdempotencyKey })
  .max(100, lengthCap(MESSAGES.survey.invalidIdempotencyKey))
  .regex(/^[A-Za-z0-9_-]{16,100}$/, MESSAGES.survey.invalidIdempotencyKey);

/**
 * POST /survey without the consent rule. Fields are checked in the order of SPEC section 5
 * (phone, e-mail, then the rest of the contact data); the server then checks the answers against
 * the stored questions, the chosen animals, and consent last.
 */
export const surveySubmitBodySchema = z.strictObject({
  gatunek: z.enum(SPECIES, { error: MESSAGES.survey.noQuestionnaire }),
  telefon: z
    .string({ error: MESSAGES.survey.invalidPhone })
    .max(40, lengthCap(MESSAGES.survey.invalidPhone))
    .transform(normalizeSurveyPhone)
    .refine(isValidSurveyPhone, MESSAGES.survey.invalidPhone),
  email: z
    .string({ error: MESSAGES.survey.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, lengthCap(MESSAGES.survey.invalidEmail))
    .refine(isValidEmail, MESSAGES.survey.invalidEmail),
  imie: contactText(80),
  nazwisko: contactText(80),
  adres_kod: contactText(12),
  adres_miasto: contactText(80),
  zwierzaki: z
    .array(idSchema, { error: MESSAGES.server.invalidValue })
    .max(20, MESSAGES.server.invalidValue)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  odpowiedzi: z
    .record(numericKey, answerValueSchema, { error: MESSAGES.survey.invalidAnswer })
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, MESSAGES.survey.tooManyAnswers)
    .default({}),
  dopiski: z
    .record(numericKey, z.string({ error: MESSAGES.survey.invalidAnswer }).max(SURVEY_TEXT_LIMITS.note + 500, MESSAGES.survey.answerTooLong), {
      error: MESSAGES.survey.invalidAnswer,
    })
    .refine((notes) => Object.keys(notes).length <= MAX_ANSWERS, MESSAGES.survey.tooManyAnswers)
    .default({}),
  zgoda: z.boolean({ error: MESSAGES.survey.consentRequired }).default(false),
  /** The privacy-policy version shown beside the consent (stored with it; default: the current one). */
  wersja_polityki: consentPolicyVersionSchema,
  idempotencyKey: surveyIdempotencyKeySchema.optional(),
});

/** POST /survey as a whole: the body with consent given (SPEC section 5, step 4). */
export const surveySubmitSchema = surveySubmitBodySchema.extend({
  zgoda: z.literal(true, { error: MESSAGES.survey.consentRequired }),
});
export type SurveySubmitInput = z.input<typeof surveySubmitSchema>;
export type SurveySubmit = z.output<typeof surveySubmitSchema>;
export type SurveySubmitBody = z.output<typeof surveySubmitBodySchema>;

/** The answer of POST /survey: the stored survey's id (the same one again for a retried submission). */
export interface SurveySubmitResponse {
  id: number;
}

export const SURVEY_BUCKETS = ['new', 'reserved', 'done'] as const;
export type SurveyBucket = (typeof SURVEY_BUCKETS)[number];
export const SURVEY_SORTS = ['newest', 'oldest'] as const;

export const surveyAnimalActionSchema = z.strictObject({ animalId: idSchema });
export const surveySelectedAnimalsSchema = z.strictObject({ animals: z.array(idSchema).max(50) });
export const surveyAdoptBulkSchema = z.strictObject({ animalIds: z.array(idSchema).min(1).max(50) });
