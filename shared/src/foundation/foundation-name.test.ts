import { describe, expect, it } from 'vitest';
import { ofTheFoundation } from './foundation-name.js';

describe('ofTheFoundation', () => {
  it('declines a name that starts with "Fundacja" instead of doubling the word', () => {
    expect(ofTheFoundation('Fundacja Małe Łapki')).toBe('Fundacji Małe Łapki');
    expect(ofTheFoundation('  fundacja   Puszyste Serca ')).toBe('Fundacji Puszyste Serca');
  });

  it('puts "fundacji" before any other name, and alone when there is none', () => {
    expect(ofTheFoundation('Puszyste Serca')).toBe('fundacji Puszyste Serca');
    expect(ofTheFoundation('Fundacjanka')).toBe('fundacji Fundacjanka');
    expect(ofTheFoundation('')).toBe('fundacji');
  });
});
