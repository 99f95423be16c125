import { describe, expect, it } from 'vitest';
import { amountValue, canDonate, donationTarget, formatZloty, parseSuggestedAmount, sanitizeAmountInput } from './donation';

describe('donation custom amount (SPEC section 5)', () => {
  it('keeps digits only', () => {
    expect(sanitizeAmountInput('12a3')).toBe('123');
    expect(sanitizeAmountInput('50 zł')).toBe('50');
    expect(sanitizeAmountInput('-5')).toBe('5');
    expect(sanitizeAmountInput('1,5')).toBe('15');
    expect(sanitizeAmountInput('abc')).toBe('');
  });

  it('keeps at most 6 digits', () => {
    expect(sanitizeAmountInput('1234567')).toBe('123456');
    expect(sanitizeAmountInput('999999')).toBe('999999');
  });

  it('drops leading zeros but keeps a lone zero', () => {
    expect(sanitizeAmountInput('0050')).toBe('50');
    expect(sanitizeAmountInput('0')).toBe('0');
    expect(sanitizeAmountInput('000')).toBe('0');
    expect(sanitizeAmountInput('0001234567')).toBe('123456');
  });

  it('allows submitting from 1 zł', () => {
    expect(canDonate('')).toBe(false);
    expect(canDonate('0')).toBe(false);
    expect(canDonate('1')).toBe(true);
    expect(canDonate('50')).toBe(true);
    expect(amountValue('')).toBe(0);
    expect(amountValue('120')).toBe(120);
  });

  it("'Przekaż' leads to the bank transfer on /wspieram with the amount", () => {
    expect(donationTarget('50')).toBe('/wspieram?kwota=50#przelew');
    expect(donationTarget('007')).toBe('/wspieram?kwota=7#przelew');
  });

  it('reads a valid suggested amount from the support page query', () => {
    expect(parseSuggestedAmount('50')).toBe(50);
    expect(parseSuggestedAmount('999999')).toBe(999999);
    expect(parseSuggestedAmount('0')).toBeNull();
    expect(parseSuggestedAmount('1000000')).toBeNull();
    expect(parseSuggestedAmount('12a')).toBeNull();
    expect(parseSuggestedAmount(null)).toBeNull();
  });

  it('formats złoty in Polish', () => {
    expect(formatZloty(50)).toBe('50 zł');
    expect(formatZloty(250000).replace(/\s/g, ' ')).toBe('250 000 zł');
  });
});
