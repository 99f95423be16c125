/**
 * Polish registry numbers of the foundation: NIP (tax id), REGON (statistical id), KRS (court
 * register) and the bank account (a Polish IBAN). Each is stored as its digits alone and shown in
 * its usual grouping. The checks are the official check-digit rules; the IBAN itself is judged
 * by `ibantools` in the schema (schemas/foundation.ts).
 */

/** What is wrong with a number: the length or characters, its check digit, or it is all zeros (a placeholder). */
export type NumberProblem = 'format' | 'checksum' | 'zeros';

const ALL_ZEROS = /^0+$/;

/** The digits of a typed number: spaces and hyphens dropped, and an optional leading country code ("PL"). */
export function digitsOfNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^PL/i, '');
}

/** The weighted sum of the digits mod 11 (the check-digit rule of NIP and REGON). */
function weightedMod11(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

/** NIP: 10 digits; the tenth is the weighted sum of the nine before it mod 11 (a sum of 10 is never valid). */
export function nipProblem(digits: string): NumberProblem | null {
  if (!/^\d{10}$/.test(digits)) return 'format';
  if (ALL_ZEROS.test(digits)) return 'zeros';
  const check = weightedMod11(digits, NIP_WEIGHTS);
  return check !== 10 && check === Number(digits[9]) ? null : 'checksum';
}

/** REGON: 9 digits (or 14 for a local unit); the last is the weighted sum mod 11, 10 counting as 0. */
export function regonProblem(digits: string): NumberProblem | null {
  if (!/^(\d{9}|\d{14})$/.test(digits)) return 'format';
  if (ALL_ZEROS.test(digits)) return 'zeros';
  const weights = digits.length === 9 ? REGON9_WEIGHTS : REGON14_WEIGHTS;
  // A 14-digit REGON starts with the 9-digit one of its entity, which must be valid as well.
  if (digits.length === 14 && regonProblem(digits.slice(0, 9))) return 'checksum';
  return weightedMod11(digits, weights) % 10 === Number(digits[digits.length - 1]) ? null : 'checksum';
}

/** KRS: 10 digits (leading zeros included); it has no check digit. */
export function krsProblem(digits: string): NumberProblem | null {
  if (!/^\d{10}$/.test(digits)) return 'format';
  return ALL_ZEROS.test(digits) ? 'zeros' : null;
}

/** A Polish account number's length and characters (its check digits are the IBAN check's). */
export function bankAccountFormatProblem(digits: string): NumberProblem | null {
  if (!/^\d{26}$/.test(digits)) return 'format';
  return ALL_ZEROS.test(digits.slice(2)) ? 'zeros' : null;
}

/** "1234563218" -> "123-456-32-18" (anything else is returned as it is). */
export function formatNip(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}` : digits;
}

/** "61109010140000071219812874" -> "61 1090 1014 0000 0712 1981 2874", as Polish banks print it. */
export function formatBankAccount(digits: string): string {
  if (!/^\d{26}$/.test(digits)) return digits;
  return `${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}
