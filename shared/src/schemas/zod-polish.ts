import type { z } from 'zod';

/**
 * Polish texts for every zod issue a schema does not word itself, so no English ("Invalid input:
 * expected object, received undefined", "Too big: …") reaches a visitor or an administrator.
 * zod ships a Polish locale, but it reads as a translation of developer jargon ("Zbyt duż(y/a/e):
 * oczekiwano, że number będzie wynosić <=100"); these say what to do instead.
 * Installed by common.ts through z.config({ customError }), below every message a schema sets.
 */

/** "1 znak", "3 znaki", "5 znaków", "22 znaki", "12 znaków". */
export function polishCount(count: number | bigint, one: string, few: string, many: string): string {
  const n = Number(count);
  if (n === 1) return `${n} ${one}`;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  return `${n} ${lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many}`;
}

const chars = (count: number | bigint) => polishCount(count, 'znak', 'znaki', 'znaków');
const items = (count: number | bigint) => polishCount(count, 'element', 'elementy', 'elementów');

const EXPECTED: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  int: 'liczba całkowita',
  bigint: 'liczba całkowita',
  boolean: 'tak lub nie (true/false)',
  object: 'obiekt',
  array: 'lista',
  date: 'data',
};

export const ZOD_POLISH = {
  required: 'To pole jest wymagane.',
  invalidValue: 'Nieprawidłowa wartość.',
  invalidFormat: 'Nieprawidłowy format wartości.',
  invalidEmail: 'Podaj poprawny adres e-mail.',
  tooBig: 'Wartość jest zbyt duża.',
  tooSmall: 'Wartość jest zbyt mała.',
} as const;

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return issue.inclusive === false ? `Tekst musi mieć mniej niż ${chars(max)}.` : `Tekst może mieć najwyżej ${chars(max)}.`;
    case 'array':
    case 'set':
      return issue.inclusive === false ? `Lista musi mieć mniej niż ${items(max)}.` : `Lista może mieć najwyżej ${items(max)}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Wartość musi być mniejsza niż ${max}.` : `Wartość może wynosić najwyżej ${max}.`;
    default:
      return ZOD_POLISH.tooBig;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      if (Number(min) === 1 && issue.inclusive !== false) return ZOD_POLISH.required;
      return issue.inclusive === false ? `Tekst musi mieć więcej niż ${chars(min)}.` : `Tekst musi mieć co najmniej ${chars(min)}.`;
    case 'array':
    case 'set':
      return issue.inclusive === false ? `Lista musi mieć więcej niż ${items(min)}.` : `Lista musi mieć co najmniej ${items(min)}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Wartość musi być większa niż ${min}.` : `Wartość musi wynosić co najmniej ${min}.`;
    default:
      return ZOD_POLISH.tooSmall;
  }
}

/** The global zod error map: one Polish sentence per issue. */
export function polishZodError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return ZOD_POLISH.required;
      const expected = EXPECTED[issue.expected];
      return expected ? `Nieprawidłowa wartość (oczekiwano: ${expected}).` : ZOD_POLISH.invalidValue;
    }
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'email' ? ZOD_POLISH.invalidEmail : ZOD_POLISH.invalidFormat;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Nieznane pole: ${issue.keys[0]}.` : `Nieznane pola: ${issue.keys.join(', ')}.`;
    default:
      return ZOD_POLISH.invalidValue;
  }
}
