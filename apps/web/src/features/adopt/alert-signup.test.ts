import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@pets/shared';
import { alertPayload, initialAlertValues } from './alert-signup';

describe('alert sign-up form', () => {
  it('starts with the species the list is filtered by, known ones only, in the spec order', () => {
    expect(initialAlertValues(['Szczur', 'Królik', 'Pies']).species).toEqual(['Królik', 'Szczur']);
    expect(initialAlertValues([]).species).toEqual([]);
  });

  it('sends the trimmed address, the species, the consent with the policy version and the trap', () => {
    expect(alertPayload({ email: ' ania@example.pl ', species: ['Mysz'], policy: true, website: '' })).toEqual({
      email: 'ania@example.pl',
      species: ['Mysz'],
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });
  });
});
