import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { FOUNDATION_MESSAGES as M, type FoundationSettings } from '../foundation/foundation-data.js';
import { bankAccountFormatProblem, digitsOfNumber, krsProblem, nipProblem, regonProblem, type NumberProblem } from '../foundation/registry-numbers.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, lengthCap } from './common.js';

/** The longest address and profile link the form takes. */
export const FOUNDATION_ADDRESS_MAX_LENGTH = 500;
export const FOUNDATION_URL_MAX_LENGTH = 500;
export const FOUNDATION_NAME_MAX_LENGTH = 200;
/** Room for a number typed with spaces, hyphens and "PL" before its digits are checked. */
const NUMBER_INPUT_MAX_LENGTH = 60;

/**
 * An optional field: missing, null or blank is "" (not filled in yet); anything else is checked
 * and normalised by `judge`, which answers the stored value or a Polish message.
 */
function optionalField(max: number, tooLong: string, judge: (text: string) => { value: string } | { problem: string }) {
  return z
    .string()
    .max(max, lengthCap(tooLong))
    .nullish()
    .transform((raw, context) => {
      const text = (raw ?? '').trim();
      if (text === '') return '';
      const verdict = judge(text);
      if ('value' in verdict) return verdict.value;
      context.addIssue({ code: 'custom', message: verdict.problem });
      return z.NEVER;
    });
}

/** A registry number judged on its digits; `messages` word each problem. */
function registryNumber(problemOf: (digits: string) => NumberProblem | null, messages: { format: string; checksum: string }) {
  return optionalField(NUMBER_INPUT_MAX_LENGTH, messages.format, (text) => {
    const digits = digitsOfNumber(text);
    const problem = problemOf(digits);
    if (!problem) return { value: digits };
    return { problem: problem === 'zeros' ? M.zeros : messages[problem] };
  });
}

/** A Polish IBAN: 26 digits ("PL" and spaces allowed), its mod-97 check digits and the bank's sort-code check (ibantools). */
function bankAccountProblem(digits: string): NumberProblem | null {
  return bankAccountFormatProblem(digits) ?? (isValidIBAN(`PL${digits}`) ? null : 'checksum');
}

function httpsUrl(text: string): { value: string } | { problem: string } {
  try {
    const url = new URL(text);
    const fine = url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    return fine ? { value: url.href } : { problem: M.urlInvalid };
  } catch {
    return { problem: M.urlInvalid };
  }
}

/** Lines trimmed, blank ones dropped, Windows line ends made plain. */
function addressText(text: string): { value: string } {
  return { value: text.split(/\r\n?|\n/).map((line) => line.trim()).filter(Boolean).join('\n') };
}

/**
 * PUT /settings/foundation and the panel's form: every field but the name may be empty ("not
 * filled in yet"). NIP and REGON are checked by their check digits, the account as a Polish IBAN,
 * KRS by its length; numbers are stored as digits, links must be https.
 */
export const foundationSettingsSchema = z.strictObject({
  name: z
    .string({ error: M.nameRequired })
    .max(FOUNDATION_NAME_MAX_LENGTH, lengthCap(M.nameTooLong))
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, M.nameRequired)),
  address: optionalField(FOUNDATION_ADDRESS_MAX_LENGTH, M.addressTooLong, addressText),
  email: optionalField(EMAIL_MAX_LENGTH, M.emailInvalid, (text) => (EMAIL_PATTERN.test(text) ? { value: text } : { problem: M.emailInvalid })),
  krs: registryNumber(krsProblem, { format: M.krsFormat, checksum: M.krsFormat }),
  nip: registryNumber(nipProblem, { format: M.nipFormat, checksum: M.nipChecksum }),
  regon: registryNumber(regonProblem, { format: M.regonFormat, checksum: M.regonChecksum }),
  bankAccount: registryNumber(bankAccountProblem, { format: M.bankAccountFormat, checksum: M.bankAccountChecksum }),
  facebookUrl: optionalField(FOUNDATION_URL_MAX_LENGTH, M.urlTooLong, httpsUrl),
  instagramUrl: optionalField(FOUNDATION_URL_MAX_LENGTH, M.urlTooLong, httpsUrl),
}) satisfies z.ZodType<FoundationSettings, unknown>;

export type FoundationSettingsInput = z.input<typeof foundationSettingsSchema>;

/** One field's value checked and normalised alone (the `.env` seed): the stored value, or null when it is not valid. */
export function parseFoundationField<F extends keyof FoundationSettings>(field: F, value: string): FoundationSettings[F] | null {
  const result = foundationSettingsSchema.shape[field].safeParse(value);
  return result.success ? (result.data as FoundationSettings[F]) : null;
}
