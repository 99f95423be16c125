import { EMPTY_FOUNDATION_SETTINGS, FOUNDATION_FIELDS, isFoundationPlaceholder, parseFoundationField, type FoundationField, type FoundationSettings } from '@pets/shared';

/** FOUNDATION_* as set in the environment, untouched (undefined: not set). */
export type FoundationEnv = Partial<Record<FoundationField, string>>;

/** The variable each field is seeded from. */
export const FOUNDATION_VARIABLES: Readonly<Record<FoundationField, string>> = {
  name: 'FOUNDATION_NAME',
  address: 'FOUNDATION_ADDRESS',
  email: 'FOUNDATION_EMAIL',
  krs: 'FOUNDATION_KRS',
  nip: 'FOUNDATION_NIP',
  regon: 'FOUNDATION_REGON',
  bankAccount: 'FOUNDATION_BANK_ACCOUNT',
  facebookUrl: 'FOUNDATION_FACEBOOK_URL',
  instagramUrl: 'FOUNDATION_INSTAGRAM_URL',
};

export interface FoundationSeed {
  settings: FoundationSettings;
  /** Variables that were set but not taken: a placeholder of earlier versions, or a value the panel would refuse. */
  ignored: { variable: string; reason: 'placeholder' | 'invalid' }[];
}

/**
 * The first row of the foundation data, from `.env`: each variable checked as the panel's form
 * checks it. A placeholder (the zeros earlier versions defaulted to) or an invalid value is left
 * empty, so it is never shown publicly; the name falls back to the default one.
 */
export function foundationSeed(env: FoundationEnv): FoundationSeed {
  const settings: FoundationSettings = { ...EMPTY_FOUNDATION_SETTINGS };
  const ignored: FoundationSeed['ignored'] = [];
  for (const field of FOUNDATION_FIELDS) {
    const raw = env[field]?.trim();
    if (!raw) continue;
    if (isFoundationPlaceholder(field, raw)) {
      ignored.push({ variable: FOUNDATION_VARIABLES[field], reason: 'placeholder' });
      continue;
    }
    const value = parseFoundationField(field, raw);
    if (value === null || value === '') ignored.push({ variable: FOUNDATION_VARIABLES[field], reason: 'invalid' });
    else settings[field] = value;
  }
  return { settings, ignored };
}
