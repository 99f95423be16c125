import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { adopterUpdateSchema } from './admin-lists.js';
import { birthDateSchema } from './animals.js';
import { registerSchema } from './auth.js';
import { contactSchema, composeMailSchema } from './contact.js';
import { mailListQuerySchema } from './mail.js';
import { EMAIL_MAX_LENGTH } from './common.js';
import { isValidEmail, surveyIdempotencyKeySchema, surveySubmitBodySchema } from './survey.js';
import { polishCount } from './zod-polish.js';

const ENGLISH = /Invalid|expected|received|Too (big|small)|Unrecognized|must/;

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

describe('zod speaks Polish where a schema sets no message', () => {
  it.each([
    ['a missing body', composeMailSchema, undefined],
    ['a number over the maximum', mailListQuerySchema, { limit: '500' }],
    ['a wrong type', z.object({ a: z.string() }), { a: 1 }],
    ['an unknown key', composeMailSchema, { to: 'a@b.pl', subject: 'Temat', text: 'x', html: '<b>' }],
    ['an enum outside its values', mailListQuerySchema, { seen: '7' }],
  ])('%s', (_label, schema, input) => {
    for (const message of messagesOf(schema, input)) expect(message).not.toMatch(ENGLISH);
  });

  it('words limits as a person would', () => {
    expect(messagesOf(mailListQuerySchema, { limit: '500' })).toEqual(['Wartość może wynosić najwyżej 100.']);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['Tekst może mieć najwyżej 3 znaki.']);
    expect(messagesOf(z.string().min(12), 'abc')).toEqual(['Tekst musi mieć co najmniej 12 znaków.']);
    expect(messagesOf(z.array(z.number()).max(1), [1, 2])).toEqual(['Lista może mieć najwyżej 1 element.']);
    expect(messagesOf(z.object({ a: z.string() }), {})).toEqual(['To pole jest wymagane.']);
    expect(messagesOf(z.object({ a: z.string() }), { a: 5 })).toEqual(['Nieprawidłowa wartość (oczekiwano: tekst).']);
  });

  it('keeps the messages the schemas give', () => {
    expect(messagesOf(composeMailSchema, { to: 'zły', subject: 'Temat', text: 'x' })).toEqual([MESSAGES.compose.invalidRecipient]);
  });

  it('declines Polish counts', () => {
    expect([1, 2, 5, 12, 22, 25, 104].map((n) => polishCount(n, 'znak', 'znaki', 'znaków'))).toEqual([
      '1 znak',
      '2 znaki',
      '5 znaków',
      '12 znaków',
      '22 znaki',
      '25 znaków',
      '104 znaki',
    ]);
  });
});

describe('a length cap stops validation before any pattern', () => {
  // Pathological for EMAIL_PATTERN: quadratic backtracking over the dots, seconds at this size.
  const dots = `a@${'.'.repeat(99_000)}@`;

  it.each([
    ['compose recipient', composeMailSchema, { to: dots, subject: 'Temat', text: 'Treść' }, 'to', MESSAGES.compose.invalidRecipient],
    ['contact e-mail', contactSchema, { fullName: 'Ala Nowak', email: dots, phone: '501502503', question: 'Pytanie o świnki', policy: true }, 'email', MESSAGES.contact.emailInvalid],
    ['contact phone', contactSchema, { fullName: 'Ala Nowak', email: 'a@b.pl', phone: '1'.repeat(99_000), question: 'Pytanie o świnki', policy: true }, 'phone', MESSAGES.contact.phoneInvalid],
    ['survey e-mail', surveySubmitBodySchema, { gatunek: 'Królik', telefon: '501502503', email: dots, imie: 'A', nazwisko: 'B', adres_kod: '00-001', adres_miasto: 'W' }, 'email', MESSAGES.survey.invalidEmail],
    ['adopter e-mail', adopterUpdateSchema, { firstName: 'A', lastName: 'B', email: dots, phone: '' }, 'email', MESSAGES.compose.invalidRecipient],
    ['idempotency key', z.object({ key: surveyIdempotencyKeySchema }), { key: 'a'.repeat(99_000) }, 'key', MESSAGES.survey.invalidIdempotencyKey],
    ['birth date', z.object({ date: birthDateSchema }), { date: '1'.repeat(99_000) }, 'date', MESSAGES.server.invalidValue],
    ['admin username', registerSchema, { username: `${'a'.repeat(99_000)}!`, password: 'x'.repeat(12) }, 'username', 'Nazwa użytkownika może mieć najwyżej 100 znaków.'],
  ])('%s: one too-long issue, no pattern run', (_label, schema, input, field, message) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((issue) => issue.path[0] === field);
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([['too_big', message]]);
  });
});

describe('isValidEmail outside a schema', () => {
  it('refuses an address over the length cap by its length, whatever its shape', () => {
    const local = 'a'.repeat(64);
    const domainOf = (length: number) => `${'b'.repeat(length - local.length - 1 - 3)}.pl`;
    expect(isValidEmail(`${local}@${domainOf(EMAIL_MAX_LENGTH)}`)).toBe(true);
    expect(isValidEmail(`${local}@${domainOf(EMAIL_MAX_LENGTH + 1)}`)).toBe(false);
    expect(isValidEmail(`a@${'.'.repeat(99_000)}@`)).toBe(false);
    expect(isValidEmail(' anna@example.com ')).toBe(true);
  });
});
