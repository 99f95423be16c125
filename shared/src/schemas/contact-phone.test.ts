import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { contactSchema } from './contact.js';
import { filterContactPhoneInput, normalizeContactPhone } from './contact-phone.js';

describe('normalizeContactPhone', () => {
  it.each([
    ['+48 600 700 800', '600700800'],
    ['+48600700800', '600700800'],
    ['0048 600-700-800', '600700800'],
    ['(+48) 600.700.800', '600700800'],
    ['600 700 800', '600700800'],
    ['600-700-800', '600700800'],
    ['600 700 800 99', '600700800'],
    ['abc', ''],
  ])('turns %s into %s', (raw, expected) => {
    expect(normalizeContactPhone(raw)).toBe(expected);
  });

  it('keeps a national number that merely starts with the digits 48', () => {
    expect(normalizeContactPhone('486 007 008')).toBe('486007008');
  });
});

describe('filterContactPhoneInput', () => {
  it('ends with the national number when "+48 600 700 800" is typed key by key', () => {
    let value = '';
    for (const key of '+48 600 700 800') value = filterContactPhoneInput(value + key);
    expect(value).toBe('600700800');
  });

  it('ends with the national number when "0048600700800" is typed key by key', () => {
    let value = '';
    for (const key of '0048600700800') value = filterContactPhoneInput(value + key);
    expect(value).toBe('600700800');
  });

  it('keeps an unfinished country code visible and drops letters', () => {
    expect(filterContactPhoneInput('+4')).toBe('+4');
    expect(filterContactPhoneInput('00')).toBe('00');
    expect(filterContactPhoneInput('6a0b0')).toBe('600');
  });
});

describe('contact schema phone', () => {
  const base = { fullName: 'Anna Nowak', email: 'anna@example.org', question: 'Pytanie o królika', policy: true as const };

  it('accepts the number with the country code and keeps the national number', () => {
    expect(contactSchema.parse({ ...base, phone: '+48 600 700 800' }).phone).toBe('600700800');
    expect(contactSchema.parse({ ...base, phone: '0048600700800' }).phone).toBe('600700800');
  });

  it('still refuses fewer than nine digits and an empty phone with the spec messages', () => {
    expect(contactSchema.safeParse({ ...base, phone: '+48 600 700' }).error?.issues[0]?.message).toBe(MESSAGES.contact.phoneInvalid);
    expect(contactSchema.safeParse({ ...base, phone: '  ' }).error?.issues[0]?.message).toBe(MESSAGES.contact.phoneRequired);
  });
});
