import { describe, expect, it } from 'vitest';
import { foundationSettingsSchema, parseFoundationField } from '../schemas/foundation.js';
import { FOUNDATION_MESSAGES, missingFoundationFields, EMPTY_FOUNDATION_SETTINGS, isFoundationPlaceholder } from './foundation-data.js';
import { formatBankAccount, formatNip, krsProblem, nipProblem, regonProblem } from './registry-numbers.js';

const VALID = {
  name: 'Fundacja Puszyste Serca',
  address: 'ul. Ogrodowa 7\n30-001 Kraków',
  email: 'adopcje@puszyste-serca.pl',
  krs: '0000987654',
  nip: '525-123-45-60',
  regon: '146789017',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  facebookUrl: 'https://www.facebook.com/puszyste-serca',
  instagramUrl: '',
};

const fieldErrors = (input: unknown) => {
  const result = foundationSettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('registry numbers', () => {
  it('check NIP by its weights 6,5,7,2,3,4,5,6,7 mod 11', () => {
    expect(nipProblem('5251234560')).toBeNull();
    expect(nipProblem('1234563218')).toBeNull();
    expect(nipProblem('5251234561')).toBe('checksum');
    expect(nipProblem('525123456')).toBe('format');
    expect(nipProblem('0000000000')).toBe('zeros');
  });

  it('check REGON of 9 and of 14 digits by their weights', () => {
    expect(regonProblem('146789017')).toBeNull();
    expect(regonProblem('123456785')).toBeNull();
    expect(regonProblem('14678901712341')).toBeNull();
    expect(regonProblem('146789018')).toBe('checksum');
    expect(regonProblem('14678901712342')).toBe('checksum');
    expect(regonProblem('1467890')).toBe('format');
    expect(regonProblem('000000000')).toBe('zeros');
  });

  it('check KRS by its ten digits', () => {
    expect(krsProblem('0000987654')).toBeNull();
    expect(krsProblem('987654')).toBe('format');
    expect(krsProblem('0000000000')).toBe('zeros');
  });

  it('format NIP and the account number for reading', () => {
    expect(formatNip('5251234560')).toBe('525-123-45-60');
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
});

describe('foundationSettingsSchema', () => {
  it('normalises numbers to digits, trims, and keeps empty fields as not filled in', () => {
    expect(foundationSettingsSchema.parse(VALID)).toEqual({
      ...VALID,
      nip: '5251234560',
      bankAccount: '61109010140000071219812874',
    });
    expect(foundationSettingsSchema.parse({ name: 'Fundacja' })).toEqual({ ...EMPTY_FOUNDATION_SETTINGS, name: 'Fundacja' });
    expect(foundationSettingsSchema.parse({ ...VALID, nip: 'PL5251234560', bankAccount: '61109010140000071219812874', facebookUrl: null })).toMatchObject({
      nip: '5251234560',
      facebookUrl: '',
    });
  });

  it('names each bad field with a Polish message: NIP, REGON and IBAN check digits, KRS length, e-mail, https links, the name', () => {
    expect(fieldErrors({ ...VALID, nip: '525-123-45-61' })).toEqual({ nip: FOUNDATION_MESSAGES.nipChecksum });
    expect(fieldErrors({ ...VALID, regon: '146789018' })).toEqual({ regon: FOUNDATION_MESSAGES.regonChecksum });
    expect(fieldErrors({ ...VALID, bankAccount: 'PL62 1090 1014 0000 0712 1981 2874' })).toEqual({ bankAccount: FOUNDATION_MESSAGES.bankAccountChecksum });
    expect(fieldErrors({ ...VALID, bankAccount: '61 1090 1014' })).toEqual({ bankAccount: FOUNDATION_MESSAGES.bankAccountFormat });
    expect(fieldErrors({ ...VALID, krs: '98765' })).toEqual({ krs: FOUNDATION_MESSAGES.krsFormat });
    expect(fieldErrors({ ...VALID, email: 'kontakt@' })).toEqual({ email: FOUNDATION_MESSAGES.emailInvalid });
    expect(fieldErrors({ ...VALID, instagramUrl: 'http://instagram.com/x' })).toEqual({ instagramUrl: FOUNDATION_MESSAGES.urlInvalid });
    expect(fieldErrors({ ...VALID, name: '   ' })).toEqual({ name: FOUNDATION_MESSAGES.nameRequired });
    expect(fieldErrors({ ...VALID, nip: '000-000-00-00', regon: '000000000' })).toEqual({ nip: FOUNDATION_MESSAGES.zeros, regon: FOUNDATION_MESSAGES.zeros });
  });

  it('checks one field alone for the .env seed, refusing placeholders and invalid numbers', () => {
    expect(parseFoundationField('nip', '525-123-45-60')).toBe('5251234560');
    expect(parseFoundationField('nip', '000-000-00-00')).toBeNull();
    expect(parseFoundationField('bankAccount', '00 0000 0000 0000 0000 0000 0000')).toBeNull();
    expect(isFoundationPlaceholder('email', 'kontakt@example.org')).toBe(true);
    expect(isFoundationPlaceholder('facebookUrl', 'https://www.facebook.com/')).toBe(true);
  });

  it('lists the expected fields still empty', () => {
    expect(missingFoundationFields(EMPTY_FOUNDATION_SETTINGS)).toEqual(['address', 'email', 'krs', 'nip', 'regon', 'bankAccount']);
    expect(missingFoundationFields(foundationSettingsSchema.parse(VALID))).toEqual([]);
  });
});
